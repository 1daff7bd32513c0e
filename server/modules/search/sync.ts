// Public data of this process: the projection of approved listings, kept current from the change log
// (server/db/public-changes.ts), and a local version that bumps whenever a change is applied, under which read
// caches and shared pages keep their answers.
//
// sync() checks the log at most once per checkIntervalMs, on demand: an instance that was idle (Cloud Functions
// throttle those) checks on its first read, so it never answers from data older than the interval. A cold
// instance loads the newest snapshot (two reads) and catches up from the time it was complete at; without one it
// reads every approved listing in one query and writes a snapshot for the next instance.
//
// With deadlines, a read never waits long on Firestore: it waits for a check of the log at most checkMs, then
// answers from the projection as it is while the check goes on in the background, as long as the projection was
// complete no more than staleMs ago; past that (or before the first load), it waits up to loadMs and then fails
// with a 503.
import {
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from "firebase-admin/firestore";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import { settledBy } from "#server/db/deadlines.ts";
import { type ListingDoc, listingSchema } from "#server/db/documents.ts";
import type { PublicChangeRecord } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { Projection } from "./projection.ts";
import { AREA_FIELD, PROJECTED_FIELDS, type ProjectedListing, toProjectionRecord } from "./records.ts";
import { readNewestSnapshot, writeSnapshot } from "./snapshot.ts";

export interface PublicDataOptions {
  /** How long a check of the change log is trusted; 0 checks on every sync(). */
  checkIntervalMs: number;
  /** A new snapshot is written once this many listings changed since the last one (default 1,000). */
  snapshotAfterChanges?: number;
  /** How long reads wait on Firestore (see above); without them a read waits as long as a check takes. */
  deadlines?: PublicDataDeadlines;
  /** Failures that do not stop reads: a snapshot that could not be read or written, a malformed listing. */
  onError?: (error: unknown, message: string) => void;
}

export interface PublicDataDeadlines {
  /** How long a read waits for a check of the change log before it answers from the projection as it is. */
  checkMs: number;
  /** How old the projection may be (since the start of the last check that succeeded) when a check is late. */
  staleMs: number;
  /** How long a read waits for the first load, or for a check of data older than staleMs, before a 503. */
  loadMs: number;
}

/**
 * A serving instance's deadlines (server/runtime.ts). A check of the log takes milliseconds in Firestore's region,
 * so one second late means a fault; once a check is that late, reads no longer wait for it. Five minutes of
 * staleness is what Hosting's CDN may already add to a shared page (s-maxage=300); past that a visitor is told
 * to come back rather than shown listings that may have been sold or taken down meanwhile.
 */
export function servingDeadlines(databaseDeadlineMs: number): PublicDataDeadlines {
  return { checkMs: 1000, staleMs: 5 * 60_000, loadMs: databaseDeadlineMs };
}

export interface PublicData {
  /**
   * Brings the projection up to date (loading it first, on the first call) unless it was checked within
   * checkIntervalMs and not expired since; concurrent callers share one check. Resolves to the local version,
   * which changes whenever public data changed.
   */
  sync(): Promise<number>;
  /** Milliseconds since the start of the last check of the log that succeeded; null before the first load. */
  staleness(): number | null;
  /** This process has just changed public data: the next sync() checks the log. */
  expire(): void;
  /** The projection as of the last sync(); throws before the first one has finished. */
  readonly projection: Projection;
  /** Writes a snapshot of the projection now (the next cold instance loads it). */
  writeSnapshot(): Promise<void>;
  /** Waits for a snapshot being written; sync() fails afterwards. */
  close(): Promise<void>;
}

/** Listing documents read per getAll() call. */
const GET_ALL_CHUNK = 300;

const projectedSchema = listingSchema.pick(
  Object.fromEntries(PROJECTED_FIELDS.map((field) => [field, true])) as {
    [K in (typeof PROJECTED_FIELDS)[number]]: true;
  },
);

/** A listing read with select(PROJECTED_FIELDS): no converter runs on partial documents, so validate here. */
function parseProjected(data: DocumentData): ProjectedListing {
  const dated = Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );
  return projectedSchema.parse(dated);
}

