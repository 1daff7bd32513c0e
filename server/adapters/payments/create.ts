import type { Config } from "#server/config.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createRazorpayGateway } from "./razorpay.ts";
import { createSandboxGateway, SANDBOX_KEYS } from "./sandbox.ts";

/**
 * PAYMENTS_PROVIDER picks the gateway: Razorpay with its three keys, or the local sandbox (refused in production
 * by config.ts), which signs with the RAZORPAY_* secrets when set and with its own otherwise.
 */
export function createPaymentGateway(config: Pick<Config, "payments">): PaymentGateway {
  const { provider, razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } = config.payments;
  if (provider === "razorpay") {
    if (!razorpayKeyId || !razorpayKeySecret || !razorpayWebhookSecret)
      throw new Error(
        "PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      );
    return createRazorpayGateway({
      keyId: razorpayKeyId,
      keySecret: razorpayKeySecret,
      webhookSecret: razorpayWebhookSecret,
    });
  }
  return createSandboxGateway({
    keyId: razorpayKeyId ?? SANDBOX_KEYS.keyId,
    keySecret: razorpayKeySecret ?? SANDBOX_KEYS.keySecret,
    webhookSecret: razorpayWebhookSecret ?? SANDBOX_KEYS.webhookSecret,
  });
}
