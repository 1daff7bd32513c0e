import { describe, expect, it } from "vitest";
import { renditionWidths } from "./renditions.ts";

describe("renditionWidths", () => {
  it("keeps the standard widths clearly below the photo's own, and never upscales", () => {
    expect(renditionWidths(4000)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1600)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(1000)).toEqual([480, 1000]);
    expect(renditionWidths(960)).toEqual([480, 960]);
    expect(renditionWidths(500)).toEqual([500]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});
