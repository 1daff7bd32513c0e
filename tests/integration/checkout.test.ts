// Checkout in the browser (issue 14), through the production build's pages on the emulators with the sandbox
// gateway: the sandbox checkout page's Pay and Fail play the gateway's part (a signed payment and the signed
// webhook, verified by the production code), only for the member's own order, once; and the admin's payments
// list filters and totals what was paid and refunded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { col } from "#server/db/collections.ts";
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { insertPaymentOrder, insertPlan } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let planId: string;

beforeAll(async () => {
  api = await apiTest({ pages: true });
  planId = (
    await insertPlan(api.db, { name: "Checkout Gold", priceRupees: 1499, duration: 1, timeUnit: "month" })
  ).id;
});

afterAll(async () => {
  await api?.close();
});

async function order(member: TestMember): Promise<{ orderId: string; providerOrderId: string }> {
  const response = await api.call("POST", "/api/v1/orders", { cookie: member.cookie, body: { planId } });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderId: string; providerOrderId: string };
}

/** The sandbox page's Pay or Fail, as its form posts it. */
const press = (member: TestMember, orderId: string, intent: string) =>
  fetch(`${api.server.base}/checkout/sandbox/${orderId}`, {
    method: "POST",
    headers: {
      cookie: member.cookie,
      origin: api.server.base,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent }).toString(),
    redirect: "manual",
  });

/** The signed payment the page hands to its opener (in the rendered page's action data). */
async function signedPayment(response: Response) {
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  const paymentId = html.match(/pay_[A-Za-z0-9]{14}/)?.[0];
  const signature = html.match(/[0-9a-f]{64}/)?.[0];
  expect(paymentId).toBeDefined();
  expect(signature).toBeDefined();
  return { paymentId: paymentId as string, signature: signature as string };
}

async function recordsOf(userId: string, orderId: string) {
  const [orderDoc, subscriptions, payments] = await Promise.all([
    col.paymentOrders(api.db).doc(orderId).get(),
    col.subscriptions(api.db).where("userId", "==", userId).get(),
    col.payments(api.db).where("orderId", "==", orderId).get(),
  ]);
  return {
    status: orderDoc.data()?.status,
    subscriptions: subscriptions.size,
    payments: payments.docs.map((doc) => doc.data().status),
  };
}

