import type { SearchResult } from "#shared/listing-card.ts";
import type { FieldErrors, ListingFilters } from "#shared/listing-filters/values.ts";
import type { MapSettings } from "#shared/public-config.ts";
import type { PlaceNote } from "./place-notes.ts";

/** What the listing results page shows; /propertylisting and /propertylistings/{query} share it. */
export interface ResultsPageData {
  /** The filters the results were found with: those of the URL, less any faulty ones. */
  filters: ListingFilters;
  /** The URL's faulty filters (HTTP 400): the first message, and the messages per field. */
  error: { message: string; fieldErrors: FieldErrors } | null;
  /** The prices as the URL spells them, so that a refused budget can be corrected where it was typed. */
  budgetInput: { min: string; max: string };
  result: SearchResult;
  /** True on /propertylistings/{query}: the search words are the path, not a `q` parameter. */
  pathQuery: boolean;
  canonicalUrl: string;
  /** The map tiles: null, no map (the List/Map links are left out and view=map shows the list). */
  map: MapSettings | null;
  /** The place filters in the request's language, each with its link to let it go (place-notes.ts). */
  places: PlaceNote[];
}
