// What the member's profile page shows and answers (routes/account/profile.server.ts): their account, their own
// listings with what only the owner sees of each, their wishlist, and the answers to its buttons; here, so that
// the page component in web/app/components/account/ reads them without importing server code.
import type { ClosedAs } from "../freshness.ts";
import type { ListingCard } from "../listing-card.ts";
import type { ListingStatus } from "../values.ts";
import type { FormRefusal } from "./form-refusal.ts";

/** The member's account as their profile shows it (server/modules/accounts/queries.ts reads it). */
export interface Profile {
  email: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  city: string | null;
  address: string | null;
  plan: { planName: string; pricePaise: number; expiresAt: Date } | null;
}

/** A listing of the member's own, in any state (server/modules/listings/own.ts reads it). */
export interface OwnListing extends ListingCard {
  status: ListingStatus;
  rejectionReason: string | null;
  /** Members' reports took it off the site until an admin decides (it is pending meanwhile). */
  heldForReports: boolean;
  /** When the owner answered the hold's reports; null when they have not (or it is not held). */
  holdAnsweredAt: Date | null;
  /** When it lapses unless its owner confirms it (while it is on the site). */
  lapsesAt: Date | null;
  /** How many times the listing's page was seen (counts only: never who looked). */
  views: number;
  /** How many times members were shown the owner's contact details for it (counts only). */
  contactReveals: number;
}

/** A wished listing: public, or taken (its owner marked it sold or let, issue 24) (server/modules/wishlist/queries.ts). */
export interface WishlistCard extends ListingCard {
  taken: ClosedAs | null;
}

/** The answer about an own listing (freshness or a hold's answer), beside the listing it is about. */
export type OwnAnswer = ({ ok: true; status: 200; message: string } | FormRefusal) & { listingId: string };

/** The answer about a saved search (its e-mails on or off, its deletion), beside it. */
export type SavedSearchAnswer = ({ ok: true; status: 200; message: string } | FormRefusal) & {
  savedSearchId: string;
};
