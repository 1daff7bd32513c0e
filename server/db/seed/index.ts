import { randomUUID } from "node:crypto";
import {
  type DocumentReference,
  Timestamp,
  type WithFieldValue,
  type WriteBatch,
} from "firebase-admin/firestore";
import { createDiskStorage } from "#server/adapters/storage/disk.ts";
import { markConfirmationsComplete } from "#server/modules/listings/freshness.ts";
import { emptyCounts, setSeededCounts, tally } from "#server/modules/listings/list-counts.ts";
import { markMediaVisibilityFollowed } from "#server/modules/media/visibility.ts";
import { seedRateDocs } from "#server/modules/rates/queries.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { createRandom } from "#shared/random.ts";
import { col, INTERNAL_COLLECTIONS } from "../collections.ts";
import type { Db } from "../firestore.ts";
import { recordPublicChange } from "../public-changes.ts";
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_OWNER, type DemoAccount } from "./accounts.ts";
import { SEED_COLLECTIONS, SEED_PLANS } from "./content.ts";
import { BANNER_GROUPS, createSeedBanners, createSeedPhotos } from "./images.ts";
import { createListingGenerator } from "./listings.ts";

export type { DemoAccount } from "./accounts.ts";
export { DEMO_ACCOUNTS } from "./accounts.ts";

export interface SeedOptions {
  db: Db;
  /** Where the generated pictures are written (served at /media). */
  mediaDir: string;
  /** Default 200. */
  listingCount?: number;
  /** Creates or finds the account in Firebase Auth and returns its uid. */
  ensureAuthUser: (account: DemoAccount) => Promise<string>;
  log?: (message: string) => void;
  /** For tests: "now" for the createdAt spreads. */
  now?: Date;
}

export interface SeedResult {
  /** True when demo content was written (the project had no listings). */
  created: boolean;
  /** Listings written by this call (0 when the project already had listings). */
  listings: number;
}

const PRNG_SEED = 20_241_017;
/** Listings handed to the bulk writer before waiting for it to drain: bounds memory, and paces the progress log. */
const LISTING_CHUNK = 5_000;
const PROGRESS_EVERY = 10_000;
/** A seed refreshes its lock at every chunk; a lock left alone this long belongs to a seed that died. */
const SEED_LOCK_STALE_MS = 60_000;
/** gRPC status of create() on an existing document. */
const ALREADY_EXISTS = 6;

/**
 * Demo data. Accounts are upserted on every run (users/{uid}, the uid from Firebase Auth); everything else is
 * written only into a project without listings, so running it twice adds nothing. The content is written with
 * a bulk writer (100,000 listings do not fit one transaction), then one public change tells running servers
 * to reload; `meta/seed` keeps two seeds from filling one project at once.
 */
