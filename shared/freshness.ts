// Freshness of listings (issue 24), the rules both sides read: a listing is on the site for a number of days
// (a setting per type) after its approval or its owner's last "Still available"; its owner hears a week before
// it lapses; a listing its owner marked sold or let says so (sold for a sale, let for rent and lease).
import type { ListingType } from "./values.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days before a listing lapses its owner is e-mailed. */
export const LAPSE_WARNING_DAYS = 7;

/** How long after a listing lapses the e-mailed links still bring it back. */
export const LINK_GRACE_DAYS = 30;

/** What a listing taken by someone became: sold (a sale) or let (rent, lease). */
export type ClosedAs = "sold" | "let";

export function closedAs(types: ListingType): ClosedAs {
  return types === "sell" ? "sold" : "let";
}

/** The dates a listing's confirmation is read from. */
export interface ConfirmationDates {
  confirmedAt: Date | null;
  approvedAt: Date | null;
  updatedAt: Date;
}

/** Since when a listing counts as confirmed: its owner's last confirmation, or else its approval. */
export function confirmedSince(listing: ConfirmationDates): Date {
  return listing.confirmedAt ?? listing.approvedAt ?? listing.updatedAt;
}

/** Whole days from `then` to `now` (24-hour periods, so the same in every time zone); never below 0. */
export function daysSince(then: Date | number, now: Date | number): number {
  return Math.max(0, Math.floor((Number(now) - Number(then)) / DAY_MS));
}
