import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "#server/adapters/storage/disk.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import { type Database, type Db, openFirestore } from "#server/db/firestore.ts";
import { SEED_COLLECTIONS, SEED_PLANS } from "#server/db/seed/content.ts";
import { DEMO_ACCOUNTS, type SeedResult, seedDatabase } from "#server/db/seed/index.ts";
import {
  codeKeysComplete,
  emptyCounts,
  readListCounts,
  tally,
} from "#server/modules/listings/list-counts.ts";
import { followMediaVisibility } from "#server/modules/media/visibility.ts";
import { SEED_RATE_SETS } from "#server/modules/rates/seed.ts";
import { readNewestSnapshot } from "#server/modules/search/snapshot.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { derivePrices, formatListingCode, LISTING_TYPES, PROPERTY_NAMES } from "#shared/values.ts";

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    "The seed tests need the Firestore emulator: set FIRESTORE_EMULATOR_HOST (npm test starts one).",
  );
}

const LISTINGS = 200;
const now = new Date("2026-01-31T00:00:00Z");
const opened: Database[] = [];
let database: Database;
let mediaDir = "";
let first: SeedResult;

function openProject(): Database {
  const project = openFirestore({ projectId: `demo-nilam-test-${randomUUID().slice(0, 8)}`, emulatorHost });
  opened.push(project);
  return project;
}

// The seed's Auth part is an adapter (server/adapters/auth/demo-users.ts, tested with the Auth emulator);
// all the seed needs from it is a uid per account, so a stub hands them out.
const stubAuth =
  (prefix = "uid") =>
  async (account: { email: string }) =>
    `${prefix}-${account.email}`;

function seed(
  db: Db,
  overrides: { listingCount?: number; ensureAuthUser?: ReturnType<typeof stubAuth> } = {},
) {
  return seedDatabase({
    db,
    mediaDir,
    listingCount: LISTINGS,
    ensureAuthUser: stubAuth(),
    now,
    ...overrides,
  });
}

async function countOf(db: Db, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

async function counts(db: Db) {
  const names = [
    "users",
    "listings",
    "listingContacts",
    "plans",
    "bannerGroups",
    "collections",
    "publicChanges",
  ];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await countOf(db, name)])));
}

async function allListings(db: Db): Promise<(ListingDoc & { id: string })[]> {
  const snapshot = await col.listings(db).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ""));

beforeAll(async () => {
  database = openProject();
  mediaDir = await mkdtemp(path.join(tmpdir(), "nilam-seed-"));
  first = await seed(database.db);
});

