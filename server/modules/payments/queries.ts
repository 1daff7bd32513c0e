// Reads of the payments module.
import { col } from "#server/db/collections.ts";
import type { PaymentDoc, PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { isDocumentId } from "#shared/document-id.ts";
import type { OrderStatus, PaymentProvider } from "#shared/values.ts";

/** The payment's document id: one per gateway payment, the key that makes activation happen once. */
export const paymentDocId = (provider: PaymentProvider, providerPaymentId: string) =>
  `${provider}_${providerPaymentId}`;

/** Our order for a gateway order id (webhooks name the gateway's), or null. */
export async function findOrderByProviderOrderId(
  db: Db,
  { provider, providerOrderId }: { provider: PaymentProvider; providerOrderId: string },
): Promise<(PaymentOrderDoc & { id: string }) | null> {
  const snapshot = await col
    .paymentOrders(db)
    .where("providerOrderId", "==", providerOrderId)
    .where("provider", "==", provider)
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  return doc ? { id: doc.id, ...doc.data() } : null;
}

/** One order in a member's payment history: what was bought, and the payment that settled it (if any). */
export interface OrderRecord {
  orderId: string;
  planName: string;
  amountPaise: number;
  currency: string;
  /** The order's status, or `refunded` once the payment that paid it was refunded. */
  status: OrderStatus | "refunded";
  providerPaymentId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

export const HISTORY_LIMIT = 50;

/** The payment that tells an order's story: the one that paid (or was refunded), else the latest attempt. */
function settlingPayment(payments: readonly PaymentDoc[]): PaymentDoc | null {
  const settled = payments.find((payment) => payment.errorCode === null && payment.status !== "failed");
  if (settled) return settled;
  return [...payments].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

export function recordOf(id: string, order: PaymentOrderDoc, payments: readonly PaymentDoc[]): OrderRecord {
  const payment = settlingPayment(payments);
  return {
    orderId: id,
    planName: order.planName,
    amountPaise: order.amountPaise,
    currency: order.currency,
    status: payment?.status === "refunded" ? "refunded" : order.status,
    providerPaymentId: payment?.providerPaymentId ?? null,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

export function paymentsByOrder(docs: readonly PaymentDoc[]): Map<string, PaymentDoc[]> {
  const byOrder = new Map<string, PaymentDoc[]>();
  for (const payment of docs)
    byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
  return byOrder;
}

/** A member's orders, newest first (the profile's payment history). */
export async function listMemberOrders(db: Db, { userId }: { userId: string }): Promise<OrderRecord[]> {
  const [orders, payments] = await Promise.all([
    col
      .paymentOrders(db)
      .where("userId", "==", userId)
      .orderBy("createdAt", "desc")
      .limit(HISTORY_LIMIT)
      .get(),
    col.payments(db).where("userId", "==", userId).get(),
  ]);
  const byOrder = paymentsByOrder(payments.docs.map((doc) => doc.data()));
  return orders.docs.map((doc) => recordOf(doc.id, doc.data(), byOrder.get(doc.id) ?? []));
}

/** A receipt: the member's own paid order (a refunded one keeps its receipt); null for anything else. */
export async function getMemberReceipt(
  db: Db,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<(OrderRecord & { expiresAt: Date | null }) | null> {
  if (!isDocumentId(orderId)) return null;
  const order = (await col.paymentOrders(db).doc(orderId).get()).data();
  if (!order || order.userId !== userId || order.status !== "paid") return null;
  const [payments, subscription] = await Promise.all([
    col.payments(db).where("orderId", "==", orderId).get(),
    col.subscriptions(db).doc(orderId).get(),
  ]);
  const record = recordOf(
    orderId,
    order,
    payments.docs.map((doc) => doc.data()).filter((payment) => payment.userId === userId),
  );
  return { ...record, expiresAt: subscription.data()?.expiresAt ?? null };
}
