// Who may change a listing: a pure rule, checked by every write in the transaction that makes it
// (firestore.rules say the same for the browser: no client writes at all).
import type { ListingDoc } from "#server/db/documents.ts";
import { AppError } from "#server/errors.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { isListingId } from "./detail.ts";

/** Who asks for a change: the signed-in member, and whether they hold the admin claim. */
export interface ListingActor {
  /** Firebase uid. */
  id: string;
  isAdmin: boolean;
}

/**
 * Throws unless the actor may change this listing: its owner or an admin. A listing the actor cannot see at all
 * (not approved, not theirs) is 404 as it is for GET /listings/{id}, so a write reveals no more than a read; an
 * approved listing of someone else is 403.
 */
export function assertMayChange(listing: ListingDoc | undefined, actor: ListingActor): ListingDoc {
  if (!listing) throw AppError.notFound(LISTING_MESSAGES.notFound());
  if (actor.isAdmin || listing.ownerId === actor.id) return listing;
  if (listing.status !== "approved") throw AppError.notFound(LISTING_MESSAGES.notFound());
  throw AppError.forbidden(LISTING_MESSAGES.notYours());
}

/** A listing id from a URL, or the same 404 as an id nobody has (no read for a malformed one). */
export function listingIdOr404(id: string): string {
  if (!isListingId(id)) throw AppError.notFound(LISTING_MESSAGES.notFound());
  return id;
}