afterAll(async () => {
  // Frees the emulator's memory: these projects are not used again.
  await Promise.all(
    opened.map((project) =>
      fetch(
        `http://${emulatorHost}/emulator/v1/projects/${project.projectId}/databases/(default)/documents`,
        {
          method: "DELETE",
        },
      ),
    ),
  );
  await Promise.all(opened.map((project) => project.close()));
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe("seedDatabase", () => {
  it("fills a project without listings", () => {
    expect(first).toEqual({ created: true, listings: LISTINGS });
  });

  it("creates the three demo accounts as users/{uid} with their profiles", async () => {
    const users = await col.users(database.db).get();
    expect(users.docs.map((doc) => doc.id).sort()).toEqual(DEMO_ACCOUNTS.map((a) => `uid-${a.email}`).sort());
    for (const account of DEMO_ACCOUNTS) {
      const user = users.docs.find((doc) => doc.id === `uid-${account.email}`)!.data();
      expect(user).toMatchObject({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber,
        city: account.city,
        disabled: false,
      });
    }
  });

  it("spreads listings over all 38 districts, 5 property names and 3 types, with pending and rejected ones", async () => {
    const listings = await allListings(database.db);
    expect(listings).toHaveLength(LISTINGS);
    expect(new Set(listings.map((l) => l.city))).toEqual(new Set(TAMIL_NADU_DISTRICTS));
    expect(new Set(listings.map((l) => l.propertyName))).toEqual(new Set(PROPERTY_NAMES));
    expect(new Set(listings.map((l) => l.types))).toEqual(new Set(LISTING_TYPES));
    const n = (status: string) => listings.filter((l) => l.status === status).length;
    expect(n("pending")).toBeGreaterThanOrEqual(LISTINGS * 0.05);
    expect(n("rejected")).toBeGreaterThan(0);
    expect(n("approved")).toBeGreaterThan(LISTINGS * 0.8);
    expect(listings.filter((l) => l.status === "rejected").every((l) => l.rejectionReason)).toBe(true);
    const owners = new Set(listings.map((l) => l.ownerId));
    expect(owners).toEqual(new Set(["uid-owner@nilam.test", "uid-admin@nilam.test"]));
    for (const listing of listings) {
      expect(listing.code).toBe(formatListingCode(listing.codeNumber));
      expect({
        pricePerCentRupees: listing.pricePerCentRupees,
        pricePerAcreRupees: listing.pricePerAcreRupees,
      }).toEqual(derivePrices(listing));
    }
  });

  it("numbers the listings 1…N and sets counters/listings past the highest", async () => {
    const numbers = (await allListings(database.db)).map((l) => l.codeNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: LISTINGS }, (_, i) => i + 1));
    const counter = await database.db.collection("counters").doc("listings").get();
    expect(counter.data()).toEqual({ next: LISTINGS + 1 });
  });

  it("counts every moderation list and gives every listing its code key, for the admin console", async () => {
    const listings = await allListings(database.db);
    const counted = emptyCounts();
    for (const listing of listings) tally(counted, listing);
    expect(await readListCounts(database.db)).toEqual(counted);
    expect(listings.every((listing) => listing.codeKey === listing.code.replace("-", ""))).toBe(true);
    expect(await codeKeysComplete(database.db)).toBe(true);
  });

  it("writes a projection snapshot of the approved listings, for the first server to start from", async () => {
    const snapshot = await readNewestSnapshot(database.db);
    const approved = (await allListings(database.db)).filter((listing) => listing.status === "approved");
    expect(snapshot?.records.map((record) => record.id).sort()).toEqual(approved.map((l) => l.id).sort());
  });

  it("leaves the media job nothing to go over: its listings' media are shared files, already in place", async () => {
    const storage = createDiskStorage({ mediaDir });
    expect(await followMediaVisibility(database.db, { storage })).toEqual({
      changes: 0,
      published: 0,
      hidden: 0,
    });
  });

  it("keeps the owners' contact details apart, in listingContacts/{id}", async () => {
    const listings = await allListings(database.db);
    const contacts = await col.listingContacts(database.db).get();
    expect(contacts.size).toBe(LISTINGS);
    const ownerOf = new Map(listings.map((l) => [l.id, l.ownerId]));
    for (const doc of contacts.docs) {
      const contact = doc.data();
      expect(contact.ownerId).toBe(ownerOf.get(doc.id));
      expect(contact.phone).toMatch(/^[6-9]\d{9}$/);
      expect(contact.name).not.toBe("");
      expect(contact.address).not.toBe("");
    }
    const raw = await database.db.collection("listings").limit(20).get();
    for (const doc of raw.docs) {
      for (const field of ["contactOwnerName", "contactOwnerPhone", "propertyAddress", "phone", "address"]) {
        expect(doc.data()).not.toHaveProperty(field);
      }
    }
  });

  it("embeds 1 to 5 pictures per listing, the cover first, whose files exist in the media directory", async () => {
    const urls = new Set<string>();
    for (const listing of await allListings(database.db)) {
      expect(listing.media.length).toBeGreaterThanOrEqual(1);
      expect(listing.media.length).toBeLessThanOrEqual(5);
      const slug = listing.propertyName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      expect(listing.media[0]!.url).toMatch(new RegExp(`/seed/photos/${slug}-[12]-1600\\.webp$`));
      for (const media of listing.media) {
        expect(media.kind).toBe("image");
        expect(media.storageKey).toBeNull();
        expect(media.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
        for (const url of [media.url, ...media.variants.map((v) => v.url)]) urls.add(url);
      }
    }
    expect([...urls].filter((url) => !existsSync(fileOf(url)))).toEqual([]);
  });

  it("adds the registration rates Nilam starts from, under the ids an empty table reads them by", async () => {
    const stored = await col.registrationRates(database.db).get();
    expect(stored.docs.map((d) => [d.id, d.data().effectiveFrom, d.data().updatedBy]).sort()).toEqual(
      SEED_RATE_SETS.map((set) => [`seed-${set.effectiveFrom}`, set.effectiveFrom, "seed"]),
    );
  });

  it("adds plans, a banner group per listing type of at least three wide images, and one collection per property name", async () => {
    const plans = await col.plans(database.db).orderBy("sortOrder").get();
    expect(
      plans.docs.map((d) => d.data()).map((p) => [p.name, p.priceRupees, p.duration, p.timeUnit, p.active]),
    ).toEqual([
      ["Basic", 199, 1, "month", true],
      ["Standard", 499, 3, "month", true],
      ["Premium", 1499, 12, "month", true],
    ]);
    // Tamil pages offer each its Tamil name, and show each banner and collection in Tamil (content.test.ts).
    expect(plans.docs.map((d) => d.data().nameTa)).toEqual(SEED_PLANS.map((plan) => plan.nameTa));
    const groups = (await col.bannerGroups(database.db).orderBy("position").get()).docs.map((d) => d.data());
    expect(groups.map((g) => g.name)).toEqual(["Buy", "Rent", "Lease"]);
    // One per listing type, under the type's id: each type's home page shows its own.
    const ids = (await col.bannerGroups(database.db).orderBy("position").get()).docs.map((d) => d.id);
    expect(ids).toEqual(["sell", "rent", "lease"]);
    for (const group of groups) {
      expect(group.images.length).toBeGreaterThanOrEqual(3);
      expect(group.images.every((i) => i.width! > i.height!)).toBe(true);
      expect(group.images.every((i) => existsSync(fileOf(i.url)))).toBe(true);
      expect(group.images.every((i) => /[\u0B80-\u0BFF]/.test(i.altTa ?? ""))).toBe(true);
    }
    const collections = (await col.collections(database.db).orderBy("position").get()).docs.map((d) =>
      d.data(),
    );
    expect(collections.map((c) => c.title).sort()).toEqual([...PROPERTY_NAMES].sort());
    expect(
      collections.every((c) => c.propertyName === c.title && c.image && existsSync(fileOf(c.image.url))),
    ).toBe(true);
    expect(collections.map((c) => [c.titleTa, c.descriptionTa])).toEqual(
      SEED_COLLECTIONS.map((c) => [c.titleTa, c.descriptionTa]),
    );
  });

  it("records one public change asking running servers to reload everything, and releases its lock", async () => {
    const changes = await database.db.collection("publicChanges").get();
    expect(changes.docs.map((d) => ({ ...d.data(), at: d.get("at") instanceof Timestamp }))).toEqual([
      { listingIds: [], content: true, full: true, at: true },
    ]);
    expect((await database.db.collection("meta").doc("seed").get()).exists).toBe(false);
  });

  it("adds nothing when run again, but refreshes the demo accounts", async () => {
    const owner = col.users(database.db).doc("uid-owner@nilam.test");
    const createdAt = (await owner.get()).data()!.createdAt;
    await owner.update({ firstName: "Changed", disabled: true });
    const before = await counts(database.db);
    expect(await seed(database.db)).toEqual({ created: false, listings: 0 });
    expect(await counts(database.db)).toEqual(before);
    expect((await owner.get()).data()).toMatchObject({ firstName: "Selvi", disabled: false, createdAt });
  });

  it("does not fill a project while another seed holds meta/seed", async () => {
    const { db } = openProject();
    await db.collection("meta").doc("seed").create({ startedAt: new Date(), aliveAt: new Date() });
    expect(await seed(db, { listingCount: 10 })).toEqual({ created: false, listings: 0 });
    expect(await countOf(db, "listings")).toBe(0);
    expect(await countOf(db, "users")).toBe(DEMO_ACCOUNTS.length);
  });

  it("fills a project once when two seeds start together", async () => {
    const { db } = openProject();
    const results = await Promise.all([seed(db, { listingCount: 20 }), seed(db, { listingCount: 20 })]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await countOf(db, "listings")).toBe(20);
    expect(await countOf(db, "plans")).toBe(3);
  });

  it("hands the demo listings to an account's new uid when Auth lost its users", async () => {
    const ownedBefore = (await allListings(database.db)).filter(
      (l) => l.ownerId === "uid-owner@nilam.test",
    ).length;
    await seed(database.db, { ensureAuthUser: stubAuth("uid2") });
    const listings = await allListings(database.db);
    expect(listings.filter((l) => l.ownerId === "uid2-owner@nilam.test")).toHaveLength(ownedBefore);
    expect(listings.some((l) => l.ownerId.startsWith("uid-"))).toBe(false);
    const contacts = await col
      .listingContacts(database.db)
      .where("ownerId", "==", "uid2-owner@nilam.test")
      .get();
    expect(contacts.size).toBe(ownedBefore);
    expect((await col.users(database.db).doc("uid-owner@nilam.test").get()).exists).toBe(false);
    expect((await col.users(database.db).doc("uid2-owner@nilam.test").get()).exists).toBe(true);
  });
});
