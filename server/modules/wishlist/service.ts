import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";

/** Ids of the listings among `listingIds` that are public now. */
async function publicListingIds(db: Db, listingIds: readonly string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const refs = listingIds.map((id) => col.listings(db).doc(id));
  const snapshots = await db.getAll(...refs, { fieldMask: ["status"] });
  return new Set(snapshots.filter((s) => s.get("status") === "approved").map((s) => s.id));
}

/** Adds or removes one listing; only public listings can be added. Idempotent both ways. */
export async function setWishlisted(
  db: Db,
  input: { userId: string; listingId: string; wishlisted: boolean },
): Promise<void> {
  const ref = col.wishlist(db, input.userId).doc(input.listingId);
  if (!input.wishlisted) {
    await ref.delete();
    return;
  }
  const listing = col.listings(db).doc(input.listingId);
  await db.runTransaction(async (tx) => {
    const [item, [status]] = await Promise.all([
      tx.get(ref),
      tx.getAll(listing.withConverter(null), { fieldMask: ["status"] }),
    ]);
    if (item.exists) return;
    if (status?.get("status") !== "approved") throw AppError.notFound(m["wishlist.invalidProperty"]());
    tx.create(ref, { listingId: input.listingId, createdAt: new Date() });
  });
}

/** Merges a guest's local wishlist into the server's; the server's entries win, unknown ids are skipped. */
export async function mergeWishlist(db: Db, input: { userId: string; listingIds: string[] }): Promise<void> {
  const wanted = [...new Set(input.listingIds)];
  const [existing, publicIds] = await Promise.all([
    wanted.length > 0 ? db.getAll(...wanted.map((id) => col.wishlist(db, input.userId).doc(id))) : [],
    publicListingIds(db, wanted),
  ]);
  const known = new Set(existing.filter((s) => s.exists).map((s) => s.id));
  const batch = db.batch();
  const now = new Date();
  for (const id of wanted) {
    if (publicIds.has(id) && !known.has(id)) {
      batch.create(col.wishlist(db, input.userId).doc(id), { listingId: id, createdAt: now });
    }
  }
  await batch.commit();
}
