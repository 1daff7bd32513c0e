import { expect, type Page, test } from "@playwright/test";

const BUYER = { email: "buyer@nilam.test", password: "Buyer@12345" };
const OWNER = { email: "owner@nilam.test", password: "Owner@12345" };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a page that needs an account says so, and signing in returns to it", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "You need to login to see this page" })).toBeVisible();
  await page.getByRole("link", { name: "Login", exact: true }).last().click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("buyer@nilam.test")).toBeVisible();
});

test("wishlist: toggled on the detail page, listed on the profile, and removed again", async ({ page }) => {
  const newest = (await (await page.request.get("/api/v1/listings/newest?types=rent&limit=1")).json()) as {
    listings: Array<{ id: string; code: string }>;
  };
  const listing = newest.listings[0]!;
  await page.goto(`/signin?redirectTo=${encodeURIComponent(`/view-property5/${listing.id}`)}`);
  await signIn(page, BUYER);
  await expect(page).toHaveURL(new RegExp(`/view-property5/${listing.id}$`));
  const toggle = page.getByRole("button", { name: /^Wishlist(ed)?$/ });
  if ((await toggle.textContent()) === "Wishlisted") await toggle.click();
  await expect(toggle).toHaveText("Wishlist");
  await toggle.click();
  await expect(toggle).toHaveText("Wishlisted");
  await page.reload();
  await expect(page.getByRole("button", { name: "Wishlisted" })).toBeVisible();

  await page.goto("/profile?tab=wishlist");
  await expect(page.getByText(listing.code)).toBeVisible();

  await page.goto(`/view-property5/${listing.id}`);
  await page.getByRole("button", { name: "Wishlisted" }).click();
  await expect(page.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
  await page.goto("/profile?tab=wishlist");
  await expect(page.getByText(listing.code)).toBeHidden();
});

test("the owner's Sell tab lists their listings with their status", async ({ page }) => {
  await page.goto("/signin?redirectTo=%2Fprofile");
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Approved").first()).toBeVisible();
  await expect(page.getByText("Waiting for approval").first()).toBeVisible();
});

test("edit profile: the form's rules, then a saved change; the e-mail cannot be edited", async ({ page }) => {
  await page.goto("/signin?redirectTo=%2Feditprofile");
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/editprofile$/);
  await expect(page.getByLabel("Email (cannot be changed)")).toBeDisabled();
  await page.getByLabel("Phone number").fill("12345");
  await page.getByLabel("Address").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Phone number must be exactly 10 digits.")).toBeVisible();
  await expect(page.getByText("Address is required.")).toBeVisible();
  const phone = `9${String(Date.now()).slice(-9)}`;
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Address").fill("7 Car Street, Srirangam");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(phone)).toBeVisible();
});

test("logout ends the session", async ({ page }) => {
  await page.goto("/signin?redirectTo=%2Fprofile");
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "You need to login to see this page" })).toBeVisible();
});
