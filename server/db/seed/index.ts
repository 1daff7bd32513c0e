import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createDiskStorage } from "#server/adapters/storage/disk.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import type { Db } from "../client.ts";
import {
  bannerGroups,
  bannerImages,
  collections,
  districts,
  listingMedia,
  listings,
  plans,
  users,
} from "../schema/index.ts";
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_OWNER, type DemoAccount } from "./accounts.ts";
import { insertManySql } from "./bulk.ts";
import { SEED_COLLECTIONS, SEED_PLANS } from "./content.ts";
import { BANNER_GROUPS, createSeedBanners, createSeedPhotos } from "./images.ts";
import { createListingGenerator, type NewListing, type NewListingMedia } from "./listings.ts";
import { createRandom } from "./random.ts";

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
  /** For tests: "now" for created_at spreads. */
  now?: Date;
}

export interface SeedResult {
  /** True when demo content was written (the listings table was empty). */
  created: boolean;
  /** Listings written by this call (0 when the database already had listings). */
  listings: number;
}

const PRNG_SEED = 20_241_017;
/** Rows per INSERT (one JSON parameter each, about 1.5 MB for listings). */
const LISTING_BATCH = 1_000;
const MEDIA_BATCH = 4_000;
/** Any fixed number: two seeds starting together on one PostgreSQL do not both fill it. */
const SEED_LOCK_KEY = 7_315_402_119;

async function insertMany<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]) {
  const statement = insertManySql(table, rows);
  if (statement) await db.execute(statement);
}

async function hasListings(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(listings).limit(1);
  return rows.length > 0;
}

/**
 * Demo data. Accounts are upserted on every run (the Auth emulator may have lost its users, so the
 * firebase_uid follows it); everything else is written only into a database without listings, in one
 * transaction, so running it twice adds nothing.
 */
export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  const { db, log = () => {} } = options;
  const listingCount = Math.max(0, Math.trunc(options.listingCount ?? 200));
  const accountIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const firebaseUid = await options.ensureAuthUser(account);
    const profile = {
      firebaseUid,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      city: account.city,
      disabled: false,
    };
    const [row] = await db
      .insert(users)
      .values({ email: account.email, ...profile })
      .onConflictDoUpdate({ target: users.email, set: profile })
      .returning({ id: users.id });
    accountIds.set(account.email, row!.id);
  }
  await db
    .insert(districts)
    .values(TAMIL_NADU_DISTRICTS.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();

  if (listingCount === 0 || (await hasListings(db))) return { created: false, listings: 0 };

  const started = performance.now();
  const storage = createDiskStorage({ mediaDir: options.mediaDir });
  const [photos, banners] = await Promise.all([createSeedPhotos(storage), createSeedBanners(storage)]);
  log(`seed: pictures ready in ${Math.round(performance.now() - started)} ms`);

  const now = options.now ?? new Date();
  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasListings(tx)) return 0;

    await tx.insert(plans).values(SEED_PLANS);
    for (const [g, group] of BANNER_GROUPS.entries()) {
      const [row] = await tx
        .insert(bannerGroups)
        .values({ name: group.name, alt: group.name, position: g })
        .returning({ id: bannerGroups.id });
      await tx.insert(bannerImages).values(
        (banners[g] ?? []).map((image, position) => ({
          groupId: row!.id,
          position,
          url: image.url,
          storageKey: null,
          alt: image.alt,
          width: image.width,
          height: image.height,
          variants: image.variants,
        })),
      );
    }
    await tx.insert(collections).values(
      SEED_COLLECTIONS.map((collection, position) => {
        const image = photos.byName[collection.title][0]!;
        return {
          title: collection.title,
          description: collection.description,
          propertyName: collection.title,
          imageUrl: image.url,
          imageStorageKey: null,
          imageVariants: image.variants,
          position,
        };
      }),
    );

    const generate = createListingGenerator({
      random: createRandom(PRNG_SEED),
      ownerId: accountIds.get(DEMO_OWNER.email)!,
      adminId: accountIds.get(DEMO_ADMIN.email)!,
      photos,
      now,
    });
    let pendingMedia: NewListingMedia[] = [];
    for (let start = 0; start < listingCount; start += LISTING_BATCH) {
      const batch: NewListing[] = [];
      for (let index = start; index < Math.min(start + LISTING_BATCH, listingCount); index++) {
        const { listing, media } = generate(index);
        batch.push(listing);
        pendingMedia.push(...media);
      }
      await insertMany(tx, listings, batch);
      while (pendingMedia.length >= MEDIA_BATCH) {
        await insertMany(tx, listingMedia, pendingMedia.slice(0, MEDIA_BATCH));
        pendingMedia = pendingMedia.slice(MEDIA_BATCH);
      }
      if (listingCount >= 10 * LISTING_BATCH && (start / LISTING_BATCH) % 10 === 9) {
        log(`seed: ${start + batch.length} of ${listingCount} listings`);
      }
    }
    await insertMany(tx, listingMedia, pendingMedia);
    return listingCount;
  });
  if (written > 0) {
    // Fresh planner statistics: without them PostgreSQL guesses one row per table and plans the newest-listings
    // query as a scan of every listing (0.4 ms with statistics, 670 ms without at 100,000 listings).
    await db.execute(sql`analyze`);
    log(`seed: ${written} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { created: written > 0, listings: written };
}
