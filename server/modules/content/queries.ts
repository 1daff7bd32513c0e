// Public reads of the admin-managed content: banner groups and featured collections (SPEC §3).
import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { bannerGroups, bannerImages, collections, type MediaVariant } from "#server/db/schema/index.ts";
import { toSrcSet } from "../listings/types.ts";

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `url 480w, url 960w, …` when renditions exist. */
  srcSet: string | null;
}

export interface BannerGroup {
  id: string;
  name: string;
  alt: string;
  images: (ContentImage & { id: string })[];
}

export interface Collection {
  id: string;
  title: string;
  description: string;
  /** The property name 'View More' filters by; null for a collection that is not about one. */
  propertyName: string | null;
  image: ContentImage | null;
}

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

/** Every banner group in its order, each with its images in their order (SPEC §3 "Banner group"). */
export async function listBanners(db: Db): Promise<BannerGroup[]> {
  const rows = await db
    .select({ group: bannerGroups, image: bannerImages })
    .from(bannerGroups)
    .leftJoin(bannerImages, eq(bannerImages.groupId, bannerGroups.id))
    .orderBy(
      asc(bannerGroups.position),
      asc(bannerGroups.createdAt),
      asc(bannerGroups.id),
      asc(bannerImages.position),
      asc(bannerImages.id),
    );
  const groups = new Map<string, BannerGroup>();
  for (const { group, image } of rows) {
    let entry = groups.get(group.id);
    if (!entry) {
      entry = { id: group.id, name: group.name, alt: group.alt, images: [] };
      groups.set(group.id, entry);
    }
    if (image) {
      entry.images.push({
        id: image.id,
        url: image.url,
        alt: image.alt || group.alt,
        ...sizeOf(image.variants, image.width, image.height),
        srcSet: toSrcSet(image.variants),
      });
    }
  }
  return [...groups.values()];
}

/** The featured collections in their order (SPEC §3 "Collection"). */
export async function listCollections(db: Db): Promise<Collection[]> {
  const rows = await db
    .select()
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.createdAt), asc(collections.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    propertyName: row.propertyName,
    image: row.imageUrl
      ? {
          url: row.imageUrl,
          alt: row.title,
          ...sizeOf(row.imageVariants),
          srcSet: toSrcSet(row.imageVariants),
        }
      : null,
  }));
}
