import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";

describe("createRandom", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it("differs for another seed", () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it("keeps int() within bounds and reaches both ends", () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 5)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("samples distinct items", () => {
    const random = createRandom(3);
    const picked = random.sample(["a", "b", "c", "d", "e"], 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(["a"], 5)).toEqual(["a"]);
  });

  it("refuses to pick from nothing", () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
