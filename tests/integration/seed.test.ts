import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  bannerGroups,
  bannerImages,
  collections,
  LISTING_TYPES,
  listingMedia,
  listings,
  PROPERTY_NAMES,
  plans,
  users,
} from "#server/db/schema/index.ts";
import { DEMO_ACCOUNTS, type SeedResult, seedDatabase } from "#server/db/seed/index.ts";
import { listNewestListings } from "#server/modules/listings/queries.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { createTestDatabase } from "../setup/test-database.ts";

let database: Database;
let mediaDir = "";
let first: SeedResult;
let second: SeedResult;
const LISTINGS = 200;

// The Auth emulator is an adapter: here it is replaced by a function that hands out uids, which is all the
// seed needs from it (tests/integration/api-session.test.ts covers the real emulator).
function fakeAuth(run: string) {
  return async (account: { email: string }) => `${run}-${account.email}`;
}

async function tableCounts() {
  const db = database.db;
  const [l] = await db.select({ n: count() }).from(listings);
  const [m] = await db.select({ n: count() }).from(listingMedia);
  const [p] = await db.select({ n: count() }).from(plans);
  const [b] = await db.select({ n: count() }).from(bannerImages);
  const [c] = await db.select({ n: count() }).from(collections);
  const [u] = await db.select({ n: count() }).from(users);
  return { listings: l!.n, media: m!.n, plans: p!.n, banners: b!.n, collections: c!.n, users: u!.n };
}

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), "nilam-seed-"));
  first = await seedDatabase({
    db: database.db,
    mediaDir,
    listingCount: LISTINGS,
    ensureAuthUser: fakeAuth("run1"),
  });
});

afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe("seedDatabase", () => {
  it("fills an empty database", () => {
    expect(first).toEqual({ created: true, listings: LISTINGS });
  });

  it("creates the three demo accounts with their Auth uids", async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((u) => u.email === account.email)!;
      expect(row.firebaseUid).toBe(`run1-${account.email}`);
      expect(row.phoneNumber).toMatch(/^\d{10}$/);
      expect(row.firstName).toBe(account.firstName);
    }
  });

  it("spreads listings over all 38 districts, 5 property names and 3 types, with pending and rejected ones", async () => {
    const db = database.db;
    const [spread] = await db
      .select({
        cities: countDistinct(listings.city),
        names: countDistinct(listings.propertyName),
        types: countDistinct(listings.types),
      })
      .from(listings);
    expect(spread).toEqual({ cities: 38, names: PROPERTY_NAMES.length, types: LISTING_TYPES.length });
    const cities = await db.selectDistinct({ city: listings.city }).from(listings);
    expect(new Set(cities.map((c) => c.city))).toEqual(new Set(TAMIL_NADU_DISTRICTS));
    const byStatus = await db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .groupBy(listings.status);
    const n = (status: string) => byStatus.find((s) => s.status === status)?.n ?? 0;
    expect(n("pending")).toBeGreaterThanOrEqual(LISTINGS * 0.05);
    expect(n("rejected")).toBeGreaterThan(0);
    expect(n("approved")).toBeGreaterThan(LISTINGS * 0.8);
    const unexplained = await db
      .select({ n: count() })
      .from(listings)
      .where(sql`${listings.status} = 'rejected' and ${listings.rejectionReason} is null`);
    expect(unexplained[0]!.n).toBe(0);
    const codes = await db.select({ code: listings.code }).from(listings);
    expect(codes.every((c) => /^NL-\d{6}$/.test(c.code))).toBe(true);
  });

  it("gives every listing 1 to 5 pictures whose files exist in the media directory", async () => {
    const perListing = await database.db
      .select({ n: count() })
      .from(listingMedia)
      .groupBy(listingMedia.listingId);
    expect(perListing).toHaveLength(LISTINGS);
    expect(perListing.every((p) => p.n >= 1 && p.n <= 5)).toBe(true);
    const urls = await database.db
      .selectDistinct({ url: listingMedia.url, variants: listingMedia.variants })
      .from(listingMedia);
    for (const { url, variants } of urls) {
      expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
      for (const u of [url, ...variants.map((v) => v.url)]) {
        expect(existsSync(path.join(mediaDir, u.replace(/^\/media\//, "")))).toBe(true);
      }
    }
  });

  it("adds plans, three banner groups of at least three images, and one collection per property name", async () => {
    const planRows = await database.db.select().from(plans).orderBy(plans.sortOrder);
    expect(planRows.map((p) => [p.name, p.priceRupees, p.duration, p.timeUnit])).toEqual([
      ["Basic", 199, 1, "month"],
      ["Standard", 499, 3, "month"],
      ["Premium", 1499, 12, "month"],
    ]);
    const groups = await database.db.select().from(bannerGroups);
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      const images = await database.db.select().from(bannerImages).where(eq(bannerImages.groupId, group.id));
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.every((i) => i.width! > i.height!)).toBe(true);
    }
    const titles = await database.db.select({ title: collections.title }).from(collections);
    expect(titles.map((t) => t.title).sort()).toEqual([...PROPERTY_NAMES].sort());
  });

  it("feeds the newest-listings row", async () => {
    const cards = await listNewestListings(database.db, { types: "sell" });
    expect(cards).toHaveLength(10);
    expect(cards.every((c) => c.coverImage?.srcSet)).toBe(true);
  });

  it("adds nothing when run again, but moves the accounts to the new Auth uids", async () => {
    const before = await tableCounts();
    second = await seedDatabase({
      db: database.db,
      mediaDir,
      listingCount: LISTINGS,
      ensureAuthUser: fakeAuth("run2"),
    });
    expect(second).toEqual({ created: false, listings: 0 });
    expect(await tableCounts()).toEqual(before);
    const owner = await database.db.select().from(users).where(eq(users.email, "owner@nilam.test"));
    expect(owner[0]!.firebaseUid).toBe("run2-owner@nilam.test");
  });
});
