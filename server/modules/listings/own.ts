import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import type { ListingStatus, ListingType } from "#shared/values.ts";
import { holdAnswersOf } from "../reports/answer.ts";
import { countContactReveals } from "../reveals/queries.ts";
import { cardOfListing } from "../search/records.ts";
import { onSiteUntil } from "./freshness.ts";
import { countListingViews } from "./views.ts";

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

/** A member's own listings in every state, newest first, with the admin's reason for a rejection and the views. */
export async function listOwnListings(
  db: Db,
  { ownerId, listingDays }: { ownerId: string; listingDays: Readonly<Record<ListingType, number>> },
): Promise<OwnListing[]> {
  const snapshot = await col
    .listings(db)
    .where("ownerId", "==", ownerId)
    .orderBy("createdAt", "desc")
    .limit(100)
    .get();
  const listingIds = snapshot.docs.map((doc) => doc.id);
  const held = snapshot.docs.filter((doc) => doc.data().heldForReports !== null).map((doc) => doc.id);
  const [views, reveals, answers] = await Promise.all([
    countListingViews(db, { listingIds }),
    countContactReveals(db, { ownerId, listingIds }),
    holdAnswersOf(db, held),
  ]);
  return snapshot.docs.map((doc) => {
    const listing = doc.data();
    const card = cardOfListing(doc.id, listing);
    return {
      ...card,
      // Only a listing on the site counts as confirmed.
      confirmedDaysAgo: listing.status === "approved" ? card.confirmedDaysAgo : null,
      status: listing.status,
      rejectionReason: listing.rejectionReason,
      heldForReports: listing.heldForReports !== null,
      holdAnsweredAt: answers.get(doc.id) ?? null,
      lapsesAt: onSiteUntil(listing, listingDays),
      views: views.get(doc.id) ?? 0,
      contactReveals: reveals.get(doc.id) ?? 0,
    };
  });
}
