// The admin menu's badges (SPEC §2 "Admin dashboard"): the moderation lists' kept counts (one document), and a
// count aggregation each for active customers, unanswered messages and listings with open reports.
import type { Query } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { readListCounts } from "#server/modules/listings/list-counts.ts";

export interface DashboardCounts {
  customers: number;
  pending: number;
  approved: number;
  rejected: number;
  /** Contact messages not yet marked as handled. */
  unhandledMessages: number;
  /** Listings with reports no admin has seen to. */
  reported: number;
}

export async function countDashboard(db: Db): Promise<DashboardCounts> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [customers, lists, unhandledMessages, reported] = await Promise.all([
    count(col.users(db).where("disabled", "==", false)),
    readListCounts(db),
    count(col.contactMessages(db).where("handledAt", "==", null)),
    count(col.listingReports(db).where("open", ">", 0)),
  ]);
  return {
    customers,
    pending: lists.pending.all,
    approved: lists.approved.all,
    rejected: lists.rejected.all,
    unhandledMessages,
    reported,
  };
}
