import type { Db } from "#server/db/client.ts";
import { getProfile } from "#server/modules/accounts/profile.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import { listWishlist } from "#server/modules/wishlist/service.ts";

export async function loadProfilePage(db: Db, userId: string) {
  const [profile, own, wishlist] = await Promise.all([
    getProfile(db, userId),
    listOwnListings(db, userId),
    listWishlist(db, userId),
  ]);
  return { profile, own, wishlist };
}
