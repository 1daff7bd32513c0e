// The admin's records in the browser (issue 13): a visitor's Contact message reaches the admin's Messages, where
// marking it handled drops the menu's count; the audit log shows who changed what, before and after, and its
// filter narrows the list; the development outbox shows a notification e-mail with its text.
import type { Page } from "@playwright/test";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { queueMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated, toast, waitUntilSendable } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The number on the admin menu's Messages link. */
async function unhandledCount(page: Page): Promise<number> {
  const link = page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: /^Messages \d+$/ });
  return Number((await link.textContent())?.replace(/\D/g, ""));
}

test("a visitor's Contact message reaches Messages, and marking it handled drops the count", async ({
  page,
  browser,
  admin: signIn,
}) => {
  const surname = `Visitor${tag()}`;
  const name = `Meena ${surname}`;
  await page.goto("/contact");
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByLabel("Name", { exact: true }).fill("Meena");
  await form.getByLabel("Surname").fill(surname);
  await form.getByLabel("Phone").fill("9876543210");
  await form.getByLabel("Email").fill(`${surname.toLowerCase()}@example.com`);
  await form
    .getByLabel("Message")
    .fill("Is the plot near Avinashi Road still available?\nPlease call after 6 pm.");
  // The form refuses a post faster than a person types: wait until the server's rule is met, then send.
  await waitUntilSendable(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Form submitted successfully!").first()).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  await admin.goto("/admin/messages");
  await hydrated(admin);
  const before = await unhandledCount(admin);
  const message = admin.getByRole("article", { name });
  await expect(message).toBeVisible();
  await expect(message.getByText("Please call after 6 pm.")).toBeVisible();
  await expect(message.getByRole("link", { name: `Call ${name} on 9876543210` })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(message.getByRole("link", { name: new RegExp(`^Write to ${name} at`) })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${surname.toLowerCase()}@example.com`),
  );

  await message.getByRole("button", { name: "Mark as handled" }).click();
  await expect(toast(admin, "Marked as handled.")).toBeVisible();
  // It leaves the Unhandled view, and the menu's count drops by one.
  await expect(message).toHaveCount(0);
  await expect.poll(() => unhandledCount(admin), { message: "the menu's unhandled count" }).toBe(before - 1);

  await admin
    .getByRole("navigation", { name: "Show messages" })
    .getByRole("link", { name: "Handled", exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin\/messages\?filter=handled$/);
  const handled = admin.getByRole("article", { name });
  await expect(handled.getByText("Handled", { exact: true })).toBeVisible();
  await expect(handled.getByRole("button", { name: "Mark as not handled" })).toBeVisible();

  // The decision is in the audit log, with the admin's name and the field it changed.
  await admin.goto("/admin/audit?action=contact.handle");
  const entry = admin.getByRole("listitem").filter({ hasText: "contact.handle" }).first();
  await expect(entry).toContainText("admin@nilam.test");
  await expect(entry.getByRole("row", { name: /handledAt/ })).toContainText("—");
  await adminContext.close();
});

test("the audit log shows before and after, and its filter narrows the list", async ({ page, admin }) => {
  const mark = tag();
  const { db, close } = serverFirestore();
  try {
    const batch = db.batch();
    recordAudit(db, {
      tx: batch,
      actorId: null,
      action: "collection.update",
      entityType: "collection",
      entityId: `collection-${mark}`,
      before: { title: `Farms ${mark}` },
      after: { title: `Farmlands ${mark}` },
    });
    recordAudit(db, {
      tx: batch,
      actorId: null,
      action: "plan.update",
      entityType: "plan",
      entityId: `plan-${mark}`,
      before: { name: `Gold ${mark}`, priceRupees: 999, duration: 1 },
      after: { name: `Gold ${mark}`, priceRupees: 1299, duration: 1 },
    });
    await batch.commit();
  } finally {
    await close();
  }

  await admin();
  await page.goto("/admin/audit");
  await hydrated(page);
  const planEntry = page.getByRole("listitem").filter({ hasText: `plan-${mark}` });
  const collectionEntry = page.getByRole("listitem").filter({ hasText: `collection-${mark}` });
  await expect(planEntry).toBeVisible();
  await expect(collectionEntry).toBeVisible();
  await expect(planEntry).toContainText("System");
  const price = planEntry.getByRole("row", { name: /priceRupees/ });
  await expect(price.getByRole("deletion")).toHaveText("999");
  await expect(price.getByRole("insertion")).toHaveText("1299");
  // Only the changed field is listed.
  await expect(planEntry.getByRole("row", { name: /duration/ })).toHaveCount(0);
  await expect(collectionEntry.getByRole("row", { name: /title/ })).toContainText(`Farmlands ${mark}`);

  const filters = page.getByRole("search", { name: "Filter the audit log" });
  // The shared schema checks as the admin leaves a field.
  await filters.getByLabel("Who").fill("not an address");
  await filters.getByLabel("Who").blur();
  await expect(filters.getByText("Who: an e-mail address or a user id.")).toBeVisible();
  await filters.getByLabel("Who").fill("");
  await filters.getByLabel("Action").fill("plan.");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=plan\.$/);
  await expect(planEntry).toBeVisible();
  await expect(collectionEntry).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: "collection.update" })).toHaveCount(0);

  await filters.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(collectionEntry).toBeVisible();
});

test("the development outbox shows a notification e-mail with its text", async ({ page, admin }) => {
  const mark = tag();
  const subject = `Your property NL-${mark} is approved`;
  const { db, close } = serverFirestore();
  try {
    const id = await db.runTransaction(async (tx) =>
      queueMail(db, {
        tx,
        to: `owner-${mark}@nilam.test`,
        subject,
        text: `Dear Selvi,\n\nGood news: your listing NL-${mark} has been approved.\n\n— The Nilam team`,
        kind: "listing.approved",
        entityId: `listing-${mark}`,
      }),
    );
    // Without SMTP (as this server runs), the hand-over keeps it in the outbox.
    await sendQueuedMail({ db, mailer: outboxMailer }, [id]);
  } finally {
    await close();
  }

  await admin();
  await page.goto("/adminhome");
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: "Mail Outbox" })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByText("No SMTP server is set up")).toBeVisible();
  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText(`owner-${mark}@nilam.test`);
  await expect(message).toContainText("listing.approved");
  await expect(message).toContainText("Kept (not sent)");
  const text = message.getByText(`Good news: your listing NL-${mark} has been approved.`);
  await expect(text).toBeHidden();
  await message.getByText("Show the text").click();
  await expect(text).toBeVisible();
});

test("the record pages have no WCAG A/AA violations, on a phone and on a desktop screen", async ({
  page,
  admin,
}) => {
  await admin();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of [
      "/admin/messages?filter=all",
      "/admin/audit",
      "/admin/audit?from=2026-03-02&to=2026-03-01",
      "/admin/outbox",
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, `${path} at ${viewport.width}px`);
    }
  }
});
