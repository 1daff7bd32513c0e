// The admin menu's badges (SPEC §2 "Admin dashboard"): one count aggregation each, no documents read.
import type { Query } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";

export interface DashboardCounts {
  customers: number;
  pending: number;
  approved: number;
  rejected: number;
  /** Contact messages not yet marked as handled. */
  unhandledMessages: number;
}

export async function countDashboard(db: Db): Promise<DashboardCounts> {
  const listings = col.listings(db);
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [customers, pending, approved, rejected, unhandledMessages] = await Promise.all([
    count(col.users(db).where("disabled", "==", false)),
    count(listings.where("status", "==", "pending")),
    count(listings.where("status", "==", "approved")),
    count(listings.where("status", "==", "rejected")),
    count(col.contactMessages(db).where("handledAt", "==", null)),
  ]);
  return { customers, pending, approved, rejected, unhandledMessages };
}
