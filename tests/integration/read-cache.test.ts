import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { bannerGroups, collections, listingMedia, listings } from "#server/db/schema/index.ts";
import { insertListing, insertUser } from "../setup/rows.ts";
import { createTestDatabase } from "../setup/test-database.ts";

/** A load that counts its calls and answers with the call number. */
function countingLoad() {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return calls;
  };
  return { load, calls: () => calls };
}

describe("public read cache", () => {
  let database: Database;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ownerId = (await insertUser(database.db)).id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it("answers a repeated read from memory while nothing public changes", async () => {
    const cache = createPublicReadCache(database.db, { versionTtlMs: 0 });
    const { load, calls } = countingLoad();
    expect(await cache.read("a", load)).toBe(1);
    expect(await cache.read("a", load)).toBe(1);
    expect(calls()).toBe(1);
    // Another key is another answer.
    expect(await cache.read("b", load)).toBe(2);
  });

  it("reads again after any change to listings, their media, banners or collections", async () => {
    const { db } = database;
    const cache = createPublicReadCache(db, { versionTtlMs: 0 });
    const { load } = countingLoad();
    await cache.read("k", load);

    const listing = await insertListing(db, { ownerId });
    expect(await cache.read("k", load)).toBe(2);

    await db.update(listings).set({ status: "rejected" }).where(eq(listings.id, listing.id));
    expect(await cache.read("k", load)).toBe(3);

    await db.insert(listingMedia).values({
      listingId: listing.id,
      position: 0,
      kind: "image",
      url: "/media/x.webp",
      storageKey: "x.webp",
    });
    expect(await cache.read("k", load)).toBe(4);

    await db.insert(bannerGroups).values({ name: "Sale", alt: "Sale" });
    expect(await cache.read("k", load)).toBe(5);

    await db.insert(collections).values({ title: "Farms", description: "Farm land" });
    expect(await cache.read("k", load)).toBe(6);

    // Changes elsewhere (accounts, messages) leave the answers alone.
    await insertUser(db);
    expect(await cache.read("k", load)).toBe(6);
  });

  it("trusts a version for versionTtlMs, and expire() makes the next read check it", async () => {
    const { db } = database;
    const cache = createPublicReadCache(db, { versionTtlMs: 3_600_000 });
    const { load, calls } = countingLoad();
    await cache.read("k", load);
    await insertListing(db, { ownerId });
    expect(await cache.read("k", load)).toBe(1);
    cache.expire();
    expect(await cache.read("k", load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it("shares one load among concurrent readers and keeps no failed answer", async () => {
    const cache = createPublicReadCache(database.db, { versionTtlMs: 0 });
    const { load, calls } = countingLoad();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.read("same", load)));
    expect(answers).toEqual(Array(8).fill(1));
    expect(calls()).toBe(1);

    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("database went away");
      return "fine";
    };
    await expect(cache.read("flaky", flaky)).rejects.toThrow("database went away");
    expect(await cache.read("flaky", flaky)).toBe("fine");
  });

  it("keeps answers that are null", async () => {
    const cache = createPublicReadCache(database.db, { versionTtlMs: 0 });
    let calls = 0;
    const missing = async () => {
      calls += 1;
      return null;
    };
    expect(await cache.read("none", missing)).toBeNull();
    expect(await cache.read("none", missing)).toBeNull();
    expect(calls).toBe(1);
  });
});
