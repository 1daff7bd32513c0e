import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { listAuditLog } from "#server/modules/audit/queries.ts";
import {
  AUDIT_FILTER_FIELDS,
  type AuditFilterField,
  auditFilterErrors,
  auditFiltersSchema,
  queryValues,
} from "#shared/forms/admin-records.ts";

/**
 * The log for the address's filters. A filter the schema refuses is answered 400 with its message beside the
 * field, and the form as typed; nothing is listed then.
 */
export async function loadAuditPage(db: Db, { url }: { url: URL }) {
  const values = queryValues(url.searchParams);
  const typed = Object.fromEntries(
    AUDIT_FILTER_FIELDS.map((field) => [field, typeof values[field] === "string" ? values[field] : ""]),
  ) as Record<AuditFilterField, string>;
  const empty = { entries: [], nextCursor: null, unknownActor: false };
  const none: Partial<Record<AuditFilterField, string>> = {};
  const parsed = auditFiltersSchema.safeParse(values);
  if (!parsed.success) return { status: 400, typed, errors: auditFilterErrors(parsed.error), ...empty };
  try {
    return { status: 200, typed, errors: none, ...(await listAuditLog(db, { filters: parsed.data })) };
  } catch (error) {
    // A cursor that names no entry (a hand-edited address).
    if (error instanceof AppError && error.status === 400)
      return {
        status: 400,
        typed,
        errors: { ...none, cursor: error.fieldErrors?.cursor?.[0] ?? error.message },
        ...empty,
      };
    throw error;
  }
}
