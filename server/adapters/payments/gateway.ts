// The payments port: what the service needs from a gateway. Razorpay in production; the sandbox (a local gateway
// of the same shapes, signing with local secrets) in development and tests, so that the production verification
// code is the code under test.
import type { PaymentProvider } from "#shared/values.ts";

export interface GatewayOrder {
  /** The gateway's order id, `order_…`. */
  id: string;
  amountPaise: number;
  currency: string;
}

export interface PaymentGateway {
  provider: PaymentProvider;
  /** The public key id Checkout opens with. */
  keyId: string;
  /** Signs the Checkout callback (razorpay_signature); never leaves the server. */
  keySecret: string;
  /** Signs webhooks (X-Razorpay-Signature); never leaves the server. */
  webhookSecret: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    /** Our reference (at most 40 characters): the paymentOrders document's id. */
    receipt: string;
    notes: { userId: string; planId: string };
  }): Promise<GatewayOrder>;
}
