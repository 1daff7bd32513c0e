import { describe, expect, it } from "vitest";
import { closedAs, DAY_MS, daysSince } from "./freshness.ts";

describe("freshness", () => {
  it("counts whole days, the same in every time zone, and never below zero", () => {
    const then = new Date("2026-11-01T20:00:00Z");
    expect(daysSince(then, then)).toBe(0);
    expect(daysSince(then, then.getTime() + DAY_MS - 1)).toBe(0);
    expect(daysSince(then, then.getTime() + DAY_MS)).toBe(1);
    expect(daysSince(then, new Date("2026-11-11T19:59:59Z"))).toBe(9);
    expect(daysSince(then, then.getTime() - DAY_MS)).toBe(0);
  });

  it("says sold for a sale, let for rent and lease", () => {
    expect(closedAs("sell")).toBe("sold");
    expect(closedAs("rent")).toBe("let");
    expect(closedAs("lease")).toBe("let");
  });
});
