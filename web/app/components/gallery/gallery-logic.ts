import type { GalleryItem } from "#shared/listing-card.ts";

export type { GalleryItem };

/** Next/previous wrap around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Pixels a finger must travel before a swipe turns the picture (SPEC §9). */
export const SWIPE_THRESHOLD_PX = 50;

export function swipeDirection(deltaX: number): -1 | 0 | 1 {
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 1;
  if (deltaX >= SWIPE_THRESHOLD_PX) return -1;
  return 0;
}

/**
 * Up to three thumbnails follow the main picture; when more remain, the last thumbnail carries '+N'
 * for the pictures not shown (SPEC §2).
 */
export function thumbnailPlan(count: number): { indexes: number[]; extra: number } {
  const indexes = [1, 2, 3].filter((i) => i < count);
  return { indexes, extra: Math.max(0, count - 4) };
}

/** mp4 files play as video (SPEC §3), whatever the stored kind says. */
export function isVideo(item: Pick<GalleryItem, "url" | "kind">): boolean {
  return item.kind === "video" || /\.mp4($|\?)/i.test(item.url);
}
