import type { PublicReads } from "#server/modules/public/reads.ts";
import { parseListingFilters } from "#shared/listing-filters/schema.ts";
import type { MapSettings } from "#shared/public-config.ts";
import { placeNotes } from "#web/components/results/place-notes.ts";
import { resultsSearch } from "#web/components/results/results-logic.ts";
import type { ResultsPageData } from "#web/components/results/types.ts";

export type { ResultsPageData };

/**
 * Parses the query with the shared schema, then one search in the database. Faulty parameters do not fail
 * the page: it answers 400 with their messages and the results of the rest of the query.
 */
export async function loadResultsPage(input: {
  reads: PublicReads;
  url: URL;
  /** The {query} of /propertylistings/{query}; it wins over a `q` parameter. */
  pathQuery?: string;
  publicUrl: string;
  /** The public config's map tiles (null: no map). */
  map: MapSettings | null;
}): Promise<ResultsPageData> {
  const params = new URLSearchParams(input.url.search);
  const pathQuery = input.pathQuery !== undefined;
  if (pathQuery) params.set("q", input.pathQuery ?? "");
  const parsed = parseListingFilters(params);
  const filters = parsed.success ? parsed.filters : parsed.fallback;
  const result = await input.reads.search(filters);
  return {
    filters,
    error: parsed.success ? null : { message: parsed.message, fieldErrors: parsed.fieldErrors },
    budgetInput: { min: params.get("min") ?? "", max: params.get("max") ?? "" },
    result,
    pathQuery,
    canonicalUrl: `${input.publicUrl}${input.url.pathname}${resultsSearch({ ...filters, view: undefined }, pathQuery)}`,
    map: input.map,
    places: placeNotes(filters, pathQuery),
  };
}
