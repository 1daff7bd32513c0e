// Compact snapshots of the projection, for a cold instance to load in two reads instead of reading every listing:
// `projectionSnapshots/{id}` {createdAt, format, partCount, recordCount} and its `parts/{index}` {index, data},
// each part a gzip-compressed JSON array of records (Firestore bytes, under a document's 1 MiB limit).
// `createdAt` is the change-log time the records are complete at: a loader catches up from there.
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { Firestore, Timestamp } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ProjectionRecord } from "./records.ts";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Bumped whenever ProjectionRecord changes shape: snapshots of another format are passed over. */
// 2: records carry approvals and the road width. 3: and when the listing was last confirmed. 4: and its public
// approximate point (area).
export const SNAPSHOT_FORMAT = 4;
/** Snapshots kept; older ones are deleted after a new one is written. */
export const SNAPSHOTS_KEPT = 2;
/** A part's compressed size stays under this (a document holds at most 1 MiB). */
export const MAX_PART_BYTES = 900_000;
/** Records per part to begin with; a part that compresses too big is split in two. */
const RECORDS_PER_PART = 20_000;

interface SnapshotDoc {
  createdAt: Timestamp;
  format: number;
  partCount: number;
  recordCount: number;
}

interface PartDoc {
  index: number;
  data: Uint8Array;
}

export interface Snapshot {
  id: string;
  records: ProjectionRecord[];
  /** The change-log time the records are complete at. */
  createdAt: Timestamp;
}

/** The records as gzip-compressed JSON parts, each under `maxBytes`, in order. */
export async function encodeParts(
  records: readonly ProjectionRecord[],
  maxBytes = MAX_PART_BYTES,
): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  const encode = async (chunk: readonly ProjectionRecord[]): Promise<void> => {
    const compressed = await gzipAsync(JSON.stringify(chunk));
    if (compressed.byteLength < maxBytes || chunk.length <= 1) {
      if (compressed.byteLength >= maxBytes) throw new RangeError("A listing record is too big for a part.");
      parts.push(compressed);
      return;
    }
    const half = Math.ceil(chunk.length / 2);
    await encode(chunk.slice(0, half));
    await encode(chunk.slice(half));
  };
  for (let start = 0; start < records.length; start += RECORDS_PER_PART) {
    await encode(records.slice(start, start + RECORDS_PER_PART));
  }
  return parts;
}

export async function decodeParts(parts: readonly Uint8Array[]): Promise<ProjectionRecord[]> {
  const chunks = await Promise.all(parts.map(async (part) => (await gunzipAsync(part)).toString("utf8")));
  return chunks.flatMap((json) => JSON.parse(json) as ProjectionRecord[]);
}

const snapshots = (db: Firestore) => db.collection(INTERNAL_COLLECTIONS.projectionSnapshots);

/**
 * Stores the records as the newest snapshot, complete at change-log time `createdAt`, and deletes snapshots
 * beyond the newest SNAPSHOTS_KEPT. The parts are written before the document that names them, so that a
 * reader never finds a snapshot without its parts.
 */
export async function writeSnapshot(
  db: Firestore,
  snapshot: { records: readonly ProjectionRecord[]; createdAt: Timestamp },
): Promise<string> {
  const parts = await encodeParts(snapshot.records);
  const ref = snapshots(db).doc();
  await Promise.all(
    parts.map((data, index) =>
      ref
        .collection("parts")
        .doc(String(index).padStart(4, "0"))
        .set({ index, data } satisfies PartDoc),
    ),
  );
  await ref.set({
    createdAt: snapshot.createdAt,
    format: SNAPSHOT_FORMAT,
    partCount: parts.length,
    recordCount: snapshot.records.length,
  } satisfies SnapshotDoc);
  const older = await snapshots(db).orderBy("createdAt", "desc").offset(SNAPSHOTS_KEPT).select().get();
  await Promise.all(older.docs.map((doc) => db.recursiveDelete(doc.ref)));
  return ref.id;
}

/** The newest snapshot with all its parts; null when there is none of this format, or it is incomplete. */
export async function readNewestSnapshot(db: Firestore): Promise<Snapshot | null> {
  const newest = await snapshots(db).orderBy("createdAt", "desc").limit(1).get();
  const doc = newest.docs[0];
  if (!doc) return null;
  const meta = doc.data() as SnapshotDoc;
  if (meta.format !== SNAPSHOT_FORMAT) return null;
  const parts = await doc.ref.collection("parts").orderBy("index").get();
  // Deleted while being read (two newer snapshots were written meanwhile).
  if (parts.size !== meta.partCount) return null;
  const records = await decodeParts(parts.docs.map((part) => (part.data() as PartDoc).data));
  return { id: doc.id, records, createdAt: meta.createdAt };
}
