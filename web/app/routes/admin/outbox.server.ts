import type { Mailer } from "#server/adapters/mail/mail.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { retryFailedMail } from "#server/modules/notifications/outbox.ts";
import { listOutbox } from "#server/modules/notifications/queries.ts";
import {
  OUTBOX_MESSAGES,
  outboxQuerySchema,
  queryValues,
  type RetryAnswer,
} from "#shared/forms/admin-records.ts";

/** Without SMTP every message kept here; with SMTP the ones that failed, to retry. */
export async function loadOutbox(db: Db, { url, mailer }: { url: URL; mailer: Mailer }) {
  const parsed = outboxQuerySchema.safeParse(queryValues(url.searchParams));
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? "Bad page.");
  const list = await listOutbox(db, { page: parsed.data.page, failedOnly: mailer.kind === "smtp" });
  return {
    ...list,
    mailer: mailer.kind,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
  };
}

/** The Retry button: failed messages, and queued ones their process never handed over, sent again. */
export async function retryFromPage(
  db: Db,
  input: { mailer: Mailer; logger: Logger; form: FormData },
): Promise<RetryAnswer> {
  if (input.form.get("intent") !== "retry")
    return { ok: false, status: 400, message: OUTBOX_MESSAGES.retryFailed, fieldErrors: {} };
  try {
    return {
      ok: true,
      status: 200,
      summary: await retryFailedMail({ db, mailer: input.mailer, logger: input.logger }),
    };
  } catch (error) {
    return formRefusal(error, { failed: OUTBOX_MESSAGES.retryFailed, logger: input.logger });
  }
}
