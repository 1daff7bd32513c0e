import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { type Database, openFirestore } from "#server/db/firestore.ts";
import {
  buildListing,
  createUser,
  insertBannerGroup,
  insertCollection,
  insertListingRow,
  insertListings,
  insertMedia,
  insertPlan,
  insertSubscription,
  uniquePhone,
} from "../support/factories/index.ts";

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    "The factory tests need the Firestore emulator: set FIRESTORE_EMULATOR_HOST (npm test starts one).",
  );
}

let database: Database;

beforeAll(() => {
  database = openFirestore({ projectId: `demo-nilam-test-${randomUUID().slice(0, 8)}`, emulatorHost });
});

afterAll(async () => {
  await database?.close();
});

// The factories write through the typed collections, so a default that breaks a schema fails here first.
describe("test factories", () => {
  it("create users, keyed by a given or a fresh uid", async () => {
    const fresh = await createUser(database.db);
    const named = await createUser(database.db, { uid: "auth-uid-1", firstName: "Kavya" });
    expect(named.uid).toBe("auth-uid-1");
    expect(fresh.uid).not.toBe(named.uid);
    expect((await col.users(database.db).doc("auth-uid-1").get()).data()).toMatchObject({
      firstName: "Kavya",
    });
  });

  it("build listings newest first, with derived prices and a unique contact phone", () => {
    const a = buildListing({ ownerId: "o" });
    const b = buildListing({ ownerId: "o", propertyName: "Land", budgetMethod: "Per Cent", budget: 100_000 });
    expect(a.createdAt.getTime() - b.createdAt.getTime()).toBe(60_000);
    expect(a).toMatchObject({
      status: "approved",
      city: "Salem",
      locality: "Fairlands",
      numberOfRooms: "2 BHK",
    });
    expect(a.approvedAt).toEqual(a.createdAt);
    expect(b.pricePerCentRupees).toBe(100_000);
    expect(a.contact.phone).not.toBe(b.contact.phone);
    expect(uniquePhone()).toMatch(/^9\d{9}$/);
    expect(buildListing({ ownerId: "o", status: "rejected" }).rejectionReason).not.toBeNull();
  });

  it("insert listings with their contacts and one public change, and media as an embedded array", async () => {
    const owner = await createUser(database.db);
    const [first, second] = await insertListings(database.db, [
      { ownerId: owner.uid },
      { ownerId: owner.uid, status: "pending", contact: { phone: "9000000001" } },
    ]);
    const stored = (await col.listings(database.db).doc(second!.id).get()).data()!;
    expect(stored.status).toBe("pending");
    expect((await col.listingContacts(database.db).doc(second!.id).get()).data()).toMatchObject({
      ownerId: owner.uid,
      phone: "9000000001",
    });
    const changes = await database.db
      .collection("publicChanges")
      .where("listingIds", "array-contains", first!.id)
      .get();
    expect(changes.docs.map((d) => d.get("listingIds"))).toEqual([[first!.id, second!.id]]);

    const media = await insertMedia(database.db, { listingId: first!.id, count: 2 });
    const withMedia = (await col.listings(database.db).doc(first!.id).get()).data()!;
    expect(withMedia.media).toEqual(media);
    expect(withMedia.media[0]!.variants[0]!.width).toBe(480);
    const single = await insertListingRow(database.db, { ownerId: owner.uid, city: "Theni" });
    expect(single.code).toMatch(/^NL-\d{6}$/);
  });

  it("insert content and subscriptions with defaults", async () => {
    const group = await insertBannerGroup(database.db, { imageCount: 2 });
    const collection = await insertCollection(database.db, { title: "Land", propertyName: "Land" });
    const plan = await insertPlan(database.db, { name: "Premium", priceRupees: 1499 });
    const active = await insertSubscription(database.db, { userId: "u1", planId: plan.id });
    const expired = await insertSubscription(database.db, { userId: "u1", expired: true });
    expect((await col.bannerGroups(database.db).doc(group.id).get()).data()!.images).toHaveLength(2);
    expect((await col.collections(database.db).doc(collection.id).get()).data()!.title).toBe("Land");
    expect((await col.plans(database.db).doc(plan.id).get()).data()).toMatchObject({
      active: true,
      priceRupees: 1499,
    });
    expect(active.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    expect((await col.subscriptions(database.db).doc(expired.id).get()).data()!.status).toBe("active");
  });
});
