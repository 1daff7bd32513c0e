import { type Request, type Response, Router } from "express";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { listAuditLog } from "#server/modules/audit/queries.ts";
import { listContactMessages } from "#server/modules/contact/queries.ts";
import { setContactMessageHandled } from "#server/modules/contact/service.ts";
import { retryFailedMail } from "#server/modules/notifications/outbox.ts";
import { listOutbox } from "#server/modules/notifications/queries.ts";
import { auditQuery, handledBody, inboxQuery, outboxQuery } from "#shared/api/admin/records.ts";
import { AUDIT_MESSAGES, auditFilterErrors } from "#shared/forms/admin-records.ts";
import { requireUser } from "../../authorize.ts";

/** The audit log's filters, or a 400 that names the first thing wrong (and every field in fieldErrors). */
function parseAuditFilters(query: unknown) {
  const parsed = auditQuery.safeParse(query);
  if (parsed.success) return parsed.data;
  const errors = auditFilterErrors(parsed.error);
  const first = Object.values(errors)[0] ?? AUDIT_MESSAGES.invalid;
  throw AppError.badRequest(
    `${AUDIT_MESSAGES.invalidPrefix}${first}`,
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );
}

const isEmpty = (body: unknown) =>
  body === undefined || (typeof body === "object" && body !== null && Object.keys(body).length === 0);

/**
 * Records the admin reads: the contact messages inbox, the audit log and the mail outbox (the admin claim is
 * checked by admin.ts before any of these).
 */
export function createAdminRecordsApi({ db, mailer = outboxMailer, logger }: AppDeps): Router {
  const router = Router();

  router.get("/admin/contact-messages", async (req, res) => {
    const { page, filter } = inboxQuery.parse(req.query);
    res.json(await listContactMessages(db, { page, filter: filter ?? "all" }));
  });

  const markHandled = (handled: (body: unknown) => boolean) =>
    async function handler(req: Request<{ id: string }>, res: Response) {
      const result = await setContactMessageHandled(db, {
        adminId: requireUser(res).id,
        messageId: req.params.id,
        handled: handled(req.body),
        requestId: res.locals.requestId,
      });
      res.json({ message: result });
    };
  // POST marks it handled (or, with { "handled": false }, open again); DELETE opens it again.
  router.post(
    "/admin/contact-messages/:id/handled",
    markHandled((body) => (isEmpty(body) ? true : handledBody.parse(body).handled)),
  );
  router.delete(
    "/admin/contact-messages/:id/handled",
    markHandled(() => false),
  );

  router.get("/admin/audit-log", async (req, res) => {
    res.json(await listAuditLog(db, { filters: parseAuditFilters(req.query) }));
  });

  router.get("/admin/outbox", async (req, res) => {
    const { page } = outboxQuery.parse(req.query);
    // With SMTP only the messages that failed wait here; without it, every message is kept here.
    const list = await listOutbox(db, { page, failedOnly: mailer.kind === "smtp" });
    res.json({ mailer: mailer.kind, ...list });
  });

  router.post("/admin/outbox/retry", async (_req, res) => {
    res.json(await retryFailedMail({ db, mailer, logger }));
  });

  return router;
}
