// Customers' purchases for the admin's customers and plans tests; pass what the test is about.
import { randomUUID } from "node:crypto";
import { col } from "#server/db/collections.ts";
import type { PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";

/** A checkout of `planId` by `userId` that was never paid: the plan counts as bought all the same. */
export async function insertPaymentOrder(
  db: Db,
  overrides: Partial<PaymentOrderDoc> & { userId: string; planId: string },
): Promise<PaymentOrderDoc & { id: string }> {
  const id = randomUUID();
  const moment = new Date();
  const order: PaymentOrderDoc = {
    planName: "Basic",
    planDuration: 1,
    planTimeUnit: "month",
    amountPaise: 19_900,
    currency: "INR",
    provider: "sandbox",
    providerOrderId: null,
    receipt: `receipt-${id.slice(0, 8)}`,
    status: "created",
    paidAt: null,
    createdAt: moment,
    updatedAt: moment,
    ...overrides,
  };
  await col.paymentOrders(db).doc(id).create(order);
  return { id, ...order };
}

/** The plan form as the page and the API send it. */
export function planForm(
  overrides: Partial<Record<"name" | "nameTa" | "price" | "duration" | "timeUnit", string>> = {},
) {
  return {
    name: `Gold ${randomUUID().slice(0, 6)}`,
    price: "1999",
    duration: "3",
    timeUnit: "month",
    ...overrides,
  };
}
