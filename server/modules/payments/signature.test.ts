import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sameSignature, verifyPaymentSignature, verifyWebhookSignature } from "./signature.ts";

const hmac = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

describe("the Checkout callback's payment signature", () => {
  const keySecret = "key_secret_for_tests";
  const providerOrderId = "order_IluGWxBm9U8zJ8";
  const paymentId = "pay_IH4NVgf4Dreq1l";
  const signature = hmac(keySecret, `${providerOrderId}|${paymentId}`);

  it("is accepted when it is the HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    expect(verifyPaymentSignature({ providerOrderId, paymentId, signature, keySecret })).toBe(true);
  });

  it.each([
    ["another payment id", { paymentId: "pay_IH4NVgf4Dreq1m" }],
    ["another order id", { providerOrderId: "order_IluGWxBm9U8zJ9" }],
    ["another secret", { keySecret: "someone_elses_secret" }],
    ["upper-case hex", { signature: signature.toUpperCase() }],
    ["a truncated signature", { signature: signature.slice(0, 63) }],
    ["an empty signature", { signature: "" }],
    ["the fields the other way round", { signature: hmac(keySecret, `${paymentId}|${providerOrderId}`) }],
  ])("is refused with %s", (_name, change) => {
    expect(verifyPaymentSignature({ providerOrderId, paymentId, signature, keySecret, ...change })).toBe(
      false,
    );
  });
});

describe("a webhook's signature", () => {
  const webhookSecret = "webhook_secret_for_tests";
  const rawBody = Buffer.from(
    '{"event":"payment.captured","payload":{"payment":{"entity":{"amount":19900}}}}',
  );
  const signature = hmac(webhookSecret, rawBody);

  it("is accepted over the raw body with the webhook secret", () => {
    expect(verifyWebhookSignature({ rawBody, signature, webhookSecret })).toBe(true);
  });

  it("is refused when one byte of the body differs (a tampered amount)", () => {
    const tampered = Buffer.from(rawBody.toString().replace("19900", "19901"));
    expect(verifyWebhookSignature({ rawBody: tampered, signature, webhookSecret })).toBe(false);
  });

  it("is refused over the same JSON serialised differently", () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(rawBody.toString()), null, 1));
    expect(verifyWebhookSignature({ rawBody: reformatted, signature, webhookSecret })).toBe(false);
  });

  it("is refused with the key secret instead of the webhook secret", () => {
    expect(verifyWebhookSignature({ rawBody, signature, webhookSecret: "key_secret_for_tests" })).toBe(false);
  });
});

describe("sameSignature", () => {
  it("compares strings of different lengths without throwing", () => {
    expect(sameSignature("abc", "abcd")).toBe(false);
    expect(sameSignature("abc", "abc")).toBe(true);
    // Same number of characters, different number of bytes.
    expect(sameSignature("ab", "é")).toBe(false);
  });
});
