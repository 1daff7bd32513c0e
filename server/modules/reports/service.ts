// Report a listing (issue 24): a signed-in member reports a public listing once, with a reason. Reports from
// `hideAfter` distinct members whose word counts (standing.ts: a verified phone number, once per number) take the
// listing off the public site at once (pending, held for reports) and tell the owner why; the owner may answer the
// hold once (answer.ts); an admin then dismisses the reports (a held listing is public again) or decides on the
// listing (approve, reject or remove), which closes them and adds to each reporter's record of dismissed or upheld
// reports. Each step is one transaction over the listing, the reports' summary and the reports. Who reported is
// kept only as the report's document id, never shown to anyone.
import type { Transaction } from "firebase-admin/firestore";
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { ReportSummaryDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import { applyTransition } from "#server/modules/listings/lifecycle.ts";
import { sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import {
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  reportListingSchema,
} from "#shared/forms/report.ts";
import type { ReporterStanding } from "./standing.ts";

export const noReasons = (): Record<ReportReason, number> =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>;

/** A 400 with the form's messages beside their fields. */
export function refusal(error: Parameters<typeof firstMessages>[0]): AppError {
  const messages = firstMessages(error);
  const fieldErrors = Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, [message]]),
  );
  return AppError.badRequest(Object.values(messages)[0] ?? REPORT_MESSAGES.reasonRequired(), fieldErrors);
}

export interface ReportInput {
  reporterId: string;
  /** What Firebase says of the reporter's account (standing.ts): whether the report counts towards a hold. */
  standing: ReporterStanding;
  listingId: string;
  body: unknown;
  /** Reports from this many distinct members hold the listing (config.reportsToHide). */
  hideAfter: number;
  mailer: Mailer;
  logger?: Pick<Logger, "warn" | "error">;
  siteUrl: string;
}

/** Records one member's report; the listing leaves the public site when it reaches `hideAfter` open reports. */
export async function reportListing(db: Db, input: ReportInput): Promise<{ message: string }> {
  const parsed = reportListingSchema.safeParse(input.body);
  if (!parsed.success) throw refusal(parsed.error);
  const { reason, note } = parsed.data;
  const listingId = listingIdOr404(input.listingId);
  const listingRef = col.listings(db).doc(listingId);
  const summaryRef = col.listingReports(db).doc(listingId);
  const reportRef = col.reports(db, listingId).doc(input.reporterId);
  const mailIds = await db.runTransaction(async (tx) => {
    const listing = (await tx.get(listingRef)).data();
    // Only public listings can be reported; any other is as unknown to the member as a missing one.
    if (listing?.status !== "approved") throw AppError.notFound(LISTING_MESSAGES.notFound());
    if (listing.ownerId === input.reporterId)
      throw new AppError({ status: 403, code: "own_listing", message: REPORT_MESSAGES.ownListing() });
    const { phoneKey, since } = input.standing;
    const [summarySnap, reportSnap, samePhone] = await Promise.all([
      tx.get(summaryRef),
      tx.get(reportRef),
      phoneKey ? tx.get(col.reports(db, listingId).where("phoneKey", "==", phoneKey)) : null,
    ]);
    if (reportSnap.exists)
      throw new AppError({ status: 409, code: "already_reported", message: REPORT_MESSAGES.already() });
    // A number moved to another account after its report is still one person.
    const counted = phoneKey !== null && !samePhone?.docs.some((doc) => doc.data().open);
    const now = new Date();
    const before = summarySnap.data();
    const summary: ReportSummaryDoc = {
      listingId,
      code: listing.code,
      ownerId: listing.ownerId,
      open: (before?.open ?? 0) + 1,
      reasons: { ...noReasons(), ...before?.reasons, [reason]: (before?.reasons[reason] ?? 0) + 1 },
      counted: (before?.counted ?? 0) + (counted ? 1 : 0),
      answer: before?.answer ?? null,
      lastReportedAt: now,
    };
    const holds = counted && summary.counted >= input.hideAfter;
    // Before this transaction's first write, as a transaction needs (the hold reads the owner's address).
    const held = holds
      ? await applyTransition(db, {
          tx,
          listingId,
          listing,
          transition: "hold",
          // No actor: the reporters stay unknown, in the audit log too.
          actor: { kind: "reporters", id: null },
          now,
          auditData: { code: listing.code, reports: summary.open, reasons: summary.reasons },
          mail: {
            siteUrl: input.siteUrl,
            reasons: REPORT_REASONS.filter((reason) => summary.reasons[reason] > 0),
          },
        })
      : null;
    tx.set(summaryRef, summary);
    tx.create(reportRef, {
      reason,
      note,
      createdAt: now,
      open: true,
      outcome: null,
      reporterSince: since,
      phoneKey,
      counted,
      reporterErased: false,
    });
    return held?.mailIds ?? [];
  });
  await sendQueuedMail({ db, mailer: input.mailer, logger: input.logger }, mailIds);
  return { message: REPORT_MESSAGES.reported() };
}

