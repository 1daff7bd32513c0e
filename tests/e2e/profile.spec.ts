import { DEMO, submitSignIn } from "../support/e2e/accounts.ts";
import { expect, test } from "../support/e2e/fixtures.ts";

const BUYER = DEMO.buyer;

test("a page that needs an account says so, and signing in returns to it", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "You need to login to see this page" })).toBeVisible();
  await page.getByRole("link", { name: "Login", exact: true }).last().click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
  await submitSignIn(page, BUYER);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("buyer@nilam.test")).toBeVisible();
});

// Each is a path of ours in Tamil that an English page would localise into another host ("/ta//host" → "//host").
for (const [start, home] of [
  ["/signin?redirectTo=/%09/evil.example/phish", "/common/Sell"],
  ["/signin?redirectTo=/%0A/evil.example/phish", "/common/Sell"],
  ["/signin?redirectTo=/%5C%5Cevil.example/phish", "/common/Sell"],
  ["/login?redirectTo=/%0D/evil.example/phish", "/common/Sell"],
  ["/signin?redirectTo=%2Fta%2F%2Fevil.example%2Fphish", "/common/Sell"],
  ["/signin?redirectTo=/ta/%5Cevil.example/phish", "/common/Sell"],
  ["/signin?redirectTo=/ta/.//evil.example/phish", "/common/Sell"],
  ["/signin?redirectTo=/ta/%09/evil.example/phish", "/common/Sell"],
  ["/login?redirectTo=%2Fta%2F%2Fevil.example%2Fphish", "/common/Sell"],
  ["/ta/signin?redirectTo=%2Fta%2F%2Fevil.example%2Fphish", "/ta/common/Sell"],
  ["/ta/signin?redirectTo=%2F%2Fevil.example%2Fphish", "/ta/common/Sell"],
] as const) {
  test(`signing in from ${start} stays on the site`, async ({ page, baseURL }) => {
    const visitedElsewhere: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        visitedElsewhere.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto(start);
    // By the fields' ids, so that the Tamil page is signed in the same way.
    await page.locator("#signin-email").fill(BUYER.email);
    await page.locator("#signin-password").fill(BUYER.password);
    await page.locator("form.auth-card button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${home.replaceAll("/", "\\/")}$`));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
    expect(visitedElsewhere).toEqual([]);
  });
}

test("wishlist: toggled on the detail page, listed on the profile, and removed again", async ({
  page,
  buyer,
}) => {
  const newest = (await (await page.request.get("/api/v1/listings/newest?types=rent&limit=1")).json()) as {
    listings: Array<{ id: string; code: string }>;
  };
  const listing = newest.listings[0]!;
  await buyer();
  await page.goto(`/view-property5/${listing.id}`);
  const toggle = page.getByRole("button", { name: /^Wishlist(ed)?$/ });
  if ((await toggle.textContent()) === "Wishlisted") await toggle.click();
  await expect(toggle).toHaveText("Wishlist");
  const added = page.waitForResponse(
    (response) => response.url().includes("/api/v1/wishlist/") && response.request().method() === "PUT",
  );
  await toggle.click();
  await expect(toggle).toHaveText("Wishlisted");
  expect((await added).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Wishlisted" })).toBeVisible();

  await page.goto("/profile?tab=wishlist");
  await expect(page.getByText(listing.code)).toBeVisible();

  await page.goto(`/view-property5/${listing.id}`);
  // The button changes at once; leaving the page before the server has answered would cancel the removal.
  const removed = page.waitForResponse(
    (response) => response.url().includes("/api/v1/wishlist/") && response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Wishlisted" }).click();
  await expect(page.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
  expect((await removed).ok()).toBe(true);
  await page.goto("/profile?tab=wishlist");
  await expect(page.getByText(listing.code)).toBeHidden();
});

test("the owner's Sell tab lists their listings with their status", async ({ page, owner }) => {
  await owner();
  await page.goto("/profile");
  await expect(page.getByText("Approved").first()).toBeVisible();
  await expect(page.getByText("Waiting for approval").first()).toBeVisible();
});

test("edit profile: the form's rules, then a saved change; the e-mail cannot be edited", async ({
  page,
  buyer,
}) => {
  await buyer();
  await page.goto("/editprofile");
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

test("the Dashboard button is on an admin's profile only, and opens the dashboard", async ({
  page,
  buyer,
  admin,
}) => {
  await buyer();
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await admin();
  await page.goto("/profile");
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/adminhome$/);
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
});

test("logout ends the session", async ({ page, buyer }) => {
  await buyer();
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "You need to login to see this page" })).toBeVisible();
});
