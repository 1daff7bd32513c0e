// The widths a photo is kept at: every upload's renditions (pipeline.ts), and the demo seed's drawn pictures,
// so that a page asks for the same sizes of either.

/** The renditions' widths, narrowest first; the widest is the largest we keep of any photo. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/**
 * The renditions' widths for a photo `width` wide: its own (at most the widest), and the standard widths
 * clearly below it (a 960 beside a 1000 would cost a file and save nothing).
 */
export function renditionWidths(width: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const own = Math.min(width, widest);
  return [...IMAGE_WIDTHS.filter((w) => w * 1.2 <= own), own];
}