/** How an admin's step ends a listing's open reports: dismissed (the listing is fine) or upheld (rejected). */
export type ReportOutcome = "dismissed" | "upheld";

/**
 * Closes a listing's open reports inside an admin's decision on it (approve, reject, dismiss): they leave the
 * queue, the owner's answer goes with them, and each reporter's record counts the outcome. Reads first, as a
 * transaction must: returns how many were open, and the writes to make after the decision's own reads.
 */
export async function openReportsClosing(
  db: Db,
  { tx, listingId }: { tx: Transaction; listingId: string },
): Promise<{ open: number; close: (outcome: ReportOutcome) => void }> {
  const summaryRef = col.listingReports(db).doc(listingId);
  const summary = (await tx.get(summaryRef)).data();
  if (!summary || summary.open === 0) return { open: 0, close: () => {} };
  const open = await tx.get(col.reports(db, listingId).where("open", "==", true));
  // An erased reporter's report has a random id and no record: nobody's record counts its outcome.
  const reporters = open.docs.filter((report) => !report.data().reporterErased);
  const recordRefs = reporters.map((report) => col.reporters(db).doc(report.id));
  const records = recordRefs.length === 0 ? [] : await tx.getAll(...recordRefs);
  return {
    open: summary.open,
    close: (outcome) => {
      const now = new Date();
      for (const report of open.docs) tx.update(report.ref, { open: false, outcome });
      recordRefs.forEach((recordRef, i) => {
        const before = records[i]?.data();
        tx.set(recordRef, {
          dismissed: (before?.dismissed ?? 0) + (outcome === "dismissed" ? 1 : 0),
          upheld: (before?.upheld ?? 0) + (outcome === "upheld" ? 1 : 0),
          updatedAt: now,
        });
      });
      tx.set(summaryRef, { ...summary, open: 0, counted: 0, reasons: noReasons(), answer: null });
    },
  };
}

/**
 * The admin dismisses a listing's open reports: they leave the queue, and a listing they had held is public
 * again. 409 when there is nothing open (another admin dismissed or decided first).
 */
export async function dismissReports(
  db: Db,
  input: { actorId: string; listingId: string; requestId?: string | null },
): Promise<{ message: string }> {
  const listingId = listingIdOr404(input.listingId);
  const listingRef = col.listings(db).doc(listingId);
  await db.runTransaction(async (tx) => {
    const listing = (await tx.get(listingRef)).data();
    if (!listing) throw AppError.notFound(LISTING_MESSAGES.notFound());
    const reports = await openReportsClosing(db, { tx, listingId });
    if (reports.open === 0)
      throw new AppError({ status: 409, code: "nothing_open", message: REPORT_MESSAGES.nothingOpen() });
    const held = listing.heldForReports !== null && listing.status === "pending";
    // Its audit entry is the dismissal's below.
    if (held) {
      const actor = { kind: "admin", id: input.actorId } as const;
      await applyTransition(db, { tx, listingId, listing, transition: "release", actor });
    }
    reports.close("dismissed");
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "listing.reportsDismissed",
      entityType: "listing",
      entityId: listingId,
      data: { code: listing.code, reports: reports.open, restored: held },
      requestId: input.requestId,
    });
  });
  return { message: REPORT_MESSAGES.dismissed() };
}
