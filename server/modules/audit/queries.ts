// The audit log as admins read it: newest first, filtered in the database by action (or an action prefix),
// record type, actor and days, a page at a time from a cursor. The composite indexes these queries need are in
// firestore.indexes.json (tests/rules/indexes.test.ts lists every combination).
import type { Query } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { AuditEntryDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { AUDIT_MESSAGES, type AuditFilters } from "#shared/forms/admin-records.ts";
import type { FieldChange } from "./record.ts";

export const AUDIT_PAGE_SIZE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time has no daylight saving: a day there starts at 18:30 UTC the day before. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export interface AuditActor {
  id: string;
  name: string;
  email: string | null;
}

export interface AuditLogEntry {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  /** null for the system; `name` and `email` empty for an account that no longer has a profile. */
  actor: AuditActor | null;
  /** The before and after of each changed field (updates only). */
  changes: FieldChange[];
  /** What else the entry keeps (a rejection's reason, a count). */
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: string | null;
  /** The actor filter named an e-mail address no member has: nothing to show. */
  unknownActor: boolean;
}

/** The first instant of a day (YYYY-MM-DD) in India. */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** An e-mail address becomes the uid of the member who has it; anything else is taken as a uid. */
async function actorIdOf(db: Db, actor: string): Promise<string | null> {
  if (!actor.includes("@")) return actor;
  const found = await col.users(db).where("email", "==", actor.toLowerCase()).limit(1).get();
  return found.docs[0]?.id ?? null;
}

function filtered(
  db: Db,
  { filters, actorId }: { filters: AuditFilters; actorId: string | null },
): Query<AuditEntryDoc> {
  let query: Query<AuditEntryDoc> = col.auditLog(db);
  if (actorId) query = query.where("actorId", "==", actorId);
  if (filters.entityType) query = query.where("entityType", "==", filters.entityType);
  const { action } = filters;
  if (action?.endsWith("."))
    // A prefix: the actions from "listing." up to the last string that starts so.
    query = query.where("action", ">=", action).where("action", "<", `${action}\uf8ff`);
  else if (action) query = query.where("action", "==", action);
  if (filters.from) query = query.where("createdAt", ">=", startOfIndianDay(filters.from));
  if (filters.to)
    query = query.where("createdAt", "<", new Date(startOfIndianDay(filters.to).getTime() + DAY_MS));
  return query.orderBy("createdAt", "desc");
}

function changesOf(data: Record<string, unknown>): FieldChange[] {
  const changes = data.changes;
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change: unknown) =>
    typeof change === "object" && change !== null && "field" in change && typeof change.field === "string"
      ? [
          {
            field: change.field,
            before: "before" in change ? change.before : null,
            after: "after" in change ? change.after : null,
          },
        ]
      : [],
  );
}

async function actorsOf(db: Db, ids: readonly string[]): Promise<Map<string, AuditActor>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => col.users(db).doc(id)));
  return new Map(
    snapshots.map((snapshot) => {
      const user = snapshot.data();
      const name = user ? `${user.firstName} ${user.lastName}`.trim() : "";
      return [snapshot.id, { id: snapshot.id, name, email: user?.email ?? null }];
    }),
  );
}

export async function listAuditLog(
  db: Db,
  { filters, pageSize = AUDIT_PAGE_SIZE }: { filters: AuditFilters; pageSize?: number },
): Promise<AuditLogPage> {
  const actorId = filters.actor ? await actorIdOf(db, filters.actor) : null;
  if (filters.actor && !actorId) return { entries: [], nextCursor: null, unknownActor: true };

  let query = filtered(db, { filters, actorId });
  if (filters.cursor) {
    const last = await col.auditLog(db).doc(filters.cursor).get();
    if (!last.exists)
      throw AppError.badRequest(`${AUDIT_MESSAGES.invalidPrefix}${AUDIT_MESSAGES.cursor}`, {
        cursor: [AUDIT_MESSAGES.cursor],
      });
    query = query.startAfter(last);
  }
  const docs = (await query.limit(pageSize + 1).get()).docs;
  const page = docs.slice(0, pageSize);
  const actors = await actorsOf(db, [
    ...new Set(page.flatMap((doc) => (doc.data().actorId ? [doc.data().actorId as string] : []))),
  ]);
  const entries = page.map((doc): AuditLogEntry => {
    const entry = doc.data();
    const { changes: _changes, ...details } = entry.data;
    return {
      id: doc.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor: entry.actorId
        ? (actors.get(entry.actorId) ?? { id: entry.actorId, name: "", email: null })
        : null,
      changes: changesOf(entry.data),
      details,
      createdAt: entry.createdAt,
    };
  });
  return {
    entries,
    nextCursor: docs.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    unknownActor: false,
  };
}
