// Razorpay Orders through the official SDK. Checkout itself runs in the browser with the key id; the server
// verifies its callback and the webhooks (server/modules/payments/signature.ts).
import Razorpay from "razorpay";
import type { PaymentGateway } from "./gateway.ts";

export function createRazorpayGateway(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    provider: "razorpay",
    ...keys,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
  };
}
