import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { type FormRefusal, formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { isListingId } from "#server/modules/listings/detail.ts";
import { listReportedListings } from "#server/modules/reports/queries.ts";
import { dismissReports } from "#server/modules/reports/service.ts";
import { REPORT_MESSAGES } from "#shared/forms/report.ts";

export async function loadReportsQueue(db: Db) {
  return { listings: await listReportedListings(db) };
}

export type DismissAnswer = { ok: true; status: 200; message: string; listingId: string } | FormRefusal;

/** A listing's Dismiss button: its open reports leave the queue, and a listing they held is public again. */
export async function dismissFromPage(
  db: Db,
  input: { admin: SessionUser; form: FormData; logger: Logger; requestId: string },
): Promise<DismissAnswer> {
  const listingId = input.form.get("listingId");
  if (typeof listingId !== "string" || !isListingId(listingId))
    return { ok: false, status: 400, message: REPORT_MESSAGES.nothingOpen(), fieldErrors: {} };
  try {
    const { message } = await dismissReports(db, {
      actorId: input.admin.id,
      listingId,
      requestId: input.requestId,
    });
    return { ok: true, status: 200, message, listingId };
  } catch (error) {
    return formRefusal(error, { failed: REPORT_MESSAGES.dismissFailed, logger: input.logger });
  }
}
