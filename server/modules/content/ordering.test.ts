import { describe, expect, it } from "vitest";
import { byPosition, inOrder, moveInOrder, positionChanges } from "./ordering.ts";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe("inOrder", () => {
  it("sorts by position, then creation, then id", () => {
    const items = [
      { id: "d", position: 2, createdAt: at(1) },
      { id: "c", position: 1, createdAt: at(3) },
      { id: "b", position: 1, createdAt: at(2) },
      { id: "a", position: 1, createdAt: at(2) },
    ];
    expect(inOrder(items).map((item) => item.id)).toEqual(["a", "b", "c", "d"]);
    expect(byPosition(items[0]!, items[0]!)).toBe(0);
  });

  it("leaves its input as it was", () => {
    const items = [
      { id: "b", position: 1, createdAt: at(1) },
      { id: "a", position: 0, createdAt: at(1) },
    ];
    inOrder(items);
    expect(items.map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("moveInOrder", () => {
  const ids = ["a", "b", "c"];

  it("swaps with the neighbour above or below", () => {
    expect(moveInOrder(ids, "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveInOrder(ids, "b", "down")).toEqual(["a", "c", "b"]);
    expect(moveInOrder(ids, "a", "down")).toEqual(["b", "a", "c"]);
    expect(moveInOrder(ids, "c", "up")).toEqual(["a", "c", "b"]);
  });

  it("keeps the order at either end", () => {
    expect(moveInOrder(ids, "a", "up")).toEqual(ids);
    expect(moveInOrder(ids, "c", "down")).toEqual(ids);
    expect(moveInOrder(["only"], "only", "down")).toEqual(["only"]);
  });

  it("says null for an id that is not there, and does not change its input", () => {
    expect(moveInOrder(ids, "z", "up")).toBeNull();
    moveInOrder(ids, "b", "up");
    expect(ids).toEqual(["a", "b", "c"]);
  });
});

describe("positionChanges", () => {
  it("numbers the new order 0, 1, 2, … and lists only the documents whose position differs", () => {
    const items = [
      { id: "a", position: 0, createdAt: at(1) },
      { id: "b", position: 1, createdAt: at(1) },
      { id: "c", position: 2, createdAt: at(1) },
    ];
    expect(positionChanges(items, ["b", "a", "c"])).toEqual([
      { id: "b", position: 0 },
      { id: "a", position: 1 },
    ]);
    expect(positionChanges(items, ["a", "b", "c"])).toEqual([]);
  });

  it("closes gaps and separates documents that shared a position", () => {
    const items = [
      { id: "a", position: 0, createdAt: at(1) },
      { id: "b", position: 0, createdAt: at(2) },
      { id: "c", position: 7, createdAt: at(1) },
    ];
    expect(positionChanges(items, ["a", "b", "c"])).toEqual([
      { id: "b", position: 1 },
      { id: "c", position: 2 },
    ]);
  });

  it("after a move, the stored positions read back in the new order", () => {
    const items = [
      { id: "a", position: 3, createdAt: at(1) },
      { id: "b", position: 5, createdAt: at(1) },
      { id: "c", position: 5, createdAt: at(2) },
      { id: "d", position: 9, createdAt: at(1) },
    ];
    const order = moveInOrder(
      inOrder(items).map((item) => item.id),
      "c",
      "up",
    )!;
    const changes = new Map(positionChanges(items, order).map((c) => [c.id, c.position]));
    const after = items.map((item) => ({ ...item, position: changes.get(item.id) ?? item.position }));
    expect(inOrder(after).map((item) => item.id)).toEqual(["a", "c", "b", "d"]);
  });
});
