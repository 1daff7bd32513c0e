// Pure helpers of the results page's map view and "near a place" (issue 34): the URLs of the List/Map links,
// "Search this area" and "Near me" (a listing's "More near this one" is ./near-links.ts, which the listing page
// loads without these). No React, no Leaflet: the page links with these before any map code has loaded.
import type { BBox, GeoPoint } from "#shared/geo.ts";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { resultsSearch } from "./results-logic.ts";

export type ResultView = "list" | "map";

/** The List or Map link: the same filters and box, from the first page (the map shows them all at once). */
export function viewSearch(filters: Partial<ListingFilters>, view: ResultView, pathQuery: boolean): string {
  return resultsSearch({ ...filters, view: view === "map" ? "map" : undefined, page: 1 }, pathQuery);
}

/** "Search this area": the results inside the map's bounds, from the first page, still on the map. */
export function searchAreaSearch(filters: Partial<ListingFilters>, bbox: BBox, pathQuery: boolean): string {
  return resultsSearch({ ...filters, bbox, page: 1 }, pathQuery);
}

/**
 * "Near me": nearest first from the visitor's point, from the first page. A box drawn elsewhere would hide what
 * is near, so it goes; the view stays.
 */
export function nearSearch(filters: Partial<ListingFilters>, point: GeoPoint, pathQuery: boolean): string {
  return resultsSearch(
    { ...filters, near: point, sort: "distance", bbox: undefined, radius: undefined, page: 1 },
    pathQuery,
  );
}

/** Leaving "near a place": the same filters without the point, its radius or its order. */
export function withoutNear(filters: ListingFilters): ListingFilters {
  return {
    ...filters,
    near: undefined,
    radius: undefined,
    sort: filters.sort === "distance" ? "newest" : filters.sort,
    page: 1,
  };
}
