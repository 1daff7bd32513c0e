import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { listWishlistedIds } from "#server/modules/wishlist/queries.ts";

/** What every public page needs about its viewer: the listings they wishlisted (hearts on cards). */
export async function loadViewerWishlist(
  db: Db,
  { user, reads }: { user: SessionUser | null; reads: PublicReads },
): Promise<string[]> {
  return user ? listWishlistedIds(db, { userId: user.id, publicCardsOf: reads.cardsOf }) : [];
}
