import { describe, expect, it } from "vitest";
import { toSrcSet } from "./listing-card.ts";

const variant = (width: number) => ({
  width,
  height: (width * 3) / 4,
  url: `/media/a-${width}.webp`,
  key: null,
  contentType: "image/webp",
});

describe("toSrcSet", () => {
  it("lists renditions narrowest first with width descriptors", () => {
    expect(toSrcSet([variant(1600), variant(480), variant(960)])).toBe(
      "/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a-1600.webp 1600w",
    );
  });

  it("is null without renditions", () => {
    expect(toSrcSet([])).toBeNull();
  });
});
