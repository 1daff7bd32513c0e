// Public reads of the admin-managed content: banner groups and featured collections (SPEC §3).
import { col } from "#server/db/collections.ts";
import type { MediaVariant } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { BannerGroup, BannerSlide, Collection } from "#shared/content.ts";
import { toSrcSet } from "#shared/listing-card.ts";

export type { BannerGroup, BannerSlide, Collection, ContentImage } from "#shared/content.ts";

/** The stored size, else the widest rendition's (renditions keep the picture's aspect ratio). */
function sizeOf(
  variants: readonly MediaVariant[],
  width: number | null = null,
  height: number | null = null,
) {
  const widest = variants.reduce<MediaVariant | undefined>(
    (w, v) => (!w || v.width > w.width ? v : w),
    undefined,
  );
  return { width: width ?? widest?.width ?? 1600, height: height ?? widest?.height ?? 800 };
}

/** Position first, then creation, then id: the order admins arranged. */
function byPosition<T extends { position: number; createdAt: Date }>(
  a: { id: string; data: T },
  b: { id: string; data: T },
): number {
  return (
    a.data.position - b.data.position ||
    a.data.createdAt.getTime() - b.data.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/** Every banner group in its order, each with its images in their order (SPEC §3 "Banner group"). */
export async function listBanners(db: Db): Promise<BannerGroup[]> {
  const snapshot = await col.bannerGroups(db).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    .sort(byPosition)
    .map(({ id, data: group }) => ({
      id,
      name: group.name,
      alt: group.alt,
      images: group.images.map((image) => ({
        id: image.id,
        url: image.url,
        alt: image.alt || group.alt,
        ...sizeOf(image.variants, image.width, image.height),
        srcSet: toSrcSet(image.variants),
      })),
    }));
}

/** The featured collections in their order (SPEC §3 "Collection"). */
export async function listCollections(db: Db): Promise<Collection[]> {
  const snapshot = await col.collections(db).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    .sort(byPosition)
    .map(({ id, data }) => ({
      id,
      title: data.title,
      description: data.description,
      propertyName: data.propertyName,
      image: data.image
        ? {
            url: data.image.url,
            alt: data.title,
            ...sizeOf(data.image.variants),
            srcSet: toSrcSet(data.image.variants),
          }
        : null,
    }));
}

/** Every banner image, group by group, each in its stored order: the carousel's slides. */
export async function listBannerSlides(db: Db): Promise<BannerSlide[]> {
  const groups = await listBanners(db);
  return groups.flatMap((group) =>
    group.images.map(({ id, alt, url, srcSet, width, height }) => ({
      id,
      alt,
      image: { url, srcSet, width, height },
    })),
  );
}
