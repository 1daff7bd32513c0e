// Public listing reads on a real (emulated) Firestore: listings are written by the factories with their public
// change, and read back as visitors read them — through the projection kept current by sync and the public
// read cache (createPublicReads).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import type { Database, Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { getPublicListing } from "#server/modules/listings/detail.ts";
import { createPublicReads, type PublicReads } from "#server/modules/public/reads.ts";
import type { ProjectionRecord } from "#server/modules/search/records.ts";
import { createPublicData, type PublicData } from "#server/modules/search/sync.ts";
import { LISTINGS_PAGE_SIZE } from "#shared/listing-filters/schema.ts";
import { LISTING_TYPES } from "#shared/values.ts";
import { filtersOf, idsOf } from "../support/factories/filters.ts";
import {
  createUser,
  insertBannerGroup,
  insertCollection,
  insertListingRow,
  insertListings,
  insertMedia,
  type TestListing,
  updateListing,
} from "../support/factories/index.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** The facets a listing is counted under, as the SQL-era listing_counts keyed them. */
const groupKey = (
  l: Pick<ListingDoc, "types" | "propertyName" | "city" | "propertyType" | "numberOfRooms">,
) => [l.types, l.propertyName, l.city, l.propertyType, l.numberOfRooms ?? ""].join("|");

