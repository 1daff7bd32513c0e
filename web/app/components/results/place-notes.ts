// What narrows or orders the results by place (issue 34), said by the results loader in the request's language:
// the notes show only on a search near a place or in an area, so their words stay off the results page's bundle.
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { m } from "#web/lib/i18n.ts";
import { resultsSearch } from "./results-logic.ts";

/** A place filter in words, and the link that lets it go. */
export interface PlaceNote {
  text: string;
  clear: string;
  clearSearch: string;
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

/** Which place narrows or orders the results: near a listing or a point, inside an area of the map. */
export function placeNotes(filters: ListingFilters, pathQuery: boolean): PlaceNote[] {
  const notes: PlaceNote[] = [];
  const { near, bbox } = filters;
  if (near) {
    notes.push({
      text:
        "listingCode" in near
          ? m["results.map.nearListing"]({ code: near.listingCode })
          : m["results.map.nearPoint"](),
      clear: m["results.map.clearNear"](),
      clearSearch: resultsSearch(withoutNear(filters), pathQuery),
    });
  }
  if (bbox) {
    notes.push({
      text: m["results.map.areaChosen"](),
      clear: m["results.map.clearArea"](),
      clearSearch: resultsSearch({ ...filters, bbox: undefined, page: 1 }, pathQuery),
    });
  }
  return notes;
}
