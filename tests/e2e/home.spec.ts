import { expect, test } from "../support/e2e/fixtures.ts";

const BUYER = { email: "buyer@nilam.test", password: "Buyer@12345" };

test("the home page lists the newest approved listings, rendered on the server", async ({ request }) => {
  const response = await request.get("/common/Sell");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Properties for Buy");
  expect(html).toMatch(/NL-\d{6}/);
  expect(html).toContain("/view-property5/");
});

test("/ redirects to /common/Sell", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/common\/Sell$/);
});

test("an unknown type is a 404 page", async ({ request }) => {
  const response = await request.get("/common/Mortgage");
  expect(response.status()).toBe(404);
});

test("the demo buyer signs in and sees the home page's newest listings", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(BUYER.email);
  await page.getByLabel("Password", { exact: true }).fill(BUYER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator('header a[href="/profile"]')).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  const cards = page.getByRole("link", { name: "View Details" });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(10);
});

test("a wrong password shows the SPEC message", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(BUYER.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
});

test("pages fit a 390 px phone screen without sideways scrolling", async ({ page, request }) => {
  const newest = (await (await request.get("/api/v1/listings/newest?types=sell&limit=1")).json()) as {
    listings: Array<{ id: string }>;
  };
  for (const path of ["/common/Sell", `/view-property5/${newest.listings[0]!.id}`, "/signin"]) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.content, path).toBeLessThanOrEqual(widths.screen);
  }
});
