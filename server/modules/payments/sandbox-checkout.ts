// The sandbox gateway's checkout page (development only): what Razorpay's Checkout does for a member, played
// locally. Pay makes a payment signed as Razorpay signs it and delivers the signed `payment.captured` webhook to
// the production webhook code (the raw body, verified there); Fail delivers a signed `payment.failed`. The page
// then hands the signed payment to the browser, which posts it to the Checkout callback like Razorpay's handler.
import type { PaymentGateway } from "#server/adapters/payments/gateway.ts";
import { type SandboxGateway, sandboxId } from "#server/adapters/payments/sandbox.ts";
import { col } from "#server/db/collections.ts";
import type { PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { paymentGrantsPlan } from "./lifecycle.ts";
import { hmacSha256Hex } from "./signature.ts";
import { handleWebhook } from "./webhook.ts";

const NOT_HERE = "The sandbox checkout is not in use here.";

/** The sandbox gateway, or a 404: with Razorpay configured, or in production, there is no sandbox page. */
export function sandboxGatewayOf(gateway: PaymentGateway, { isProduction }: { isProduction: boolean }) {
  if (isProduction || gateway.provider !== "sandbox" || !("pay" in gateway))
    throw AppError.notFound(NOT_HERE);
  return gateway as SandboxGateway;
}

interface Input {
  gateway: SandboxGateway;
  userId: string;
  orderId: string;
}

/** The member's own sandbox order; another member's is as unknown as one that does not exist. */
async function ownOrder(
  db: Db,
  { userId, orderId }: Input,
): Promise<PaymentOrderDoc & { providerOrderId: string }> {
  const order = isDocumentId(orderId) ? (await col.paymentOrders(db).doc(orderId).get()).data() : undefined;
  if (!order || order.userId !== userId || order.provider !== "sandbox" || order.providerOrderId === null)
    throw AppError.notFound(PAYMENT_MESSAGES.orderNotFound());
  return { ...order, providerOrderId: order.providerOrderId };
}

/** What the checkout page shows: the plan and the amount. */
export async function getSandboxCheckout(db: Db, input: Input) {
  const order = await ownOrder(db, input);
  return {
    orderId: input.orderId,
    planName: order.planName,
    amountPaise: order.amountPaise,
    currency: order.currency,
    status: order.status,
  };
}

const notPayable = () =>
  new AppError({ status: 409, code: "order_not_payable", message: PAYMENT_MESSAGES.notPayable() });

/** The webhook's payment entity, as Razorpay's carry it. */
function paymentEntity(
  order: PaymentOrderDoc & { providerOrderId: string },
  paymentId: string,
  failed: boolean,
) {
  return {
    id: paymentId,
    entity: "payment",
    amount: order.amountPaise,
    currency: order.currency,
    status: failed ? "failed" : "captured",
    order_id: order.providerOrderId,
    method: "card",
    error_code: failed ? "BAD_REQUEST_ERROR" : null,
    error_description: failed ? "Payment failed (sandbox)." : null,
  };
}

/** Delivers a signed webhook to the production webhook code, exactly as the gateway's POST would arrive. */
async function deliver(
  db: Db,
  {
    gateway,
    logger,
    event,
    entity,
  }: Pick<Input, "gateway"> & { logger: Logger; event: string; entity: object },
) {
  const delivery = gateway.webhookDelivery({ event, payload: { payment: { entity } } });
  await handleWebhook(db, {
    gateway,
    logger,
    rawBody: Buffer.from(delivery.body, "utf8"),
    signature: delivery.headers["x-razorpay-signature"],
    eventId: delivery.headers["x-razorpay-event-id"],
  });
}

/**
 * Pay: a signed payment of the order and its `payment.captured` webhook; the signed payment for the Checkout
 * callback. Paying an order that this page already paid answers that payment again (nothing new happens).
 */
export async function paySandboxOrder(db: Db, input: Input & { logger: Logger }) {
  const order = await ownOrder(db, input);
  if (order.status === "paid") {
    const payments = await col.payments(db).where("orderId", "==", input.orderId).get();
    const paid = payments.docs
      .map((doc) => doc.data())
      .find((payment) => payment.errorCode === null && paymentGrantsPlan(payment.status));
    if (!paid) throw notPayable();
    const signature = hmacSha256Hex(
      input.gateway.keySecret,
      `${order.providerOrderId}|${paid.providerPaymentId}`,
    );
    return { paymentId: paid.providerPaymentId, signature };
  }
  if (order.status !== "created") throw notPayable();
  const payment = input.gateway.pay(order.providerOrderId);
  await deliver(db, {
    ...input,
    event: "payment.captured",
    entity: paymentEntity(order, payment.paymentId, false),
  });
  return payment;
}

/** Fail: a failed attempt, as the gateway's signed `payment.failed` webhook reports it. */
export async function failSandboxOrder(db: Db, input: Input & { logger: Logger }) {
  const order = await ownOrder(db, input);
  if (order.status !== "created") throw notPayable();
  await deliver(db, {
    ...input,
    event: "payment.failed",
    entity: paymentEntity(order, sandboxId("pay"), true),
  });
}