describe("the sandbox checkout page", () => {
  it("shows the member's own order: the plan and the amount in rupees", async () => {
    const member = await api.signIn({ label: "sandbox-view" });
    const { orderId } = await order(member);
    const response = await api.call("GET", `/checkout/sandbox/${orderId}`, { cookie: member.cookie });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Checkout Gold");
    expect(html).toContain("₹1,499");
  });

  it("Pay makes a signed payment whose webhook activates the plan; the Checkout callback then agrees", async () => {
    const member = await api.signIn({ label: "sandbox-pay" });
    const { orderId } = await order(member);
    const payment = await signedPayment(await press(member, orderId, "pay"));
    // The webhook (through the production verification code) came first.
    expect(await recordsOf(member.uid, orderId)).toEqual({
      status: "paid",
      subscriptions: 1,
      payments: ["captured"],
    });
    const verify = await api.call("POST", `/api/v1/orders/${orderId}/verify`, {
      cookie: member.cookie,
      body: payment,
    });
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as { message: string }).message).toBe(PAYMENT_MESSAGES.success());
    expect(await recordsOf(member.uid, orderId)).toEqual({
      status: "paid",
      subscriptions: 1,
      payments: ["captured"],
    });
  });

  it("Pay twice answers the same payment and activates once", async () => {
    const member = await api.signIn({ label: "sandbox-twice" });
    const { orderId } = await order(member);
    const first = await signedPayment(await press(member, orderId, "pay"));
    const second = await signedPayment(await press(member, orderId, "pay"));
    expect(second).toEqual(first);
    expect(await recordsOf(member.uid, orderId)).toEqual({
      status: "paid",
      subscriptions: 1,
      payments: ["captured"],
    });
  });

  it("another member's order is a 404 and nothing changes", async () => {
    const owner = await api.signIn({ label: "sandbox-owner" });
    const other = await api.signIn({ label: "sandbox-other" });
    const { orderId } = await order(owner);
    expect((await press(other, orderId, "pay")).status).toBe(404);
    expect((await press(other, orderId, "fail")).status).toBe(404);
    expect((await api.call("GET", `/checkout/sandbox/${orderId}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    expect(await recordsOf(owner.uid, orderId)).toEqual({
      status: "created",
      subscriptions: 0,
      payments: [],
    });
  });

  it("a visitor is asked to log in", async () => {
    const member = await api.signIn({ label: "sandbox-visitor" });
    const { orderId } = await order(member);
    const response = await fetch(`${api.server.base}/checkout/sandbox/${orderId}`);
    expect(response.status).toBe(401);
  });

  it("Fail records a failed attempt (signed payment.failed webhook); no plan, the order cannot be paid here", async () => {
    const member = await api.signIn({ label: "sandbox-fail" });
    const { orderId } = await order(member);
    expect((await press(member, orderId, "fail")).status).toBe(200);
    expect(await recordsOf(member.uid, orderId)).toEqual({
      status: "failed",
      subscriptions: 0,
      payments: ["failed"],
    });
    const again = await press(member, orderId, "pay");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This order can no longer be paid.");
    expect((await recordsOf(member.uid, orderId)).subscriptions).toBe(0);
  });

  it("an unknown intent is a 400", async () => {
    const member = await api.signIn({ label: "sandbox-intent" });
    const { orderId } = await order(member);
    expect((await press(member, orderId, "refund")).status).toBe(400);
  });
});

describe("the sandbox checkout where Razorpay is the gateway", () => {
  let razorpay: ApiTest;
  beforeAll(async () => {
    razorpay = await apiTest({
      pages: true,
      settings: {
        PAYMENTS_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_matrix",
        RAZORPAY_KEY_SECRET: "secret",
        RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      },
    });
  });
  afterAll(async () => {
    await razorpay?.close();
  });

  it("is not there (404), and the CSP lets Razorpay's Checkout script and frame in", async () => {
    const member = await razorpay.signIn({ label: "razorpay-member" });
    const sandbox = createSandboxGateway();
    const providerOrderId = (
      await sandbox.createOrder({
        amountPaise: 100,
        currency: "INR",
        receipt: "r",
        notes: { userId: "u", planId: "p" },
      })
    ).id;
    const { id } = await insertPaymentOrder(razorpay.db, {
      userId: member.uid,
      planId: "p",
      providerOrderId,
    });
    const response = await razorpay.call("GET", `/checkout/sandbox/${id}`, { cookie: member.cookie });
    expect(response.status).toBe(404);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    // Checkout's frames may ask for the Payment Request API; nothing else may.
    const permissions = response.headers.get("permissions-policy") ?? "";
    expect(permissions).toContain(
      'payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")',
    );
    expect(permissions).toContain("camera=()");
  });

  it("the sandbox's CSP names no Razorpay origin", async () => {
    const response = await api.call("GET", "/about");
    expect(response.headers.get("content-security-policy")).not.toContain("razorpay");
  });
});

describe("the Permissions-Policy header", () => {
  it("is on every answer (pages, the API, refusals, errors, static files) and denies what no page uses", async () => {
    const member = await api.signIn({ label: "permissions-policy" });
    const answers = [
      await api.call("GET", "/about"),
      await api.call("GET", "/no-such-page"),
      await api.call("GET", "/api/v1/plans"),
      await api.call("GET", "/api/v1/no-such-route"),
      await api.call("POST", "/api/v1/orders", { cookie: member.cookie, body: { planId: "" } }),
      await api.call("POST", "/api/v1/orders", { cookie: member.cookie, origin: "https://evil.example" }),
      await api.call("GET", "/healthz"),
      await api.call("GET", "/favicon.svg"),
    ];
    for (const answer of answers) {
      const policy = answer.headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "payment", "usb"])
        expect(policy, `${answer.url} ${answer.status}`).toContain(`${feature}=()`);
      // "Use my current location" on our own pages only, never in a frame.
      expect(policy, `${answer.url} ${answer.status}`).toContain("geolocation=(self)");
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 404, 400, 403, 200, 200]);
  });
});

interface AdminList {
  orders: {
    orderId: string;
    status: string;
    member: { email: string | null };
    providerPaymentId: string | null;
  }[];
  totals: {
    captured: { count: number; amountPaise: number };
    refunded: { count: number; amountPaise: number };
  };
  page: number;
  hasNext: boolean;
  unknownMember: boolean;
}

describe("GET /api/v1/admin/payments", () => {
  let admin: TestMember;
  let buyer: TestMember;
  let paidOrderId: string;
  let refundedOrderId: string;
  let openOrderId: string;

  beforeAll(async () => {
    admin = await api.signIn({ admin: true, label: "payments-admin" });
    buyer = await api.signIn({ label: "payments-buyer" });
    const sandbox = createSandboxGateway();
    // One paid order, one paid then refunded (the signed webhook), one never paid.
    paidOrderId = (await order(buyer)).orderId;
    await signedPayment(await press(buyer, paidOrderId, "pay"));
    const refunded = await order(buyer);
    refundedOrderId = refunded.orderId;
    const payment = await signedPayment(await press(buyer, refundedOrderId, "pay"));
    const delivery = sandbox.webhookDelivery({
      event: "refund.processed",
      payload: {
        payment: {
          entity: {
            id: payment.paymentId,
            amount: 149_900,
            currency: "INR",
            order_id: refunded.providerOrderId,
          },
        },
        refund: { entity: { id: "rfnd_sandbox0000001", payment_id: payment.paymentId } },
      },
    });
    const webhook = await fetch(`${api.server.base}/api/v1/webhooks/sandbox`, {
      method: "POST",
      headers: delivery.headers,
      body: delivery.body,
    });
    expect(webhook.status).toBe(200);
    openOrderId = (await order(buyer)).orderId;
  });

  const list = async (query: string) => {
    const response = await api.call("GET", `/api/v1/admin/payments${query}`, { cookie: admin.cookie });
    const body = await response.text();
    expect(response.status, body).toBe(200);
    return JSON.parse(body) as AdminList;
  };

  it("lists a member's orders newest first, with totals of what was paid and refunded", async () => {
    const result = await list(`?email=${encodeURIComponent(buyer.email)}`);
    expect(result.orders.map((row) => row.orderId)).toEqual([openOrderId, refundedOrderId, paidOrderId]);
    expect(result.orders.map((row) => row.status)).toEqual(["created", "refunded", "paid"]);
    expect(result.orders[0]?.member.email).toBe(buyer.email);
    expect(result.orders[2]?.providerPaymentId).toMatch(/^pay_/);
    expect(result.totals).toEqual({
      captured: { count: 2, amountPaise: 2 * 149_900 },
      refunded: { count: 1, amountPaise: 149_900 },
    });
    expect(result.unknownMember).toBe(false);
  });

  it("filters by status and by days", async () => {
    const created = await list(`?status=created&email=${encodeURIComponent(buyer.email)}`);
    expect(created.orders.map((row) => row.orderId)).toEqual([openOrderId]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const within = await list(`?from=${today}&to=${today}&email=${encodeURIComponent(buyer.email)}`);
    expect(within.orders).toHaveLength(3);
    const before = await list(`?to=2020-01-01&email=${encodeURIComponent(buyer.email)}`);
    expect(before.orders).toEqual([]);
    expect(before.totals.captured).toEqual({ count: 0, amountPaise: 0 });
  });

  it("says so when no member has the e-mail address", async () => {
    const result = await list("?email=nobody%40nowhere.example");
    expect(result).toMatchObject({ orders: [], unknownMember: true });
  });

  it("refuses a filter it cannot read with a 400", async () => {
    for (const query of ["?status=bogus", "?from=31-03-2026", "?from=2026-03-02&to=2026-03-01", "?page=x"]) {
      const response = await api.call("GET", `/api/v1/admin/payments${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
    }
  });

  it("the admin page shows the list and its totals", async () => {
    const response = await api.call("GET", `/admin/payments?email=${encodeURIComponent(buyer.email)}`, {
      cookie: admin.cookie,
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(paidOrderId);
    expect(html).toContain("Paid: 2 · ₹2,998");
  });
});

describe("the receipt page", () => {
  it("shows the member's own paid order with its order and payment ids", async () => {
    const member = await api.signIn({ label: "receipt-member" });
    const { orderId } = await order(member);
    const payment = await signedPayment(await press(member, orderId, "pay"));
    const response = await api.call("GET", `/profile/receipts/${orderId}`, { cookie: member.cookie });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(orderId);
    expect(html).toContain(payment.paymentId);
    expect(html).toContain("₹1,499");
    expect(html).toContain("Nilam Realty");
    const profile = await (await api.call("GET", "/profile", { cookie: member.cookie })).text();
    expect(profile).toContain(`/profile/receipts/${orderId}`);
  });

  it("an order not paid has no receipt (404)", async () => {
    const member = await api.signIn({ label: "receipt-unpaid" });
    const { orderId } = await order(member);
    expect((await api.call("GET", `/profile/receipts/${orderId}`, { cookie: member.cookie })).status).toBe(
      404,
    );
  });
});
