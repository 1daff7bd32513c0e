import type { Db } from "../../../../server/db/client.ts";
import {
  countApprovedByName,
  listBannerSlides,
  listCollections,
} from "../../../../server/modules/home/queries.ts";
import { listNewestListings } from "../../../../server/modules/listings/queries.ts";
import type { ListingTypeParam } from "../../../../server/modules/listings/types.ts";

/** Everything the home page shows, read in parallel. */
export async function getHomePage(db: Db, types: ListingTypeParam) {
  const [slides, newest, collections, counts] = await Promise.all([
    listBannerSlides(db),
    listNewestListings(db, { types, limit: 10 }),
    listCollections(db),
    countApprovedByName(db, types),
  ]);
  return { slides, newest, collections, counts };
}
