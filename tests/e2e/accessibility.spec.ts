import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectHeadingsInOrder, expectNoViolations, firstListingId, hydrated } from "../support/e2e/pages.ts";
import { pngImage } from "../support/factories/media.ts";

// WCAG 2.2 A and AA, as axe-core checks them, on the pages a visitor meets first, on the Sell form and on every
// page of the admin console.

const PAGES: Array<[string, (page: Page) => Promise<string>]> = [
  ["home", async () => "/common/Sell"],
  ["listing results", async () => "/propertylisting?types=Sell&propertyName=Land"],
  ["search results", async () => "/search/Land/Coimbatore"],
  ["property detail", async (page) => `/view-property5/${await firstListingId(page)}`],
  ["about", async () => "/about"],
  ["contact", async () => "/contact"],
  ["sign in", async () => "/signin"],
  ["sign up", async () => "/signup"],
  // The same pages in Tamil: longer words, another script, the same rules.
  ["Tamil home", async () => "/ta/common/Sell"],
  ["Tamil listing results", async () => "/ta/propertylisting?types=Sell&propertyName=Land"],
  ["Tamil search results", async () => "/ta/search/Land/Coimbatore"],
  ["Tamil property detail", async (page) => `/ta/view-property5/${await firstListingId(page)}`],
  ["Tamil about", async () => "/ta/about"],
  ["Tamil contact", async () => "/ta/contact"],
  ["Tamil sign in", async () => "/ta/signin"],
  ["Tamil sign up", async () => "/ta/signup"],
];

async function expectPageAccessible(page: Page, path: string | null): Promise<void> {
  if (path !== null) await page.goto(path);
  // One main landmark, for "skip to the content" in a screen reader (axe counts it a best practice only).
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("main")).toBeVisible();
  await expectNoViolations(page, path ?? undefined);
}

for (const [name, pathOf] of PAGES) {
  test(`the ${name} page has no WCAG A/AA violations on a phone`, async ({ page }) => {
    await expectPageAccessible(page, await pathOf(page));
  });
}

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  for (const [name, pathOf] of PAGES) {
    test(`the ${name} page has no WCAG A/AA violations`, async ({ page }) => {
      await expectPageAccessible(page, await pathOf(page));
    });
  }
});

test("the public pages' headings go down one level at a time", async ({ page }) => {
  for (const [, pathOf] of PAGES) {
    const path = await pathOf(page);
    await page.goto(path);
    await expectHeadingsInOrder(page, path);
  }
});

/** The Sell form as a member (signed in on `page`) sees it, empty and then with every required field's message showing. */
async function expectSellFormAccessible(page: Page): Promise<void> {
  await expectPageAccessible(page, "/sell");
  await hydrated(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Property Name is required.")).toBeVisible();
  // The upload list too, with a photo in it.
  await page.getByLabel("Choose photos or videos").setInputFiles({
    name: "plot.png",
    mimeType: "image/png",
    buffer: await pngImage(320, 240),
  });
  await expect(page.locator(".upload-item").getByText("Uploaded")).toBeVisible();
  await expectPageAccessible(page, null);
}

test("the Sell form has no WCAG A/AA violations on a phone, with and without its messages", async ({
  page,
  member,
}) => {
  await member();
  await expectSellFormAccessible(page);
});

test.describe("the Sell form on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test("has no WCAG A/AA violations, with and without its messages", async ({ page, member }) => {
    await member();
    await expectSellFormAccessible(page);
  });
});

/** Every page of the admin console (routes.ts), as the admin sees it. */
const ADMIN_PAGES: Array<(page: Page) => Promise<string>> = [
  async () => "/adminhome",
  async () => "/propertylistingadmin",
  async () => "/approveproperty",
  async () => "/rejectedproperties",
  async (page) => `/individualadmin/${await firstListingId(page)}`,
  async (page) => `/editpropertyadmin/${await firstListingId(page)}`,
  async () => "/customerdetails",
  async () => "/plans",
  async () => "/admin/payments",
  async () => "/admin/rates",
  async () => "/uploadimage",
  async () => "/admin/collections",
  async () => "/admin/messages",
  async () => "/admin/audit",
  async () => "/admin/outbox",
];

async function expectAdminPagesAccessible(page: Page): Promise<void> {
  for (const pathOf of ADMIN_PAGES) await expectPageAccessible(page, await pathOf(page));
}

test("every admin page has its main landmark and no WCAG A/AA violations on a phone", async ({
  page,
  admin,
}) => {
  test.setTimeout(180_000);
  await admin();
  await expectAdminPagesAccessible(page);
});

test.describe("the admin console on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test("every admin page has its main landmark and no WCAG A/AA violations", async ({ page, admin }) => {
    test.setTimeout(180_000);
    await admin();
    await expectAdminPagesAccessible(page);
  });
});
