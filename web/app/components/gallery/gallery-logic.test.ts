import { describe, expect, it } from "vitest";
import { isVideo, swipeDirection, thumbnailPlan, wrapIndex } from "./gallery-logic.ts";

describe("gallery logic", () => {
  it("wraps next and previous", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("turns only after a 50 px swipe", () => {
    expect(swipeDirection(-49)).toBe(0);
    expect(swipeDirection(-50)).toBe(1);
    expect(swipeDirection(50)).toBe(-1);
    expect(swipeDirection(10)).toBe(0);
  });

  it("plans three thumbnails and '+N' for the rest", () => {
    expect(thumbnailPlan(1)).toEqual({ indexes: [], extra: 0 });
    expect(thumbnailPlan(3)).toEqual({ indexes: [1, 2], extra: 0 });
    expect(thumbnailPlan(4)).toEqual({ indexes: [1, 2, 3], extra: 0 });
    expect(thumbnailPlan(9)).toEqual({ indexes: [1, 2, 3], extra: 5 });
  });

  it("recognises mp4 as video", () => {
    expect(isVideo({ url: "/media/a.MP4", kind: "image" })).toBe(true);
    expect(isVideo({ url: "/media/a.webp", kind: "image" })).toBe(false);
    expect(isVideo({ url: "/media/a", kind: "video" })).toBe(true);
  });
});
