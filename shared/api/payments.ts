// Plans on sale and buying one (server/http/api/payments.ts): the order from the stored plan, then the Checkout
// callback verified.
import * as z from "zod/mini";
import { isDocumentId } from "../document-id.ts";
import { PAYMENT_MESSAGES } from "../payments.ts";
import { PAYMENT_PROVIDERS, PLAN_TIME_UNITS } from "../values.ts";
import { dateTime, described } from "./common.ts";

export const orderBody = z.object({
  planId: z
    .string({ error: () => PAYMENT_MESSAGES.selectPlan() })
    .check(z.maxLength(128), z.refine(isDocumentId, { error: () => PAYMENT_MESSAGES.selectPlan() })),
});
export const verifyBody = z.object({
  paymentId: z.string().check(z.regex(/^pay_\w{1,60}$/, "Not a payment id.")),
  signature: described(
    z.string().check(z.minLength(1), z.maxLength(200)),
    "Checkout's razorpay_signature: HMAC-SHA256 of `{providerOrderId}|{paymentId}`",
  ),
});

export const planOnSale = z.object({
  id: z.string(),
  name: z.string(),
  nameTa: described(z.nullable(z.string()), "The name Tamil pages offer; null: name"),
  priceRupees: z.int(),
  duration: z.int(),
  timeUnit: z.enum(PLAN_TIME_UNITS),
});
export type PlanOnSale = z.infer<typeof planOnSale>;
export const plansAnswer = z.object({ plans: z.array(planOnSale) });

/** What POST /orders answers: what Checkout opens with. */
export const checkoutOrder = z.object({
  orderId: described(z.string(), "Our order: POST /orders/{orderId}/verify"),
  providerOrderId: described(z.string(), "The gateway's order, for Checkout"),
  amountPaise: z.int(),
  currency: z.string(),
  keyId: described(z.string(), "The gateway's public key id, for Checkout"),
  provider: z.enum(PAYMENT_PROVIDERS),
  planName: z.string(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrder>;

export const activePlan = z.object({ planName: z.string(), pricePaise: z.int(), expiresAt: dateTime });
export const verifiedAnswer = z.object({
  message: z.string(),
  plan: described(z.nullable(activePlan), "The member's running plan"),
});
