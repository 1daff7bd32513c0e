// The admin's plans and customers in the browser: a plan added, edited and deleted with the SPEC's messages and
// the form's own refusal; a customer deleted through the confirmation dialog can no longer sign in.

import { submitSignIn } from "../support/e2e/accounts.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";

test("plans: added, edited and deleted, with the form's messages", async ({ page, admin }) => {
  const name = `Festival ${Date.now().toString(36)}`;
  await admin();
  await page.goto("/plans");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Add New Plan" })).toBeVisible();
  await expect(page.getByLabel("Time Unit")).toHaveValue("month");

  // Bad input is refused beside its fields, before anything is sent.
  await page.getByLabel("Plan Name", { exact: true }).fill(name);
  await page.getByLabel("Price (₹)").fill("99.50");
  await page.getByLabel("Duration").fill("0");
  await page.getByRole("button", { name: "Add Plan" }).click();
  await expect(page.getByText("Price must be a whole number.")).toBeVisible();
  await expect(page.getByText("Duration must be at least 1.")).toBeVisible();
  await expect(page.getByLabel("Price (₹)")).toBeFocused();

  await page.getByLabel("Price (₹)").fill("2499");
  await page.getByLabel("Duration").fill("6");
  await page.getByRole("button", { name: "Add Plan" }).click();
  await expect(page.getByText("Plan added successfully!")).toBeVisible();
  const card = page.locator(".plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toContainText("₹2,499");
  await expect(card).toContainText("6 Months");
  await expect(page.getByLabel("Plan Name", { exact: true })).toHaveValue("");

  // Edit mode: entered by Edit, left after the update.
  await card.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Plan" })).toBeVisible();
  await expect(page.getByLabel("Plan Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Plan Name", { exact: true })).toBeFocused();
  await page.getByLabel("Price (₹)").fill("125000");
  await page.getByLabel("Duration").fill("1");
  await page.getByLabel("Time Unit").selectOption("year");
  await page.getByRole("button", { name: "Update Plan" }).click();
  await expect(page.getByText("Plan updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add New Plan" })).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(card).toContainText("₹1,25,000");
  await expect(card).toContainText("1 Year");

  // Delete, behind a confirmation that Escape dismisses.
  const deleteButton = card.getByRole("button", { name: `Delete ${name}` });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete plan" });
  await expect(dialog).toContainText(`Are you sure you want to delete the plan ${name}?`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Plan deleted successfully!")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a customer deleted through the dialog can no longer sign in", async ({ page, member, admin }) => {
  // Their first sign-in makes them a customer; then the admin takes the browser.
  const customer = await member();
  await page.context().clearCookies();
  await admin();

  await page.goto(`/customerdetails?q=${encodeURIComponent(customer.email)}`);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  const deleteButton = row.getByRole("button", { name: /^Delete / });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete customer" });
  await expect(dialog).toContainText("Are you sure you want to delete this customer?");
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Customer deleted.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No customers match your search.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/signin");
  await hydrated(page);
  await submitSignIn(page, customer);
  await expect(page.getByText("This user has been disabled.")).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test("the customers table: 'All Cities' first, and the city filter's empty message", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/customerdetails");
  await hydrated(page);
  const city = page.getByLabel("City");
  await expect(city.locator("option").first()).toHaveText("All Cities");
  await expect(page.getByRole("columnheader", { name: "Phone Number" })).toBeAttached();
  await city.selectOption("Perambalur");
  await expect(page).toHaveURL(/city=Perambalur/);
  await expect(page.getByText("No customers found for the selected city.")).toBeVisible();
});

test("the customers and plans pages, and the customer dialog, pass axe", async ({ page, admin }) => {
  await admin();
  await page.goto("/plans");
  await hydrated(page);
  await expectNoViolations(page);
  await page.goto("/customerdetails");
  await hydrated(page);
  await expectNoViolations(page);
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Delete customer" })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
});
