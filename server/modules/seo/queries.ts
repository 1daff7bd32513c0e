import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listings } from "#server/db/schema/index.ts";

/** One sitemap file holds at most 50,000 URLs; the newest listings go first. */
export const SITEMAP_LISTING_LIMIT = 45_000;

export async function listSitemapListings(db: Db): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(eq(listings.status, "approved"))
    .orderBy(desc(listings.createdAt))
    .limit(SITEMAP_LISTING_LIMIT);
}
