// Buying a plan (SPEC §4 "Contact owner", §5 "Payment"): the order is made from the plan stored in Firestore (the
// amount never comes from the browser), and the plan is activated when the gateway's signature says the payment
// happened: the Checkout callback here, or the webhook (webhook.ts), whichever comes first.
import type { PaymentGateway } from "#server/adapters/payments/gateway.ts";
import { col } from "#server/db/collections.ts";
import type { PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { getActivePlan } from "#server/modules/accounts/queries.ts";
import type { CheckoutOrder } from "#shared/api/payments.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { activatePayment, paymentActivated } from "./activation.ts";
import { amountPaiseOf, CURRENCY } from "./money.ts";
import { verifyPaymentSignature } from "./signature.ts";

/** A gateway order for one of the plans on sale, at the plan's stored price. */
export async function createOrder(
  db: Db,
  input: { gateway: PaymentGateway; userId: string; planId: string },
): Promise<CheckoutOrder> {
  const { gateway, userId, planId } = input;
  const plan = isDocumentId(planId) ? (await col.plans(db).doc(planId).get()).data() : undefined;
  if (!plan) throw AppError.notFound(PAYMENT_MESSAGES.planNotFound());
  const amountPaise = amountPaiseOf(plan.priceRupees);
  // An archived plan is no longer sold; nor is one priced below what the gateway can charge.
  if (!plan.active || amountPaise === null)
    throw new AppError({ status: 409, code: "plan_not_on_sale", message: PAYMENT_MESSAGES.planNotFound() });

  const ref = col.paymentOrders(db).doc();
  const gatewayOrder = await gateway
    .createOrder({ amountPaise, currency: CURRENCY, receipt: ref.id, notes: { userId, planId } })
    .catch((error: unknown) => {
      throw new AppError({
        status: 502,
        code: "gateway_unavailable",
        message: PAYMENT_MESSAGES.orderFailed(),
        cause: error,
      });
    });
  if (gatewayOrder.amountPaise !== amountPaise || gatewayOrder.currency !== CURRENCY)
    throw new AppError({
      status: 502,
      code: "gateway_mismatch",
      message: PAYMENT_MESSAGES.orderFailed(),
      cause: new Error(`gateway order ${gatewayOrder.id} is not for ${amountPaise} ${CURRENCY}`),
    });
  const now = new Date();
  const order: PaymentOrderDoc = {
    userId,
    planId,
    planName: plan.name,
    planDuration: plan.duration,
    planTimeUnit: plan.timeUnit,
    amountPaise,
    currency: CURRENCY,
    provider: gateway.provider,
    providerOrderId: gatewayOrder.id,
    receipt: ref.id,
    status: "created",
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await ref.create(order);
  return {
    orderId: ref.id,
    providerOrderId: gatewayOrder.id,
    amountPaise,
    currency: CURRENCY,
    keyId: gateway.keyId,
    provider: gateway.provider,
    planName: plan.name,
  };
}

/**
 * The Checkout callback: the member's own order, the gateway's signature over its order and payment ids, then the
 * plan activated (once, however often this is called, and also when the webhook came first). The member's plan
 * after it.
 */
export async function verifyCheckout(
  db: Db,
  input: { gateway: PaymentGateway; userId: string; orderId: string; paymentId: string; signature: string },
) {
  const { gateway, userId, orderId, paymentId, signature } = input;
  const order = isDocumentId(orderId) ? (await col.paymentOrders(db).doc(orderId).get()).data() : undefined;
  // Another member's order is as unknown as one that does not exist.
  if (!order || order.userId !== userId) throw AppError.notFound(PAYMENT_MESSAGES.orderNotFound());
  const signed =
    order.provider === gateway.provider &&
    order.providerOrderId !== null &&
    verifyPaymentSignature({
      providerOrderId: order.providerOrderId,
      paymentId,
      signature,
      keySecret: gateway.keySecret,
    });
  if (!signed)
    throw new AppError({ status: 400, code: "signature_invalid", message: PAYMENT_MESSAGES.notVerified() });

  const payment = {
    provider: gateway.provider,
    providerPaymentId: paymentId,
    orderId,
    amountPaise: null,
    currency: null,
  };
  const outcome = await activatePayment(db, { payment, event: "authorize", actorId: userId }).catch(
    async (error: unknown) => {
      // Lost to contention (the database's 503): when what it lost to (the webhook, or this callback sent again to
      // another instance) activated the payment, the member has the plan and is told so, as a late callback is.
      const activated =
        error instanceof AppError &&
        error.status === 503 &&
        (await paymentActivated(db, payment).catch(() => false));
      if (activated) return "already" as const;
      throw error;
    },
  );
  if (outcome === "refused")
    throw new AppError({
      status: 409,
      code: "payment_refused",
      message: PAYMENT_MESSAGES.planUpdateFailed(),
    });
  return { message: PAYMENT_MESSAGES.success(), plan: await getActivePlan(db, { userId }) };
}
