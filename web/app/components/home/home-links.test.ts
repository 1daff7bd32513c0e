import { describe, expect, it } from "vitest";
import { wrapIndex } from "./home-links.ts";

describe("home links", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
