import type { Db } from "../../../../server/db/client.ts";
import { listNewestListings } from "../../../../server/modules/listings/queries.ts";
import type { ListingTypeParam } from "../../../../server/modules/listings/types.ts";

export function getNewestListings(db: Db, types: ListingTypeParam) {
  return listNewestListings(db, { types, limit: 10 });
}