function countBy<T>(items: Iterable<T>, key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe("listing search on a real database", () => {
  let database: Database;
  let db: Db;
  let publicData: PublicData;
  let reads: PublicReads;
  let ownerId: string;
  let otherOwnerId: string;
  const row: Record<string, TestListing> = {};

  const approvedInFirestore = async () =>
    (await col.listings(db).where("status", "==", "approved").get()).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    // Loaded while the project is empty: every listing below reaches it as a change, as on a live server.
    publicData = createPublicData(db, { checkIntervalMs: 0 });
    await publicData.sync();
    reads = createPublicReads(db, { publicData, cache: createPublicReadCache(publicData) });
    ownerId = (await createUser(db)).uid;
    otherOwnerId = (await createUser(db)).uid;
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
    await insertMedia(db, { listingId: row.salemTwo!.id, count: 3 });
  });

  afterAll(async () => {
    await publicData?.close();
    await database?.close();
  });

  describe("search", () => {
    it("filters by type, cities, rooms and budget: exactly the matching approved listings and their total", async () => {
      const result = await reads.search(
        filtersOf("types=Sell&city=Salem&city=Erode&rooms=2%20BHK&max=8000000"),
      );
      expect(new Set(idsOf(result.listings))).toEqual(new Set([row.salemTwo!.id, row.erodeTwo!.id]));
      expect(result).toMatchObject({ total: 2, totalCapped: false, page: 1, pageCount: 1 });
    });

    it("counts facet-only filters and price ranges exactly", async () => {
      const result = await reads.search(filtersOf("types=Sell&propertyName=House&city=Salem"));
      expect(new Set(idsOf(result.listings))).toEqual(
        new Set([row.salemTwo!.id, row.salemTwoDear!.id, row.salemThree!.id]),
      );
      expect(result.total).toBe(3);
      const minOnly = await reads.search(filtersOf("types=Sell&propertyName=House&min=5500000"));
      expect(new Set(idsOf(minOnly.listings))).toEqual(new Set([row.salemTwoDear!.id, row.salemThree!.id]));
      expect(minOnly.total).toBe(2);
    });

    it("never shows pending or rejected listings", async () => {
      const all = await reads.search(filtersOf("page=1"));
      const seen = new Set<string>();
      for (let page = 1; page <= all.pageCount; page++) {
        for (const id of idsOf((await reads.search({ ...filtersOf(""), page })).listings)) seen.add(id);
      }
      expect(seen.size).toBe(all.total);
      for (const hidden of [row.salemPending!, row.erodeRejected!, row.coimbatoreShopPending!]) {
        expect(seen.has(hidden.id)).toBe(false);
      }
      const approved = await col.listings(db).where("status", "==", "approved").count().get();
      expect(all.total).toBe(approved.data().count);
      expect(seen).toEqual(new Set(idsOf(await approvedInFirestore())));
    });

    it("sorts newest first, by price either way, and land by price per cent", async () => {
      const newest = await reads.search(filtersOf("types=Sell&propertyName=House"));
      const created = newest.listings.map((l) => l.createdAt.getTime());
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(newest.listings).toHaveLength(4);

      const cheap = await reads.search(filtersOf("types=Sell&propertyName=House&sort=price-asc"));
      const budgets = cheap.listings.map((l) => l.budget ?? 0);
      expect(budgets).toEqual([4_000_000, 5_000_000, 6_000_000, 9_000_000]);
      const dear = await reads.search(filtersOf("types=Sell&propertyName=House&sort=price-desc"));
      expect(dear.listings.map((l) => l.budget)).toEqual([...budgets].reverse());

      // 1,000,000 for an acre is 10,000 per cent, below the other plot's 40,000 per cent.
      const land = await reads.search(filtersOf("types=Sell&propertyName=Land&sort=price-per-cent-asc"));
      expect(idsOf(land.listings)).toEqual([row.erodeLand!.id, row.salemLand!.id]);
    });

    it("pages 24 at a time without overlap, with the page count", async () => {
      const first = await reads.search(filtersOf("types=Lease&propertyName=Land&city=Karur"));
      const second = await reads.search(filtersOf("types=Lease&propertyName=Land&city=Karur&page=2"));
      expect(first).toMatchObject({ total: 30, pageCount: 2, page: 1 });
      expect(first.listings).toHaveLength(LISTINGS_PAGE_SIZE);
      expect(second).toMatchObject({ total: 30, pageCount: 2, page: 2 });
      expect(second.listings).toHaveLength(6);
      expect(new Set([...idsOf(first.listings), ...idsOf(second.listings)]).size).toBe(30);
      const past = await reads.search(filtersOf("types=Lease&propertyName=Land&city=Karur&page=3"));
      expect(past.listings).toEqual([]);
      expect(past.total).toBe(30);
      // The same with a price range and another sort.
      const ranged = await reads.search(filtersOf("types=Lease&city=Karur&min=0&page=2&sort=price-asc"));
      expect(ranged).toMatchObject({ total: 30, pageCount: 2 });
      expect(ranged.listings.map((l) => l.budget)).toEqual([
        2_500_000, 2_600_000, 2_700_000, 2_800_000, 2_900_000, 3_000_000,
      ]);
    });

    it("counts broad price searches exactly: totals are no longer capped", async () => {
      const approved = (await approvedInFirestore()).length;
      const broad = await reads.search(filtersOf("min=0&sort=price-asc"));
      expect(broad).toMatchObject({
        total: approved,
        totalCapped: false,
        pageCount: Math.ceil(approved / LISTINGS_PAGE_SIZE),
      });
    });

    it("gives cards their cover image and never the owner's contact details", async () => {
      const result = await reads.search(filtersOf("types=Sell&city=Salem&rooms=2%20BHK&max=6000000"));
      const card = result.listings.find((l) => l.id === row.salemTwo!.id);
      expect(card?.coverImage).toMatchObject({
        url: `/media/test/${row.salemTwo!.id}-0.webp`,
        kind: "image",
        srcSet: `/media/test/${row.salemTwo!.id}-0-480.webp 480w`,
      });
      const text = JSON.stringify(result);
      expect(text).not.toContain(row.salemTwo!.contact.phone);
      expect(text).not.toContain("Temple Street");
      expect(text).not.toContain("Selvi Murugan");
      expect(text).not.toContain(ownerId);
    });

    it("finds listings by free text despite typos and partial words", async () => {
      const q = async (query: string) => idsOf((await reads.search(filtersOf(`q=${query}`))).listings);
      const coimbatore = [row.coimbatoreFlat!.id];
      expect(await q("coimbatre")).toEqual(coimbatore);
      expect(await q("Coimba")).toEqual(coimbatore);
      expect(await q("gandhipuram")).toEqual(coimbatore);
      expect(await q("gandipuram")).toEqual(coimbatore);
      expect(await q("land%20salem")).toEqual([row.salemLand!.id]);
      expect(await q("land%20in%20Salem")).toEqual([row.salemLand!.id]);
      expect(await q("corner%20plot")).toEqual([row.salemLand!.id]);
      expect(await q("house%20for%20rent%20erode")).toEqual([row.erodeRent!.id]);
      expect(await q(row.erodeTwo!.code)).toEqual([row.erodeTwo!.id]);
      // A code in any common spelling; the code of a listing that is not public finds nothing.
      expect(await q(`nl%20${row.erodeTwo!.codeNumber}`)).toEqual([row.erodeTwo!.id]);
      expect(await q(row.salemPending!.code)).toEqual([]);
      expect((await reads.search(filtersOf("q=zzqx%20nothing"))).total).toBe(0);
    });

    it("combines free text with the other filters", async () => {
      const result = await reads.search(filtersOf("types=Sell&propertyName=House&q=salem&max=5500000"));
      expect(idsOf(result.listings)).toEqual([row.salemTwo!.id]);
    });
  });

  describe("counts, kept current from the change log", () => {
    /** The projection agrees with Firestore: the same approved listings, counted under the same facets. */
    const expectProjectionMatchesFirestore = async () => {
      await publicData.sync();
      const approved = await approvedInFirestore();
      const kept: ProjectionRecord[] = [...publicData.projection.records()];
      expect(new Set(idsOf(kept))).toEqual(new Set(idsOf(approved)));
      expect(countBy(kept, groupKey)).toEqual(countBy(approved, groupKey));
      for (const types of LISTING_TYPES) {
        const byName = countBy(
          approved.filter((l) => l.types === types),
          (l) => l.propertyName,
        );
        expect(await reads.countsByName(types)).toEqual(byName);
      }
    };
    const cityOf = async (id: string) =>
      (await reads.search(filtersOf(`q=${publicData.projection.get(id)?.code ?? "NL-0"}`))).listings[0]?.city;

    it("follow approvals, rejections, edits and deletions", async () => {
      const extra = await insertListingRow(db, { ownerId, city: "Theni", status: "pending" });
      await expectProjectionMatchesFirestore();
      expect(idsOf((await reads.search(filtersOf("city=Theni"))).listings)).toEqual([]);

      await updateListing(db, { listingId: extra.id, status: "approved", approvedAt: new Date() });
      await expectProjectionMatchesFirestore();
      expect(idsOf((await reads.search(filtersOf("city=Theni"))).listings)).toEqual([extra.id]);

      await updateListing(db, { listingId: extra.id, city: "Madurai", numberOfRooms: "1 BHK" });
      await expectProjectionMatchesFirestore();
      expect(await cityOf(extra.id)).toBe("Madurai");
      expect(idsOf((await reads.search(filtersOf("city=Theni"))).listings)).toEqual([]);
      expect(idsOf((await reads.search(filtersOf("city=Madurai&rooms=1%20BHK"))).listings)).toEqual([
        extra.id,
      ]);

      // An edit of every approved listing at once (one change naming them all) leaves the counts alone.
      const approved = await approvedInFirestore();
      const touch = db.batch();
      for (const listing of approved)
        touch.update(col.listings(db).doc(listing.id), { updatedAt: new Date() });
      recordPublicChange(db, { tx: touch, listingIds: idsOf(approved) });
      await touch.commit();
      await expectProjectionMatchesFirestore();

      await updateListing(db, {
        listingId: extra.id,
        status: "rejected",
        rejectedAt: new Date(),
        rejectionReason: "Blurry photos.",
      });
      await expectProjectionMatchesFirestore();
      expect(publicData.projection.has(extra.id)).toBe(false);

      await updateListing(db, {
        listingId: extra.id,
        status: "approved",
        rejectionReason: null,
        rejectedAt: null,
      });
      await expectProjectionMatchesFirestore();
      expect(idsOf((await reads.search(filtersOf("city=Madurai"))).listings)).toEqual([extra.id]);

      const remove = db.batch();
      remove.delete(col.listings(db).doc(extra.id));
      remove.delete(col.listingContacts(db).doc(extra.id));
      recordPublicChange(db, { tx: remove, listingIds: [extra.id] });
      await remove.commit();
      await expectProjectionMatchesFirestore();
      expect(idsOf((await reads.search(filtersOf("city=Madurai"))).listings)).toEqual([]);
      expect(await reads.similar(extra.id, 10)).toBeNull();
    });

    it("give the 'What We Have' counts by name, approved only, sorted by name", async () => {
      const counts = await reads.countsByName();
      expect(Object.keys(counts)).toEqual([...Object.keys(counts)].sort());
      expect(counts).toEqual({ Apartment: 1, House: 5, Land: 32 });
      expect(await reads.countsByName("rent")).toEqual({ House: 1 });
      expect(await reads.countsByName("lease")).toEqual({ Land: 30 });
    });

    it("a cold instance loading the snapshot answers as the one kept current change by change", async () => {
      await publicData.writeSnapshot();
      const cold = createPublicData(db, { checkIntervalMs: 0 });
      try {
        await cold.sync();
        const order = (data: PublicData) => idsOf([...data.projection.records()]);
        expect(order(cold)).toEqual(order(publicData));
        for (const query of [
          "",
          "sort=price-asc",
          "sort=price-desc",
          "sort=price-per-cent-asc",
          "types=Lease&sort=price-desc&page=2",
          "q=land",
        ]) {
          expect(cold.projection.search(filtersOf(query))).toEqual(
            publicData.projection.search(filtersOf(query)),
          );
        }
      } finally {
        await cold.close();
      }
    });
  });

  describe("places (issue 34)", () => {
    it("reach the projection from a change, a full load and a snapshot, and are searched by box and distance", async () => {
      const placed = [
        [row.salemTwo!, { lat: 11.6538, lng: 78.1554 }],
        [row.salemThree!, { lat: 11.675, lng: 78.178 }],
        [row.erodeTwo!, { lat: 11.3428, lng: 77.7274 }],
      ] as const;
      // Written as stored: the listing form's location is not the subject here.
      const batch = db.batch();
      for (const [listing, area] of placed)
        batch.update(col.listings(db).doc(listing.id).withConverter(null), { area });
      recordPublicChange(db, { tx: batch, listingIds: placed.map(([listing]) => listing.id) });
      await batch.commit();
      const query = "near=11.6538,78.1554&sort=distance";
      const expected = [row.salemTwo!.id, row.salemThree!.id, row.erodeTwo!.id];
      expect(idsOf((await reads.search(filtersOf(query))).listings)).toEqual(expected);
      expect(idsOf((await reads.search(filtersOf("bbox=78,11.5,78.3,11.8"))).listings).sort()).toEqual(
        [row.salemTwo!.id, row.salemThree!.id].sort(),
      );

      const answers = (data: PublicData) =>
        [query, "bbox=77.5,11,78.5,12&sort=price-asc", "near=11.5,78&radius=30"].map((q) =>
          data.projection.search(filtersOf(q)),
        );
      const loadCold = async () => {
        const cold = createPublicData(db, { checkIntervalMs: 0 });
        await cold.sync();
        return cold;
      };
      // A full load (no snapshot to start from), then one from a snapshot written with the places.
      await db.recursiveDelete(db.collection(INTERNAL_COLLECTIONS.projectionSnapshots));
      const fromListings = await loadCold();
      try {
        expect(answers(fromListings)).toEqual(answers(publicData));
        expect(idsOf(fromListings.projection.search(filtersOf(query)).listings)).toEqual(expected);
      } finally {
        await fromListings.close();
      }
      await publicData.writeSnapshot();
      const fromSnapshot = await loadCold();
      try {
        expect(answers(fromSnapshot)).toEqual(answers(publicData));
        expect(fromSnapshot.projection.get(row.erodeTwo!.id)?.area).toEqual({ lat: 11.3428, lng: 77.7274 });
      } finally {
        await fromSnapshot.close();
      }
    });
  });

  describe("suggest", () => {
    it("suggests (name, city) pairs of approved listings whose city or name begins with the words", async () => {
      expect(await reads.suggest("coim")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
      expect(await reads.suggest("land sa")).toEqual([{ propertyName: "Land", city: "Salem" }]);
      expect(await reads.suggest("LAND")).toEqual([
        { propertyName: "Land", city: "Erode" },
        { propertyName: "Land", city: "Karur" },
        { propertyName: "Land", city: "Salem" },
      ]);
    });

    it("puts prefix matches first, a named city before a named property, and then typos", async () => {
      const s = await reads.suggest("s");
      expect(s[0]).toEqual({ propertyName: "House", city: "Salem" });
      expect(s.slice(0, 2).every((p) => p.city === "Salem")).toBe(true);
      expect(await reads.suggest("coimbatre")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
      expect(await reads.suggest("erod")).toEqual([
        { propertyName: "House", city: "Erode" },
        { propertyName: "Land", city: "Erode" },
      ]);
    });

    it("finds pairs through localities, returns at most 8, and nothing for nothing", async () => {
      expect(await reads.suggest("Gandhipuram")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
      expect((await reads.suggest("a")).length).toBeLessThanOrEqual(8);
      expect(await reads.suggest("   ")).toEqual([]);
      expect(await reads.suggest("qqqzzz")).toEqual([]);
    });
  });

  describe("getPublicListing", () => {
    it("shows an approved listing to everyone without the owner's contact details", async () => {
      const listing = await getPublicListing(db, { id: row.salemTwo!.id, viewer: null, storage: null });
      expect(listing).toMatchObject({
        id: row.salemTwo!.id,
        code: row.salemTwo!.code,
        contact: null,
        isOwner: false,
        pricePerCentRupees: expect.any(Number),
        pricePerAcreRupees: expect.any(Number),
      });
      expect(listing?.media.map((m) => m.url)).toEqual(
        [0, 1, 2].map((p) => `/media/test/${row.salemTwo!.id}-${p}.webp`),
      );
      const text = JSON.stringify(listing);
      expect(text).not.toContain(row.salemTwo!.contact.phone);
      expect(text).not.toContain(row.salemTwo!.contact.address);
      expect(text).not.toContain(ownerId);
      // The visitors' read through the public read cache is the same listing.
      expect(await reads.detailForVisitors(row.salemTwo!.id)).toMatchObject({
        listing: { id: row.salemTwo!.id, contact: null },
        isOwner: false,
      });
    });

    it("shows the contact details to the owner and admins only", async () => {
      const forOwner = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: ownerId, isAdmin: false },
        storage: null,
      });
      expect(forOwner).toMatchObject({
        isOwner: true,
        contact: { phone: row.salemTwo!.contact.phone, address: row.salemTwo!.contact.address },
      });
      const forAdmin = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: otherOwnerId, isAdmin: true },
        storage: null,
      });
      expect(forAdmin?.contact?.phone).toBe(row.salemTwo!.contact.phone);
      const forOther = await getPublicListing(db, {
        id: row.salemTwo!.id,
        viewer: { id: otherOwnerId, isAdmin: false },
        storage: null,
      });
      expect(forOther?.contact).toBeNull();
    });

    it("hides pending and rejected listings from everyone but their owner and admins; bad ids are null", async () => {
      for (const hidden of [row.salemPending!, row.erodeRejected!]) {
        expect(await getPublicListing(db, { id: hidden.id, viewer: null, storage: null })).toBeNull();
        expect(await reads.detailForVisitors(hidden.id)).toBeNull();
        expect(
          await getPublicListing(db, {
            id: hidden.id,
            viewer: { id: otherOwnerId, isAdmin: false },
            storage: null,
          }),
        ).toBeNull();
        expect(
          await getPublicListing(db, {
            id: hidden.id,
            viewer: { id: ownerId, isAdmin: false },
            storage: null,
          }),
        ).not.toBeNull();
        expect(
          await getPublicListing(db, {
            id: hidden.id,
            viewer: { id: otherOwnerId, isAdmin: true },
            storage: null,
          }),
        ).not.toBeNull();
      }
      expect(await getPublicListing(db, { id: "not-a-uuid", viewer: null, storage: null })).toBeNull();
      expect(
        await getPublicListing(db, {
          id: "00000000-0000-4000-8000-000000000000",
          viewer: null,
          storage: null,
        }),
      ).toBeNull();
    });
  });

  describe("similar listings", () => {
    it("lists approved listings of the same name and type, same city first, never itself", async () => {
      const similar = await reads.similar(row.salemTwo!.id, 10);
      expect(similar).not.toBeNull();
      const similarIds = idsOf(similar ?? []);
      expect(similarIds).not.toContain(row.salemTwo!.id);
      expect(similarIds).not.toContain(row.salemPending!.id);
      expect(similarIds).not.toContain(row.erodeRent!.id);
      expect(similarIds.slice(0, 2).sort()).toEqual([row.salemTwoDear!.id, row.salemThree!.id].sort());
      expect(similarIds).toEqual([...similarIds.slice(0, 2), row.erodeTwo!.id]);
      expect(await reads.similar(row.salemPending!.id, 10)).toBeNull();
      expect(await reads.similar("nope", 10)).toBeNull();
    });

    it("lists those like a listing that is not public (as its owner sees it), never itself", async () => {
      const pending = row.salemPending!;
      const similar = await reads.similarTo({
        id: pending.id,
        propertyName: pending.propertyName,
        types: pending.types,
        city: pending.city,
      });
      const similarIds = idsOf(similar);
      expect(similarIds).not.toContain(pending.id);
      expect(new Set(similarIds.slice(0, 3))).toEqual(
        new Set([row.salemTwo!.id, row.salemTwoDear!.id, row.salemThree!.id]),
      );
      expect(similarIds[3]).toBe(row.erodeTwo!.id);
    });
  });

  it("lists the 38 districts in order", async () => {
    const cities = await reads.cities();
    expect(cities).toHaveLength(38);
    expect(cities[0]).toBe("Ariyalur");
    expect(cities.at(-1)).toBe("Virudhunagar");
  });

  it("lists banner groups with their images in order, and collections in order", async () => {
    await insertBannerGroup(db, {
      name: "Homes",
      alt: "Homes for sale",
      position: 0,
      images: [
        {
          id: "b1",
          url: "/media/b1.webp",
          storageKey: null,
          alt: "A farm",
          width: null,
          height: null,
          variants: [
            { width: 480, height: 240, url: "/media/b1-480.webp", key: null, contentType: "image/webp" },
          ],
        },
        {
          id: "b2",
          url: "/media/b2.webp",
          storageKey: null,
          alt: "",
          width: 6912,
          height: 3456,
          variants: [],
        },
      ],
    });
    await insertCollection(db, {
      title: "Land",
      propertyName: "Land",
      position: 1,
      image: { url: "/media/c-land.webp", storageKey: null, variants: [] },
    });
    await insertCollection(db, { title: "House", propertyName: "House", position: 0, image: null });
    const banners = await reads.banners();
    expect(banners).toHaveLength(1);
    expect(banners[0]!.images.map((i) => [i.url, i.alt, i.srcSet])).toEqual([
      ["/media/b1.webp", "A farm", "/media/b1-480.webp 480w"],
      ["/media/b2.webp", "Homes for sale", null],
    ]);
    // Without a stored size, the widest rendition's.
    expect(banners[0]!.images[0]).toMatchObject({ width: 480, height: 240 });
    expect(banners[0]!.images[1]).toMatchObject({ width: 6912, height: 3456 });
    const list = await reads.collections();
    expect(list.map((c) => c.title)).toEqual(["House", "Land"]);
    expect(list[0]!.image).toBeNull();
    expect(list[1]!.image).toMatchObject({ url: "/media/c-land.webp", alt: "Land" });
  });
});
