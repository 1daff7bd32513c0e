// Matrix rows of checkout in the browser (issue 14): the sandbox gateway's checkout page (tests run on the
// sandbox), the profile's receipts and the admin's payments list. The checkout page and a receipt show only the
// member's own order; another member's is a 404, as one that does not exist.
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { insertPaymentOrder } from "#tests/support/factories/index.ts";
import { adminOnly, adminPage, type MatrixContext, members, type Row } from "./rows.ts";

const sandbox = createSandboxGateway();
/** The order the next request names, made by `before`. */
const scratch = { orderId: "no-order-yet" };

const orderOf = async ({ api }: MatrixContext, userId: string, paid: boolean) => {
  const providerOrderId = (
    await sandbox.createOrder({
      amountPaise: 19_900,
      currency: "INR",
      receipt: "m",
      notes: { userId, planId: "p" },
    })
  ).id;
  const now = new Date();
  scratch.orderId = (
    await insertPaymentOrder(api.db, {
      userId,
      planId: "matrix-plan",
      providerOrderId,
      ...(paid ? { status: "paid", paidAt: now } : {}),
    })
  ).id;
};
const ownerOf = (context: MatrixContext) => context.members[context.role]?.uid ?? "nobody-signed-in";
const ownOrder = (paid: boolean) => (context: MatrixContext) => orderOf(context, ownerOf(context), paid);
const someoneElsesOrder = (paid: boolean) => (context: MatrixContext) =>
  orderOf(context, "someone-else", paid);

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/checkout/sandbox/:orderId",
    path: () => `/checkout/sandbox/${scratch.orderId}`,
    what: "the sandbox checkout of one's own order",
    expect: members(200),
    before: ownOrder(false),
  },
  {
    method: "GET",
    route: "/checkout/sandbox/:orderId",
    path: () => `/checkout/sandbox/${scratch.orderId}`,
    what: "the sandbox checkout of another member's order",
    expect: members(404),
    before: someoneElsesOrder(false),
  },
  {
    method: "POST",
    route: "/checkout/sandbox/:orderId",
    path: () => `/checkout/sandbox/${scratch.orderId}`,
    // Fail rather than Pay, so that the shared members keep the plan they have (or have none).
    what: "Fail in the sandbox checkout of one's own order",
    expect: members(200),
    form: () => ({ intent: "fail" }),
    before: ownOrder(false),
  },
  {
    method: "POST",
    route: "/checkout/sandbox/:orderId",
    path: () => `/checkout/sandbox/${scratch.orderId}`,
    what: "Pay in the sandbox checkout of another member's order",
    expect: members(404),
    form: () => ({ intent: "pay" }),
    before: someoneElsesOrder(false),
  },
  {
    method: "GET",
    route: "/profile/receipts/:orderId",
    path: () => `/profile/receipts/${scratch.orderId}`,
    what: "the receipt of one's own paid order",
    expect: members(200),
    before: ownOrder(true),
  },
  {
    method: "GET",
    route: "/profile/receipts/:orderId",
    path: () => `/profile/receipts/${scratch.orderId}`,
    what: "the receipt of another member's paid order",
    expect: members(404),
    before: someoneElsesOrder(true),
  },
  {
    method: "GET",
    route: "/admin/payments",
    path: () => "/admin/payments",
    what: "the payments list",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/api/v1/admin/payments",
    path: () => "/api/v1/admin/payments?status=paid",
    what: "the payments list with totals",
    expect: adminOnly(200),
  },
];
