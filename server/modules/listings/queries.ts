import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listingMedia, listings } from "#server/db/schema/index.ts";
import { type ListingCard, type ListingTypeParam, toSrcSet } from "./types.ts";

export type { ListingCard, ListingTypeParam } from "./types.ts";

/**
 * The public columns of a listing card. Owner contact columns (contact_owner_name, contact_owner_phone,
 * property_address) are private and must never be added here.
 */
const cardColumns = {
  id: listings.id,
  code: listings.code,
  propertyName: listings.propertyName,
  types: listings.types,
  propertyType: listings.propertyType,
  budget: listings.budget,
  budgetMethod: listings.budgetMethod,
  areaSqFt: listings.areaSqFt,
  areaUnit: listings.areaUnit,
  numberOfRooms: listings.numberOfRooms,
  city: listings.city,
  createdAt: listings.createdAt,
};

/** The 10 (limit) most recently approved-and-created listings of that type; only status approved. */
export function listNewestListings(
  db: Db,
  options: { types: ListingTypeParam; limit?: number },
): Promise<ListingCard[]> {
  return listCardsWhere(db, {
    where: and(eq(listings.status, "approved"), eq(listings.types, options.types)),
    orderBy: [desc(listings.createdAt), desc(listings.id)],
    limit: options.limit ?? 10,
  });
}

/**
 * Listing cards matching `where`, in `orderBy` order. The cover is found by a lateral join rather than a
 * denormalised column on listings: with an index that serves the order, the outer query stops after `limit`
 * rows, so the join costs `limit` probes of listing_media_listing_position_idx, and no write path (upload,
 * reorder, delete) has to keep a copy in step.
 */
export async function listCardsWhere(
  db: Db,
  options: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
): Promise<ListingCard[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit), 1), 100);
  const cover = db
    .select({
      url: listingMedia.url,
      width: listingMedia.width,
      height: listingMedia.height,
      kind: listingMedia.kind,
      variants: listingMedia.variants,
    })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listings.id))
    .orderBy(asc(listingMedia.position))
    .limit(1)
    .as("cover");
  const rows = await db
    .select({
      ...cardColumns,
      coverUrl: cover.url,
      coverWidth: cover.width,
      coverHeight: cover.height,
      coverKind: cover.kind,
      coverVariants: cover.variants,
    })
    .from(listings)
    .leftJoinLateral(cover, sql`true`)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(options.offset ?? 0);
  return rows.map(({ coverUrl, coverWidth, coverHeight, coverKind, coverVariants, ...card }) => ({
    ...card,
    coverImage:
      coverUrl === null || coverKind === null
        ? null
        : {
            url: coverUrl,
            width: coverWidth ?? 0,
            height: coverHeight ?? 0,
            srcSet: coverKind === "image" ? toSrcSet(coverVariants ?? []) : null,
            kind: coverKind,
          },
  }));
}
