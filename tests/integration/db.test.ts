import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDatabase, type Database } from "#server/db/client.ts";
import {
  type BudgetMethod,
  derivePrices,
  districts,
  formatListingCode,
  listingMedia,
  listings,
  users,
} from "#server/db/schema/index.ts";
import { listNewestListings } from "#server/modules/listings/queries.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { createTestDatabase } from "../setup/test-database.ts";

type NewListing = typeof listings.$inferInsert;

let database: Database;
let ownerId = "";

/** rows of a raw query, on either driver. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function listing(overrides: Partial<NewListing> = {}): NewListing {
  return {
    ownerId,
    status: "approved",
    types: "sell",
    propertyName: "Land",
    propertyType: "Residential",
    userType: "Owner",
    budget: 1_500_000,
    budgetMethod: "Overall budget",
    areaSqFt: 4_356,
    areaUnit: "cent",
    contactOwnerName: "Murugan S",
    contactOwnerPhone: "9876543210",
    propertyAddress: "12, Kovil Street, Saravanampatti",
    locality: "Saravanampatti",
    city: "Coimbatore",
    zipCode: "641035",
    ...overrides,
  };
}

async function insertListing(overrides: Partial<NewListing> = {}) {
  const [row] = await database.db.insert(listings).values(listing(overrides)).returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [owner] = await database.db
    .insert(users)
    .values({ firebaseUid: "uid-owner", email: "owner@example.test", firstName: "Selvi" })
    .returning();
  ownerId = owner!.id;
});

afterAll(async () => {
  await database?.close();
});

describe("migrations", () => {
  it("apply on the configured engine, with pg_trgm and every table", async () => {
    expect(database.engine).toBe(process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite");
    await expect(checkDatabase(database.db)).resolves.toBeUndefined();
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toContain("pg_trgm");
    const tables = await rows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((t) => t.tablename)).toEqual([
      "audit_log",
      "banner_groups",
      "banner_images",
      "collections",
      "contact_messages",
      "contact_reveals",
      "districts",
      "listing_counts",
      "listing_media",
      "listings",
      "payment_orders",
      "payment_webhook_events",
      "payments",
      "plans",
      "public_data_version",
      "subscriptions",
      "users",
      "wishlist_items",
    ]);
  });

  it("insert the 38 districts of SPEC §3 in order", async () => {
    const stored = await database.db.select().from(districts).orderBy(asc(districts.id));
    expect(stored.map((d) => d.name)).toEqual([...TAMIL_NADU_DISTRICTS]);
  });
});

describe("listings table", () => {
  it("numbers listings NL-000001, NL-000002, ... from a sequence", async () => {
    const a = await insertListing();
    const b = await insertListing();
    expect(a.code).toMatch(/^NL-\d{6}$/);
    expect(a.code).toBe(formatListingCode(a.codeNumber));
    expect(b.codeNumber).toBe(a.codeNumber + 1);
    expect(b.code).toBe(formatListingCode(b.codeNumber));
  });

  it("starts pending with a submission time", async () => {
    const row = await insertListing({ status: undefined });
    expect(row.status).toBe("pending");
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(row.approvedAt).toBeNull();
  });

  it("derives price per cent and per acre in SQL exactly as derivePrices() does", async () => {
    const cases: { budget: number; budgetMethod: BudgetMethod | null; areaSqFt: number | null }[] = [
      { budget: 2_000_000, budgetMethod: "Overall budget", areaSqFt: 4_356 },
      { budget: 1, budgetMethod: "Overall budget", areaSqFt: 871.2 },
      { budget: 1_000, budgetMethod: "Overall budget", areaSqFt: 1_306.8 },
      { budget: 87_654_321, budgetMethod: null, areaSqFt: 123_456.78 },
      { budget: 150_000, budgetMethod: "Per Cent", areaSqFt: null },
      { budget: 4_500_050, budgetMethod: "Per Acre", areaSqFt: 43_560 },
      { budget: 15_000, budgetMethod: "Monthly", areaSqFt: 1_200 },
      { budget: 15_000, budgetMethod: "Overall budget", areaSqFt: null },
    ];
    for (const c of cases) {
      const row = await insertListing({ ...c, areaUnit: c.areaSqFt === null ? null : "sqft" });
      expect({
        pricePerCentRupees: row.pricePerCentRupees,
        pricePerAcreRupees: row.pricePerAcreRupees,
      }).toEqual(derivePrices(c));
    }
  });

  it("keeps areas as numbers and refuses values outside the closed sets", async () => {
    const row = await insertListing({ areaSqFt: 2_178.5 });
    expect(row.areaSqFt).toBe(2_178.5);
    await expect(
      database.db.execute(sql`update listings set types = 'Sell' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update listings set property_name = 'Villa' where id = ${row.id}`),
    ).rejects.toThrow();
  });

  it("finds a listing by a misspelt city (trigram) and by its locality (full text), but not by its private address", async () => {
    await insertListing({
      city: "Tiruvannamalai",
      locality: "Chengam",
      propertyAddress: "7, Hiddenvalley Road",
    });
    const similar = await rows<{ city: string }>(
      sql`select distinct city from listings where similarity(city, 'Tiruvanamalai') > 0.4`,
    );
    expect(similar.map((r) => r.city)).toEqual(["Tiruvannamalai"]);
    const byTrigramOperator = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where city % 'Coimbator'`,
    );
    expect(byTrigramOperator[0]!.n).toBeGreaterThan(0);
    const byText = await rows<{ city: string }>(
      sql`select city from listings where search @@ plainto_tsquery('simple', 'chengam land')`,
    );
    expect(byText.map((r) => r.city)).toEqual(["Tiruvannamalai"]);
    const byPrivate = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where search @@ plainto_tsquery('simple', 'hiddenvalley')`,
    );
    expect(byPrivate[0]!.n).toBe(0);
  });

  it("deletes a listing's media with it", async () => {
    const row = await insertListing();
    await database.db
      .insert(listingMedia)
      .values({ listingId: row.id, position: 0, kind: "image", url: "/media/x.webp" });
    await database.db.delete(listings).where(eq(listings.id, row.id));
    expect(await database.db.select().from(listingMedia).where(eq(listingMedia.listingId, row.id))).toEqual(
      [],
    );
  });
});

describe("listNewestListings", () => {
  const day = 86_400_000;
  const base = Date.UTC(2030, 0, 1);
  const variants = [480, 960].map((width) => ({
    width,
    height: width / 2,
    url: `/media/cover-${width}.webp`,
    key: null,
    contentType: "image/webp",
  }));
  let expectedOrder: string[] = [];

  beforeAll(async () => {
    // Far in the future, so these are the newest whatever other tests inserted.
    const made: { id: string; createdAt: Date }[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await insertListing({
        types: "lease",
        createdAt: new Date(base + i * day),
        city: `Town ${i}`,
      });
      made.push(row);
    }
    await insertListing({ types: "lease", status: "pending", createdAt: new Date(base + 100 * day) });
    await insertListing({
      types: "lease",
      status: "rejected",
      rejectionReason: "Duplicate",
      createdAt: new Date(base + 101 * day),
    });
    await insertListing({ types: "rent", createdAt: new Date(base + 102 * day) });
    const newest = made[11]!;
    // Inserted out of order: the cover is position 0, not the first row written.
    await database.db.insert(listingMedia).values([
      {
        listingId: newest.id,
        position: 1,
        kind: "image",
        url: "/media/second.webp",
        width: 800,
        height: 600,
      },
      {
        listingId: newest.id,
        position: 0,
        kind: "image",
        url: "/media/cover-960.webp",
        width: 960,
        height: 480,
        variants,
      },
    ]);
    await database.db.insert(listingMedia).values({
      listingId: made[10]!.id,
      position: 0,
      kind: "video",
      url: "/media/tour.mp4",
      width: 1280,
      height: 720,
    });
    expectedOrder = made
      .slice()
      .reverse()
      .map((m) => m.id);
  });

  it("returns only approved listings of the type, newest first, at most the limit", async () => {
    const cards = await listNewestListings(database.db, { types: "lease" });
    expect(cards.map((c) => c.id)).toEqual(expectedOrder.slice(0, 10));
    expect(cards.every((c) => c.types === "lease")).toBe(true);
    const three = await listNewestListings(database.db, { types: "lease", limit: 3 });
    expect(three.map((c) => c.id)).toEqual(expectedOrder.slice(0, 3));
    const rent = await listNewestListings(database.db, { types: "rent" });
    expect(rent[0]!.types).toBe("rent");
  });

  it("carries the cover image (position 0) with its srcset, a video cover, or null", async () => {
    const [first, second, third] = await listNewestListings(database.db, { types: "lease", limit: 3 });
    expect(first!.coverImage).toEqual({
      url: "/media/cover-960.webp",
      width: 960,
      height: 480,
      srcSet: "/media/cover-480.webp 480w, /media/cover-960.webp 960w",
      kind: "image",
    });
    expect(second!.coverImage).toEqual({
      url: "/media/tour.mp4",
      width: 1280,
      height: 720,
      srcSet: null,
      kind: "video",
    });
    expect(third!.coverImage).toBeNull();
    expect(first!.code).toMatch(/^NL-\d{6}$/);
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(first!.areaSqFt).toBe(4_356);
  });

  it("never includes the owner's contact details", async () => {
    const [card] = await listNewestListings(database.db, { types: "lease", limit: 1 });
    expect(Object.keys(card!).sort()).toEqual(
      [
        "id",
        "code",
        "propertyName",
        "types",
        "propertyType",
        "budget",
        "budgetMethod",
        "areaSqFt",
        "areaUnit",
        "numberOfRooms",
        "city",
        "coverImage",
        "createdAt",
      ].sort(),
    );
    expect(JSON.stringify(card)).not.toContain("9876543210");
    expect(JSON.stringify(card)).not.toContain("Kovil Street");
  });
});
