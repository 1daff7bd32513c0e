// Report a listing (issue 24): a signed-in member reports a public listing once, with a reason. Reports from
// `hideAfter` distinct members take the listing off the public site at once (pending, held for reports) and tell
// the owner why; an admin then dismisses the reports (a held listing is public again) or decides on the listing
// (approve, reject or remove), which closes them. Each step is one transaction over the listing, the reports'
// summary and the reports. Who reported is kept only as the report's document id, never shown to anyone.
import type { Transaction } from "firebase-admin/firestore";
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc, ReportSummaryDoc, UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import { recordListChanges } from "#server/modules/moderation/list-counts.ts";
import { LISTING_HELD_KIND, listingHeldMail } from "#server/modules/notifications/listing-held.ts";
import { queueMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import {
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  reportListingSchema,
} from "#shared/forms/report.ts";
import { DEFAULT_LOCALE } from "#shared/locale.ts";

const noReasons = (): Record<ReportReason, number> =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>;

/** A 400 with the form's messages beside their fields. */
function refusal(error: Parameters<typeof firstMessages>[0]): AppError {
  const messages = firstMessages(error);
  const fieldErrors = Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, [message]]),
  );
  return AppError.badRequest(Object.values(messages)[0] ?? REPORT_MESSAGES.reasonRequired(), fieldErrors);
}

export interface ReportInput {
  reporterId: string;
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
    const [summarySnap, reportSnap] = await Promise.all([tx.get(summaryRef), tx.get(reportRef)]);
    if (reportSnap.exists)
      throw new AppError({ status: 409, code: "already_reported", message: REPORT_MESSAGES.already() });
    const now = new Date();
    const before = summarySnap.data();
    const summary: ReportSummaryDoc = {
      listingId,
      code: listing.code,
      ownerId: listing.ownerId,
      open: (before?.open ?? 0) + 1,
      reasons: { ...noReasons(), ...before?.reasons, [reason]: (before?.reasons[reason] ?? 0) + 1 },
      lastReportedAt: now,
    };
    const holds = summary.open >= input.hideAfter;
    // Every read before the first write, as a transaction needs: the owner's address only when it holds.
    const owner = holds ? (await tx.get(col.users(db).doc(listing.ownerId))).data() : undefined;
    tx.set(summaryRef, summary);
    tx.create(reportRef, { reason, note, createdAt: now, open: true });
    if (!holds) return [];
    return holdListing(db, tx, { listingId, listing, owner, summary, now, siteUrl: input.siteUrl });
  });
  await sendQueuedMail({ db, mailer: input.mailer, logger: input.logger }, mailIds);
  return { message: REPORT_MESSAGES.reported() };
}

/** Takes a reported listing off the public site (pending, held for reports) and queues the owner's e-mail. */
function holdListing(
  db: Db,
  tx: Transaction,
  input: {
    listingId: string;
    listing: ListingDoc;
    owner: UserDoc | undefined;
    summary: ReportSummaryDoc;
    now: Date;
    siteUrl: string;
  },
): string[] {
  const { listingId, listing, owner, summary } = input;
  tx.set(col.listings(db).doc(listingId), { ...listing, status: "pending", heldForReports: input.now });
  recordListChanges(db, tx, [{ before: listing, after: { status: "pending", types: listing.types } }]);
  recordPublicChange(db, tx, { listingIds: [listingId] });
  // No actor: the reporters stay unknown, in the audit log too.
  recordAudit(db, tx, {
    actorId: null,
    action: "listing.heldForReports",
    entityType: "listing",
    entityId: listingId,
    before: { status: listing.status },
    after: { status: "pending" },
    data: { code: listing.code, reports: summary.open, reasons: summary.reasons },
  });
  if (!owner?.email) return [];
  return [
    queueMail(db, tx, {
      to: owner.email,
      ...listingHeldMail({
        code: listing.code,
        propertyName: listing.propertyName,
        city: listing.city,
        firstName: owner.firstName,
        reasons: REPORT_REASONS.filter((reason) => summary.reasons[reason] > 0),
        siteUrl: input.siteUrl,
        locale: owner.locale ?? DEFAULT_LOCALE,
      }),
      kind: LISTING_HELD_KIND,
      entityId: listingId,
    }),
  ];
}

/**
 * Closes a listing's open reports inside an admin's decision on it (approve, reject, dismiss): they leave the
 * queue. Reads first, as a transaction must: returns how many were open, and the writes to make after the
 * decision's own reads.
 */
export async function openReportsClosing(
  db: Db,
  tx: Transaction,
  listingId: string,
): Promise<{ open: number; close: () => void }> {
  const summaryRef = col.listingReports(db).doc(listingId);
  const summary = (await tx.get(summaryRef)).data();
  if (!summary || summary.open === 0) return { open: 0, close: () => {} };
  const open = await tx.get(col.reports(db, listingId).where("open", "==", true));
  return {
    open: summary.open,
    close: () => {
      for (const report of open.docs) tx.update(report.ref, { open: false });
      tx.set(summaryRef, { ...summary, open: 0, reasons: noReasons() });
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
    const reports = await openReportsClosing(db, tx, listingId);
    if (reports.open === 0)
      throw new AppError({ status: 409, code: "nothing_open", message: REPORT_MESSAGES.nothingOpen() });
    reports.close();
    const held = listing.heldForReports !== null && listing.status === "pending";
    if (held) {
      tx.set(listingRef, { ...listing, status: "approved", heldForReports: null });
      recordListChanges(db, tx, [{ before: listing, after: { status: "approved", types: listing.types } }]);
      recordPublicChange(db, tx, { listingIds: [listingId] });
    }
    recordAudit(db, tx, {
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

/** One listing in the admin's reports queue: what it is, its open reports (never who sent them). */
export interface ReportedListing {
  listing: { id: string; code: string; propertyName: string; city: string; status: string; held: boolean };
  open: number;
  reasons: Record<ReportReason, number>;
  reports: Array<{ reason: ReportReason; note: string | null; createdAt: Date }>;
}

/** The queue's length at most: reports are seen to as they come, so a longer queue waits for the next page load. */
export const REPORTS_QUEUE_LIMIT = 100;
const NOTES_SHOWN = 20;

/** The listings with open reports, most recently reported first. */
export async function listReportedListings(db: Db): Promise<ReportedListing[]> {
  // One inequality and no order: a single-field index serves it; the few open ones are ordered here.
  const summaries = (
    await col.listingReports(db).where("open", ">", 0).limit(REPORTS_QUEUE_LIMIT).get()
  ).docs.map((doc) => doc.data());
  summaries.sort((a, b) => b.lastReportedAt.getTime() - a.lastReportedAt.getTime());
  if (summaries.length === 0) return [];
  const listings = await db.getAll(...summaries.map((s) => col.listings(db).doc(s.listingId)));
  const reports = await Promise.all(
    summaries.map((s) => col.reports(db, s.listingId).where("open", "==", true).limit(NOTES_SHOWN).get()),
  );
  return summaries.flatMap((summary, i) => {
    const listing = listings[i]?.data() as ListingDoc | undefined;
    if (!listing) return [];
    return [
      {
        listing: {
          id: summary.listingId,
          code: listing.code,
          propertyName: listing.propertyName,
          city: listing.city,
          status: listing.status,
          held: listing.heldForReports !== null,
        },
        open: summary.open,
        reasons: summary.reasons,
        reports: reports[i]!.docs.map((doc) => doc.data())
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map(({ reason, note, createdAt }) => ({ reason, note, createdAt })),
      },
    ];
  });
}
