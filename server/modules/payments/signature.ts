// Razorpay's two signatures, checked on the server (the browser never decides that a payment succeeded):
// - the Checkout callback's: HMAC-SHA256 of `${order_id}|${payment_id}` with the key secret, in hex;
// - a webhook's (X-Razorpay-Signature): HMAC-SHA256 of the raw request body with the webhook secret, in hex.
// Compared in constant time, so a forger learns nothing from how long a refusal takes.
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** True when `given` is exactly `expected`, compared in constant time (a different length is simply false). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Checkout handler's razorpay_signature for this order and payment. */
export function verifyPaymentSignature(input: {
  providerOrderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  const expected = hmacSha256Hex(input.keySecret, `${input.providerOrderId}|${input.paymentId}`);
  return sameSignature(expected, input.signature);
}

/** A webhook's X-Razorpay-Signature over the body exactly as received (never a re-serialised JSON). */
export function verifyWebhookSignature(input: {
  rawBody: Buffer;
  signature: string;
  webhookSecret: string;
}): boolean {
  return sameSignature(hmacSha256Hex(input.webhookSecret, input.rawBody), input.signature);
}
