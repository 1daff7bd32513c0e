import type { Db } from "../../../../server/db/client.ts";
import { listCollections } from "../../../../server/modules/home/queries.ts";

export function getFeaturedCollections(db: Db) {
  return listCollections(db);
}
