import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { listings, wishlistItems } from "#server/db/schema/index.ts";
import { AppError } from "#server/http/errors.ts";
import { listCardsWhere } from "../listings/queries.ts";
import type { ListingCard } from "../listings/types.ts";

export const listingIdSchema = z.uuid({ message: "Invalid property." });
/** A guest's local wishlist, merged at sign-in: at most a page of ids. */
export const mergeSchema = z.object({ listingIds: z.array(listingIdSchema).max(100) });

/**
 * The member's wishlist, newest first. Listings that stopped being public (rejected, or pending again after an
 * edit) drop out of view without being forgotten: they come back if they are approved again.
 */
export function listWishlist(db: Db, userId: string): Promise<ListingCard[]> {
  return listCardsWhere(db, {
    where: and(
      eq(listings.status, "approved"),
      inArray(
        listings.id,
        db
          .select({ id: wishlistItems.listingId })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, userId)),
      ),
    ),
    orderBy: [desc(listings.createdAt)],
    limit: 100,
  });
}

/** Every listing on the member's wishlist that is public now, for the hearts on cards; newest first. */
export async function listWishlistedIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistItems.listingId })
    .from(wishlistItems)
    .innerJoin(listings, eq(listings.id, wishlistItems.listingId))
    .where(and(eq(wishlistItems.userId, userId), eq(listings.status, "approved")))
    .orderBy(desc(wishlistItems.createdAt))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function wishlistedIds(db: Db, userId: string, listingIds: string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ id: wishlistItems.listingId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.listingId, listingIds)));
  return new Set(rows.map((r) => r.id));
}

/** Adds the approved listings matching `which` to the wishlist in one statement; returns what was new. */
function addPublicListings(db: Db, userId: string, which: SQL) {
  return db
    .insert(wishlistItems)
    .select(
      db
        .select({
          userId: sql`${userId}::uuid`.as("user_id"),
          listingId: listings.id,
          createdAt: sql`now()`.as("created_at"),
        })
        .from(listings)
        .where(and(which, eq(listings.status, "approved"))),
    )
    .onConflictDoNothing()
    .returning({ listingId: wishlistItems.listingId });
}

/** Adds or removes one listing; only public listings can be added. Idempotent both ways. */
export async function setWishlisted(
  db: Db,
  input: { userId: string; listingId: string; wishlisted: boolean },
): Promise<void> {
  if (!input.wishlisted) {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.listingId, input.listingId)));
    return;
  }
  const inserted = await addPublicListings(db, input.userId, eq(listings.id, input.listingId));
  if (inserted.length === 0) {
    const known = await wishlistedIds(db, input.userId, [input.listingId]);
    if (!known.has(input.listingId)) throw AppError.notFound("Invalid property.");
  }
}

/** Merges a guest's local wishlist into the server's; the server's entries win, unknown ids are skipped. */
export async function mergeWishlist(db: Db, input: { userId: string; listingIds: string[] }): Promise<void> {
  if (input.listingIds.length === 0) return;
  await addPublicListings(db, input.userId, inArray(listings.id, input.listingIds));
}