const defaultOnError = (error: unknown, message: string) => console.warn(message, error);

const NO_DEADLINES: PublicDataDeadlines = {
  checkMs: Number.POSITIVE_INFINITY,
  staleMs: Number.POSITIVE_INFINITY,
  loadMs: Number.POSITIVE_INFINITY,
};

export function createPublicData(db: Firestore, options: PublicDataOptions): PublicData {
  const onError = options.onError ?? defaultOnError;
  const snapshotAfterChanges = options.snapshotAfterChanges ?? 1000;
  const deadlines = options.deadlines ?? NO_DEADLINES;

  let projection: Projection | null = null;
  /** Change-log time the projection is complete at. */
  let cursor: Timestamp | null = null;
  let version = 0;
  let loading: Promise<void> | null = null;
  /** When the last successful check (or load) began (performance.now()). */
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** Checks that began before this do not count (expire()). */
  let staleBefore = Number.NEGATIVE_INFINITY;
  let running: { startedAt: number; done: Promise<boolean> } | null = null;
  let changedSinceSnapshot = 0;
  let snapshotting: Promise<void> | null = null;
  let closed = false;

  /** Every approved listing, in one query; the projection is complete at the query's read time. */
  async function loadAll(): Promise<void> {
    const result = await col
      .listings(db)
      .withConverter(null)
      .where("status", "==", "approved")
      .select(...PROJECTED_FIELDS, AREA_FIELD)
      .get();
    const records = [];
    for (const doc of result.docs) {
      try {
        const data = doc.data();
        records.push(toProjectionRecord(doc.id, { ...parseProjected(data), area: data[AREA_FIELD] }));
      } catch (error) {
        onError(error, `listings/${doc.id} left out of public reads: it does not match its schema`);
      }
    }
    projection = Projection.build(records);
    cursor = result.readTime;
    version += 1;
    changedSinceSnapshot = Number.POSITIVE_INFINITY;
  }

  async function load(): Promise<void> {
    const started = performance.now();
    const snapshot = await readNewestSnapshot(db).catch((error: unknown) => {
      onError(error, "projection snapshot could not be read; loading every listing");
      return null;
    });
    if (snapshot) {
      projection = Projection.build(snapshot.records);
      cursor = snapshot.createdAt;
      version += 1;
      // Catch up before the first answer.
      await applyChanges();
    } else {
      await loadAll();
    }
    checkedAt = started;
    snapshotIfDue();
  }

  /** The approved ones of `ids` as they are now, and the others (not approved, or gone). */
  async function readListings(ids: readonly string[]): Promise<DocumentSnapshot<ListingDoc>[]> {
    const listings = col.listings(db);
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += GET_ALL_CHUNK)
      chunks.push(ids.slice(start, start + GET_ALL_CHUNK));
    const read = await Promise.all(chunks.map((chunk) => db.getAll(...chunk.map((id) => listings.doc(id)))));
    // getAll() is typed without converters; the references' converter did run.
    return read.flat() as DocumentSnapshot<ListingDoc>[];
  }

  /** Applies the change records committed after the cursor. */
  async function applyChanges(): Promise<void> {
    if (!cursor) throw new Error("Public data is not loaded yet.");
    const log = await db
      .collection(INTERNAL_COLLECTIONS.publicChanges)
      .where("at", ">", cursor)
      .orderBy("at")
      .get();
    if (log.empty) {
      cursor = log.readTime;
      return;
    }
    const changes = log.docs.map((doc) => doc.data() as PublicChangeRecord);
    if (changes.some((change) => change.full)) {
      await loadAll();
      return;
    }
    const ids = [...new Set(changes.flatMap((change) => change.listingIds))];
    const listings = await readListings(ids);
    // From here to the version bump nothing awaits: no read sees a half-applied change.
    const current = projection!;
    for (const snapshot of listings) {
      let doc: ListingDoc | undefined;
      try {
        doc = snapshot.data();
      } catch (error) {
        onError(error, `${snapshot.ref.path} left out of public reads: it does not match its schema`);
      }
      // The area read as stored, whatever the document's schema keeps of it.
      if (doc?.status === "approved")
        current.upsert(toProjectionRecord(snapshot.id, { ...doc, area: snapshot.get(AREA_FIELD) }));
      else current.remove(snapshot.id);
    }
    cursor = log.readTime;
    version += 1;
    changedSinceSnapshot += ids.length;
  }

  function snapshotIfDue(): void {
    if (changedSinceSnapshot < snapshotAfterChanges || snapshotting || closed) return;
    snapshotting = takeSnapshot()
      .catch((error: unknown) => onError(error, "projection snapshot could not be written"))
      .finally(() => {
        snapshotting = null;
      });
  }

  async function takeSnapshot(): Promise<void> {
    if (!projection || !cursor) return;
    // Copied at once: the records and the time they are complete at must agree.
    const records = [...projection.records()];
    const createdAt = cursor;
    // Changes from now on count towards the next one (a failed write is not retried before then).
    changedSinceSnapshot = 0;
    await writeSnapshot(db, { records, createdAt });
  }

  /** One check of the log; false when it failed (reported, and the projection stays as it was). */
  function startCheck(): { startedAt: number; done: Promise<boolean> } {
    const startedAt = performance.now();
    const done = applyChanges().then(
      () => {
        checkedAt = Math.max(checkedAt, startedAt);
        snapshotIfDue();
        return true;
      },
      (error: unknown) => {
        onError(error, "public change log could not be read; answering from the projection as it is");
        return false;
      },
    );
    const check = { startedAt, done };
    running = check;
    void done.finally(() => {
      if (running === check) running = null;
    });
    return check;
  }

  async function sync(): Promise<number> {
    if (closed) throw new Error("Public data is closed.");
    if (!projection) {
      loading ??= load().finally(() => {
        loading = null;
      });
      const loaded = loading.then(() => true);
      if (!(await settledBy(loaded, performance.now() + deadlines.loadMs))) throw AppError.unavailable();
      return version;
    }
    const calledAt = performance.now();
    // Fresh enough: begun after the last expire(), and within the interval (at or after this call for 0).
    const fresh = (startedAt: number) =>
      startedAt >= staleBefore &&
      (options.checkIntervalMs === 0
        ? startedAt >= calledAt
        : calledAt - startedAt < options.checkIntervalMs);
    // Data recent enough are answered once a check is checkMs late; older data wait up to loadMs.
    const deadlineOf = (check: { startedAt: number }) =>
      calledAt - checkedAt < deadlines.staleMs
        ? check.startedAt + deadlines.checkMs
        : calledAt + deadlines.loadMs;
    while (!fresh(checkedAt)) {
      if (running && !fresh(running.startedAt)) {
        // Begun too early to count for this caller: wait for it, then check again.
        if (!(await settledBy(running.done, deadlineOf(running)))) break;
        continue;
      }
      const check = running ?? startCheck();
      if (!(await settledBy(check.done, deadlineOf(check)))) break;
    }
    if (performance.now() - checkedAt >= deadlines.staleMs) throw AppError.unavailable();
    return version;
  }

  return {
    sync,
    staleness: () => (projection ? performance.now() - checkedAt : null),
    expire() {
      staleBefore = performance.now();
    },
    get projection(): Projection {
      if (!projection) throw new Error("Public data is not loaded yet: await sync() first.");
      return projection;
    },
    async writeSnapshot() {
      await sync();
      await takeSnapshot();
    },
    async close() {
      closed = true;
      await snapshotting;
    },
  };
}
