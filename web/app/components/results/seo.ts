import type { MetaDescriptor } from "react-router";
import { m } from "#web/lib/i18n.ts";
import { pageMeta } from "#web/lib/page-meta.ts";
import { resultCountLabel, resultsHeading } from "./results-logic.ts";
import type { ResultsPageData } from "./types.ts";

/**
 * Title, description and canonical URL of a results page; a refused query, an empty page, or results of a place
 * on the map or near a point (numberless addresses of the same listings) are not indexed.
 */
export function resultsMeta(data: ResultsPageData): MetaDescriptor[] {
  const heading = resultsHeading(data.filters);
  const page = data.filters.page;
  const title =
    page > 1
      ? m["results.metaTitlePage"]({ title: heading, page })
      : m["results.metaTitle"]({ title: heading });
  const description = m["results.metaDescription"]({
    title: heading,
    count: resultCountLabel(data.result.total, data.result.totalCapped),
  });
  const descriptors = pageMeta({ title, description, canonicalUrl: data.canonicalUrl });
  if (data.error || data.result.listings.length === 0 || data.filters.bbox || data.filters.near)
    descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}
