// The home page's own reads: banner slides and the 'What We Have' counts. Banners and collections themselves
// are read by content/queries.ts.
import type { Db } from "#server/db/client.ts";
import { listBanners } from "../content/queries.ts";
import { countListingsByName } from "../listings/counts.ts";
import type { ListingTypeParam } from "../listings/types.ts";

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

export interface NameCount {
  /** A property name (House, Land, …): the 'category' of SPEC §2. */
  name: string;
  count: number;
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

/**
 * How many approved listings of a type there are per property name, sorted by name; names without any are
 * left out. Read from the listing_counts table, which triggers keep exact.
 */
export async function countApprovedByName(db: Db, types: ListingTypeParam): Promise<NameCount[]> {
  const counts = await countListingsByName(db, types);
  return Object.entries(counts).map(([name, count]) => ({ name, count }));
}
