// Buying a plan in the browser (issue 14) through the sandbox gateway's checkout, which plays Razorpay's part: the
// Subscription Required dialog's Pay Now, the sandbox checkout's Pay, the server's verdict, and then the profile's
// plan, payment history and receipt. A failed or closed checkout changes nothing.
import type { Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import {
  insertListingRow,
  insertPaymentOrder,
  insertPlan,
  uniquePhone,
} from "#tests/support/factories/index.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated, toast } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";

async function ordersOf(userId: string) {
  const { db, close } = serverFirestore();
  try {
    const [orders, subscriptions] = await Promise.all([
      col.paymentOrders(db).where("userId", "==", userId).get(),
      col.subscriptions(db).where("userId", "==", userId).get(),
    ]);
    return { statuses: orders.docs.map((doc) => doc.data().status), subscriptions: subscriptions.size };
  } finally {
    await close();
  }
}

const sandboxCheckout = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');

test("a member without a plan buys one from Contact Owner, then finds it on the profile with a receipt", async ({
  page,
  member,
}) => {
  const { db, close } = serverFirestore();
  const planName = `Checkout Gold ${Date.now()}`;
  const [listing] = await Promise.all([
    insertListingRow(db, {
      ownerId: `e2e-owner-${Date.now()}`,
      contact: { name: "Owner Checkout", phone: uniquePhone(), address: "1 Pay Street, Salem" },
    }),
    insertPlan(db, { name: planName, priceRupees: 1499, duration: 1, timeUnit: "month" }),
  ]).finally(close);
  const { id: userId } = await member();

  await page.goto(`/view-property5/${listing.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Contact Owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Subscription Required" });
  await dialog.getByRole("radio", { name: new RegExp(planName) }).check();
  await dialog.getByRole("button", { name: "Pay Now" }).click();

  const checkout = sandboxCheckout(page);
  await expect(checkout.getByText(planName)).toBeVisible();
  await expect(checkout.getByText("₹1,499")).toBeVisible();
  await expectNoViolations(page, "the sandbox checkout");
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment successful and plan updated!")).toBeVisible();
  expect(await ordersOf(userId)).toEqual({ statuses: ["paid"], subscriptions: 1 });

  await page.goto("/profile");
  await hydrated(page);
  const expiry = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
  const { db: db2, close: close2 } = serverFirestore();
  const subscription = (await col.subscriptions(db2).where("userId", "==", userId).get().finally(close2))
    .docs[0];
  const expiresAt = subscription?.data().expiresAt as Date;
  await expect(page.getByText(`${planName} · valid until ${expiry.format(expiresAt)}`)).toBeVisible();
  const history = page.getByRole("region", { name: "Payment history" });
  const row = history.getByRole("row").filter({ hasText: planName });
  await expect(row).toContainText("₹1,499");
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(/pay_[A-Za-z0-9]{14}/);
  const paymentId = (await row.locator("code").nth(1).textContent()) ?? "";
  const orderId = (await row.locator("code").nth(0).textContent()) ?? "";
  await expectNoViolations(page, "the profile with a payment history");

  await row.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/receipts/${orderId}$`));
  const receipt = page.getByRole("main");
  await expect(receipt.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expect(receipt).toContainText(orderId);
  await expect(receipt).toContainText(paymentId);
  await expect(receipt).toContainText("₹1,499");
  await expect(receipt).toContainText("Nilam Realty");
  await expectNoViolations(page, "the receipt");
  // On paper: the receipt without the site's header and footer.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(receipt.getByRole("button", { name: "Print" })).toBeHidden();
});

test("a failed and a closed checkout from the profile change nothing", async ({ page, member }) => {
  const { db, close } = serverFirestore();
  const planName = `Checkout Silver ${Date.now()}`;
  await insertPlan(db, { name: planName, priceRupees: 299, duration: 1, timeUnit: "month" }).finally(close);
  const { id: userId } = await member();

  await page.goto("/profile");
  await hydrated(page);
  const buy = page.getByRole("region", { name: "Buy a plan" });
  await buy.getByRole("button", { name: "Pay Now" }).click();
  await expect(buy.getByRole("alert")).toHaveText("Please select a plan.");
  await buy.getByRole("radio", { name: new RegExp(planName) }).check();

  // Fail: the gateway reports a failed payment; the checkout closes, no plan.
  await buy.getByRole("button", { name: "Pay Now" }).click();
  await sandboxCheckout(page).getByRole("button", { name: "Fail" }).click();
  await expect(page.locator('iframe[title="Sandbox checkout"]')).toHaveCount(0);
  await expect(buy.getByRole("button", { name: "Pay Now" })).toBeEnabled();
  expect(await ordersOf(userId)).toEqual({ statuses: ["failed"], subscriptions: 0 });

  // Close: nothing at all happens to the new order.
  await buy.getByRole("button", { name: "Pay Now" }).click();
  await sandboxCheckout(page).getByRole("button", { name: "Close" }).click();
  await expect(page.locator('iframe[title="Sandbox checkout"]')).toHaveCount(0);
  const after = await ordersOf(userId);
  expect(after.statuses.sort()).toEqual(["created", "failed"]);
  expect(after.subscriptions).toBe(0);

  await page.reload();
  await hydrated(page);
  await expect(page.getByText("No active plan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Receipt" })).toHaveCount(0);
});

test("the admin's payments list: from the menu, filtered by member, with the totals", async ({
  page,
  member,
  admin,
}) => {
  const buyer = await member();
  const { db, close } = serverFirestore();
  const paid = await insertPaymentOrder(db, {
    userId: buyer.id,
    planId: "e2e-plan",
    planName: "Listed Gold",
    amountPaise: 249_900,
    status: "paid",
    paidAt: new Date(),
  }).finally(close);

  await admin();
  await page.goto("/adminhome");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await page.getByLabel("Member e-mail").fill(buyer.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/email=/);
  const row = page.getByRole("row").filter({ hasText: paid.id });
  await expect(row).toContainText("Listed Gold");
  await expect(row).toContainText("₹2,499");
  await expect(page.getByRole("status").filter({ hasText: "Paid: 1 · ₹2,499" })).toBeVisible();
  await expectNoViolations(page, "the admin payments list");
});
