// Perceptual hashes of photos (issue 24, duplicates): a difference hash (dHash) of the picture's brightness,
// 64 bits as 16 hex digits, which a re-encoded, resized or lightly edited copy keeps (or nearly: a few bits). Two
// photos are the same picture when their hashes differ in at most MAX_DISTANCE bits. For Firestore to find
// candidates without comparing every photo, a hash is also kept as four 16-bit bands: two hashes within
// MAX_DISTANCE bits (3) share at least one band whole (four bands, at most three of them touched).
import type { Sharp } from "sharp";

/** Bits two hashes of the same picture may differ in. */
export const MAX_DISTANCE = 3;
const BANDS = 4;

/** The dHash of a decoded picture: 9×8 grey pixels, each bit whether a pixel is darker than its right neighbour. */
export async function photoHash(picture: Sharp): Promise<string> {
  const grey = await picture.clone().greyscale().resize(9, 8, { fit: "fill" }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++) {
      const left = grey[row * 9 + column]!;
      const right = grey[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left < right ? 1n : 0n);
    }
  return hash.toString(16).padStart(16, "0");
}

/** Bits in which two hashes differ. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

/** The hash's bands as a listing keeps them ("2:9f0c": the third band's four hex digits). */
export function hashBands(hash: string): string[] {
  return Array.from({ length: BANDS }, (_, band) => `${band}:${hash.slice(band * 4, band * 4 + 4)}`);
}

/** Every band of a listing's photos, for the lookup of other listings with the same pictures. */
export function photoBandsOf(media: readonly { photoHash?: string | null }[]): string[] {
  return [...new Set(media.flatMap((item) => (item.photoHash ? hashBands(item.photoHash) : [])))];
}
