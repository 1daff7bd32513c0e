import { describe, expect, it } from "vitest";
import { mp4Video } from "#tests/factories/media.ts";
import { isMp4Compatible, readMp4 } from "./mp4.ts";

describe("readMp4", () => {
  it("reads the brands and the picture size of a whole MP4", () => {
    const facts = readMp4(mp4Video({ width: 1920, height: 1080 }));
    expect(facts).toEqual({
      majorBrand: "isom",
      compatibleBrands: ["isom", "iso2", "avc1", "mp41"],
      width: 1920,
      height: 1080,
    });
    expect(isMp4Compatible(facts!)).toBe(true);
  });

  it("turns the size of a video recorded in portrait", () => {
    expect(readMp4(mp4Video({ width: 1920, height: 1080, rotated: true }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
  });

  it("refuses a truncated file, one without an index, and one that does not start with ftyp", () => {
    const whole = mp4Video();
    expect(readMp4(whole.subarray(0, whole.length - 10))).toBeNull();
    expect(readMp4(whole.subarray(0, 40))).toBeNull();
    expect(readMp4(new TextEncoder().encode("not a video at all, just some words"))).toBeNull();
    const noMoov = Buffer.from(whole);
    noMoov.write("skip", whole.indexOf("moov"), "latin1");
    expect(readMp4(noMoov)).toBeNull();
  });

  it("tells a QuickTime movie that is also MP4 from one that is only QuickTime", () => {
    const both = readMp4(mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  ", "isom"] }));
    const quickTimeOnly = readMp4(mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  "] }));
    expect(isMp4Compatible(both!)).toBe(true);
    expect(isMp4Compatible(quickTimeOnly!)).toBe(false);
  });
});
