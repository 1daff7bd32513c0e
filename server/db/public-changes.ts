import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "./collections.ts";

/**
 * What changed in public data, recorded in the same transaction or batch as the change itself. Every server
 * instance keeps its projection of approved listings (and its caches of banners and collections) current by
 * reading the records committed after the last ones it applied (modules/search/sync.ts).
 */
export interface PublicChange {
  /** Listings whose public view may have changed (created, edited, approved, rejected, deleted). */
  listingIds?: readonly string[];
  /** Banners, collections or plans changed. */
  content?: boolean;
  /** Everything may have changed (a seed or an import): reload from scratch. */
  full?: boolean;
}

/** The stored form of a change record; `at` is the commit time, set by Firestore. */
export interface PublicChangeRecord {
  listingIds: string[];
  content: boolean;
  full: boolean;
}

/** Adds the record to `tx`, the caller's transaction or batch. */
export function recordPublicChange(
  db: Firestore,
  { tx, ...change }: PublicChange & { tx: Transaction | WriteBatch },
): void {
  const record: PublicChangeRecord = {
    listingIds: [...new Set(change.listingIds ?? [])],
    content: change.content === true,
    full: change.full === true,
  };
  const ref = db.collection(INTERNAL_COLLECTIONS.publicChanges).doc();
  // Both writers' set() take the same arguments; the union type cannot say so.
  (tx as WriteBatch).set(ref, { ...record, at: FieldValue.serverTimestamp() });
}
