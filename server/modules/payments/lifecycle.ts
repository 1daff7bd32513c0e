// The payment lifecycle as named transitions (STYLE §9). An order is `created` until a payment of it is
// activated (`paid`); a failed attempt marks it `failed`, but Checkout lets the member try again on the same
// order, so a failed order can still become paid. A payment is `authorized` (the Checkout callback), `captured`
// (the gateway's webhook), `failed`, or `refunded`.
import type { OrderStatus, PaymentStatus } from "#shared/values.ts";

export type PaymentEvent = "authorize" | "capture" | "fail" | "refund";

const PAYMENT_AFTER: Record<PaymentEvent, Partial<Record<PaymentStatus, PaymentStatus>>> = {
  authorize: {},
  capture: { authorized: "captured" },
  fail: { authorized: "failed" },
  refund: { authorized: "refunded", captured: "refunded" },
};

/** A stored payment's status after `event`; unchanged when the event comes late (a capture after a refund). */
export function paymentStatusAfter(current: PaymentStatus, event: PaymentEvent): PaymentStatus {
  return PAYMENT_AFTER[event][current] ?? current;
}

/** The status of a payment first heard of through `event`. */
const FIRST_STATUS: Record<PaymentEvent, PaymentStatus> = {
  authorize: "authorized",
  capture: "captured",
  fail: "failed",
  refund: "refunded",
};

export function firstPaymentStatus(event: PaymentEvent): PaymentStatus {
  return FIRST_STATUS[event];
}

/** Whether an order in `status` may still be paid. */
export function orderPayable(status: OrderStatus): boolean {
  return status === "created" || status === "failed";
}

/** An order's status after a failed attempt: a paid order stays paid. */
export function orderStatusAfterFailure(status: OrderStatus): OrderStatus {
  return status === "created" ? "failed" : status;
}

/** Payment statuses that carry the plan. */
export function paymentGrantsPlan(status: PaymentStatus): boolean {
  return status === "authorized" || status === "captured";
}
