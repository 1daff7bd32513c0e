import type { PublicReads } from "#server/modules/public/reads.ts";
import { renderSitemap } from "#server/modules/seo/sitemap.ts";

export async function sitemapXml(reads: PublicReads, origin: string): Promise<string> {
  return renderSitemap(origin, await reads.sitemap());
}
