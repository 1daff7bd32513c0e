// The gateway's webhooks, the source of truth when the browser never comes back (STYLE §8): the signature over the
// raw body first, then the delivery stored under its event id (a redelivery is a no-op), then one named handler
// per event type. Razorpay retries a delivery until it gets a 2xx, so a handler that fails leaves the event
// unprocessed and answers 500 (503 when its transaction lost to contention); the handlers are idempotent by payment
// id anyway.
import { z } from "zod";
import type { PaymentGateway } from "#server/adapters/payments/gateway.ts";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { activatePayment, type GatewayPayment, recordFailedPayment, recordRefund } from "./activation.ts";
import { findOrderByProviderOrderId } from "./queries.ts";
import { verifyWebhookSignature } from "./signature.ts";

/** The fields of Razorpay's payment entity we read (the OpenAPI document describes the webhook with them). */
export const paymentEntity = z.object({
  id: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  currency: z.string().min(1).max(8),
  order_id: z.string().min(1).max(64).nullable(),
  method: z.string().max(40).nullish(),
  error_code: z.string().max(200).nullish(),
  error_description: z.string().max(1000).nullish(),
});
type PaymentEntity = z.infer<typeof paymentEntity>;
export const refundEntity = z.object({ id: z.string(), payment_id: z.string() });

const eventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof eventSchema>;

/** X-Razorpay-Event-Id. */
export const WEBHOOK_EVENT_ID = /^[\w.-]{1,100}$/;

/** processed: a handler acted on it; replayed: a delivery of an event already processed; ignored: nothing to do. */
export const WEBHOOK_RESULTS = ["processed", "replayed", "ignored"] as const;
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];

interface HandlerContext {
  db: Db;
  gateway: PaymentGateway;
  logger: Logger;
}

/** The gateway's payment as our records name it, or null when it belongs to no order of ours. */
async function paymentOf(
  { db, gateway }: HandlerContext,
  entity: PaymentEntity | undefined,
): Promise<GatewayPayment | null> {
  if (!entity?.order_id) return null;
  const order = await findOrderByProviderOrderId(db, {
    provider: gateway.provider,
    providerOrderId: entity.order_id,
  });
  if (!order) return null;
  return {
    provider: gateway.provider,
    providerPaymentId: entity.id,
    orderId: order.id,
    amountPaise: entity.amount,
    currency: entity.currency,
    method: entity.method ?? null,
    errorCode: entity.error_code ?? null,
    errorDescription: entity.error_description ?? null,
  };
}

/** payment.captured, order.paid: the plan activated (once; a wrong amount never activates). */
async function onPaymentCaptured(context: HandlerContext, event: WebhookEvent): Promise<boolean> {
  const payment = await paymentOf(context, event.payload.payment?.entity);
  if (!payment) return false;
  const outcome = await activatePayment(context.db, { payment, event: "capture", actorId: null });
  if (outcome === "refused")
    context.logger.warn({ payment: payment.providerPaymentId }, "captured payment did not activate a plan");
  return true;
}

/** payment.failed: the attempt recorded; the member may try again on the same order. */
async function onPaymentFailed(context: HandlerContext, event: WebhookEvent): Promise<boolean> {
  const payment = await paymentOf(context, event.payload.payment?.entity);
  if (!payment) return false;
  await recordFailedPayment(context.db, { payment });
  return true;
}

/** refund.processed: the payment refunded and the plan it bought cancelled. */
async function onRefundProcessed(context: HandlerContext, event: WebhookEvent): Promise<boolean> {
  const refund = event.payload.refund?.entity;
  const entity = event.payload.payment?.entity;
  if (!refund || !entity || entity.id !== refund.payment_id) return false;
  const payment = await paymentOf(context, entity);
  if (!payment) return false;
  await recordRefund(context.db, { payment });
  return true;
}

const HANDLERS: Record<string, (context: HandlerContext, event: WebhookEvent) => Promise<boolean>> = {
  "payment.captured": onPaymentCaptured,
  "order.paid": onPaymentCaptured,
  "payment.failed": onPaymentFailed,
  "refund.processed": onRefundProcessed,
};
/** The events acted on; any other is stored and answered "ignored". */
export const HANDLED_WEBHOOK_EVENTS = Object.keys(HANDLERS);

function parseEvent(rawBody: Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch (error) {
    throw new AppError({
      status: 400,
      code: "bad_request",
      message: "The webhook body is not JSON.",
      cause: error,
    });
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success)
    throw new AppError({
      status: 400,
      code: "bad_request",
      message: "The webhook body is not an event.",
      cause: parsed.error,
    });
  return parsed.data;
}

export async function handleWebhook(
  db: Db,
  input: {
    gateway: PaymentGateway;
    logger: Logger;
    rawBody: Buffer;
    /** X-Razorpay-Signature. */
    signature: string | undefined;
    /** X-Razorpay-Event-Id. */
    eventId: string | undefined;
  },
): Promise<WebhookResult> {
  const { gateway, rawBody, signature } = input;
  if (!signature || !verifyWebhookSignature({ rawBody, signature, webhookSecret: gateway.webhookSecret }))
    throw new AppError({ status: 401, code: "signature_invalid", message: "Invalid webhook signature." });
  if (!input.eventId || !WEBHOOK_EVENT_ID.test(input.eventId))
    throw AppError.badRequest("The webhook has no event id.");
  const event = parseEvent(rawBody);

  const eventRef = col.paymentWebhookEvents(db).doc(`${gateway.provider}_${input.eventId}`);
  const fresh = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(eventRef)).data();
    if (stored?.processedAt) return false;
    if (!stored)
      tx.create(eventRef, {
        provider: gateway.provider,
        eventId: input.eventId as string,
        eventType: event.event,
        payload: event.payload,
        receivedAt: new Date(),
        processedAt: null,
      });
    return true;
  });
  if (!fresh) return "replayed";

  const handler = HANDLERS[event.event];
  const handled = handler ? await handler({ db, gateway, logger: input.logger }, event) : false;
  if (handler && !handled)
    input.logger.warn({ event: event.event, eventId: input.eventId }, "webhook names no order of ours");
  await eventRef.update({ processedAt: new Date() });
  return handled ? "processed" : "ignored";
}
