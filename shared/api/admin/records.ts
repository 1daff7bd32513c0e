// What the admin reads of the site's records (server/http/api/admin/records.ts, payments.ts, reports.ts): the
// contact messages inbox, the audit log, the mail outbox, the payments list and the reported listings.
import * as z from "zod/mini";
import { REPORT_REASONS } from "../../forms/report.ts";
import { ORDER_STATUSES } from "../../values.ts";
import { dateTime, described, nullableDateTime } from "../common.ts";

export { adminPaymentsQuerySchema as paymentsQuery } from "../../forms/admin-payments.ts";
export {
  auditFiltersSchema as auditQuery,
  handledBodySchema as handledBody,
  inboxQuerySchema as inboxQuery,
  outboxQuerySchema as outboxQuery,
} from "../../forms/admin-records.ts";
export { messageAnswer as dismissedAnswer } from "../common.ts";

export const inboxAnswer = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      surname: z.string(),
      phone: z.string(),
      email: z.string(),
      message: z.string(),
      handledAt: nullableDateTime,
      createdAt: dateTime,
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  filter: z.enum(["unhandled", "handled", "all"]),
});
export const handledAnswer = z.object({
  message: z.object({ id: z.string(), handledAt: described(nullableDateTime, "null: open again") }),
});

export const auditAnswer = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      action: described(z.string(), "listing.approve, plan.update, …"),
      entityType: z.string(),
      entityId: z.nullable(z.string()),
      actor: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.nullable(z.string()) })),
      changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
      details: z.record(z.string(), z.unknown()),
      createdAt: dateTime,
    }),
  ),
  nextCursor: described(z.nullable(z.string()), "The next page's cursor; null: the last page"),
  unknownActor: described(z.boolean(), "The actor filter names nobody"),
});

export const outboxAnswer = z.object({
  mailer: described(z.string(), "smtp: only failed messages wait here; outbox: every message is kept here"),
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      entityId: z.nullable(z.string()),
      status: z.enum(["failed", "queued", "sent", "kept"]),
      attempts: z.int(),
      lastError: z.nullable(z.string()),
      createdAt: dateTime,
      sentAt: nullableDateTime,
    }),
  ),
  total: z.int(),
  failed: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const retryAnswer = z.object({
  sent: z.int(),
  kept: z.int(),
  failed: z.int(),
  skipped: z.int(),
});

const paid = z.object({ count: z.int(), amountPaise: z.int() });
export const paymentsAnswer = z.object({
  orders: z.array(
    z.object({
      member: z.object({ id: z.string(), email: z.nullable(z.string()) }),
      orderId: z.string(),
      planName: z.string(),
      amountPaise: z.int(),
      currency: z.string(),
      status: z.enum([...ORDER_STATUSES, "refunded"]),
      providerPaymentId: z.nullable(z.string()),
      createdAt: dateTime,
      paidAt: nullableDateTime,
    }),
  ),
  totals: z.object({ captured: paid, refunded: paid }),
  page: z.int(),
  pageSize: z.int(),
  hasNext: z.boolean(),
  unknownMember: described(z.boolean(), "The e-mail filter names nobody"),
});

export const reportedListingsAnswer = z.object({
  listings: z.array(
    z.object({
      listing: z.object({
        id: z.string(),
        code: z.string(),
        propertyName: z.string(),
        city: z.string(),
        status: z.string(),
        held: described(z.boolean(), "Off the public site until the admin decides"),
      }),
      open: z.int(),
      counted: described(z.int(), "Reports from verified phone numbers, which hold the listing"),
      reasons: z.object(
        Object.fromEntries(REPORT_REASONS.map((reason) => [reason, z.int()])) as Record<
          (typeof REPORT_REASONS)[number],
          z.ZodMiniInt
        >,
      ),
      answer: described(z.nullable(z.object({ note: z.string(), at: dateTime })), "The owner's answer"),
      reports: z.array(
        z.object({
          reason: z.enum(REPORT_REASONS),
          note: z.nullable(z.string()),
          createdAt: dateTime,
          reporter: z.object({
            erased: described(z.boolean(), "The reporter erased their account: no standing is kept"),
            accountAgeDays: z.nullable(z.int()),
            phoneVerified: z.boolean(),
            counted: z.boolean(),
            dismissedBefore: z.int(),
            upheldBefore: z.int(),
          }),
        }),
      ),
    }),
  ),
});
