// The URLs of the results page's List and Map links (issue 34), which the page carries before any map code has
// loaded. "Search this area" is the map's (map-box.ts), "Near me" its own (near-me.client.ts), and a listing's
// "More near this one" is ./near-links.ts, which the listing page loads without these.
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { resultsSearch } from "./results-logic.ts";

export type ResultView = "list" | "map";

/** The List or Map link: the same filters and box, from the first page (the map shows them all at once). */
export function viewSearch(filters: Partial<ListingFilters>, view: ResultView, pathQuery: boolean): string {
  return resultsSearch({ ...filters, view: view === "map" ? "map" : undefined, page: 1 }, pathQuery);
}
