// What a listing its owner took off the site is called, sold for a sale and let for rent and lease (issue 24):
// the owner's button and the note owners and admins read on its page. Apart from freshness.ts, which every card
// loads, so that the public pages' bundles carry none of these texts.
import { closedAs } from "#shared/freshness.ts";
import type { ListingType } from "#shared/values.ts";
import { m } from "./i18n.ts";

/** "Mark as sold" or "Mark as let". */
export function markTakenLabel(types: ListingType): string {
  return closedAs(types) === "sold" ? m["confirmListing.markSold"]() : m["confirmListing.markLet"]();
}

/** "Marked as sold by its owner: it is off the site." (or let). */
export function takenStatusNote(types: ListingType): string {
  return closedAs(types) === "sold" ? m["detail.status.sold"]() : m["detail.status.let"]();
}
