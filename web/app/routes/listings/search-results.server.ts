import type { PublicReads } from "#server/modules/public/reads.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import { FILTER_MESSAGES, parseListingFilters } from "#shared/listing-filters/schema.ts";
import { nameInCityPath } from "#shared/paths.ts";
import { resultsHref as href, TYPE_CHOICES, type TypeChoice } from "#web/components/search/results-links.ts";

export interface SearchResultsPage {
  /** As the domain spells them, whatever the case in the URL. */
  propertyName: string;
  city: string;
  types: TypeChoice;
  listings: ListingCard[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  /** Links of the type filter and the pager, on the path as requested (/search/... or /propertylistings/...). */
  typeLinks: { types: TypeChoice; href: string }[];
  previousHref: string | null;
  nextHref: string | null;
  canonicalUrl: string;
}

export type SearchResultsOutcome =
  | { ok: true; page: SearchResultsPage }
  | { ok: false; status: 400 | 404; message: string };

/**
 * The search results page (SPEC §2 "Search results"): approved listings of one property name in one city,
 * optionally of one type, a page at a time. The name and city come from the path and the type and page from
 * the query; both go through the listing filters' schema, so `land/coimbatore` finds Land in Coimbatore and an
 * unknown name or city is a 404 with the schema's message, a bad type or page a 400. Other query parameters
 * are ignored: this page shows one name in one city.
 */
export async function loadSearchResults(input: {
  reads: PublicReads;
  params: { propertyName?: string; city?: string };
  url: URL;
  publicUrl: string;
}): Promise<SearchResultsOutcome> {
  const query = new URLSearchParams();
  query.set("propertyName", input.params.propertyName ?? "");
  query.set("city", input.params.city ?? "");
  for (const key of ["types", "page"] as const) {
    const value = input.url.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  // The filter says Buy for sell (SPEC), so a hand-typed ?types=Buy means Sell.
  if (query.get("types")?.trim().toLowerCase() === "buy") query.set("types", "Sell");
  const parsed = parseListingFilters(query);
  if (!parsed.success) {
    const { propertyName, city, types, page } = parsed.fieldErrors;
    if (propertyName) return { ok: false, status: 404, message: FILTER_MESSAGES.propertyName() };
    if (city) return { ok: false, status: 404, message: FILTER_MESSAGES.city() };
    return { ok: false, status: 400, message: types?.[0] ?? page?.[0] ?? parsed.message };
  }
  const { filters } = parsed;
  const propertyName = filters.propertyName;
  const city = filters.city[0];
  if (!propertyName || !city) return { ok: false, status: 404, message: FILTER_MESSAGES.city() };

  const result = await input.reads.search(filters);
  if (result.page > result.pageCount) return { ok: false, status: 404, message: FILTER_MESSAGES.page() };

  const types: TypeChoice = filters.types ?? "all";
  const path = input.url.pathname;
  return {
    ok: true,
    page: {
      propertyName,
      city,
      types,
      listings: result.listings,
      total: result.total,
      totalCapped: result.totalCapped,
      page: result.page,
      pageCount: result.pageCount,
      typeLinks: TYPE_CHOICES.map((choice) => ({ types: choice, href: href(path, choice) })),
      previousHref: result.page > 1 ? href(path, types, result.page - 1) : null,
      nextHref: result.page < result.pageCount ? href(path, types, result.page + 1) : null,
      canonicalUrl: `${input.publicUrl}${href(nameInCityPath(propertyName, city), types, result.page)}`,
    },
  };
}
