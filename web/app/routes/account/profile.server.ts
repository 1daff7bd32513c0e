import type { Db } from "#server/db/firestore.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import { listMemberOrders } from "#server/modules/payments/queries.ts";
import { listPlansOnSale } from "#server/modules/plans/queries.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { listWishlist } from "#server/modules/wishlist/queries.ts";

export async function loadProfilePage(db: Db, { userId, reads }: { userId: string; reads: PublicReads }) {
  const [profile, own, wishlist, orders, plans] = await Promise.all([
    getProfile(db, { userId }),
    listOwnListings(db, { ownerId: userId }),
    listWishlist(db, { userId, publicCardsOf: reads.cardsOf }),
    listMemberOrders(db, { userId }),
    listPlansOnSale(db),
  ]);
  const onSale = plans.map(({ id, name, priceRupees, duration, timeUnit }) => ({
    id,
    name,
    priceRupees,
    duration,
    timeUnit,
  }));
  return { profile, own, wishlist, orders, plans: onSale };
}
