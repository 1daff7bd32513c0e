// What a payment does to an order and a member's plan, each in one Firestore transaction keyed by the payment:
// `payments/{provider}_{paymentId}` exists once, so the plan is activated exactly once per payment, whether the
// Checkout callback or the webhook comes first and however often either comes. A refund cancels the
// subscription the payment bought (the Refund page: fees are refunded only where the law requires it, and then
// in full, so a refunded payment no longer carries the plan).
//
// Contention: in one process, a payment's transactions run one after another, so that callbacks sent together
// (and a webhook beside them) do not fight over the same documents. Against another instance's they may still
// lose past the Firestore client's retries; that is the database's 503 (AppError.unavailable), with nothing
// written, never a 500.
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { PaymentDoc, PaymentOrderDoc, SubscriptionDoc } from "#server/db/documents.ts";
import { type Db, databaseUnavailable } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { unexpiredSubscriptions } from "#server/modules/accounts/queries.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import type { PaymentProvider } from "#shared/values.ts";
import {
  firstPaymentStatus,
  orderPayable,
  orderStatusAfterFailure,
  type PaymentEvent,
  paymentGrantsPlan,
  paymentStatusAfter,
} from "./lifecycle.ts";
import { subscriptionPeriod } from "./money.ts";
import { paymentDocId } from "./queries.ts";

export interface GatewayPayment {
  provider: PaymentProvider;
  providerPaymentId: string;
  /** Our order (paymentOrders document id). */
  orderId: string;
  /** As the gateway reported it; null from the Checkout callback, which carries only ids and a signature. */
  amountPaise: number | null;
  currency: string | null;
  method?: string | null;
  errorCode?: string | null;
  errorDescription?: string | null;
}

/**
 * `activated`: this call bought the plan; `already`: an earlier call did; `refused`: the payment does not carry a
 * plan (failed, refunded, a wrong amount, or the order was paid by another payment).
 */
export type ActivationOutcome = "activated" | "already" | "refused";

/** A paid amount other than the order's: a tampered or partial payment never buys the plan. */
const AMOUNT_MISMATCH = "amount_mismatch";
const ORDER_ALREADY_PAID = "order_already_paid";

/** Each database's payment transactions running in this process, by payment document id: the last one's end. */
const running = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * `update` in a transaction (the client's, with its retries), once every other transaction of payment `key` (its
 * document id) that this process started has ended; a transaction that lost to contention throws the database's
 * 503.
 */
export function paymentTransaction<T>(
  db: Db,
  key: string,
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let queue = running.get(db);
  if (!queue) {
    queue = new Map();
    running.set(db, queue);
  }
  const turn = (queue.get(key) ?? Promise.resolve())
    .then(() => db.runTransaction(update))
    .catch((error: unknown) => {
      throw databaseUnavailable(error) ? AppError.unavailable(error) : error;
    });
  const ended = turn.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, ended);
  void ended.then(() => {
    if (queue.get(key) === ended) queue.delete(key);
  });
  return turn;
}

/**
 * Whether the payment is recorded as having bought the plan (read outside any transaction): what a call that
 * lost to contention can still tell, when the call that won activated it.
 */
export async function paymentActivated(
  db: Db,
  { provider, providerPaymentId }: Pick<GatewayPayment, "provider" | "providerPaymentId">,
): Promise<boolean> {
  const stored = (await col.payments(db).doc(paymentDocId(provider, providerPaymentId)).get()).data();
  return stored !== undefined && stored.errorCode === null && paymentGrantsPlan(stored.status);
}

async function readOrder(
  db: Db,
  { tx, orderId }: { tx: Transaction; orderId: string },
): Promise<PaymentOrderDoc> {
  const order = (await tx.get(col.paymentOrders(db).doc(orderId))).data();
  if (!order) throw new Error(`paymentOrders/${orderId} does not exist`);
  return order;
}

/** The expiry of the member's longest active plan, or null (the query of accounts' getActivePlan). */
async function currentExpiry(
  db: Db,
  { tx, userId, now }: { tx: Transaction; userId: string; now: Date },
): Promise<Date | null> {
  const snapshot = await tx.get(unexpiredSubscriptions(db, { userId, now }).limit(1));
  return snapshot.docs[0]?.data().expiresAt ?? null;
}

