import { formatDateTime, formatLongDate } from "#shared/dates.ts";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "#shared/forms/report.ts";
import { m } from "#web/lib/i18n.ts";

/** A listing's open reports as the server gives them (server/modules/reports/queries.ts), dates as sent. */
export interface ListingReportsView {
  counted: number;
  reasons: Record<ReportReason, number>;
  answer: { note: string; at: Date | string } | null;
  reports: ReadonlyArray<{
    reason: ReportReason;
    note: string | null;
    createdAt: Date | string;
    reporter: {
      erased: boolean;
      accountAgeDays: number | null;
      phoneVerified: boolean;
      dismissedBefore: number;
      upheldBefore: number;
    };
  }>;
}

/**
 * What the admin weighs a listing's reports by (the Reports page and the review page): the owner's answer, the
 * reasons with their counts, and each report with its reporter's standing, never who they are.
 */
export function ListingReports({ reports }: { reports: ListingReportsView }) {
  return (
    <>
      {reports.answer ? (
        <div className="report-answer">
          <p>{m["reports.answer"]({ date: formatLongDate(reports.answer.at) })}</p>
          <blockquote data-user-content="">{reports.answer.note}</blockquote>
        </div>
      ) : null}
      <p className="muted">{m["reports.counted"]({ count: reports.counted })}</p>
      <ul className="report-reasons">
        {REPORT_REASONS.filter((reason) => reports.reasons[reason] > 0).map((reason) => (
          <li key={reason}>
            {REPORT_REASON_LABELS[reason]()}: {reports.reasons[reason]}
          </li>
        ))}
      </ul>
      <ul className="report-notes">
        {reports.reports.map((report, index) => {
          const { reporter } = report;
          return (
            // Reports have no id here on purpose: nothing about them may name who sent them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and reloaded whole.
            <li key={index}>
              <time dateTime={new Date(report.createdAt).toISOString()}>
                {m["reports.reported"]({ date: formatDateTime(report.createdAt) })}
              </time>
              {" · "}
              {REPORT_REASON_LABELS[report.reason]()}
              {report.note ? <q data-user-content="">{report.note}</q> : null}
              {reporter.erased ? (
                <span className="report-reporter">{m["reports.reporterErased"]()}</span>
              ) : (
                <span className="report-reporter">
                  {reporter.accountAgeDays === null
                    ? m["reports.accountAgeUnknown"]()
                    : m["reports.accountAge"]({ days: reporter.accountAgeDays })}
                  {" · "}
                  {reporter.phoneVerified ? m["reports.phoneVerified"]() : m["reports.noPhone"]()}
                  {" · "}
                  {m["reports.earlier"]({
                    dismissed: reporter.dismissedBefore,
                    upheld: reporter.upheldBefore,
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
