// A member's own listings as their profile shows them: every state, with what only the owner sees of each (the
// admin's reason, a hold and their answer to it, when it lapses, and counts of views and contact reveals).
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { OwnListing } from "#shared/forms/profile.ts";
import type { ListingType } from "#shared/values.ts";
import { cardOfListing } from "../search/records.ts";
import { onSiteUntil } from "./freshness.ts";
import { countListingViews } from "./views.ts";

/** When the owner answered the holds of these listings of theirs (for their profile); absent: not answered. */
async function holdAnswersOf(
  db: Db,
  { listingIds }: { listingIds: readonly string[] },
): Promise<Map<string, Date>> {
  if (listingIds.length === 0) return new Map();
  const summaries = await db.getAll(...listingIds.map((id) => col.listingReports(db).doc(id)));
  return new Map(
    summaries.flatMap((snap) => {
      const at = snap.data()?.answer?.at;
      return at ? [[snap.id, at] as const] : [];
    }),
  );
}

/**
 * How often members were shown the owner's contact details (counts only): ledger entries per listing id other
 * than the owner's own, 0 for a listing nobody asked about. Two count
 * queries per listing (all entries, the owner's), each on equalities only, so no composite index is needed.
 */
async function countContactReveals(
  db: Db,
  { ownerId, listingIds }: { ownerId: string; listingIds: readonly string[] },
): Promise<Map<string, number>> {
  const reveals = col.contactReveals(db);
  const counts = await Promise.all(
    listingIds.map(async (id) => {
      const [all, own] = await Promise.all([
        reveals.where("listingId", "==", id).count().get(),
        reveals.where("listingId", "==", id).where("userId", "==", ownerId).count().get(),
      ]);
      return [id, all.data().count - own.data().count] as const;
    }),
  );
  return new Map(counts);
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
    holdAnswersOf(db, { listingIds: held }),
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
