import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hashBands, hashDistance, MAX_DISTANCE, photoBandsOf, photoHash } from "./photo-hash.ts";

/** A 320×240 picture: a gradient with a bright disc, `shift` pixels to the right. */
function picture(shift = 0) {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inDisc = (x - 100 - shift) ** 2 + (y - 120) ** 2 < 60 ** 2;
      const value = inDisc ? 240 : Math.round((x / width) * 120 + (y / height) * 60);
      pixels.set([value, value, Math.min(255, value + 10)], (y * width + x) * 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe("photo hashes", () => {
  it("keeps a re-encoded, smaller copy of a photo within the distance, and another picture beyond it", async () => {
    const original = await photoHash(picture());
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    const jpeg = await picture().resize({ width: 160 }).jpeg({ quality: 40 }).toBuffer();
    const copy = await photoHash(sharp(jpeg));
    expect(hashDistance(original, copy)).toBeLessThanOrEqual(MAX_DISTANCE);
    const mirrored = await photoHash(picture().flop());
    expect(hashDistance(original, mirrored)).toBeGreaterThan(MAX_DISTANCE);
  });

  it("counts differing bits, and two hashes that close share a band", () => {
    expect(hashDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hashDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hashDistance("00000000000000f0", "0000000000000010")).toBe(3);
    expect(hashBands("0123456789abcdef")).toEqual(["0:0123", "1:4567", "2:89ab", "3:cdef"]);
    const near = hashBands("0123456789abcdee");
    expect(near.filter((band) => hashBands("0123456789abcdef").includes(band))).toHaveLength(3);
  });

  it("gives a listing the bands of its photos, once each, and none for a video", () => {
    expect(
      photoBandsOf([
        { photoHash: "0123456789abcdef" },
        { photoHash: "0123456789abcdef" },
        { photoHash: null },
        {},
      ]),
    ).toEqual(["0:0123", "1:4567", "2:89ab", "3:cdef"]);
  });
});
