import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/firestore.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { createPublicData, type PublicData } from "#server/modules/search/sync.ts";
import {
  createUser,
  insertBannerGroup,
  insertCollection,
  insertListingRow,
  insertMedia,
  updateListing,
} from "../support/factories/index.ts";
import { createTestDatabase } from "../support/test-database.ts";

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
  const opened: PublicData[] = [];

  /** Public data of a server instance that checks the change log as often as `checkIntervalMs` says. */
  function publicData(checkIntervalMs: number): PublicData {
    const data = createPublicData(database.db, { checkIntervalMs });
    opened.push(data);
    return data;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    ownerId = (await createUser(database.db)).uid;
  });

  afterAll(async () => {
    await Promise.all(opened.map((data) => data.close()));
    await database?.close();
  });

  it("answers a repeated read from memory while nothing public changes", async () => {
    const cache = createPublicReadCache(publicData(0));
    const { load, calls } = countingLoad();
    expect(await cache.read("a", load)).toBe(1);
    expect(await cache.read("a", load)).toBe(1);
    expect(calls()).toBe(1);
    // Another key is another answer.
    expect(await cache.read("b", load)).toBe(2);
  });

  it("reads again after any change to listings, their media, banners or collections", async () => {
    const { db } = database;
    const cache = createPublicReadCache(publicData(0));
    const { load } = countingLoad();
    await cache.read("k", load);

    const listing = await insertListingRow(db, { ownerId });
    expect(await cache.read("k", load)).toBe(2);

    await updateListing(db, { listingId: listing.id, status: "rejected" });
    expect(await cache.read("k", load)).toBe(3);

    await insertMedia(db, { listingId: listing.id });
    expect(await cache.read("k", load)).toBe(4);

    await insertBannerGroup(db);
    expect(await cache.read("k", load)).toBe(5);

    await insertCollection(db);
    expect(await cache.read("k", load)).toBe(6);

    // Changes elsewhere (accounts) record no public change and leave the answers alone.
    await createUser(db);
    expect(await cache.read("k", load)).toBe(6);
  });

  it("trusts a version for the check interval, and expire() makes the next read check it", async () => {
    const { db } = database;
    const cache = createPublicReadCache(publicData(3_600_000));
    const { load, calls } = countingLoad();
    await cache.read("k", load);
    await insertListingRow(db, { ownerId });
    expect(await cache.read("k", load)).toBe(1);
    cache.expire();
    expect(await cache.read("k", load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it("keeps at most maxEntries answers, dropping the least recently used", async () => {
    const cache = createPublicReadCache(publicData(3_600_000), { maxEntries: 2 });
    const { load, calls } = countingLoad();
    await cache.read("a", load);
    await cache.read("b", load);
    await cache.read("a", load);
    await cache.read("c", load);
    expect(calls()).toBe(3);
    // "a" was used more recently than "b": it stayed, "b" went.
    expect(await cache.read("a", load)).toBe(1);
    expect(await cache.read("b", load)).toBe(4);
  });

  it("shares one load among concurrent readers and keeps no failed answer", async () => {
    const cache = createPublicReadCache(publicData(0));
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
    const cache = createPublicReadCache(publicData(0));
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
