// How many listings each moderation list holds (the admin menu's badges, SPEC §2, and each list's total), kept in
// `counters/moderation` by the same transaction or batch that changes a listing's status or creates or deletes
// one. An admin page then reads one document: a count aggregation reads an index entry per listing, seconds at
// 100,000. A count taken from the listings themselves (recountModerationLists) starts the document, and a daily
// job mends any drift (a hand edit in the console).
import {
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import { LISTING_STATUSES, LISTING_TYPES, type ListingStatus, type ListingType } from "#shared/values.ts";

/** Per list: how many listings, in all and of each type. */
export type ListCounts = Record<ListingStatus, Record<ListingType | "all", number>>;

/** What decides which lists a listing is counted in. */
export type CountedListing = Pick<ListingDoc, "status" | "types">;

/** One listing's move: created (`before` null), deleted (`after` null), or from one list to another. */
export interface ListChange {
  before: CountedListing | null;
  after: CountedListing | null;
}

const countsRef = (db: Firestore) => db.collection(INTERNAL_COLLECTIONS.counters).doc("moderation");

export function emptyCounts(): ListCounts {
  const none = () => ({ all: 0, sell: 0, rent: 0, lease: 0 });
  return { pending: none(), approved: none(), rejected: none(), lapsed: none(), closed: none() };
}

/** Adds `by` listings of this status and type to the tally (-1: takes one away). */
export function tally(counts: ListCounts, listing: CountedListing, by = 1): void {
  counts[listing.status].all += by;
  counts[listing.status][listing.types] += by;
}

/**
 * Records the moves in the writer that makes them, as increments of one document (one write, however many
 * listings move). Moves within the same list change nothing and write nothing.
 */
export function recordListChanges(
  db: Firestore,
  { tx, changes }: { tx: Transaction | WriteBatch; changes: readonly ListChange[] },
) {
  const delta = emptyCounts();
  for (const { before, after } of changes) {
    if (before) tally(delta, before, -1);
    if (after) tally(delta, after, 1);
  }
  const lists: Record<string, Record<string, FieldValue>> = {};
  for (const status of LISTING_STATUSES) {
    const moved = Object.entries(delta[status]).filter(([, by]) => by !== 0);
    if (moved.length > 0)
      lists[status] = Object.fromEntries(moved.map(([key, by]) => [key, FieldValue.increment(by)]));
  }
  if (Object.keys(lists).length === 0) return;
  // Both writers' set() take the same arguments; the union type cannot say so.
  (tx as WriteBatch).set(countsRef(db), { lists }, { merge: true });
}

/**
 * Writes counts known to be exact, of listings that all carry their code key: a seed that has just written every
 * listing of the project. One write of the document (a batch writes each document once).
 */
export function setSeededCounts(
  db: Firestore,
  { batch, counts }: { batch: WriteBatch; counts: ListCounts },
): void {
  batch.set(
    countsRef(db),
    { lists: counts, countedAt: FieldValue.serverTimestamp(), codeKeysComplete: true },
    { merge: true },
  );
}

function countsOf(stored: unknown): ListCounts {
  const counts = emptyCounts();
  const lists = (stored ?? {}) as Partial<Record<ListingStatus, Partial<Record<string, unknown>>>>;
  for (const status of LISTING_STATUSES)
    for (const key of ["all", ...LISTING_TYPES] as const) {
      const value = lists[status]?.[key];
      counts[status][key] = typeof value === "number" && Number.isSafeInteger(value) ? Math.max(0, value) : 0;
    }
  return counts;
}

/** A count aggregation for each status by each type ("all" is their sum). */
async function countListings(db: Firestore): Promise<ListCounts> {
  const counts = emptyCounts();
  const ofList = LISTING_STATUSES.flatMap((status) => LISTING_TYPES.map((types) => ({ status, types })));
  const totals = await Promise.all(
    ofList.map(
      async ({ status, types }) =>
        (
          await col.listings(db).where("status", "==", status).where("types", "==", types).count().get()
        ).data().count,
    ),
  );
  for (const [index, listing] of ofList.entries()) tally(counts, listing, totals[index]);
  return counts;
}

/** gRPC codes of a write whose precondition failed: the counts document changed, or appeared, meanwhile. */
const CHANGED_MEANWHILE = new Set([6, 9]);
const RECOUNT_ATTEMPTS = 3;

/**
 * Counts every list from the listings themselves and stores the counts, unless a move was recorded while they
 * were counted: the document is written only if it is as it was before the count (its update time, or its
 * absence), and otherwise counted again. No transaction holds a lock on the listings meanwhile, so moves are
 * never held up. Returns the counts (the last ones taken, should every attempt meet a move).
 */
export async function recountModerationLists(db: Firestore): Promise<ListCounts> {
  const ref = countsRef(db);
  let counts = emptyCounts();
  for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt++) {
    const before = await ref.get();
    counts = await countListings(db);
    const stored = { lists: counts, countedAt: FieldValue.serverTimestamp() };
    try {
      if (before.exists) await ref.update(stored, { lastUpdateTime: before.updateTime! });
      else await ref.create(stored);
      return counts;
    } catch (error) {
      if (!CHANGED_MEANWHILE.has((error as { code?: unknown }).code as number)) throw error;
    }
  }
  return counts;
}

/** The lists' counts: one document read, or a recount the first time (the document has never been counted). */
export async function readListCounts(db: Firestore): Promise<ListCounts> {
  const stored = await countsRef(db).get();
  if (!(stored.get("countedAt") instanceof Timestamp)) return recountModerationLists(db);
  return countsOf(stored.get("lists"));
}

/** Whether every listing carries `codeKey` (code-index.ts sets this once its backfill has run). */
export async function codeKeysComplete(db: Firestore): Promise<boolean> {
  return (await countsRef(db).get()).get("codeKeysComplete") === true;
}

export function markCodeKeysComplete(db: Firestore, { batch }: { batch: WriteBatch }): void {
  batch.set(countsRef(db), { codeKeysComplete: true }, { merge: true });
}
