import type { Db } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/context.ts";
import { listWishlistedIds } from "#server/modules/wishlist/service.ts";

/** What every public page needs about its viewer: the listings they wishlisted (hearts on cards). */
export async function loadViewerWishlist(db: Db, user: SessionUser | null): Promise<string[]> {
  return user ? listWishlistedIds(db, user.id) : [];
}
