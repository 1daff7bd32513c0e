// The admin's registration rates in a real browser (issue 35): a set added, edited and deleted through the
// console, with the form's refusal and the delete confirmation; the same without JavaScript (the forms post to the
// page, Delete leads to a confirmation); and the public answer showing the set in force.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";

/** A day far ahead no other run has used: the table refuses a second set on one day. */
function freshDay(): { iso: string; long: string } {
  const day = new Date(
    Date.UTC(2200 + Math.floor(Math.random() * 700), 0, 1 + Math.floor(Math.random() * 360)),
  );
  return {
    iso: day.toISOString().slice(0, 10),
    long: new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(day),
  };
}

const cardOf = (page: Page, long: string) =>
  page.locator(".rates-card").filter({ has: page.getByRole("heading", { name: `From ${long}` }) });

test("rates: added, edited and deleted through the console, with the form's messages", async ({
  page,
  admin,
}) => {
  const day = freshDay();
  await admin();
  await page.goto("/admin/rates");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Registration Rates", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add a set of rates" })).toBeVisible();
  // The set in force is marked, and a new set starts from its figures.
  await expect(page.locator('.rates-card[data-state="in-force"]')).toHaveCount(1);
  await expect(page.getByLabel("Stamp duty (%)", { exact: true })).not.toHaveValue("");

  // Bad input is refused beside its fields, before anything is sent.
  await page.getByLabel("Effective from").fill(day.iso);
  await page.getByLabel("Source", { exact: true }).fill("G.O. of a later budget");
  await page.getByLabel("Stamp duty (%)", { exact: true }).fill("7.125");
  await page.getByLabel("Tenure (years)").fill("40");
  await page.getByRole("button", { name: "Add Rates" }).click();
  await expect(
    page.getByText("Stamp duty must be a percentage with at most 2 decimals, like 7 or 2.86."),
  ).toBeVisible();
  await expect(page.getByText("Loan tenure must be between 1 and 30.")).toBeVisible();
  await expect(page.getByLabel("Stamp duty (%)", { exact: true })).toBeFocused();

  // A check across fields comes back from the server, beside its field.
  await page.getByLabel("Stamp duty (%)", { exact: true }).fill("6.5");
  await page.getByLabel("Tenure (years)").fill("25");
  await page.getByLabel("Registration fee cut (%)").fill("9");
  await page.getByRole("button", { name: "Add Rates" }).click();
  await expect(page.getByText("The women's cut cannot be more than the registration fee.")).toBeVisible();

  await page.getByLabel("Registration fee cut (%)").fill("1");
  await page.getByRole("button", { name: "Add Rates" }).click();
  await expect(page.getByText("Rates added.")).toBeVisible();
  const card = cardOf(page, day.long);
  await expect(card).toContainText("Takes effect later");
  await expect(card).toContainText("6.5% stamp duty + 2% registration fee");
  await expect(card).toContainText("for 25 years");

  // Edit mode: entered by Edit, left after the update.
  await card.getByRole("link", { name: `Edit the rates from ${day.long}` }).click();
  await expect(page.getByRole("heading", { name: "Edit rates" })).toBeVisible();
  await expect(page.getByLabel("Effective from")).toHaveValue(day.iso);
  await expect(page.getByLabel("Stamp duty (%)", { exact: true })).toHaveValue("6.5");
  await page.getByLabel("Stamp duty (%)", { exact: true }).fill("6.25");
  await page.getByLabel("Band 1 up to (₹)").fill("60,00,000");
  await page.getByRole("button", { name: "Update Rates" }).click();
  await expect(page.getByText("Rates updated.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add a set of rates" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await expect(card).toContainText("6.25% stamp duty");
  await expect(card).toContainText("Up to ₹60,00,000: 4% + 2%");

  // Delete, behind a confirmation that Escape dismisses.
  const deleteLink = card.getByRole("link", { name: `Delete the rates from ${day.long}` });
  await deleteLink.click();
  const dialog = page.getByRole("dialog", { name: "Delete rates" });
  await expect(dialog).toContainText(`Are you sure you want to delete the rates from ${day.long}?`);
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await deleteLink.click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Rates deleted.")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("the page passes axe, and the public answer names the set the page marks in force", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/admin/rates");
  await hydrated(page);
  await expectNoViolations(page);
  const marked = await page.locator('.rates-card[data-state="in-force"] h3').textContent();
  const answer = (await (await page.request.get("/api/v1/rates")).json()) as {
    rates: { effectiveFrom: string } | null;
  };
  expect(answer.rates).not.toBeNull();
  const long = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
    new Date(answer.rates!.effectiveFrom),
  );
  expect(marked).toContain(`From ${long}`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a set is added, and deleted after the confirmation page, by posting the forms", async ({
    page,
    admin,
  }) => {
    const day = freshDay();
    await admin();
    await page.goto("/admin/rates");
    await page.getByLabel("Effective from").fill(day.iso);
    await page.getByLabel("Source", { exact: true }).fill("Added without JavaScript");
    await page.getByRole("button", { name: "Add Rates" }).click();
    await expect(page.locator(".form-success")).toHaveText("Rates added.");
    const card = cardOf(page, day.long);
    await expect(card).toContainText("Added without JavaScript");

    await card.getByRole("link", { name: `Delete the rates from ${day.long}` }).click();
    await expect(page).toHaveURL(/\?delete=/);
    const confirm = page.locator(".rates-confirm");
    await expect(confirm).toContainText(`Are you sure you want to delete the rates from ${day.long}?`);
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(page.locator(".form-success")).toHaveText("Rates deleted.");
    await expect(cardOf(page, day.long)).toHaveCount(0);
  });
});