function newPayment(
  payment: GatewayPayment,
  order: PaymentOrderDoc,
  event: PaymentEvent,
  now: Date,
): PaymentDoc {
  return {
    orderId: payment.orderId,
    userId: order.userId,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise ?? order.amountPaise,
    currency: payment.currency ?? order.currency,
    status: firstPaymentStatus(event),
    method: payment.method ?? null,
    errorCode: payment.errorCode ?? null,
    errorDescription: payment.errorDescription ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A successful payment (`authorize`: the verified Checkout callback; `capture`: the webhook): the payment
 * recorded, and, the first time only, the plan's subscription (from now, or from the end of the plan the member
 * still has), the order marked paid and an audit entry.
 */
export async function activatePayment(
  db: Db,
  input: { payment: GatewayPayment; event: "authorize" | "capture"; actorId: string | null; now?: Date },
): Promise<ActivationOutcome> {
  const { payment, event } = input;
  const paymentRef = col.payments(db).doc(paymentDocId(payment.provider, payment.providerPaymentId));
  const orderRef = col.paymentOrders(db).doc(payment.orderId);
  return paymentTransaction(db, paymentRef.id, async (tx) => {
    const now = input.now ?? new Date();
    const stored = (await tx.get(paymentRef)).data();
    const order = await readOrder(db, { tx, orderId: payment.orderId });
    if (stored) {
      const status = paymentStatusAfter(stored.status, event);
      if (status !== stored.status) tx.update(paymentRef, { status, updatedAt: now });
      return stored.errorCode === null && paymentGrantsPlan(status) ? "already" : "refused";
    }

    const record = newPayment(payment, order, event, now);
    const wrongAmount =
      (payment.amountPaise !== null && payment.amountPaise !== order.amountPaise) ||
      (payment.currency !== null && payment.currency !== order.currency);
    const refusal = wrongAmount ? AMOUNT_MISMATCH : orderPayable(order.status) ? null : ORDER_ALREADY_PAID;
    if (refusal) {
      tx.create(paymentRef, { ...record, errorCode: refusal });
      recordAudit(db, {
        tx,
        actorId: input.actorId,
        action: "payment.refuse",
        entityType: "payment",
        entityId: paymentRef.id,
        data: { orderId: payment.orderId, reason: refusal, amountPaise: record.amountPaise },
      });
      return "refused";
    }

    const expiry = await currentExpiry(db, { tx, userId: order.userId, now });
    // The contact quota is the plan's as it stands at activation.
    const plan = (await tx.get(col.plans(db).doc(order.planId))).data();
    const period = subscriptionPeriod({
      now,
      currentExpiry: expiry,
      duration: order.planDuration,
      timeUnit: order.planTimeUnit,
    });
    const subscription: SubscriptionDoc = {
      userId: order.userId,
      planId: order.planId,
      orderId: payment.orderId,
      planName: order.planName,
      pricePaise: order.amountPaise,
      duration: order.planDuration,
      timeUnit: order.planTimeUnit,
      status: "active",
      contactQuota: plan?.contactQuota ?? null,
      ...period,
      createdAt: now,
    };
    tx.create(paymentRef, record);
    // One subscription per paid order: its id is the order's.
    tx.create(col.subscriptions(db).doc(payment.orderId), subscription);
    tx.update(orderRef, { status: "paid", paidAt: now, updatedAt: now });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "payment.activate",
      entityType: "payment",
      entityId: paymentRef.id,
      data: {
        orderId: payment.orderId,
        planId: order.planId,
        amountPaise: order.amountPaise,
        expiresAt: period.expiresAt.toISOString(),
        via: event === "authorize" ? "callback" : "webhook",
      },
    });
    return "activated";
  });
}

/** A failed attempt (webhook `payment.failed`): the payment recorded as failed, the order failed unless paid. */
export async function recordFailedPayment(
  db: Db,
  input: { payment: GatewayPayment; now?: Date },
): Promise<void> {
  const { payment } = input;
  const paymentRef = col.payments(db).doc(paymentDocId(payment.provider, payment.providerPaymentId));
  const orderRef = col.paymentOrders(db).doc(payment.orderId);
  await paymentTransaction(db, paymentRef.id, async (tx) => {
    const now = input.now ?? new Date();
    const stored = (await tx.get(paymentRef)).data();
    const order = await readOrder(db, { tx, orderId: payment.orderId });
    if (stored) {
      const status = paymentStatusAfter(stored.status, "fail");
      if (status !== stored.status) tx.update(paymentRef, { status, updatedAt: now });
    } else tx.create(paymentRef, newPayment(payment, order, "fail", now));
    const orderStatus = orderStatusAfterFailure(order.status);
    if (orderStatus !== order.status) tx.update(orderRef, { status: orderStatus, updatedAt: now });
  });
}

/**
 * A refund (webhook `refund.processed`): the payment marked refunded and the subscription it bought cancelled.
 * A refund heard of before the payment itself is recorded too, so that a late capture cannot activate it.
 */
export async function recordRefund(db: Db, input: { payment: GatewayPayment; now?: Date }): Promise<void> {
  const { payment } = input;
  const paymentRef = col.payments(db).doc(paymentDocId(payment.provider, payment.providerPaymentId));
  const subscriptionRef = col.subscriptions(db).doc(payment.orderId);
  await paymentTransaction(db, paymentRef.id, async (tx) => {
    const now = input.now ?? new Date();
    const stored = (await tx.get(paymentRef)).data();
    const subscription = (await tx.get(subscriptionRef)).data();
    const order = await readOrder(db, { tx, orderId: payment.orderId });
    if (stored?.status === "refunded") return;
    if (stored) tx.update(paymentRef, { status: "refunded", updatedAt: now });
    else tx.create(paymentRef, newPayment(payment, order, "refund", now));
    // Only the subscription this payment bought (the order's), not one bought by another payment of it.
    const boughtByThis =
      stored !== undefined && stored.errorCode === null && paymentGrantsPlan(stored.status);
    if (subscription?.status === "active" && boughtByThis)
      tx.update(subscriptionRef, { status: "cancelled" });
    recordAudit(db, {
      tx,
      actorId: null,
      action: "payment.refund",
      entityType: "payment",
      entityId: paymentRef.id,
      data: {
        orderId: payment.orderId,
        cancelledSubscription: subscription?.status === "active" && boughtByThis,
      },
    });
  });
}
