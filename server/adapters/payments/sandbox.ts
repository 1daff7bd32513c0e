// The sandbox gateway (PAYMENTS_PROVIDER=sandbox, never in production): orders, payments and webhooks of
// Razorpay's shapes, made locally and signed with local secrets, so that the callback and the webhook go through
// exactly the verification code production runs. Its checkout page (pay, fail, close) will use `pay` and
// `webhookDelivery`; tests use them to play the gateway's part.
import { createHmac, randomBytes } from "node:crypto";
import type { GatewayOrder, PaymentGateway } from "./gateway.ts";

export const SANDBOX_KEYS = {
  keyId: "rzp_test_sandbox",
  keySecret: "sandbox_key_secret",
  webhookSecret: "sandbox_webhook_secret",
} as const;

/** Razorpay's id shape: a prefix and 14 letters and digits. */
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function sandboxId(prefix: "order" | "pay" | "rfnd" | "evt"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("")}`;
}

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

export interface SandboxGateway extends PaymentGateway {
  provider: "sandbox";
  /** A successful payment of the order, as Checkout hands it to its handler. */
  pay(providerOrderId: string): { paymentId: string; signature: string };
  /** A webhook as the gateway posts it: the raw body and its headers. */
  webhookDelivery(event: { event: string; payload: unknown; eventId?: string }): {
    body: string;
    headers: Record<string, string>;
  };
}

export function createSandboxGateway(
  keys: { keyId: string; keySecret: string; webhookSecret: string } = SANDBOX_KEYS,
): SandboxGateway {
  return {
    provider: "sandbox",
    ...keys,
    async createOrder({ amountPaise, currency }): Promise<GatewayOrder> {
      return { id: sandboxId("order"), amountPaise, currency };
    },
    pay(providerOrderId) {
      const paymentId = sandboxId("pay");
      return { paymentId, signature: sign(keys.keySecret, `${providerOrderId}|${paymentId}`) };
    },
    webhookDelivery({ event, payload, eventId = sandboxId("evt") }) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_sandbox",
        event,
        contains: Object.keys(payload as object),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-event-id": eventId,
          "x-razorpay-signature": sign(keys.webhookSecret, body),
        },
      };
    },
  };
}
