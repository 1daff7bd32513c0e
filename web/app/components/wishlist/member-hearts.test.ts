import { describe, expect, it } from "vitest";
import { type HeartSave, heartsFromServer } from "./member-hearts.ts";

const saves = (entries: Record<string, HeartSave>) => new Map(Object.entries(entries));

describe("a member's hearts when the server's list arrives", () => {
  it("are the server's list when this page saved nothing", () => {
    const { ids, saves: kept } = heartsFromServer(["a", "b"], new Map());
    expect([...ids].sort()).toEqual(["a", "b"]);
    expect(kept.size).toBe(0);
  });

  it("keep a heart being saved as the member set it, on or off, until its save answers", () => {
    const under = saves({ c: { on: true, answered: false }, a: { on: false, answered: false } });
    const first = heartsFromServer(["a", "b"], under);
    expect([...first.ids].sort()).toEqual(["b", "c"]);
    const second = heartsFromServer(["a", "b"], first.saves);
    expect([...second.ids].sort()).toEqual(["b", "c"]);
  });

  it("lay an answered save over the next list only: that list may have been read before the save", () => {
    const answered = saves({ c: { on: true, answered: true } });
    const stale = heartsFromServer(["a"], answered);
    expect([...stale.ids].sort()).toEqual(["a", "c"]);
    // The list after that was read after the answer: it is the server's word (another tab may have changed it).
    const later = heartsFromServer(["a"], stale.saves);
    expect([...later.ids]).toEqual(["a"]);
  });
});
