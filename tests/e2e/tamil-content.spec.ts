// What the admin writes for the home page and the plans, in Tamil too: a banner's alt text, a collection's title and
// description and a plan's name get an optional Tamil text in the admin console, which Tamil pages show when it is
// set and English pages never do; the demo seed writes one for each. Each test puts the content back as it was.
import type { Page } from "@playwright/test";
import { expect, type SignIn, test } from "../support/e2e/fixtures.ts";
import { hydrated } from "../support/e2e/pages.ts";
import { origin } from "../support/e2e/site.ts";

const unique = () => Date.now().toString(36);

async function openAsAdmin(page: Page, admin: SignIn, path: string): Promise<void> {
  await admin(page);
  await page.goto(path);
  await hydrated(page);
}

/**
 * The alt text of the Buy group's first banner, in Tamil ("" clears it), saved through its Replace form; returns
 * its English alt text and the Tamil one it had.
 */
async function setFirstBuyBannerTamil(page: Page, altTa: string): Promise<{ english: string; was: string }> {
  await page.goto("/uploadimage");
  await hydrated(page);
  const first = page.getByRole("region", { name: "Buy banners" }).locator(".banner-item").first();
  await first.getByRole("button", { name: "Replace banner 1" }).click();
  const english = await first.getByLabel("Alt text", { exact: true }).inputValue();
  const was = await first.getByLabel("Alt text in Tamil (optional)").inputValue();
  await first.getByLabel("Alt text in Tamil (optional)").fill(altTa);
  await first.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Alt text saved." })).toBeVisible();
  return { english, was };
}

test("a banner's Tamil alt text shows on the Tamil home page, its English one on the English page", async ({
  page,
  admin,
}) => {
  const tamil = `நெல் வயல்கள் ${unique()}`;
  await openAsAdmin(page, admin, "/uploadimage");
  const { english, was } = await setFirstBuyBannerTamil(page, tamil);
  try {
    await page.goto("/ta/common/Sell");
    await expect(page.locator(`main img[alt="${tamil}"]`)).toHaveCount(1);
    await expect(page.locator(`main img[alt="${english}"]`)).toHaveCount(0);
    await page.goto("/common/Sell");
    await expect(page.locator(`main img[alt="${english}"]`)).toHaveCount(1);
    await expect(page.locator(`main img[alt="${tamil}"]`)).toHaveCount(0);
    // Without a Tamil text the Tamil page shows the English one.
    await setFirstBuyBannerTamil(page, "");
    await page.goto("/ta/common/Sell");
    await expect(page.locator(`main img[alt="${english}"]`)).toHaveCount(1);
  } finally {
    await setFirstBuyBannerTamil(page, was);
  }
});

/**
 * Fills the first collection's Tamil title and description ("" clears them) and saves it; returns its title and
 * the Tamil texts it had.
 */
async function setFirstCollectionTamil(
  page: Page,
  titleTa: string,
  descriptionTa: string,
): Promise<{ title: string; was: [string, string] }> {
  await page.goto("/admin/collections");
  await hydrated(page);
  const row = page.locator(".collection-item").first();
  const title = (await row.getByRole("heading").first().textContent())?.trim() ?? "";
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  const was: [string, string] = [
    await row.getByLabel("Title in Tamil (optional)").inputValue(),
    await row.getByLabel("Description in Tamil (optional)").inputValue(),
  ];
  await row.getByLabel("Title in Tamil (optional)").fill(titleTa);
  await row.getByLabel("Description in Tamil (optional)").fill(descriptionTa);
  await row.getByRole("button", { name: "Save collection" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Collection updated successfully!" })).toBeVisible();
  return { title, was };
}

test("a collection's Tamil title and description show on Tamil pages only", async ({ page, admin }) => {
  const titleTa = `பண்ணை வீடுகள் ${unique()}`;
  const descriptionTa = "தென்னந்தோப்புகளுக்கு நடுவே வார இறுதி வீடுகள்.";
  await openAsAdmin(page, admin, "/admin/collections");
  const { title, was } = await setFirstCollectionTamil(page, titleTa, descriptionTa);
  try {
    await page.goto("/ta/featuredcollections/Sell");
    await expect(page.getByRole("main").getByText(titleTa).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(descriptionTa).first()).toBeVisible();
    await page.goto("/featuredcollections/Sell");
    await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(titleTa)).toHaveCount(0);
  } finally {
    await setFirstCollectionTamil(page, ...was);
  }
  await page.goto("/ta/featuredcollections/Sell");
  await expect(page.getByRole("main").getByText(titleTa)).toHaveCount(0);
});

test("a plan's Tamil name is what Tamil pages offer", async ({ page, admin }) => {
  const name = `Harvest ${unique()}`;
  const nameTa = `அறுவடை ${unique()}`;
  await openAsAdmin(page, admin, "/plans");
  await page.getByLabel("Plan Name", { exact: true }).fill(name);
  await page.getByLabel("Plan Name in Tamil (optional)").fill(nameTa);
  await page.getByLabel("Price (₹)").fill("799");
  await page.getByLabel("Duration").fill("2");
  await page.getByRole("button", { name: "Add Plan" }).click();
  await expect(page.getByText("Plan added successfully!")).toBeVisible();
  const card = page.locator(".plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toContainText(nameTa);
  try {
    await page.goto("/ta/profile");
    await expect(page.locator(".buy-plan").getByText(nameTa)).toBeVisible();
    await expect(page.locator(".buy-plan").getByText(name)).toHaveCount(0);
    const plans = await page.request.get("/api/v1/plans", { headers: { origin } });
    const offered = ((await plans.json()) as { plans: { name: string; nameTa: string | null }[] }).plans;
    expect(offered.find((plan) => plan.name === name)?.nameTa).toBe(nameTa);
    await page.goto("/profile");
    await expect(page.locator(".buy-plan").getByText(name)).toBeVisible();
    await expect(page.locator(".buy-plan").getByText(nameTa)).toHaveCount(0);
  } finally {
    await page.goto("/plans");
    await hydrated(page);
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: "Delete plan" }).getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Plan deleted successfully!")).toBeVisible();
  }
});

test("the demo seed's banners, collections and plans read in Tamil on Tamil pages", async ({
  page,
  buyer,
}) => {
  // The Buy group's second banner: the first test changes only the first.
  await page.goto("/ta/common/Sell");
  await expect(page.locator('main img[alt="தனி வீடுகள்"]')).toHaveCount(1);
  await expect(page.locator('main img[alt="Independent houses"]')).toHaveCount(0);
  await page.goto("/ta/featuredcollections/Sell");
  const main = page.getByRole("main");
  // One collection at a time: the first, House (the test above puts back the Tamil it changes).
  await expect(main.getByRole("heading", { name: "வீடு", exact: true })).toBeVisible();
  await expect(main.getByText(/^சொந்த மனையுடன் தனி வீடுகள்/)).toBeVisible();
  await expect(main.getByText(/Independent houses with their own plot/)).toHaveCount(0);
  await buyer(page);
  await page.goto("/ta/profile");
  const plans = page.locator(".buy-plan");
  for (const name of ["பேசிக்", "ஸ்டாண்டர்டு", "பிரீமியம்"]) await expect(plans.getByText(name)).toBeVisible();
  await expect(plans.getByText("Basic")).toHaveCount(0);
});
