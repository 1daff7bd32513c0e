// Which media anyone may read. A listing's files are in the storage's public place only while the listing is on the
// site (approved); every other listing's files, and every upload, are in the private place, which owners and admins
// see through signed URLs that expire. Every write that takes a listing on or off the site records a public change
// (server/db/public-changes.ts): `followMediaVisibility`, a scheduled job, moves the files of each listing those
// changes name to match its status, so no writer is missed; the writers whose change a person waits to see
// (approval, rejection, an owner's edit or confirmation) also call `matchListingMedia` after their commit.
import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc, ListingMedia, MediaVariant } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { PublicChangeRecord } from "#server/db/public-changes.ts";
import type { Logger } from "#server/logger.ts";
import { isPublicStatus, type ListingStatus } from "#shared/values.ts";
import { mediaKeys, type StoredFiles } from "./uploads.ts";

/** How long a signed URL of a private file works: long enough for a page to load its pictures and video. */
export const PREVIEW_SECONDS = 30 * 60;

/** Files moved at once. */
const MOVES_AT_ONCE = 8;
/** Listing documents read per getAll() call. */
const READ_CHUNK = 300;

async function eachKey(keys: readonly string[], move: (key: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < keys.length; i += MOVES_AT_ONCE)
    await Promise.all(keys.slice(i, i + MOVES_AT_ONCE).map(move));
}

/** Publishes or hides these pictures' files (banners' and collections' pictures are public once saved). */
export function setFilesPublic(
  storage: Storage,
  files: readonly StoredFiles[],
  visible: boolean,
): Promise<void> {
  return eachKey(mediaKeys(files), (key) => (visible ? storage.publish(key) : storage.unpublish(key)));
}

interface Moved {
  published: number;
  hidden: number;
}

/** Moves each listing's files to the place its status says. */
async function matchListings(storage: Storage, listings: readonly (ListingDoc | undefined)[], moved: Moved) {
  for (const listing of listings) {
    if (!listing) continue;
    const visible = isPublicStatus(listing.status);
    await setFilesPublic(storage, listing.media, visible);
    if (visible) moved.published += 1;
    else moved.hidden += 1;
  }
}

/**
 * Moves the files of these listings to the place their status says: public while on the site, private otherwise.
 * A listing that no longer exists has no files left to move (its deletion removed them).
 */
export async function matchListingMedia(
  db: Db,
  input: { storage: Storage; listingIds: readonly string[] },
): Promise<Moved> {
  const ids = [...new Set(input.listingIds)];
  const moved = { published: 0, hidden: 0 };
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    const refs = ids.slice(start, start + READ_CHUNK).map((id) => col.listings(db).doc(id));
    const snapshots = await db.getAll(...refs);
    // getAll() is typed without converters; the references' converter did run.
    await matchListings(
      input.storage,
      snapshots.map((snapshot) => snapshot.data() as ListingDoc | undefined),
      moved,
    );
  }
  return moved;
}

/** The same after a commit, for a writer whose request must not fail over it: the job finishes what fails here. */
export async function matchListingMediaAfterCommit(
  db: Db,
  input: { storage: Storage; listingIds: readonly string[]; logger?: Pick<Logger, "warn"> },
): Promise<void> {
  try {
    await matchListingMedia(db, input);
  } catch (error) {
    input.logger?.warn(
      { err: error, listingIds: input.listingIds },
      "listing media not yet moved to match its status; the media job will",
    );
  }
}

/** Every listing, a page at a time (the job's first run, or after a `full` change such as a seed). */
async function matchEveryListing(db: Db, storage: Storage): Promise<Moved> {
  const moved = { published: 0, hidden: 0 };
  let query = col.listings(db).orderBy("__name__").limit(READ_CHUNK);
  for (;;) {
    const page = await query.get();
    if (page.empty) return moved;
    await matchListings(
      storage,
      page.docs.map((doc) => doc.data()),
      moved,
    );
    query = query.startAfter(page.docs.at(-1)!);
  }
}

const CURSOR_DOC = "mediaVisibility";
const cursorOf = (db: Db) => db.collection(INTERNAL_COLLECTIONS.meta).doc(CURSOR_DOC);

/**
 * For the seed, in the batch that records its public change: its listings' media are shared files of no listing of
 * their own (storageKey null), so there is nothing to move. The job follows the changes committed after this
 * batch instead of going over every listing (at 100,000 listings, minutes of reads at every server's start until
 * a first full pass finished).
 */
export function markMediaVisibilityFollowed(db: Db, { batch }: { batch: WriteBatch }): void {
  batch.set(cursorOf(db), { at: FieldValue.serverTimestamp() });
}

/**
 * The scheduled job: applies the public changes recorded since its last run (its cursor is `meta/mediaVisibility`).
 * The first run, and a change that says everything changed, go over every listing.
 */
export async function followMediaVisibility(
  db: Db,
  input: { storage: Storage },
): Promise<Moved & { changes: number }> {
  const started = Timestamp.now();
  const cursorRef = cursorOf(db);
  const cursor = (await cursorRef.get()).get("at") as Timestamp | undefined;
  const log = cursor
    ? await db.collection(INTERNAL_COLLECTIONS.publicChanges).where("at", ">", cursor).orderBy("at").get()
    : null;
  const changes = log?.docs.map((doc) => doc.data() as PublicChangeRecord) ?? [];
  const done =
    !log || changes.some((change) => change.full)
      ? await matchEveryListing(db, input.storage)
      : await matchListingMedia(db, {
          storage: input.storage,
          listingIds: changes.flatMap((change) => change.listingIds),
        });
  // The log's read time, or the time before the full pass began: nothing committed after it is skipped.
  await cursorRef.set({ at: log?.readTime ?? started });
  return { changes: changes.length, ...done };
}

/** One rendition with its URL signed for a while. */
async function signedVariant(storage: Storage, variant: MediaVariant): Promise<MediaVariant> {
  return variant.key ? { ...variant, url: await storage.signedUrl(variant.key, PREVIEW_SECONDS) } : variant;
}

/**
 * The media of a listing as its owner or an admin sees them: as stored while the listing is on the site, otherwise
 * with every URL signed for PREVIEW_SECONDS (the files are private). Shared seed files (null keys) stay as they are.
 */
export async function viewableMedia(
  storage: Storage,
  listing: { status: ListingStatus | "upload"; media: readonly ListingMedia[] },
): Promise<ListingMedia[]> {
  if (listing.status !== "upload" && isPublicStatus(listing.status)) return [...listing.media];
  return Promise.all(
    listing.media.map(async (media) => ({
      ...media,
      url: media.storageKey ? await storage.signedUrl(media.storageKey, PREVIEW_SECONDS) : media.url,
      variants: await Promise.all(media.variants.map((v) => signedVariant(storage, v))),
      ...(media.avifVariants
        ? { avifVariants: await Promise.all(media.avifVariants.map((v) => signedVariant(storage, v))) }
        : {}),
    })),
  );
}
