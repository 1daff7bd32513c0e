// How often owners' contact details were shown, per listing, for the owner's own listings (counts only).
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";

/**
 * Ledger entries per listing id other than the owner's own, 0 for a listing nobody asked about. Two count
 * queries per listing (all entries, the owner's), each on equalities only, so no composite index is needed.
 */
export async function countContactReveals(
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
