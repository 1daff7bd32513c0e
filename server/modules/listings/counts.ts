import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import type { ListingFilters } from "#shared/listing-filters/schema.ts";
import type { ListingType, PropertyName } from "#shared/values.ts";

/**
 * Approved listings counted by facet (migration 0004_listing_counts): statement triggers on `listings` are its
 * only writers. Declared here rather than in the Drizzle schema because no application code writes it.
 */
export const listingCounts = pgTable("listing_counts", {
  types: text("types").notNull(),
  propertyName: text("property_name").notNull(),
  city: text("city").notNull(),
  propertyType: text("property_type").notNull(),
  /** '' for a listing without rooms. */
  numberOfRooms: text("number_of_rooms").notNull(),
  count: integer("count").notNull(),
});

/** True when the counts table alone can answer the total of `filters` (no price range, no free text). */
export function countableByFacets(filters: ListingFilters): boolean {
  return filters.min === undefined && filters.max === undefined && !filters.q;
}

/** The exact number of approved listings matching the facet filters of `filters`. */
export async function countByFacets(db: Db, filters: ListingFilters): Promise<number> {
  const conditions: (SQL | undefined)[] = [
    filters.types ? eq(listingCounts.types, filters.types) : undefined,
    filters.propertyName ? eq(listingCounts.propertyName, filters.propertyName) : undefined,
    filters.city.length > 0 ? inArray(listingCounts.city, filters.city) : undefined,
    filters.propertyType.length > 0 ? inArray(listingCounts.propertyType, filters.propertyType) : undefined,
    filters.rooms.length > 0 ? inArray(listingCounts.numberOfRooms, filters.rooms) : undefined,
  ];
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${listingCounts.count}), 0)::integer` })
    .from(listingCounts)
    .where(and(...conditions));
  return Math.max(0, row?.total ?? 0);
}

/**
 * Approved listings per property name (SPEC 'What We Have', the old /api/properties-count), of one type or of
 * all, sorted by name. Names without listings are left out.
 */
export async function countListingsByName(
  db: Db,
  types?: ListingType,
): Promise<Partial<Record<PropertyName, number>>> {
  const rows = await db
    .select({
      propertyName: listingCounts.propertyName,
      count: sql<number>`sum(${listingCounts.count})::integer`,
    })
    .from(listingCounts)
    .where(types ? eq(listingCounts.types, types) : undefined)
    .groupBy(listingCounts.propertyName)
    .orderBy(asc(listingCounts.propertyName));
  const counts: Partial<Record<PropertyName, number>> = {};
  for (const row of rows) if (row.count > 0) counts[row.propertyName as PropertyName] = row.count;
  return counts;
}
