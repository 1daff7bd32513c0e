import { describe, expect, it } from "vitest";
import { animatedCount, COUNT_ANIMATION_MS, countLabel, formatCount } from "./count-label.ts";

describe("countLabel", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [4, "4"],
    [5, "5+"],
    [9, "5+"],
    [10, "10+"],
    [14, "10+"],
    [15, "15+"],
    [19, "15+"],
    [20, "20+"],
    [24, "20+"],
    [25, "25+"],
    [99, "95+"],
    [100, "100+"],
    [12_347, "12,345+"],
    [1_00_00_003, "1,00,00,000+"],
  ])("shows %i as %s", (n, label) => {
    expect(countLabel(n)).toBe(label);
  });

  it("never shows a fraction or a negative number", () => {
    expect(countLabel(4.9)).toBe("4");
    expect(countLabel(-3)).toBe("0");
    expect(countLabel(Number.NaN)).toBe("0");
  });
});

describe("animatedCount", () => {
  it("runs from 0 to the target over the animation, never past it", () => {
    expect(animatedCount(40, 0)).toBe(0);
    expect(animatedCount(40, COUNT_ANIMATION_MS)).toBe(40);
    expect(animatedCount(40, COUNT_ANIMATION_MS * 2)).toBe(40);
    let previous = 0;
    for (let t = 0; t <= COUNT_ANIMATION_MS; t += 250) {
      const value = animatedCount(40, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(40);
      previous = value;
    }
  });

  it("is past half-way at half time (it eases out)", () => {
    expect(animatedCount(100, COUNT_ANIMATION_MS / 2)).toBeGreaterThan(50);
  });
});

describe("counts in Tamil", () => {
  it("group the Indian way with Western digits, as in English", () => {
    expect(formatCount(1_25_000, "ta")).toBe("1,25,000");
    expect(formatCount(1_25_000)).toBe("1,25,000");
    expect(countLabel(12_347, "ta")).toBe("12,345+");
    expect(countLabel(3, "ta")).toBe("3");
  });
});
