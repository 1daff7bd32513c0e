// The audit log: every admin action (and a member's listing writes), with who, what, when and, for an update,
// the before and after of each changed field. Written in the transaction or batch of the change itself, so an
// entry exists exactly when the change does.
import { Transaction, type WriteBatch } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { AuditEntryDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";

type Fields = Readonly<Record<string, unknown>>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditInput {
  /** The admin or member who acted; null for the system. */
  actorId: string | null;
  /** verb.noun style, e.g. "listing.approve", "plan.update", "customer.delete". */
  action: string;
  entityType: string;
  entityId: string | null;
  /** For an update: the record's fields before and after; only the fields that differ are stored. */
  before?: Fields | null;
  after?: Fields | null;
  /** Anything else worth keeping (a rejection's reason, a file count). */
  data?: Fields;
  requestId?: string | null;
  ip?: string | null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** The fields whose values differ, in the order they first appear; a missing field counts as null. */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !sameValue(change.before, change.after));
}

/** The entry as stored: the changed fields under `data.changes` (absent when no before/after was given). */
export function auditEntry(input: AuditInput, now = new Date()): AuditEntryDoc {
  const changes =
    input.before !== undefined || input.after !== undefined
      ? { changes: changedFields(input.before, input.after) }
      : {};
  return {
    actorId: input.actorId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    data: { ...input.data, ...changes },
    requestId: input.requestId ?? null,
    ip: input.ip ?? null,
    createdAt: now,
  };
}

/** Adds the entry to `tx`, the caller's transaction or batch. */
export function recordAudit(db: Db, { tx, ...input }: AuditInput & { tx: Transaction | WriteBatch }): void {
  const ref = col.auditLog(db).doc();
  const entry = auditEntry(input);
  if (tx instanceof Transaction) tx.create(ref, entry);
  else tx.create(ref, entry);
}
