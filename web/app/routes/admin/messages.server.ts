import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { listContactMessages } from "#server/modules/contact/queries.ts";
import { setContactMessageHandled } from "#server/modules/contact/service.ts";
import {
  type HandledAnswer,
  handledFormSchema,
  INBOX_MESSAGES,
  inboxQuerySchema,
  queryValues,
} from "#shared/forms/admin-records.ts";

/** The inbox for the address's filter (unhandled by default); a filter the page never offers is a 400. */
export async function loadInbox(db: Db, { url }: { url: URL }) {
  const parsed = inboxQuerySchema.safeParse(queryValues(url.searchParams));
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? "Bad filter.");
  const { page, filter } = parsed.data;
  const inbox = await listContactMessages(db, { page, filter: filter ?? "unhandled" });
  return { ...inbox, pageCount: Math.max(1, Math.ceil(inbox.total / inbox.pageSize)) };
}

/** A message's Mark as handled (or not handled) button. */
export async function markFromPage(
  db: Db,
  input: { admin: SessionUser; form: FormData; logger: Logger; requestId: string },
): Promise<HandledAnswer> {
  const parsed = handledFormSchema.safeParse(Object.fromEntries(input.form));
  if (!parsed.success) return { ok: false, status: 400, message: INBOX_MESSAGES.failed, fieldErrors: {} };
  try {
    const { messageId, handled } = parsed.data;
    await setContactMessageHandled(db, {
      adminId: input.admin.id,
      messageId,
      handled,
      requestId: input.requestId,
    });
    return { ok: true, status: 200, id: messageId, handled };
  } catch (error) {
    return formRefusal(error, { failed: INBOX_MESSAGES.failed, logger: input.logger });
  }
}
