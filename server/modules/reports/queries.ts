// The admin's view of members' reports: the queue of reported listings (the Reports page) and one listing's open
// reports (the review page). Never who reported: each report comes with its reporter's standing only, as an
// account age, whether a verified phone stands behind it, and how their earlier reports ended.
import { col } from "#server/db/collections.ts";
import type { ListingDoc, ReportSummaryDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import type { ReportReason } from "#shared/forms/report.ts";
import { accountAgeDays } from "./standing.ts";

/** One open report as the admin sees it. */
export interface OpenReport {
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
  reporter: {
    /** The reporter erased their account: nothing of their standing is kept (then null, false and 0). */
    erased: boolean;
    /** Whole days since the reporter's account was made; null when Firebase did not say. */
    accountAgeDays: number | null;
    phoneVerified: boolean;
    /** Whether this report counts towards hiding the listing (standing.ts). */
    counted: boolean;
    /** How many of the reporter's earlier reports admins dismissed, and upheld. */
    dismissedBefore: number;
    upheldBefore: number;
  };
}

/** A listing's open reports: how many, by reason, how many count, the owner's answer, the newest reports. */
export interface ListingReports {
  open: number;
  counted: number;
  reasons: Record<ReportReason, number>;
  /** The owner's answer to the hold, if they sent one. */
  answer: { note: string; at: Date } | null;
  reports: OpenReport[];
}

/** One listing in the admin's reports queue: what it is, and its open reports. */
export interface ReportedListing extends ListingReports {
  listing: { id: string; code: string; propertyName: string; city: string; status: string; held: boolean };
}

/** The queue's length at most: reports are seen to as they come, so a longer queue waits for the next page load. */
export const REPORTS_QUEUE_LIMIT = 100;
const NOTES_SHOWN = 20;

/** The open reports of each summary, newest first, with their reporters' standing. */
async function reportsOf(
  db: Db,
  { summaries, now }: { summaries: ReportSummaryDoc[]; now: Date },
): Promise<ListingReports[]> {
  const snapshots = await Promise.all(
    summaries.map((s) => col.reports(db, s.listingId).where("open", "==", true).limit(NOTES_SHOWN).get()),
  );
  const reporterIds = [
    ...new Set(
      snapshots.flatMap((snapshot) =>
        snapshot.docs.filter((doc) => !doc.data().reporterErased).map((doc) => doc.id),
      ),
    ),
  ];
  const records = new Map(
    reporterIds.length === 0
      ? []
      : (await db.getAll(...reporterIds.map((id) => col.reporters(db).doc(id)))).map((snap) => [
          snap.id,
          snap.data(),
        ]),
  );
  return summaries.map((summary, i) => ({
    open: summary.open,
    counted: summary.counted,
    reasons: summary.reasons,
    answer: summary.answer,
    reports: snapshots[i]!.docs.map((doc) => {
      const report = doc.data();
      const record = report.reporterErased ? undefined : records.get(doc.id);
      return {
        reason: report.reason,
        note: report.note,
        createdAt: report.createdAt,
        reporter: {
          erased: report.reporterErased,
          accountAgeDays: report.reporterSince ? accountAgeDays(report.reporterSince, now) : null,
          phoneVerified: report.phoneKey !== null,
          counted: report.counted,
          dismissedBefore: record?.dismissed ?? 0,
          upheldBefore: record?.upheld ?? 0,
        },
      };
    }).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  }));
}

/**
 * The listings with open reports: those whose owner answered a hold first (they wait for the admin), then the most
 * recently reported.
 */
export async function listReportedListings(db: Db): Promise<ReportedListing[]> {
  // One inequality and no order: a single-field index serves it; the few open ones are ordered here.
  const summaries = (
    await col.listingReports(db).where("open", ">", 0).limit(REPORTS_QUEUE_LIMIT).get()
  ).docs.map((doc) => doc.data());
  summaries.sort(
    (a, b) =>
      Number(b.answer !== null) - Number(a.answer !== null) ||
      b.lastReportedAt.getTime() - a.lastReportedAt.getTime(),
  );
  if (summaries.length === 0) return [];
  const [listings, reports] = await Promise.all([
    db.getAll(...summaries.map((s) => col.listings(db).doc(s.listingId))),
    reportsOf(db, { summaries, now: new Date() }),
  ]);
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
        ...reports[i]!,
      },
    ];
  });
}

/** One listing's open reports, for its review page; null when it has none. */
export async function openReportsOf(
  db: Db,
  { listingId }: { listingId: string },
): Promise<ListingReports | null> {
  const summary = (await col.listingReports(db).doc(listingIdOr404(listingId)).get()).data();
  if (!summary || summary.open === 0) return null;
  const [reports] = await reportsOf(db, { summaries: [summary], now: new Date() });
  return reports ?? null;
}
