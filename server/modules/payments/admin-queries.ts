// The admin's payments list: orders newest first, filtered in the database by status, days (India time) and
// member, a page at a time; with the totals of what was paid and refunded under the same filters. The composite
// indexes are in firestore.indexes.json (tests/rules/indexes.test.ts lists the combinations).
import { AggregateField, type Query } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { PaymentDoc, PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { startOfIndianDay } from "#server/modules/audit/queries.ts";
import type { AdminPaymentsQuery } from "#shared/forms/admin-payments.ts";
import { type OrderRecord, paymentsByOrder, recordOf } from "./queries.ts";

/** At most 30: a page's payments are read with one `in` query, which takes 30 values. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminOrderRow extends OrderRecord {
  member: { id: string; email: string | null };
}
export interface PaymentTotals {
  count: number;
  amountPaise: number;
}
export interface AdminPaymentsPage {
  orders: AdminOrderRow[];
  totals: { captured: PaymentTotals; refunded: PaymentTotals };
  page: number;
  pageSize: number;
  hasNext: boolean;
  /** The member filter named an e-mail address no member has: nothing to show. */
  unknownMember: boolean;
}

/** The filters every query here shares: the member and the days, on `createdAt`, newest first. */
function within<T>(query: Query<T>, filters: AdminPaymentsQuery, userId: string | null): Query<T> {
  let q = query;
  if (userId) q = q.where("userId", "==", userId);
  if (filters.from) q = q.where("createdAt", ">=", startOfIndianDay(filters.from));
  if (filters.to) q = q.where("createdAt", "<", new Date(startOfIndianDay(filters.to).getTime() + DAY_MS));
  return q.orderBy("createdAt", "desc");
}

async function totalOf(query: Query<PaymentOrderDoc> | Query<PaymentDoc>): Promise<PaymentTotals> {
  const snapshot = await query
    .aggregate({ count: AggregateField.count(), amount: AggregateField.sum("amountPaise") })
    .get();
  const { count, amount } = snapshot.data();
  return { count, amountPaise: amount ?? 0 };
}

const EMPTY = { count: 0, amountPaise: 0 };

export async function listOrdersForAdmin(db: Db, filters: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const base = { page: filters.page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE };
  let userId: string | null = null;
  if (filters.email) {
    const found = await col.users(db).where("email", "==", filters.email.toLowerCase()).limit(1).get();
    userId = found.docs[0]?.id ?? null;
    if (!userId)
      return {
        ...base,
        orders: [],
        totals: { captured: EMPTY, refunded: EMPTY },
        hasNext: false,
        unknownMember: true,
      };
  }
  const orders = col.paymentOrders(db);
  const listed = within(
    filters.status ? orders.where("status", "==", filters.status) : orders,
    filters,
    userId,
  );
  const [snapshot, captured, refunded] = await Promise.all([
    listed
      .offset((filters.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE)
      .limit(ADMIN_PAYMENTS_PAGE_SIZE + 1)
      .get(),
    // One activation per order: the paid orders are what was captured.
    totalOf(within(orders.where("status", "==", "paid"), filters, userId)),
    totalOf(within(col.payments(db).where("status", "==", "refunded"), filters, userId)),
  ]);
  const docs = snapshot.docs.slice(0, ADMIN_PAYMENTS_PAGE_SIZE);
  return {
    ...base,
    orders: await rowsOf(
      db,
      docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    ),
    totals: { captured, refunded },
    hasNext: snapshot.docs.length > ADMIN_PAYMENTS_PAGE_SIZE,
    unknownMember: false,
  };
}

async function rowsOf(db: Db, orders: (PaymentOrderDoc & { id: string })[]): Promise<AdminOrderRow[]> {
  if (orders.length === 0) return [];
  const userIds = [...new Set(orders.map((order) => order.userId))];
  const [payments, users] = await Promise.all([
    col
      .payments(db)
      .where(
        "orderId",
        "in",
        orders.map((order) => order.id),
      )
      .get(),
    db.getAll(...userIds.map((id) => col.users(db).doc(id))),
  ]);
  const emails = new Map(users.map((user) => [user.id, user.data()?.email ?? null]));
  const byOrder = paymentsByOrder(payments.docs.map((doc) => doc.data()));
  return orders.map(({ id, ...order }) => ({
    ...recordOf(id, order, byOrder.get(id) ?? []),
    member: { id: order.userId, email: emails.get(order.userId) ?? null },
  }));
}
