// All of a test project's Firestore documents as text, to compare before and after requests that must change
// nothing. Raw documents (no converters), so that a field no schema knows still shows up.
import { type CollectionReference, DocumentReference, GeoPoint, Timestamp } from "firebase-admin/firestore";
import type { Db } from "#server/db/firestore.ts";

/** Document path → its fields as canonical JSON (sorted keys; Timestamps to the nanosecond). */
export type DataSnapshot = Map<string, string>;

function canonical(value: unknown): unknown {
  if (value instanceof Timestamp)
    return { $time: `${value.seconds}.${String(value.nanoseconds).padStart(9, "0")}` };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/** Every document of the project, in every collection and subcollection except those in `skip` (root names). */
export async function snapshotDatabase(
  db: Db,
  options: { skip?: readonly string[] } = {},
): Promise<DataSnapshot> {
  const snapshot: DataSnapshot = new Map();
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      if (options.skip?.includes(collection.path)) continue;
      // listDocuments also names documents that exist only as parents of subcollections.
      const refs = await collection.listDocuments();
      const docs = refs.length > 0 ? await db.getAll(...refs) : [];
      for (const doc of docs) {
        if (doc.exists) snapshot.set(doc.ref.path, JSON.stringify(canonical(doc.data())));
      }
      const children = await Promise.all(refs.map((ref) => ref.listCollections()));
      await visit(children.flat());
    }
  };
  await visit(await db.listCollections());
  return snapshot;
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** What differs, one line per document; for a changed one, the fields that changed, before → after. */
export function diffSnapshots(before: DataSnapshot, after: DataSnapshot): string[] {
  const lines: string[] = [];
  for (const [path, was] of before) {
    const now = after.get(path);
    if (now === undefined) lines.push(`removed ${path}: ${excerpt(was)}`);
    else if (now !== was) {
      const [a, b] = [JSON.parse(was), JSON.parse(now)] as Record<string, unknown>[];
      const keys = [...new Set([...Object.keys(a!), ...Object.keys(b!)])].filter(
        (key) => JSON.stringify(a![key]) !== JSON.stringify(b![key]),
      );
      const fields = keys.map(
        (key) =>
          `${key}: ${excerpt(JSON.stringify(a![key]) ?? "—")} → ${excerpt(JSON.stringify(b![key]) ?? "—")}`,
      );
      lines.push(`changed ${path}: ${fields.join("; ")}`);
    }
  }
  for (const [path, now] of after) if (!before.has(path)) lines.push(`added ${path}: ${excerpt(now)}`);
  return lines;
}
