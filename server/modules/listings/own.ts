import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import type { ListingStatus } from "#shared/values.ts";
import { cardOfListing } from "../search/records.ts";
import { countListingViews } from "./views.ts";

export interface OwnListing extends ListingCard {
  status: ListingStatus;
  rejectionReason: string | null;
  /** How many times the listing's page was seen (counts only: never who looked). */
  views: number;
}

/** A member's own listings in every state, newest first, with the admin's reason for a rejection and the views. */
export async function listOwnListings(db: Db, { ownerId }: { ownerId: string }): Promise<OwnListing[]> {
  const snapshot = await col
    .listings(db)
    .where("ownerId", "==", ownerId)
    .orderBy("createdAt", "desc")
    .limit(100)
    .get();
  const views = await countListingViews(db, { listingIds: snapshot.docs.map((doc) => doc.id) });
  return snapshot.docs.map((doc) => {
    const listing = doc.data();
    return {
      ...cardOfListing(doc.id, listing),
      status: listing.status,
      rejectionReason: listing.rejectionReason,
      views: views.get(doc.id) ?? 0,
    };
  });
}
