// Search filters for tests, written as the query string of a results URL.
import { type ListingFilters, parseListingFilters } from "#shared/listing-filters/schema.ts";

/** The filters of a results URL's query; a query the schema refuses is a mistake in the test. */
export function filtersOf(query: string): ListingFilters {
  const parsed = parseListingFilters(new URLSearchParams(query));
  if (!parsed.success) throw new Error(`bad test query ${query}: ${parsed.message}`);
  return parsed.filters;
}

/** The ids of listings or cards, in order. */
export const idsOf = (rows: readonly { id: string }[]): string[] => rows.map((row) => row.id);
