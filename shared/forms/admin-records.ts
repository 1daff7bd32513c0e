// The admin's record pages: the contact messages inbox, the development mail outbox and the audit log's filters.
// One schema each for the page's address and the API's query, pure zod (zod/mini): the audit filter form checks
// as the admin types; the server parses with the same schema as the authority.
import * as z from "zod/mini";
import { isDocumentId } from "../document-id.ts";
import type { MailStatus } from "../values.ts";
import { firstMessages } from "./field-errors.ts";
import type { FormRefusal } from "./form-refusal.ts";

const MAX_PAGE = 1000;

export const INBOX_FILTERS = ["unhandled", "handled", "all"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const AUDIT_MESSAGES = {
  repeated: "Give each filter once.",
  action:
    "Action: letters, digits, - and _ in dotted parts, e.g. listing.approve, or listing. for every listing action.",
  entityType: "Record type: letters, digits, - and _ only, e.g. listing.",
  actor: "Who: an e-mail address or a user id.",
  date: "Please enter a date like 2026-03-31.",
  range: "'From' must be on or before 'To'.",
  cursor: "This page link is broken: start again from the newest entries.",
  invalid: "Please correct the audit log filters.",
  /** The API's 400 begins so, then names the first thing wrong. */
  invalidPrefix: "The audit log filter is not valid: ",
} as const;

/** A query parameter, trimmed; absent or empty means "not given" (null), then checked by `schema`. */
const optionalParam = <T>(schema: z.ZodMiniType<T, string | null>) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ message: AUDIT_MESSAGES.repeated })),
      z.transform((value) => value?.trim() || null),
    ),
    schema,
  );

const pageParam = optionalParam(
  z.pipe(
    z.pipe(
      z.nullable(z.string().check(z.regex(/^\d{1,4}$/, "Page must be a whole number."))),
      z.transform((digits) => (digits === null ? 1 : Number(digits))),
    ),
    z.number().check(z.gte(1, "Page must be at least 1."), z.lte(MAX_PAGE, "Page is too large.")),
  ),
);

export const inboxQuerySchema = z.object({
  page: pageParam,
  filter: optionalParam(
    z.nullable(z.enum(INBOX_FILTERS, { message: "Show must be all, unhandled or handled." })),
  ),
});

export const INBOX_MESSAGES = {
  handled: "Marked as handled.",
  reopened: "Marked as not handled.",
  failed: "The message could not be updated. Please try again.",
} as const;

/** Mark a contact message handled (true) or open it again (false): the API's JSON body. */
export const handledBodySchema = z.object({
  handled: z.boolean({ message: "handled must be true or false." }),
});

/** The same from the inbox page's buttons. */
export const handledFormSchema = z.object({
  messageId: z
    .string({ message: INBOX_MESSAGES.failed })
    .check(z.regex(/^[\w-]{1,128}$/, INBOX_MESSAGES.failed), z.refine(isDocumentId, INBOX_MESSAGES.failed)),
  handled: z.pipe(
    z.enum(["true", "false"], { message: INBOX_MESSAGES.failed }),
    z.transform((value) => value === "true"),
  ),
});

export const OUTBOX_MESSAGES = {
  retryFailed: "The e-mails could not be retried. Please try again.",
} as const;

export const outboxQuerySchema = z.object({ page: pageParam });

const text = (pattern: RegExp, max: number, message: string, ...more: z.core.$ZodCheck<string>[]) =>
  z.nullable(z.string().check(z.maxLength(max, message), z.regex(pattern, message), ...more));

const isoDate = z.nullable(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.date),
    z.refine((value) => {
      const at = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
    }, AUDIT_MESSAGES.date),
  ),
);

export const auditFiltersSchema = z
  .object({
    /** An action (listing.approve), or a prefix ending in a dot (listing.) for every action that starts so. */
    action: optionalParam(text(/^[A-Za-z][\w-]*(\.[\w-]+)*\.?$/, 80, AUDIT_MESSAGES.action)),
    entityType: optionalParam(text(/^[A-Za-z][\w-]*$/, 40, AUDIT_MESSAGES.entityType)),
    /** An admin's e-mail address, or a user id. */
    actor: optionalParam(
      text(/^[^\s@]+@[^\s@]+\.[^\s@]+$|^[A-Za-z0-9_-]{1,128}$/, 254, AUDIT_MESSAGES.actor),
    ),
    /** Days in India's time zone, both included. */
    from: optionalParam(isoDate),
    to: optionalParam(isoDate),
    /** The id of the last entry of the page before (newest first). */
    cursor: optionalParam(
      text(
        /^[A-Za-z0-9_-]{1,128}$/,
        128,
        AUDIT_MESSAGES.cursor,
        z.refine(isDocumentId, AUDIT_MESSAGES.cursor),
      ),
    ),
  })
  .check(
    z.refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
      message: AUDIT_MESSAGES.range,
      path: ["to"],
    }),
  );

export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export type AuditFilterField = keyof AuditFilters;
export const AUDIT_FILTER_FIELDS = Object.keys(auditFiltersSchema.shape) as AuditFilterField[];

/** Field → first message, as the filter form shows them beside its inputs. */
export const auditFilterErrors = (error: z.core.$ZodError) => firstMessages(error, AUDIT_FILTER_FIELDS);

/** A query string's values as the schema reads them: one string per name, a repeated name as a list. */
export function queryValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

/** A Contact-page message as the admin's inbox lists it (server/modules/contact/queries.ts reads it). */
export interface InboxMessage {
  id: string;
  name: string;
  surname: string;
  phone: string;
  email: string;
  message: string;
  handledAt: Date | null;
  createdAt: Date;
}

/** The inbox's answer to a message's Mark as handled (or not handled) (routes/admin/messages.server.ts). */
export type HandledAnswer = { ok: true; status: 200; id: string; handled: boolean } | FormRefusal;

/** A queued e-mail as the admin's outbox lists it (server/modules/notifications/queries.ts reads it). */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  entityId: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** What became of the messages handed over (server/modules/notifications/outbox.ts sends them). */
export interface SendSummary {
  sent: number;
  /** Kept in the development outbox (no SMTP). */
  kept: number;
  failed: number;
  /** Already sent, gone, or being sent by another request. */
  skipped: number;
}

/** The outbox's answer to its Retry button (routes/admin/outbox.server.ts). */
export type RetryAnswer = { ok: true; status: 200; summary: SendSummary } | FormRefusal;
