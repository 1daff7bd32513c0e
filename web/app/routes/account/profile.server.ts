import type { Db } from "#server/db/firestore.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { listWishlist } from "#server/modules/wishlist/queries.ts";

export async function loadProfilePage(db: Db, { userId, reads }: { userId: string; reads: PublicReads }) {
  const [profile, own, wishlist] = await Promise.all([
    getProfile(db, { userId }),
    listOwnListings(db, { ownerId: userId }),
    listWishlist(db, { userId, publicCardsOf: reads.cardsOf }),
  ]);
  return { profile, own, wishlist };
}
