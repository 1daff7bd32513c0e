import type { Db } from "#server/db/client.ts";
import { listSitemapListings } from "#server/modules/seo/queries.ts";
import { renderSitemap } from "#server/modules/seo/sitemap.ts";

export async function sitemapXml(db: Db, origin: string): Promise<string> {
  return renderSitemap(origin, await listSitemapListings(db));
}
