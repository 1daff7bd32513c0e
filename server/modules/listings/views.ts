// How many times each listing's page was seen: one counter document per listing in `listingViews`, which only
// the server reads (the owner gets the counts with their own listings). Counts only: nothing about who looked.
// A single document takes about one write a second sustained; a listing seen more often than that would need a
// sharded counter.
import { FieldValue } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";

const views = (db: Db) => db.collection(INTERNAL_COLLECTIONS.listingViews);

/** Counts one view of a listing. The caller decides what counts (public listings, not the owner's own visits). */
export async function recordListingView(db: Db, { listingId }: { listingId: string }): Promise<void> {
  await views(db)
    .doc(listingId)
    .set({ count: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Views per listing id, 0 for a listing never seen; one batched read. */
export async function countListingViews(
  db: Db,
  { listingIds }: { listingIds: readonly string[] },
): Promise<Map<string, number>> {
  const counts = new Map(listingIds.map((id) => [id, 0]));
  if (listingIds.length === 0) return counts;
  const snapshots = await db.getAll(...listingIds.map((id) => views(db).doc(id)), { fieldMask: ["count"] });
  for (const snapshot of snapshots) {
    const count: unknown = snapshot.get("count");
    if (typeof count === "number" && Number.isSafeInteger(count) && count > 0) counts.set(snapshot.id, count);
  }
  return counts;
}
