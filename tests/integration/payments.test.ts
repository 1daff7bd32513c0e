// Buying a plan (issue 14), through HTTP on the emulators with the sandbox gateway: the server makes the order
// from the stored plan, and only the gateway's signatures (the Checkout callback's, a webhook's over its raw body)
// activate the plan, exactly once per payment whatever arrives first and however often. The sandbox signs as
// Razorpay does, with the local secrets the app's own default gateway verifies with.
import { addMonths } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { col } from "#server/db/collections.ts";
import { type ApiErrorBody, RETRY_AFTER_SECONDS } from "#server/errors.ts";
import type { CheckoutOrder } from "#shared/api/payments.ts";
import { m } from "#shared/paraglide/messages.js";
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { insertPlan, insertSubscription } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let planId: string;
const sandbox = createSandboxGateway();

beforeAll(async () => {
  // A database deadline past the Firestore client's five attempts at a contended transaction (about 20 s on the
  // emulator, whose lock wait is 2 s an attempt): what the payment code answers is seen, not the deadline's 503.
  api = await apiTest({ settings: { DATABASE_DEADLINE_MS: "45000" } });
  planId = (await insertPlan(api.db, { name: "Gold", priceRupees: 499, duration: 1, timeUnit: "month" })).id;
});

afterAll(async () => {
  await api?.close();
});

interface ProfilePlan {
  planName: string;
  pricePaise: number;
  expiresAt: string;
}

