import { describe, expect, it } from "vitest";
import { percentile } from "./load.ts";

describe("percentile", () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  it("uses the nearest-rank method", () => {
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
  it("is NaN for no samples", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
