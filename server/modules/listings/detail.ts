import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listingMedia, listings } from "#server/db/schema/index.ts";
import { listCardsWhere } from "./queries.ts";
import { type ListingCard, toSrcSet } from "./types.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListingViewer {
  id: string;
  isAdmin: boolean;
}

export type ListingRow = typeof listings.$inferSelect;
export type MediaRow = typeof listingMedia.$inferSelect;

export interface ListingDetail {
  listing: Omit<ListingRow, "contactOwnerName" | "contactOwnerPhone" | "propertyAddress" | "search">;
  media: Array<{
    url: string;
    kind: "image" | "video";
    width: number;
    height: number;
    srcSet: string | null;
    alt: string | null;
  }>;
  /** Only for the owner and admins here; paying members get it through the contact-reveal flow. */
  contact: { name: string; phone: string; address: string } | null;
  isOwner: boolean;
}

/**
 * One listing as its viewer may see it. Approved listings are public; pending and rejected ones exist only
 * for their owner and admins (null for everyone else, as for an unknown id). The owner's contact details
 * leave this function only for the owner or an admin.
 */
export async function getListingDetail(
  db: Db,
  options: { id: string; viewer: ListingViewer | null },
): Promise<ListingDetail | null> {
  if (!UUID.test(options.id)) return null;
  const [row] = await db.select().from(listings).where(eq(listings.id, options.id)).limit(1);
  if (!row) return null;
  const isOwner = options.viewer !== null && row.ownerId === options.viewer.id;
  const isAdmin = options.viewer?.isAdmin === true;
  if (row.status !== "approved" && !isOwner && !isAdmin) return null;
  const mediaRows = await db
    .select()
    .from(listingMedia)
    .where(eq(listingMedia.listingId, row.id))
    .orderBy(asc(listingMedia.position));
  const { contactOwnerName, contactOwnerPhone, propertyAddress, search: _search, ...listing } = row;
  return {
    listing,
    media: mediaRows.map((m) => ({
      url: m.url,
      kind: m.kind,
      width: m.width ?? 1200,
      height: m.height ?? 800,
      srcSet: m.kind === "image" ? toSrcSet(m.variants) : null,
      alt: m.alt,
    })),
    contact:
      isOwner || isAdmin
        ? { name: contactOwnerName, phone: contactOwnerPhone, address: propertyAddress }
        : null,
    isOwner,
  };
}

/** What anyone may see of a listing, plus the contact details for its owner and admins. */
export type PublicListing = Omit<
  ListingDetail["listing"],
  "ownerId" | "codeNumber" | "submittedAt" | "rejectedAt" | "rejectionReason"
> & {
  /** The admin's reason, for the owner and admins only. */
  rejectionReason: string | null;
  media: ListingDetail["media"];
  /** Owner name, phone and address: for the owner and admins only, null for everyone else. */
  contact: ListingDetail["contact"];
  isOwner: boolean;
};

/**
 * One listing for the API: approved ones for everyone, pending and rejected ones only for their owner and
 * admins; null otherwise, for an unknown id and for anything that is not a uuid. Never carries the owner's
 * contact details, nor who the owner is, except to the owner and admins.
 */
export async function getPublicListing(
  db: Db,
  options: { id: string; viewer: ListingViewer | null },
): Promise<PublicListing | null> {
  const detail = await getListingDetail(db, options);
  if (!detail) return null;
  const {
    ownerId: _ownerId,
    codeNumber: _codeNumber,
    submittedAt: _s,
    rejectedAt: _r,
    ...listing
  } = detail.listing;
  const privileged = detail.isOwner || options.viewer?.isAdmin === true;
  return {
    ...listing,
    rejectionReason: privileged ? detail.listing.rejectionReason : null,
    media: detail.media,
    contact: privileged ? detail.contact : null,
    isOwner: detail.isOwner,
  };
}

type SimilarTo = Pick<ListingRow, "id" | "propertyName" | "types" | "city">;

/**
 * Approved listings like this one (same property name and type), the same city first, newest next; never the
 * listing itself. Given an id, null when there is no approved listing with that id.
 */
export async function listSimilarListings(
  db: Db,
  options: { listingId: string; limit?: number },
): Promise<ListingCard[] | null>;
export async function listSimilarListings(
  db: Db,
  options: { listing: SimilarTo; limit?: number },
): Promise<ListingCard[]>;
export async function listSimilarListings(
  db: Db,
  options: { listing: SimilarTo; limit?: number } | { listingId: string; limit?: number },
): Promise<ListingCard[] | null> {
  let listing: SimilarTo;
  if ("listingId" in options) {
    if (!UUID.test(options.listingId)) return null;
    const [row] = await db
      .select({
        id: listings.id,
        propertyName: listings.propertyName,
        types: listings.types,
        city: listings.city,
      })
      .from(listings)
      .where(and(eq(listings.id, options.listingId), eq(listings.status, "approved")))
      .limit(1);
    if (!row) return null;
    listing = row;
  } else {
    listing = options.listing;
  }
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), 50);
  const alike = and(
    eq(listings.status, "approved"),
    eq(listings.types, listing.types),
    eq(listings.propertyName, listing.propertyName),
    ne(listings.id, listing.id),
  );
  const newest = [desc(listings.createdAt), desc(listings.id)];
  // Two index-ordered queries instead of one ORDER BY (city = ?): each stops after `limit` rows.
  const sameCity = await listCardsWhere(db, {
    where: and(alike, eq(listings.city, listing.city)),
    orderBy: newest,
    limit,
  });
  if (sameCity.length >= limit) return sameCity;
  const elsewhere = await listCardsWhere(db, {
    where: and(alike, ne(listings.city, listing.city)),
    orderBy: newest,
    limit: limit - sameCity.length,
  });
  return [...sameCity, ...elsewhere];
}
