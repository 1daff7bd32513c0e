import type { Db } from "#server/db/client.ts";
import { listings, users } from "#server/db/schema/index.ts";

type NewListing = typeof listings.$inferInsert;
type NewUser = typeof users.$inferInsert;

let counter = 0;

/** A users row with sensible defaults; pass what the test is about. */
export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      firebaseUid: `uid-${Date.now()}-${counter}`,
      email: `person${counter}-${Date.now()}@nilam.test`,
      firstName: "Arul",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A listing of `ownerId` with sensible defaults (an approved plot of land in Salem); pass what matters. */
export async function insertListing(db: Db, overrides: Partial<NewListing> & { ownerId: string }) {
  const [row] = await db
    .insert(listings)
    .values({
      types: "sell",
      propertyName: "Land",
      propertyType: "Agricultural",
      userType: "Owner",
      status: "approved",
      budget: 1_500_000,
      contactOwnerName: "Arul",
      contactOwnerPhone: "9876543210",
      propertyAddress: "12 Temple Street",
      city: "Salem",
      zipCode: "636001",
      ...overrides,
    })
    .returning();
  return row!;
}
