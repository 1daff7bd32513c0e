// The home page's own reads: banner slides, featured collections and the 'What We Have' counts.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { MediaVariant } from "../../db/schema/index.ts";
import { bannerGroups, bannerImages, collections } from "../../db/schema/index.ts";
import { countListingsByName } from "../listings/counts.ts";
import { type ListingTypeParam, toSrcSet } from "../listings/types.ts";

export interface HomeImage {
  url: string;
  /** `url 480w, …` when renditions exist. */
  srcSet: string | null;
  width: number;
  height: number;
}

export interface BannerSlide {
  id: string;
  alt: string;
  image: HomeImage;
}

export interface FeaturedCollection {
  id: string;
  title: string;
  description: string;
  image: HomeImage | null;
}

export interface NameCount {
  /** A property name (House, Land, …): the 'category' of SPEC §2. */
  name: string;
  count: number;
}

/** The widest rendition's size stands for the picture's: the stored renditions keep its aspect ratio. */
function imageFrom(
  url: string,
  variants: readonly MediaVariant[],
  size?: { width: number | null; height: number | null },
) {
  const widest = [...variants].sort((a, b) => b.width - a.width)[0];
  return {
    url,
    srcSet: toSrcSet(variants),
    width: size?.width ?? widest?.width ?? 1600,
    height: size?.height ?? widest?.height ?? 800,
  };
}

/** Every banner image, group by group, each in its stored order. */
export async function listBannerSlides(db: Db): Promise<BannerSlide[]> {
  const rows = await db
    .select({
      id: bannerImages.id,
      url: bannerImages.url,
      alt: bannerImages.alt,
      groupAlt: bannerGroups.alt,
      width: bannerImages.width,
      height: bannerImages.height,
      variants: bannerImages.variants,
    })
    .from(bannerImages)
    .innerJoin(bannerGroups, eq(bannerGroups.id, bannerImages.groupId))
    .orderBy(
      asc(bannerGroups.position),
      asc(bannerGroups.createdAt),
      asc(bannerImages.position),
      asc(bannerImages.id),
    );
  return rows.map((row) => ({
    id: row.id,
    alt: row.alt || row.groupAlt,
    image: imageFrom(row.url, row.variants, row),
  }));
}

/** The featured collections in their stored order. */
export async function listCollections(db: Db): Promise<FeaturedCollection[]> {
  const rows = await db
    .select({
      id: collections.id,
      title: collections.title,
      description: collections.description,
      imageUrl: collections.imageUrl,
      imageVariants: collections.imageVariants,
    })
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.imageUrl ? imageFrom(row.imageUrl, row.imageVariants) : null,
  }));
}

/**
 * How many approved listings of a type there are per property name, sorted by name; names without any are
 * left out. Read from the listing_counts table, which triggers keep exact.
 */
export async function countApprovedByName(db: Db, types: ListingTypeParam): Promise<NameCount[]> {
  const counts = await countListingsByName(db, types);
  return Object.entries(counts).map(([name, count]) => ({ name, count }));
}
