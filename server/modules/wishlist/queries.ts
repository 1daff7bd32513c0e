import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { WishlistCard } from "#shared/forms/profile.ts";
import { closedAs } from "#shared/freshness.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import { cardOfListing } from "../search/records.ts";

/** Cards of the listings among `ids` that are public now, in the order of `ids` (the public reads give it). */
export type PublicCardsOf = (ids: readonly string[]) => Promise<ListingCard[]>;

/** The member's wished listing ids, newest wish first. */
async function wishedIds(db: Db, userId: string): Promise<string[]> {
  const snapshot = await col.wishlist(db, userId).orderBy("createdAt", "desc").limit(500).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Wished listings shown at most. */
const WISHLIST_SHOWN = 100;

/** Cards of the listings among `ids` their owners marked sold or let (which the public reads no longer hold). */
async function takenCards(db: Db, ids: readonly string[]): Promise<Map<string, WishlistCard>> {
  if (ids.length === 0) return new Map();
  const snapshots = await Promise.all(ids.map((id) => col.listings(db).doc(id).get()));
  const taken = new Map<string, WishlistCard>();
  for (const snapshot of snapshots) {
    const listing = snapshot.data();
    if (listing?.status !== "closed") continue;
    const card = cardOfListing(snapshot.id, listing);
    // Off the site, its photos are private (media/visibility.ts): the card shows none.
    taken.set(snapshot.id, {
      ...card,
      coverImage: null,
      confirmedDaysAgo: null,
      taken: closedAs(listing.types),
    });
  }
  return taken;
}

/**
 * The member's wishlist as cards, newest wish first: the public listings, and those their owners marked sold or
 * let (said so on the card). Listings that stopped being public otherwise (rejected, lapsed, or pending again
 * after an edit) drop out of view without being forgotten: they come back if they are public again.
 */
export async function listWishlist(
  db: Db,
  { userId, publicCardsOf }: { userId: string; publicCardsOf: PublicCardsOf },
): Promise<WishlistCard[]> {
  const ids = await wishedIds(db, userId);
  const publicCards = new Map((await publicCardsOf(ids)).map((card) => [card.id, card]));
  // Read from Firestore only what the public reads do not hold, as many as a page shows.
  const taken = await takenCards(db, ids.filter((id) => !publicCards.has(id)).slice(0, WISHLIST_SHOWN));
  return ids
    .flatMap((id) => {
      const card = publicCards.get(id);
      if (card) return [{ ...card, taken: null }];
      const closed = taken.get(id);
      return closed ? [closed] : [];
    })
    .slice(0, WISHLIST_SHOWN);
}

/** Every listing on the member's wishlist that is public now, for the hearts on cards; newest wish first. */
export async function listWishlistedIds(
  db: Db,
  { userId, publicCardsOf }: { userId: string; publicCardsOf: PublicCardsOf },
): Promise<string[]> {
  return (await publicCardsOf(await wishedIds(db, userId))).map((card) => card.id);
}
