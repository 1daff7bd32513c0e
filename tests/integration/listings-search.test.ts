import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "#server/db/client.ts";
import { bannerGroups, bannerImages, collections, listings } from "#server/db/schema/index.ts";
import { listBanners, listCollections } from "#server/modules/content/queries.ts";
import { getPublicListing, listSimilarListings } from "#server/modules/listings/detail.ts";
import {
  countListingsByName,
  listCities,
  SEARCH_TOTAL_CAP,
  searchListings,
  suggestListings,
} from "#server/modules/listings/search.ts";
import { type ListingFilters, parseListingFilters } from "#shared/listing-filters/schema.ts";
import { insertListingRow, insertListings, insertMedia, type ListingRow } from "../factories/listings.ts";
import { insertUser } from "../setup/rows.ts";
import { createTestDatabase } from "../setup/test-database.ts";

const filters = (query: string): ListingFilters => {
  const parsed = parseListingFilters(new URLSearchParams(query));
  if (!parsed.success) throw new Error(`bad test query ${query}: ${parsed.message}`);
  return parsed.filters;
};
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe("listing search on a real database", () => {
  let database: Database;
  let db: Db;
  let ownerId: string;
  let otherOwnerId: string;
  const row: Record<string, ListingRow> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    ownerId = (await insertUser(db)).id;
    otherOwnerId = (await insertUser(db)).id;
    const named = {
      salemTwo: { city: "Salem", numberOfRooms: "2 BHK", budget: 5_000_000 },
      salemTwoDear: { city: "Salem", numberOfRooms: "2 BHK", budget: 9_000_000 },
      salemThree: { city: "Salem", numberOfRooms: "3+ BHK", budget: 6_000_000 },
      erodeTwo: { city: "Erode", numberOfRooms: "2 BHK", budget: 4_000_000, locality: "Perundurai" },
      erodeRent: {
        city: "Erode",
        types: "rent",
        numberOfRooms: "2 BHK",
        budget: 15_000,
        budgetMethod: "Monthly",
      },
      salemPending: { city: "Salem", numberOfRooms: "2 BHK", budget: 4_500_000, status: "pending" },
      erodeRejected: { city: "Erode", numberOfRooms: "2 BHK", budget: 3_000_000, status: "rejected" },
      salemLand: {
        city: "Salem",
        propertyName: "Land",
        propertyType: "Agricultural",
        numberOfRooms: null,
        budget: 40_000,
        budgetMethod: "Per Cent",
        areaSqFt: 4356,
        areaUnit: "cent",
        amenities: "Corner plot, EB line nearby",
      },
      erodeLand: {
        city: "Erode",
        propertyName: "Land",
        propertyType: "Agricultural",
        numberOfRooms: null,
        budget: 1_000_000,
        areaSqFt: 43_560,
        areaUnit: "acre",
      },
      coimbatoreFlat: {
        city: "Coimbatore",
        propertyName: "Apartment",
        locality: "Gandhipuram",
        budget: 7_000_000,
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      coimbatoreShopPending: {
        city: "Coimbatore",
        propertyName: "Store",
        propertyType: "Commercial",
        status: "pending",
      },
    } as const;
    const inserted = await insertListings(
      db,
      Object.values(named).map((overrides) => ({ ownerId, ...overrides })),
    );
    Object.keys(named).forEach((name, i) => {
      row[name] = inserted[i]!;
    });
    // 30 approved plots in Karur for paging, alternating owners, budgets 100_000 … 3_000_000.
    await insertListings(
      db,
      Array.from({ length: 30 }, (_, i) => ({
        ownerId: i % 2 ? ownerId : otherOwnerId,
        city: "Karur",
        propertyName: "Land" as const,
        propertyType: "Agricultural" as const,
        types: "lease" as const,
        numberOfRooms: null,
        budget: (i + 1) * 100_000,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    await insertMedia(db, row.salemTwo!.id, 3);
  });

  afterAll(async () => {
    await database?.close();
  });

  describe("searchListings", () => {
    it("filters by type, cities, rooms and budget: exactly the matching approved rows and their total", async () => {
      const result = await searchListings(
        db,
        filters("types=Sell&city=Salem&city=Erode&rooms=2%20BHK&max=8000000"),
      );
      expect(new Set(ids(result.listings))).toEqual(new Set([row.salemTwo!.id, row.erodeTwo!.id]));
      expect(result).toMatchObject({ total: 2, totalCapped: false, page: 1, pageCount: 1 });
    });

    it("counts facet-only filters exactly, from the counts the triggers keep", async () => {
      const result = await searchListings(db, filters("types=Sell&propertyName=House&city=Salem"));
      expect(new Set(ids(result.listings))).toEqual(
        new Set([row.salemTwo!.id, row.salemTwoDear!.id, row.salemThree!.id]),
      );
      expect(result.total).toBe(3);
      const minOnly = await searchListings(db, filters("types=Sell&propertyName=House&min=5500000"));
      expect(new Set(ids(minOnly.listings))).toEqual(new Set([row.salemTwoDear!.id, row.salemThree!.id]));
      expect(minOnly.total).toBe(2);
    });

    it("never shows pending or rejected listings", async () => {
      const all = await searchListings(db, filters("page=1"));
      const seen = new Set<string>();
      for (let page = 1; page <= all.pageCount; page++) {
        for (const id of ids((await searchListings(db, { ...filters(""), page })).listings)) seen.add(id);
      }
      expect(seen.size).toBe(all.total);
      for (const hidden of [row.salemPending!, row.erodeRejected!, row.coimbatoreShopPending!]) {
        expect(seen.has(hidden.id)).toBe(false);
      }
      const approved = await db.$count(listings, eq(listings.status, "approved"));
      expect(all.total).toBe(approved);
    });

    it("sorts newest first, by price either way, and land by price per cent", async () => {
      const newest = await searchListings(db, filters("types=Sell&propertyName=House"));
      const created = newest.listings.map((l) => l.createdAt.getTime());
      expect(created).toEqual([...created].sort((a, b) => b - a));

      const cheap = await searchListings(db, filters("types=Sell&propertyName=House&sort=price-asc"));
      const budgets = cheap.listings.map((l) => l.budget);
      expect(budgets).toEqual([...budgets].sort((a, b) => a! - b!));
      const dear = await searchListings(db, filters("types=Sell&propertyName=House&sort=price-desc"));
      expect(dear.listings.map((l) => l.budget)).toEqual([...budgets].reverse());

      // 40,000 per cent beats 1,000,000 per acre (10,000 per cent)? No: 10,000 < 40,000.
      const land = await searchListings(db, filters("types=Sell&propertyName=Land&sort=price-per-cent-asc"));
      expect(ids(land.listings)).toEqual([row.erodeLand!.id, row.salemLand!.id]);
    });

    it("pages 24 at a time without overlap, with the page count", async () => {
      const first = await searchListings(db, filters("types=Lease&propertyName=Land&city=Karur"));
      const second = await searchListings(db, filters("types=Lease&propertyName=Land&city=Karur&page=2"));
      expect(first).toMatchObject({ total: 30, pageCount: 2, page: 1 });
      expect(first.listings).toHaveLength(24);
      expect(second.listings).toHaveLength(6);
      expect(new Set([...ids(first.listings), ...ids(second.listings)]).size).toBe(30);
      const past = await searchListings(db, filters("types=Lease&propertyName=Land&city=Karur&page=3"));
      expect(past.listings).toEqual([]);
      // The same through the price-range path (not counted from the counts table).
      const ranged = await searchListings(db, filters("types=Lease&city=Karur&min=0&page=2&sort=price-asc"));
      expect(ranged).toMatchObject({ total: 30, pageCount: 2 });
      expect(ranged.listings.map((l) => l.budget)).toEqual([
        2_500_000, 2_600_000, 2_700_000, 2_800_000, 2_900_000, 3_000_000,
      ]);
    });

    it("gives cards their cover image and never the owner's contact details", async () => {
      const result = await searchListings(db, filters("types=Sell&city=Salem&rooms=2%20BHK&max=6000000"));
      const card = result.listings.find((l) => l.id === row.salemTwo!.id)!;
      expect(card.coverImage).toMatchObject({ url: expect.stringContaining("-0.webp"), kind: "image" });
      const text = JSON.stringify(result);
      expect(text).not.toContain(row.salemTwo!.contactOwnerPhone);
      expect(text).not.toContain("Temple Street");
      expect(text).not.toContain("Selvi Murugan");
    });

    it("finds listings by free text despite typos and partial words", async () => {
      const coimbatore = [row.coimbatoreFlat!.id];
      expect(ids((await searchListings(db, filters("q=coimbatre"))).listings)).toEqual(coimbatore);
      expect(ids((await searchListings(db, filters("q=Coimba"))).listings)).toEqual(coimbatore);
      expect(ids((await searchListings(db, filters("q=gandhipuram"))).listings)).toEqual(coimbatore);
      expect(ids((await searchListings(db, filters("q=gandipuram"))).listings)).toEqual(coimbatore);
      expect(ids((await searchListings(db, filters("q=land%20salem"))).listings)).toEqual([
        row.salemLand!.id,
      ]);
      expect(ids((await searchListings(db, filters("q=land%20in%20Salem"))).listings)).toEqual([
        row.salemLand!.id,
      ]);
      expect(ids((await searchListings(db, filters("q=corner%20plot"))).listings)).toEqual([
        row.salemLand!.id,
      ]);
      const rent = await searchListings(db, filters("q=house%20for%20rent%20erode"));
      expect(ids(rent.listings)).toEqual([row.erodeRent!.id]);
      expect(ids((await searchListings(db, filters(`q=${row.erodeTwo!.code}`))).listings)).toEqual([
        row.erodeTwo!.id,
      ]);
      expect((await searchListings(db, filters("q=zzqx%20nothing"))).total).toBe(0);
    });

    it("combines free text with the other filters", async () => {
      const result = await searchListings(db, filters("types=Sell&propertyName=House&q=salem&max=5500000"));
      expect(ids(result.listings)).toEqual([row.salemTwo!.id]);
    });
  });

  describe("listing_counts, kept by triggers", () => {
    const groupCounts = async () => {
      const rows = await db.execute(sql`
        select coalesce(a.key, b.key) as key, coalesce(a.n, 0)::int as actual, coalesce(b.n, 0)::int as kept
        from (select concat_ws('|', types, property_name, city, property_type, coalesce(number_of_rooms, '')) as key,
                count(*) as n from listings where status = 'approved' group by 1) a
        full join (select concat_ws('|', types, property_name, city, property_type, number_of_rooms) as key,
                sum(count) as n from listing_counts group by 1) b on a.key = b.key`);
      return (rows as unknown as { rows: { key: string; actual: number; kept: number }[] }).rows;
    };

    it("follow approvals, rejections, edits and deletions", async () => {
      const extra = await insertListingRow(db, { ownerId, city: "Theni", status: "pending" });
      await db.update(listings).set({ status: "approved" }).where(eq(listings.id, extra.id));
      await db
        .update(listings)
        .set({ city: "Madurai", numberOfRooms: "1 BHK" })
        .where(eq(listings.id, extra.id));
      await db.update(listings).set({ updatedAt: new Date() }).where(eq(listings.status, "approved"));
      await db.update(listings).set({ status: "rejected" }).where(eq(listings.id, extra.id));
      await db.update(listings).set({ status: "approved" }).where(eq(listings.id, extra.id));
      await db.delete(listings).where(eq(listings.id, extra.id));
      for (const { key, actual, kept } of await groupCounts())
        expect({ key, kept }).toEqual({ key, kept: actual });
    });

    it("give the 'What We Have' counts by name, approved only, sorted by name", async () => {
      const counts = await countListingsByName(db);
      expect(Object.keys(counts)).toEqual([...Object.keys(counts)].sort());
      expect(counts).toEqual({ Apartment: 1, House: 5, Land: 32 });
      expect(await countListingsByName(db, "rent")).toEqual({ House: 1 });
      expect(await countListingsByName(db, "lease")).toEqual({ Land: 30 });
    });
  });

  describe("suggestListings", () => {
    it("suggests (name, city) pairs of approved listings whose city or name begins with the words", async () => {
      expect(await suggestListings(db, "coim")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
      expect(await suggestListings(db, "land sa")).toEqual([{ propertyName: "Land", city: "Salem" }]);
      expect(await suggestListings(db, "LAND")).toEqual([
        { propertyName: "Land", city: "Erode" },
        { propertyName: "Land", city: "Karur" },
        { propertyName: "Land", city: "Salem" },
      ]);
    });

    it("puts prefix matches first, a named city before a named property, and then typos", async () => {
      const s = await suggestListings(db, "s");
      expect(s[0]).toEqual({ propertyName: "House", city: "Salem" });
      expect(s.slice(0, 2).every((p) => p.city === "Salem")).toBe(true);
      expect(await suggestListings(db, "coimbatre")).toEqual([
        { propertyName: "Apartment", city: "Coimbatore" },
      ]);
      expect(await suggestListings(db, "erod")).toEqual([
        { propertyName: "House", city: "Erode" },
        { propertyName: "Land", city: "Erode" },
      ]);
    });

    it("finds pairs through localities, returns at most 8, and nothing for nothing", async () => {
      expect(await suggestListings(db, "Gandhipuram")).toEqual([
        { propertyName: "Apartment", city: "Coimbatore" },
      ]);
      expect((await suggestListings(db, "a")).length).toBeLessThanOrEqual(8);
      expect(await suggestListings(db, "   ")).toEqual([]);
      expect(await suggestListings(db, "qqqzzz")).toEqual([]);
    });
  });

  describe("getPublicListing", () => {
    it("shows an approved listing to everyone without the owner's contact details", async () => {
      const listing = await getPublicListing(db, { id: row.salemTwo!.id, viewer: null });
      expect(listing).toMatchObject({
        id: row.salemTwo!.id,
        code: row.salemTwo!.code,
        contact: null,
        isOwner: false,
        pricePerCentRupees: expect.any(Number),
        pricePerAcreRupees: expect.any(Number),
      });
      expect(listing!.media.map((m) => m.url)).toEqual(
        [0, 1, 2].map((p) => `/media/test/${row.salemTwo!.id}-${p}.webp`),
      );
      const text = JSON.stringify(listing);
      expect(text).not.toContain(row.salemTwo!.contactOwnerPhone);
      expect(text).not.toContain(row.salemTwo!.propertyAddress);
      expect(text).not.toContain(ownerId);
    });

    it("shows the contact details to the owner and admins only", async () => {
      const forOwner = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: ownerId, isAdmin: false },
      });
      expect(forOwner).toMatchObject({
        isOwner: true,
        contact: { phone: row.salemTwo!.contactOwnerPhone, address: row.salemTwo!.propertyAddress },
      });
      const forAdmin = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: otherOwnerId, isAdmin: true },
      });
      expect(forAdmin?.contact?.phone).toBe(row.salemTwo!.contactOwnerPhone);
      const forOther = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: otherOwnerId, isAdmin: false },
      });
      expect(forOther?.contact).toBeNull();
    });

    it("hides pending and rejected listings from everyone but their owner and admins; bad ids are null", async () => {
      for (const hidden of [row.salemPending!, row.erodeRejected!]) {
        expect(await getPublicListing(db, { id: hidden.id, viewer: null })).toBeNull();
        expect(
          await getPublicListing(db, { id: hidden.id, viewer: { id: otherOwnerId, isAdmin: false } }),
        ).toBeNull();
        expect(
          await getPublicListing(db, { id: hidden.id, viewer: { id: ownerId, isAdmin: false } }),
        ).not.toBeNull();
        expect(
          await getPublicListing(db, { id: hidden.id, viewer: { id: otherOwnerId, isAdmin: true } }),
        ).not.toBeNull();
      }
      expect(await getPublicListing(db, { id: "not-a-uuid", viewer: null })).toBeNull();
      expect(
        await getPublicListing(db, { id: "00000000-0000-4000-8000-000000000000", viewer: null }),
      ).toBeNull();
    });
  });

  describe("listSimilarListings by id", () => {
    it("lists approved listings of the same name and type, same city first, never itself", async () => {
      const similar = await listSimilarListings(db, { listingId: row.salemTwo!.id, limit: 10 });
      expect(similar).not.toBeNull();
      const similarIds = ids(similar!);
      expect(similarIds).not.toContain(row.salemTwo!.id);
      expect(similarIds).not.toContain(row.salemPending!.id);
      expect(similarIds).not.toContain(row.erodeRent!.id);
      expect(similarIds.slice(0, 2).sort()).toEqual([row.salemTwoDear!.id, row.salemThree!.id].sort());
      expect(similarIds).toContain(row.erodeTwo!.id);
      expect(await listSimilarListings(db, { listingId: row.salemPending!.id })).toBeNull();
      expect(await listSimilarListings(db, { listingId: "nope" })).toBeNull();
    });
  });

  it("lists the 38 districts in order", async () => {
    const cities = await listCities(db);
    expect(cities).toHaveLength(38);
    expect(cities[0]).toBe("Ariyalur");
    expect(cities.at(-1)).toBe("Virudhunagar");
  });

  it("lists banner groups with their images in order, and collections in order", async () => {
    const [group] = await db
      .insert(bannerGroups)
      .values({ name: "Homes", alt: "Homes for sale", position: 0 })
      .returning();
    await db.insert(bannerImages).values([
      { groupId: group!.id, position: 1, url: "/media/b2.webp", alt: "", width: 6912, height: 3456 },
      {
        groupId: group!.id,
        position: 0,
        url: "/media/b1.webp",
        alt: "A farm",
        variants: [
          { width: 480, height: 240, url: "/media/b1-480.webp", key: null, contentType: "image/webp" },
        ],
      },
    ]);
    await db.insert(collections).values([
      { title: "Land", propertyName: "Land", position: 1, imageUrl: "/media/c-land.webp" },
      { title: "House", propertyName: "House", position: 0 },
    ]);
    const banners = await listBanners(db);
    expect(banners).toHaveLength(1);
    expect(banners[0]!.images.map((i) => [i.url, i.alt, i.srcSet])).toEqual([
      ["/media/b1.webp", "A farm", "/media/b1-480.webp 480w"],
      ["/media/b2.webp", "Homes for sale", null],
    ]);
    expect(banners[0]!.images[0]).toMatchObject({ width: 480, height: 240 });
    expect(banners[0]!.images[1]).toMatchObject({ width: 6912, height: 3456 });
    const list = await listCollections(db);
    expect(list.map((c) => c.title)).toEqual(["House", "Land"]);
    expect(list[1]!.image).toMatchObject({ url: "/media/c-land.webp", alt: "Land" });
  });

  it("caps the total of broad price searches", async () => {
    expect(SEARCH_TOTAL_CAP).toBe(1000);
  });
});
