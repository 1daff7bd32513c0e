// Listing rows for tests: build a row with overrides, or insert many at once. Defaults describe an approved
// house for sale in Salem; a test names what it is about.
import type { Db } from "#server/db/client.ts";
import { listingMedia, listings } from "#server/db/schema/index.ts";

export type NewListing = typeof listings.$inferInsert;
export type ListingRow = typeof listings.$inferSelect;

let sequence = 0;

/** A contact phone no other row has, so a test can look for it in a response body. */
export function uniquePhone(): string {
  sequence += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(sequence % 1000).padStart(3, "0")}`;
}

/** An insertable listing row; `createdAt` steps back a minute per row so "newest first" is well defined. */
export function buildListing(overrides: Partial<NewListing> & { ownerId: string }): NewListing {
  sequence += 1;
  return {
    types: "sell",
    propertyName: "House",
    propertyType: "Residential",
    userType: "Owner",
    status: "approved",
    budget: 5_000_000,
    budgetMethod: "Overall budget",
    areaSqFt: 1200,
    areaUnit: "sqft",
    numberOfRooms: "2 BHK",
    contactOwnerName: "Selvi Murugan",
    contactOwnerPhone: uniquePhone(),
    propertyAddress: `${sequence} Temple Street`,
    locality: "Fairlands",
    city: "Salem",
    zipCode: "636001",
    createdAt: new Date(Date.UTC(2026, 0, 1) - sequence * 60_000),
    ...overrides,
  };
}

/** Inserts the listings in one statement and returns the rows in the same order. */
export async function insertListings(
  db: Db,
  rows: readonly (Partial<NewListing> & { ownerId: string })[],
): Promise<ListingRow[]> {
  if (rows.length === 0) return [];
  return db.insert(listings).values(rows.map(buildListing)).returning();
}

export async function insertListingRow(
  db: Db,
  overrides: Partial<NewListing> & { ownerId: string },
): Promise<ListingRow> {
  const [row] = await insertListings(db, [overrides]);
  return row!;
}

/** `count` images for a listing, positions 0.. (0 is the cover). */
export async function insertMedia(db: Db, listingId: string, count = 1) {
  return db
    .insert(listingMedia)
    .values(
      Array.from({ length: count }, (_, position) => ({
        listingId,
        position,
        kind: "image" as const,
        url: `/media/test/${listingId}-${position}.webp`,
        width: 1600,
        height: 1200,
        alt: `Photo ${position + 1}`,
        variants: [
          {
            width: 480,
            height: 360,
            url: `/media/test/${listingId}-${position}-480.webp`,
            key: null,
            contentType: "image/webp",
          },
        ],
      })),
    )
    .returning();
}
