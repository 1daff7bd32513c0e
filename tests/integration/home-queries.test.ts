// What the home page reads, on a real (emulated) Firestore: counts and newest listings from the projection kept
// current by sync, banner slides and collections from their documents, all through the public reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingDoc, MediaVariant } from "#server/db/documents.ts";
import type { Database, Db } from "#server/db/firestore.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { collectionsIn, listBannerSlides, listCollections } from "#server/modules/content/queries.ts";
import { createPublicReads, type PublicReads } from "#server/modules/public/reads.ts";
import { createPublicData, type PublicData } from "#server/modules/search/sync.ts";
import {
  createUser,
  insertBannerGroup,
  insertCollection,
  insertListings,
  type ListingOverrides,
  type TestListing,
  updateListing,
} from "../support/factories/index.ts";
import { createTestDatabase } from "../support/test-database.ts";

describe("home page reads", () => {
  let database: Database;
  let db: Db;
  let publicData: PublicData;
  let reads: PublicReads;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    publicData = createPublicData(db, { checkIntervalMs: 0 });
    reads = createPublicReads(db, { publicData, cache: createPublicReadCache(publicData) });
    ownerId = (await createUser(db)).uid;
  });

  afterAll(async () => {
    await publicData?.close();
    await database?.close();
  });

  const add = (
    propertyName: ListingDoc["propertyName"],
    count: number,
    extra: Omit<ListingOverrides, "ownerId"> = {},
  ): Promise<TestListing[]> =>
    insertListings(
      db,
      Array.from({ length: count }, () => ({ ownerId, propertyName, ...extra })),
    );

  it("counts approved listings of the type per property name, sorted by name", async () => {
    await add("Store", 2);
    await add("Land", 7);
    await add("House", 1);
    await add("Apartment", 3, { status: "pending" });
    await add("Land", 4, { status: "rejected" });
    await add("House", 5, { types: "rent" });

    expect((await reads.homePage("sell")).counts).toEqual([
      { name: "House", count: 1 },
      { name: "Land", count: 7 },
      { name: "Store", count: 2 },
    ]);
    expect((await reads.homePage("rent")).counts).toEqual([{ name: "House", count: 5 }]);
    expect((await reads.homePage("lease")).counts).toEqual([]);
    // The same counts the 'What We Have' read gives, all types together.
    expect(publicData.projection.countsByName()).toEqual({ House: 6, Land: 7, Store: 2 });
  });

  it("follows approvals and rejections in the counts and the newest listings", async () => {
    const [shop] = await add("Store", 1, { status: "pending", createdAt: new Date("2030-01-01T00:00:00Z") });
    const before = await reads.homePage("sell");
    expect(before.counts).toContainEqual({ name: "Store", count: 2 });
    expect(before.newest.map((l) => l.id)).not.toContain(shop!.id);

    await updateListing(db, { listingId: shop!.id, status: "approved", approvedAt: new Date() });
    const approved = await reads.homePage("sell");
    expect(approved.counts).toContainEqual({ name: "Store", count: 3 });
    expect(approved.newest[0]?.id).toBe(shop!.id);

    await updateListing(db, {
      listingId: shop!.id,
      status: "rejected",
      rejectedAt: new Date(),
      rejectionReason: "Not a shop.",
    });
    const rejected = await reads.homePage("sell");
    expect(rejected.counts).toEqual(before.counts);
    expect(rejected.newest).toEqual(before.newest);
  });

  it("shows the 10 newest approved listings of the type, newest first", async () => {
    const old = await add("House", 3, { createdAt: new Date("2020-01-01T00:00:00Z") });
    const home = await reads.homePage("sell");
    expect(home.newest).toHaveLength(10);
    for (const listing of old) expect(home.newest.map((l) => l.id)).not.toContain(listing.id);
    expect(home.newest.every((l) => l.types === "sell")).toBe(true);
    const created = home.newest.map((l) => l.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Exactly the newest: the first page of a newest-first search of the type.
    const all = await reads.search({
      types: "sell",
      propertyType: [],
      rooms: [],
      city: [],
      sort: "newest",
      page: 1,
    });
    expect(all.total).toBe(13);
    expect(home.newest.map((l) => l.id)).toEqual(all.listings.slice(0, 10).map((l) => l.id));
    expect((await reads.homePage("rent")).newest.map((l) => l.propertyName)).toEqual(Array(5).fill("House"));
  });

  it("lists banner images group by group, each in its order, with their renditions", async () => {
    const variant = (url: string, width: number): MediaVariant => ({
      url,
      width,
      height: width / 2,
      key: null,
      contentType: "image/webp",
    });
    await insertBannerGroup(db, {
      name: "Second",
      alt: "Second group",
      position: 1,
      images: [
        { id: "2a", url: "/b/2a.webp", storageKey: null, alt: "", width: null, height: null, variants: [] },
      ],
    });
    await insertBannerGroup(db, {
      name: "First",
      alt: "First group",
      position: 0,
      images: [
        {
          id: "1a",
          url: "/b/1a-1600.webp",
          storageKey: null,
          alt: "Homes",
          width: 1600,
          height: 800,
          variants: [variant("/b/1a-1600.webp", 1600), variant("/b/1a-480.webp", 480)],
        },
        {
          id: "1b",
          url: "/b/1b.webp",
          storageKey: null,
          alt: "Plots",
          width: 1600,
          height: 800,
          variants: [],
        },
      ],
    });

    const slides = await listBannerSlides(db);
    expect(slides.map((slide) => slide.image.url)).toEqual(["/b/1a-1600.webp", "/b/1b.webp", "/b/2a.webp"]);
    expect(slides[0]).toMatchObject({
      id: "1a",
      alt: "Homes",
      image: { width: 1600, height: 800, srcSet: "/b/1a-480.webp 480w, /b/1a-1600.webp 1600w" },
    });
    expect(slides[1]!.image.srcSet).toBeNull();
    // An image without its own alt text uses its group's; without a size or renditions, the default size.
    expect(slides[2]).toMatchObject({ alt: "Second group", image: { width: 1600, height: 800 } });
    // The home page shows the same slides.
    expect((await reads.homePage("sell")).slides).toEqual(slides);
  });

  it("lists featured collections in their order", async () => {
    await insertCollection(db, {
      title: "Land",
      description: "Plots",
      propertyName: "Land",
      position: 1,
      image: { url: "/c/land.webp", storageKey: null, variants: [] },
    });
    await insertCollection(db, {
      title: "House",
      description: "Homes",
      propertyName: "House",
      position: 0,
      image: null,
    });
    const list = await listCollections(db);
    expect(list.map((c) => c.title)).toEqual(["House", "Land"]);
    expect(list[0]!.image).toBeNull();
    expect(list[1]!.image).toMatchObject({ url: "/c/land.webp", srcSet: null });
    // The home page shows the same collections, in its language (none has Tamil text here).
    expect((await reads.homePage("rent")).collections).toEqual(collectionsIn(list, "ta"));
    expect(collectionsIn(list, "ta")).toEqual(collectionsIn(list, "en"));
  });
});
