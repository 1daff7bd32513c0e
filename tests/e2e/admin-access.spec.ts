// Who reaches the admin console: the `admin` claim only, checked by the server on every page. A visitor signs in
// and comes back to the page asked for; a member without the claim gets a 403 page, never admin data.
import { expect, test } from "@playwright/test";
import { DEMO, mintSession, submitSignIn } from "./support/accounts.ts";

test("a visitor asking for an admin page signs in and comes back to it", async ({ page }) => {
  await page.goto("/customerdetails");
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcustomerdetails$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/customerdetails$/);
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
});

test("a member without the admin claim gets a 403 page on every admin page", async ({ page }) => {
  await mintSession(page, DEMO.buyer);
  for (const path of ["/adminhome", "/propertylistingadmin", "/plans", "/uploadimage", "/admin/audit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("This page is for administrators.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin menu" })).toHaveCount(0);
  }
});

test("the dashboard: the hero when no section is chosen, the chosen section highlighted", async ({
  page,
}) => {
  await mintSession(page, DEMO.admin);
  await page.goto("/adminhome");
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(page.getByRole("heading", { name: "Welcome to the Nilam admin console" })).toBeVisible();
  for (const name of ["Customers Details", "Pending Properties", "Approved Properties"])
    await expect(menu.getByRole("link", { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Premium Plans" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Upload Image" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await menu.getByRole("link", { name: "Premium Plans" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(menu.getByRole("link", { name: "Premium Plans" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: /^Pending Properties/ })).not.toHaveAttribute("aria-current");
});
