import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { bannerGroups, bannerImages, collections } from "#server/db/schema/index.ts";
import { listCollections } from "#server/modules/content/queries.ts";
import { countApprovedByName, listBannerSlides } from "#server/modules/home/queries.ts";
import { insertListing, insertUser } from "../setup/rows.ts";
import { createTestDatabase } from "../setup/test-database.ts";

describe("home page reads", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it("counts approved listings of the type per property name, sorted by name", async () => {
    const { db } = database;
    const owner = await insertUser(db);
    const add = (propertyName: "House" | "Land" | "Store" | "Apartment", count: number, extra = {}) =>
      Promise.all(
        Array.from({ length: count }, () => insertListing(db, { ownerId: owner.id, propertyName, ...extra })),
      );
    await add("Store", 2);
    await add("Land", 7);
    await add("House", 1);
    await add("Apartment", 3, { status: "pending" });
    await add("Land", 4, { status: "rejected" });
    await add("House", 5, { types: "rent" });

    expect(await countApprovedByName(db, "sell")).toEqual([
      { name: "House", count: 1 },
      { name: "Land", count: 7 },
      { name: "Store", count: 2 },
    ]);
    expect(await countApprovedByName(db, "rent")).toEqual([{ name: "House", count: 5 }]);
    expect(await countApprovedByName(db, "lease")).toEqual([]);
  });

  it("lists banner images group by group, each in its order, with their renditions", async () => {
    const { db } = database;
    const [second, first] = await db
      .insert(bannerGroups)
      .values([
        { name: "Second", alt: "Second group", position: 1 },
        { name: "First", alt: "First group", position: 0 },
      ])
      .returning();
    const variant = (url: string, width: number) => ({
      url,
      width,
      height: width / 2,
      key: null,
      contentType: "image/webp",
    });
    await db.insert(bannerImages).values([
      { groupId: second!.id, position: 0, url: "/b/2a.webp", alt: "" },
      { groupId: first!.id, position: 1, url: "/b/1b.webp", alt: "Plots", width: 1600, height: 800 },
      {
        groupId: first!.id,
        position: 0,
        url: "/b/1a-1600.webp",
        alt: "Homes",
        width: 1600,
        height: 800,
        variants: [variant("/b/1a-1600.webp", 1600), variant("/b/1a-480.webp", 480)],
      },
    ]);

    const slides = await listBannerSlides(db);
    expect(slides.map((slide) => slide.image.url)).toEqual(["/b/1a-1600.webp", "/b/1b.webp", "/b/2a.webp"]);
    expect(slides[0]).toMatchObject({
      alt: "Homes",
      image: { width: 1600, height: 800, srcSet: "/b/1a-480.webp 480w, /b/1a-1600.webp 1600w" },
    });
    // An image without its own alt text uses its group's.
    expect(slides[2]!.alt).toBe("Second group");
  });

  it("lists featured collections in their order", async () => {
    const { db } = database;
    await db.insert(collections).values([
      { title: "Land", description: "Plots", propertyName: "Land", position: 1, imageUrl: "/c/land.webp" },
      { title: "House", description: "Homes", propertyName: "House", position: 0 },
    ]);
    const list = await listCollections(db);
    expect(list.map((c) => c.title)).toEqual(["House", "Land"]);
    expect(list[0]!.image).toBeNull();
    expect(list[1]!.image).toMatchObject({ url: "/c/land.webp", srcSet: null });
  });
});
