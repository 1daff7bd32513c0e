import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { ListingCard } from "#shared/listing-card.ts";

/** Cards of the listings among `ids` that are public now, in the order of `ids` (the public reads give it). */
export type PublicCardsOf = (ids: readonly string[]) => Promise<ListingCard[]>;

/** The member's wished listing ids, newest wish first. */
async function wishedIds(db: Db, userId: string): Promise<string[]> {
  const snapshot = await col.wishlist(db, userId).orderBy("createdAt", "desc").limit(500).get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * The member's wishlist as cards, newest wish first. Listings that stopped being public (rejected, or pending
 * again after an edit) drop out of view without being forgotten: they come back if they are approved again.
 */
export async function listWishlist(
  db: Db,
  { userId, publicCardsOf }: { userId: string; publicCardsOf: PublicCardsOf },
): Promise<ListingCard[]> {
  return (await publicCardsOf(await wishedIds(db, userId))).slice(0, 100);
}

/** Every listing on the member's wishlist that is public now, for the hearts on cards; newest wish first. */
export async function listWishlistedIds(
  db: Db,
  { userId, publicCardsOf }: { userId: string; publicCardsOf: PublicCardsOf },
): Promise<string[]> {
  return (await publicCardsOf(await wishedIds(db, userId))).map((card) => card.id);
}