export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  const { db, log = () => {} } = options;
  const listingCount = Math.max(0, Math.trunc(options.listingCount ?? 200));
  const now = options.now ?? new Date();
  const uids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const uid = await options.ensureAuthUser(account);
    await upsertDemoAccount(db, { account, uid, log });
    uids.set(account.email, uid);
  }
  const none: SeedResult = { created: false, listings: 0 };
  if (listingCount === 0 || (await hasListings(db))) return none;

  const lock = await acquireSeedLock(db);
  if (!lock) {
    log("seed: another seed is filling this project (meta/seed); not seeding");
    return none;
  }
  try {
    if (await hasListings(db)) {
      await lock.release();
      return none;
    }
    const started = performance.now();
    const storage = createDiskStorage({ mediaDir: options.mediaDir });
    const [photos, banners] = await Promise.all([createSeedPhotos(storage), createSeedBanners(storage)]);
    log(`seed: pictures ready in ${Math.round(performance.now() - started)} ms`);

    const writer = createBulkWrites(db);
    for (const plan of SEED_PLANS) {
      writer.create(col.plans(db).doc(randomUUID()), {
        ...plan,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    // The registration rates Nilam starts from (issue 35), under the ids an empty table reads them by: the demo's
    // console lists them as stored sets. A table the admin already filled is left as it is.
    if ((await col.registrationRates(db).limit(1).get()).empty) {
      for (const { id, doc } of seedRateDocs(now)) writer.create(col.registrationRates(db).doc(id), doc);
    }
    for (const [position, group] of BANNER_GROUPS.entries()) {
      writer.create(col.bannerGroups(db).doc(group.id), {
        name: group.name,
        alt: group.name,
        position,
        images: (banners[position] ?? []).map((image) => ({
          id: randomUUID(),
          url: image.url,
          storageKey: null,
          alt: image.alt,
          altTa: image.altTa,
          width: image.width,
          height: image.height,
          variants: image.variants,
        })),
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const [position, collection] of SEED_COLLECTIONS.entries()) {
      const image = photos.byName[collection.title][0]!;
      writer.create(col.collections(db).doc(randomUUID()), {
        title: collection.title,
        description: collection.description,
        titleTa: collection.titleTa,
        descriptionTa: collection.descriptionTa,
        propertyName: collection.title,
        image: { url: image.url, storageKey: null, variants: image.variants },
        position,
        createdAt: now,
        updatedAt: now,
      });
    }

    const generate = createListingGenerator({
      random: createRandom(PRNG_SEED),
      ownerId: uids.get(DEMO_OWNER.email)!,
      adminId: uids.get(DEMO_ADMIN.email)!,
      photos,
      now,
      firstCodeNumber: await reserveCodeNumbers(db, listingCount),
    });
    const listings = col.listings(db);
    const contacts = col.listingContacts(db);
    const counts = emptyCounts();
    for (let index = 0; index < listingCount; index++) {
      const { id, listing, contact } = generate(index);
      tally(counts, listing);
      writer.create(listings.doc(id), listing);
      writer.create(contacts.doc(id), contact);
      const done = index + 1;
      if (done % LISTING_CHUNK === 0 && done < listingCount) {
        await writer.flush();
        await lock.refresh();
        if (done % PROGRESS_EVERY === 0) log(`seed: ${done} of ${listingCount} listings`);
      }
    }
    await writer.close();

    const batch = db.batch();
    recordPublicChange(db, { tx: batch, full: true, content: true });
    // The project had no listings, so these are every list's counts; every listing has its code key.
    setSeededCounts(db, { batch, counts });
    markConfirmationsComplete(db, { batch });
    markMediaVisibilityFollowed(db, { batch });
    lock.releaseIn(batch);
    await batch.commit();
    log(`seed: ${listingCount} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The first server to start loads this snapshot instead of reading every listing (modules/search/sync.ts).
    const publicData = createPublicData(db, { checkIntervalMs: 0 });
    await publicData.writeSnapshot();
    await publicData.close();
    log("seed: projection snapshot written");
    return { created: true, listings: listingCount };
  } catch (error) {
    await lock.release().catch(() => {});
    throw error;
  }
}

async function hasListings(db: Db): Promise<boolean> {
  const snapshot = await db.collection("listings").select().limit(1).get();
  return !snapshot.empty;
}

/**
 * users/{uid} with the account's profile; createdAt kept when it exists. When the Auth emulator lost its users
 * but Firestore kept its data, the account comes back with a new uid: the old uid's listings follow it.
 */
async function upsertDemoAccount(
  db: Db,
  { account, uid, log }: { account: DemoAccount; uid: string; log: (message: string) => void },
): Promise<void> {
  const moment = new Date();
  const profile = {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    city: account.city,
    disabled: false,
    disabledAt: null,
    updatedAt: moment,
  };
  const ref = col.users(db).doc(uid);
  await ref
    .create({ ...profile, address: null, endedSessions: [], lastSignInAt: null, createdAt: moment })
    .catch(async (error: unknown) => {
      if (!isAlreadyExists(error)) throw error;
      await ref.set(profile, { merge: true });
    });
  const sameEmail = await db.collection("users").where("email", "==", account.email).select().get();
  for (const stale of sameEmail.docs.filter((doc) => doc.id !== uid)) {
    const moved = await moveOwnedListings(db, { from: stale.id, to: uid });
    await db.recursiveDelete(stale.ref);
    log(`seed: ${account.email} has a new uid; ${moved} listings moved to it`);
  }
}

async function moveOwnedListings(db: Db, { from, to }: { from: string; to: string }): Promise<number> {
  const writer = createBulkWrites(db);
  let moved = 0;
  for (const name of ["listings", "listingContacts"] as const) {
    const owned = await db.collection(name).where("ownerId", "==", from).select().get();
    for (const doc of owned.docs) writer.update(doc.ref, { ownerId: to });
    if (name === "listings") moved = owned.size;
  }
  await writer.close();
  if (moved > 0) {
    const batch = db.batch();
    recordPublicChange(db, { tx: batch, full: true });
    await batch.commit();
  }
  return moved;
}

/** `count` listing numbers from counters/listings; returns the first. */
async function reserveCodeNumbers(db: Db, count: number): Promise<number> {
  const ref = db.collection(INTERNAL_COLLECTIONS.counters).doc("listings");
  return db.runTransaction(async (tx) => {
    const stored: unknown = (await tx.get(ref)).get("next");
    const first = typeof stored === "number" && Number.isSafeInteger(stored) && stored > 0 ? stored : 1;
    tx.set(ref, { next: first + count });
    return first;
  });
}

interface SeedLock {
  refresh(): Promise<void>;
  release(): Promise<void>;
  releaseIn(batch: WriteBatch): void;
}

/** Best effort: create() fails when another seed holds `meta/seed`, unless that one stopped refreshing it. */
async function acquireSeedLock(db: Db): Promise<SeedLock | null> {
  const ref = db.collection("meta").doc("seed");
  const lock: SeedLock = {
    refresh: async () => {
      await ref.update({ aliveAt: new Date() });
    },
    release: async () => {
      await ref.delete();
    },
    releaseIn: (batch) => {
      batch.delete(ref);
    },
  };
  try {
    await ref.create({ startedAt: new Date(), aliveAt: new Date() });
    return lock;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const held = await ref.get();
  const aliveAt: unknown = held.get("aliveAt");
  if (
    !held.exists ||
    (aliveAt instanceof Timestamp && Date.now() - aliveAt.toMillis() < SEED_LOCK_STALE_MS)
  ) {
    return null;
  }
  // Taken over only if nobody else did so since we read it.
  try {
    await ref.update({ startedAt: new Date(), aliveAt: new Date() }, { lastUpdateTime: held.updateTime! });
    return lock;
  } catch {
    return null;
  }
}

function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/**
 * A bulk writer without throttling (the emulator and a fresh project take full speed) that keeps its first
 * failure and throws it from close(), instead of leaving one rejected promise per write unhandled.
 */
function createBulkWrites(db: Db) {
  const writer = db.bulkWriter({ throttling: false });
  let failure: unknown = null;
  const keep = (error: unknown) => {
    failure ??= error;
  };
  const check = () => {
    if (failure !== null) throw failure;
  };
  return {
    create<T>(ref: DocumentReference<T>, data: WithFieldValue<T>) {
      writer.create(ref, data).catch(keep);
    },
    update(ref: DocumentReference, data: Record<string, unknown>) {
      writer.update(ref, data).catch(keep);
    },
    async flush() {
      await writer.flush();
      check();
    },
    async close() {
      await writer.close();
      check();
    },
  };
}