async function json<T>(response: Response): Promise<{ status: number; body: T }> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function buy(member: TestMember, id = planId): Promise<CheckoutOrder> {
  const { status, body } = await json<CheckoutOrder>(
    await api.call("POST", "/api/v1/orders", { cookie: member.cookie, body: { planId: id } }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const verify = (member: TestMember, orderId: string, payment: { paymentId: string; signature: string }) =>
  api.call("POST", `/api/v1/orders/${orderId}/verify`, { cookie: member.cookie, body: payment });

/** The gateway's payment entity, as Razorpay's webhooks carry it. */
const paymentEntity = (order: CheckoutOrder, paymentId: string, overrides: Record<string, unknown> = {}) => ({
  id: paymentId,
  entity: "payment",
  amount: order.amountPaise,
  currency: order.currency,
  status: "captured",
  order_id: order.providerOrderId,
  method: "upi",
  error_code: null,
  error_description: null,
  ...overrides,
});

/** A webhook delivery as the gateway posts it: no cookie, no Origin, the body signed as sent. */
function deliver(delivery: { body: string; headers: Record<string, string> }, provider = "sandbox") {
  return fetch(`${api.server.base}/api/v1/webhooks/${provider}`, {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
}
const captured = (order: CheckoutOrder, paymentId: string, overrides: Record<string, unknown> = {}) =>
  sandbox.webhookDelivery({
    event: "payment.captured",
    payload: { payment: { entity: paymentEntity(order, paymentId, overrides) } },
  });

/** What one member's purchases left in Firestore. */
async function recordsOf(userId: string) {
  const [subscriptions, payments, audit] = await Promise.all([
    col.subscriptions(api.db).where("userId", "==", userId).get(),
    col.payments(api.db).where("userId", "==", userId).get(),
    col.auditLog(api.db).where("action", "==", "payment.activate").get(),
  ]);
  const paymentIds = new Set(payments.docs.map((doc) => doc.id));
  return {
    subscriptions: subscriptions.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    payments: payments.docs.map((doc) => doc.data()),
    activations: audit.docs.filter((doc) => paymentIds.has(doc.data().entityId ?? "")).length,
  };
}

/**
 * `during`, while another transaction (another instance's, say) has read the order and not ended: the emulator
 * locks what a transaction read until it ends, so that nothing else can write the order meanwhile.
 */
async function whileOrderReadElsewhere<T>(orderId: string, during: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let read = () => {};
  const isRead = new Promise<void>((resolve) => {
    read = resolve;
  });
  const holder = api.db.runTransaction(
    async (tx) => {
      await tx.get(col.paymentOrders(api.db).doc(orderId));
      read();
      await released;
    },
    { maxAttempts: 1 },
  );
  await Promise.race([isRead, holder]);
  try {
    return await during();
  } finally {
    release();
    await holder;
  }
}

async function profilePlan(member: TestMember): Promise<ProfilePlan | null> {
  const { body } = await json<{ profile: { plan: ProfilePlan | null } }>(
    await api.call("GET", "/api/v1/profile", { cookie: member.cookie }),
  );
  return body.profile.plan;
}

describe("GET /plans", () => {
  it("lists the plans on sale to anyone, never an archived one", async () => {
    const archived = await insertPlan(api.db, { name: "Retired", active: false });
    const { status, body } = await json<{ plans: { id: string; name: string; priceRupees: number }[] }>(
      await api.call("GET", "/api/v1/plans"),
    );
    expect(status).toBe(200);
    expect(body.plans).toContainEqual({
      id: planId,
      name: "Gold",
      nameTa: null,
      priceRupees: 499,
      duration: 1,
      timeUnit: "month",
    });
    expect(body.plans.map((plan) => plan.id)).not.toContain(archived.id);
  });
});

describe("POST /orders", () => {
  it("makes the order from the stored plan's price, whatever the browser says it costs", async () => {
    const member = await api.signIn({ label: "pay-order" });
    const response = await api.call("POST", "/api/v1/orders", {
      cookie: member.cookie,
      body: { planId, amount: 100, amountPaise: 100 },
    });
    const { status, body } = await json<CheckoutOrder>(response);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      amountPaise: 49_900,
      currency: "INR",
      keyId: sandbox.keyId,
      provider: "sandbox",
    });
    expect(body.providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const stored = (await col.paymentOrders(api.db).doc(body.orderId).get()).data();
    expect(stored).toMatchObject({
      userId: member.uid,
      planId,
      planName: "Gold",
      amountPaise: 49_900,
      providerOrderId: body.providerOrderId,
      receipt: body.orderId,
      status: "created",
    });
  });

  it("refuses an unknown plan (404) and an archived one (409) with SPEC's message, storing nothing", async () => {
    const member = await api.signIn({ label: "pay-unknown" });
    const archived = await insertPlan(api.db, { name: "Old", active: false });
    for (const [id, expected] of [
      ["no-such-plan", 404],
      [archived.id, 409],
    ] as const) {
      const { status, body } = await json<{ error: { message: string } }>(
        await api.call("POST", "/api/v1/orders", { cookie: member.cookie, body: { planId: id } }),
      );
      expect(status).toBe(expected);
      expect(body.error.message).toBe(PAYMENT_MESSAGES.planNotFound());
    }
    const orders = await col.paymentOrders(api.db).where("userId", "==", member.uid).get();
    expect(orders.size).toBe(0);
  });

  it("asks for a plan when none is chosen, and for an account first", async () => {
    const member = await api.signIn({ label: "pay-noplan" });
    const { status, body } = await json<{ error: { fieldErrors: Record<string, string[]> } }>(
      await api.call("POST", "/api/v1/orders", { cookie: member.cookie, body: {} }),
    );
    expect(status).toBe(400);
    expect(body.error.fieldErrors.planId).toEqual([PAYMENT_MESSAGES.selectPlan()]);
    expect((await api.call("POST", "/api/v1/orders", { body: { planId } })).status).toBe(401);
  });
});

describe("the Checkout callback", () => {
  it("activates the plan on a good signature; the profile shows it", async () => {
    const member = await api.signIn({ label: "pay-callback" });
    const order = await buy(member);
    const before = Date.now();
    const { status, body } = await json<{ message: string; plan: ProfilePlan }>(
      await verify(member, order.orderId, sandbox.pay(order.providerOrderId)),
    );
    expect(status).toBe(200);
    expect(body.message).toBe(PAYMENT_MESSAGES.success());
    expect(body.plan).toMatchObject({ planName: "Gold", pricePaise: 49_900 });
    const expiresAt = new Date(body.plan.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(addMonths(before, 1).getTime());
    expect(expiresAt).toBeLessThanOrEqual(addMonths(Date.now(), 1).getTime());
    expect(await profilePlan(member)).toEqual(body.plan);
    expect((await col.paymentOrders(api.db).doc(order.orderId).get()).data()?.status).toBe("paid");
  });

  it("refuses a forged signature (400) and activates nothing", async () => {
    const member = await api.signIn({ label: "pay-forged" });
    const order = await buy(member);
    const { paymentId, signature } = sandbox.pay(order.providerOrderId);
    const forgeries = [
      { paymentId, signature: "0".repeat(64) },
      { paymentId, signature: signature.slice(0, 63) },
      // A genuine signature, but of another payment (its last character changed, whatever it was).
      { paymentId: `${paymentId.slice(0, -1)}${paymentId.endsWith("X") ? "Y" : "X"}`, signature },
      // Signed with some other secret.
      createSandboxGateway({ keyId: "k", keySecret: "guessed", webhookSecret: "w" }).pay(
        order.providerOrderId,
      ),
    ];
    for (const forgery of forgeries) {
      const { status, body } = await json<{ error: { message: string } }>(
        await verify(member, order.orderId, forgery),
      );
      expect(status).toBe(400);
      expect(body.error.message).toBe(PAYMENT_MESSAGES.notVerified());
    }
    expect(await recordsOf(member.uid)).toMatchObject({ subscriptions: [], payments: [] });
    expect(await profilePlan(member)).toBeNull();
  });

  it("does not know another member's order (404), even with the order's real signature", async () => {
    const [buyer, other] = await Promise.all([
      api.signIn({ label: "pay-buyer" }),
      api.signIn({ label: "pay-other" }),
    ]);
    const order = await buy(buyer);
    const response = await verify(other, order.orderId, sandbox.pay(order.providerOrderId));
    expect(response.status).toBe(404);
    expect((await recordsOf(other.uid)).subscriptions).toEqual([]);
    expect((await recordsOf(buyer.uid)).subscriptions).toEqual([]);
  });

  it("two callbacks at once activate once; both answer with the plan", async () => {
    const member = await api.signIn({ label: "pay-twice" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    const answers = await Promise.all([
      verify(member, order.orderId, payment),
      verify(member, order.orderId, payment),
      verify(member, order.orderId, payment),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.payments).toHaveLength(1);
    expect(records.activations).toBe(1);
    expect(records.subscriptions[0]).toMatchObject({ orderId: order.orderId, status: "active" });
  });

  it("twelve callbacks at once answer the same plan, and only one activates it", async () => {
    const member = await api.signIn({ label: "pay-crowd" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () =>
        json<{ plan: ProfilePlan }>(await verify(member, order.orderId, payment)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const plans = new Set(answers.map((answer) => JSON.stringify(answer.body.plan)));
    expect(plans.size).toBe(1);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.payments).toHaveLength(1);
    expect(records.activations).toBe(1);
    expect(answers[0]?.body.plan.expiresAt).toBe(records.subscriptions[0]?.expiresAt.toISOString());
  });

  // Five attempts of 2 s lock waits and the client's backoff: about 20 s.
  it("answers 503 to retry, writing nothing, while its order stays locked; sent again, it activates", async () => {
    const member = await api.signIn({ label: "pay-locked" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    const locked = await whileOrderReadElsewhere(order.orderId, () => verify(member, order.orderId, payment));
    const { status, body } = await json<ApiErrorBody>(locked);
    expect(status, JSON.stringify(body)).toBe(503);
    expect(locked.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(body.error).toMatchObject({ code: "unavailable", message: m["error.unavailable"]() });
    expect(await recordsOf(member.uid)).toMatchObject({ subscriptions: [], payments: [], activations: 0 });
    expect((await col.paymentOrders(api.db).doc(order.orderId).get()).data()).toMatchObject({
      status: "created",
      paidAt: null,
    });

    const again = await json<{ plan: ProfilePlan }>(await verify(member, order.orderId, payment));
    expect(again.status).toBe(200);
    // Once paid, a callback only reads: another transaction's hold on the order does not stop its answer.
    const late = await whileOrderReadElsewhere(order.orderId, async () =>
      json<{ plan: ProfilePlan }>(await verify(member, order.orderId, payment)),
    );
    expect(late).toEqual(again);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.activations).toBe(1);
  }, 90_000);

  it("extends from the current expiry when bought while a plan is active", async () => {
    const member = await api.signIn({ label: "pay-extend" });
    const current = await insertSubscription(api.db, { userId: member.uid });
    const order = await buy(member);
    const { status, body } = await json<{ plan: ProfilePlan }>(
      await verify(member, order.orderId, sandbox.pay(order.providerOrderId)),
    );
    expect(status).toBe(200);
    const bought = (await col.subscriptions(api.db).doc(order.orderId).get()).data();
    expect(bought?.startsAt).toEqual(current.expiresAt);
    expect(bought?.expiresAt).toEqual(addMonths(current.expiresAt, 1));
    expect(body.plan.expiresAt).toBe(addMonths(current.expiresAt, 1).toISOString());
    expect((await profilePlan(member))?.expiresAt).toBe(body.plan.expiresAt);
  });
});

describe("the webhook", () => {
  it("activates the plan when it comes before the browser's callback, which then changes nothing", async () => {
    const member = await api.signIn({ label: "pay-webhook-first" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    const response = await deliver(captured(order, payment.paymentId));
    expect(response.status).toBe(200);
    expect(await profilePlan(member)).toMatchObject({ planName: "Gold" });

    const late = await verify(member, order.orderId, payment);
    expect(late.status).toBe(200);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.activations).toBe(1);
    expect(records.payments[0]).toMatchObject({ status: "captured", amountPaise: 49_900, method: "upi" });
  });

  it("captures a payment the callback activated, without a second activation", async () => {
    const member = await api.signIn({ label: "pay-callback-first" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    expect((await verify(member, order.orderId, payment)).status).toBe(200);
    expect((await recordsOf(member.uid)).payments[0]?.status).toBe("authorized");
    const [capturedEvent, paidEvent] = await Promise.all([
      deliver(captured(order, payment.paymentId)),
      deliver(
        sandbox.webhookDelivery({
          event: "order.paid",
          payload: {
            payment: { entity: paymentEntity(order, payment.paymentId) },
            order: { entity: { id: order.providerOrderId, amount: order.amountPaise, status: "paid" } },
          },
        }),
      ),
    ]);
    expect([capturedEvent.status, paidEvent.status]).toEqual([200, 200]);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.activations).toBe(1);
    expect(records.payments[0]?.status).toBe("captured");
  });

  it("treats a replayed delivery as a no-op", async () => {
    const member = await api.signIn({ label: "pay-replay" });
    const order = await buy(member);
    const delivery = captured(order, sandbox.pay(order.providerOrderId).paymentId);
    const first = await json<{ result: string }>(await deliver(delivery));
    const again = await json<{ result: string }>(await deliver(delivery));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.body.result, again.body.result]).toEqual(["processed", "replayed"]);
    const records = await recordsOf(member.uid);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.activations).toBe(1);
    const eventId = delivery.headers["x-razorpay-event-id"];
    const event = (await col.paymentWebhookEvents(api.db).doc(`sandbox_${eventId}`).get()).data();
    expect(event).toMatchObject({ eventType: "payment.captured", provider: "sandbox" });
    expect(event?.processedAt).toBeInstanceOf(Date);
  });

  it("refuses a forged or missing signature (401) before reading anything", async () => {
    const member = await api.signIn({ label: "pay-forged-hook" });
    const order = await buy(member);
    const genuine = captured(order, sandbox.pay(order.providerOrderId).paymentId);
    const forger = createSandboxGateway({ keyId: "k", keySecret: "s", webhookSecret: "guessed" });
    const forged = forger.webhookDelivery({
      event: "payment.captured",
      payload: { payment: { entity: paymentEntity(order, sandbox.pay(order.providerOrderId).paymentId) } },
    });
    const { "x-razorpay-signature": _dropped, ...unsigned } = genuine.headers;
    for (const delivery of [forged, { body: genuine.body, headers: unsigned }]) {
      const response = await deliver(delivery);
      expect(response.status).toBe(401);
    }
    expect(await recordsOf(member.uid)).toMatchObject({ subscriptions: [], payments: [] });
    const events = await col.paymentWebhookEvents(api.db).get();
    const ids = [forged, genuine].map((d) => `sandbox_${d.headers["x-razorpay-event-id"]}`);
    expect(events.docs.map((doc) => doc.id).filter((id) => ids.includes(id))).toEqual([]);
  });

  it("never activates for a tampered amount: an edited body fails the signature, a signed one is refused", async () => {
    const member = await api.signIn({ label: "pay-tampered" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    // Edited in transit: the signature no longer matches.
    const genuine = captured(order, payment.paymentId);
    const edited = {
      ...genuine,
      body: genuine.body.replace(`"amount":${order.amountPaise}`, '"amount":100'),
    };
    expect(edited.body).not.toBe(genuine.body);
    expect((await deliver(edited)).status).toBe(401);
    // Signed, but for less than the order: acknowledged (no retries), recorded, no plan.
    const cheap = await deliver(captured(order, payment.paymentId, { amount: 100 }));
    expect(cheap.status).toBe(200);
    let records = await recordsOf(member.uid);
    expect(records.subscriptions).toEqual([]);
    expect(records.payments[0]).toMatchObject({ amountPaise: 100, errorCode: "amount_mismatch" });
    // The browser's callback for that payment does not activate it either.
    const { status, body } = await json<{ error: { message: string } }>(
      await verify(member, order.orderId, payment),
    );
    expect(status).toBe(409);
    expect(body.error.message).toBe(PAYMENT_MESSAGES.planUpdateFailed());
    records = await recordsOf(member.uid);
    expect(records.subscriptions).toEqual([]);
    expect(await profilePlan(member)).toBeNull();
  });

  it("records a failed attempt; a later payment of the same order still activates", async () => {
    const member = await api.signIn({ label: "pay-failed" });
    const order = await buy(member);
    const failedId = sandbox.pay(order.providerOrderId).paymentId;
    const failed = await deliver(
      sandbox.webhookDelivery({
        event: "payment.failed",
        payload: {
          payment: {
            entity: paymentEntity(order, failedId, {
              status: "failed",
              error_code: "BAD_REQUEST_ERROR",
              error_description: "Payment was declined by the bank.",
            }),
          },
        },
      }),
    );
    expect(failed.status).toBe(200);
    expect((await col.paymentOrders(api.db).doc(order.orderId).get()).data()?.status).toBe("failed");
    expect((await recordsOf(member.uid)).payments[0]).toMatchObject({
      status: "failed",
      errorCode: "BAD_REQUEST_ERROR",
    });
    expect(await profilePlan(member)).toBeNull();

    expect((await verify(member, order.orderId, sandbox.pay(order.providerOrderId))).status).toBe(200);
    expect((await col.paymentOrders(api.db).doc(order.orderId).get()).data()?.status).toBe("paid");
    expect((await recordsOf(member.uid)).subscriptions).toHaveLength(1);
  });

  it("a refund cancels the plan the payment bought", async () => {
    const member = await api.signIn({ label: "pay-refund" });
    const order = await buy(member);
    const payment = sandbox.pay(order.providerOrderId);
    expect((await verify(member, order.orderId, payment)).status).toBe(200);
    const refund = await deliver(
      sandbox.webhookDelivery({
        event: "refund.processed",
        payload: {
          refund: {
            entity: { id: "rfnd_FP8DDKxqJif6ca", payment_id: payment.paymentId, amount: order.amountPaise },
          },
          payment: { entity: paymentEntity(order, payment.paymentId, { status: "refunded" }) },
        },
      }),
    );
    expect(refund.status).toBe(200);
    const records = await recordsOf(member.uid);
    expect(records.payments[0]?.status).toBe("refunded");
    expect(records.subscriptions[0]?.status).toBe("cancelled");
    expect(await profilePlan(member)).toBeNull();
    // A capture heard of after the refund changes nothing.
    expect((await deliver(captured(order, payment.paymentId))).status).toBe(200);
    expect(await profilePlan(member)).toBeNull();
  });

  it("acknowledges an event about no order of ours, and answers 404 on the gateway not in use", async () => {
    const stranger = sandbox.webhookDelivery({
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_Stranger000001",
            amount: 500,
            currency: "INR",
            order_id: "order_NotOurs0000001",
          },
        },
      },
    });
    const { status, body } = await json<{ result: string }>(await deliver(stranger));
    expect(status).toBe(200);
    expect(body.result).toBe("ignored");
    expect((await deliver(stranger, "razorpay")).status).toBe(404);
  });
});
