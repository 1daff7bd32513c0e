// Matrix rows of buying a plan (issue 14). The plans on sale are public; ordering and the Checkout callback need an
// account and touch only the member's own orders; the gateway's webhook needs no account but a signature, which
// no role's request has (the session cookie and Origin are not looked at).
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { insertPaymentOrder, insertPlan } from "#tests/support/factories/index.ts";
import { everyone, type MatrixContext, members, type Row } from "./rows.ts";

const sandbox = createSandboxGateway();
/** The records the next request names, made by `before`. */
const scratch = { planId: "no-plan-yet", orderId: "no-order-yet", payment: { paymentId: "", signature: "" } };

const freshPlan = async ({ api }: MatrixContext) => {
  scratch.planId = (await insertPlan(api.db, { name: "Matrix sale" })).id;
};
/** An order of `userId`'s awaiting payment, and a payment of it signed as the gateway signs. */
const freshOrder = async ({ api }: MatrixContext, userId: string) => {
  const providerOrderId = (
    await sandbox.createOrder({
      amountPaise: 19_900,
      currency: "INR",
      receipt: "m",
      notes: { userId, planId: "p" },
    })
  ).id;
  scratch.orderId = (
    await insertPaymentOrder(api.db, { userId, planId: scratch.planId, providerOrderId })
  ).id;
  scratch.payment = sandbox.pay(providerOrderId);
};
const ownOrder = (context: MatrixContext) =>
  freshOrder(context, context.members[context.role]?.uid ?? "nobody-signed-in");
const someoneElsesOrder = (context: MatrixContext) => freshOrder(context, "someone-else");

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/api/v1/plans",
    path: () => "/api/v1/plans",
    what: "the plans on sale",
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/v1/orders",
    path: () => "/api/v1/orders",
    what: "order a plan (the amount from the stored plan)",
    expect: members(201),
    json: () => ({ planId: scratch.planId }),
    before: freshPlan,
  },
  {
    method: "POST",
    route: "/api/v1/orders/:id/verify",
    path: () => `/api/v1/orders/${scratch.orderId}/verify`,
    what: "the Checkout callback of one's own order with a forged signature",
    expect: members(400),
    json: () => ({ paymentId: scratch.payment.paymentId, signature: "0".repeat(64) }),
    before: ownOrder,
  },
  {
    method: "POST",
    route: "/api/v1/orders/:id/verify",
    path: () => `/api/v1/orders/${scratch.orderId}/verify`,
    what: "the Checkout callback of another member's order, genuinely signed",
    expect: members(404),
    json: () => scratch.payment,
    before: someoneElsesOrder,
  },
  {
    method: "POST",
    route: "/api/v1/webhooks/sandbox",
    path: () => "/api/v1/webhooks/sandbox",
    what: "the gateway's webhook without its signature",
    expect: everyone(401),
    json: () => ({ event: "payment.captured", payload: {} }),
  },
  {
    method: "POST",
    route: "/api/v1/webhooks/razorpay",
    path: () => "/api/v1/webhooks/razorpay",
    what: "the webhook of a gateway not in use (tests run on the sandbox)",
    expect: everyone(404),
    json: () => ({ event: "payment.captured", payload: {} }),
  },
];
