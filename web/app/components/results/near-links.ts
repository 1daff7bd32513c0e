// The link into "near a place" that other pages carry (a listing's "More near this one"): written without the
// filters' modules, so that the listing page's JavaScript stays as it was.
import { resultsPath } from "#shared/paths.ts";

/** Every listing, nearest to this one's public area first (`near=NL-000123&sort=distance`). */
export function moreNearPath(listingCode: string): string {
  return resultsPath(new URLSearchParams({ near: listingCode, sort: "distance" }));
}
