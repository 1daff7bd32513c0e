import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";

interface ApiCard {
  id: string;
  code: string;
  city: string;
  numberOfRooms: string | null;
  budget: number | null;
}
interface ApiResult {
  listings: ApiCard[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
}

/** The JSON API's answer for the query string a page shows: the database's own count and order. */
async function apiResults(request: APIRequestContext, search: string): Promise<ApiResult> {
  const response = await request.get(`/api/v1/listings${search}`);
  expect(response.status(), search).toBe(200);
  return (await response.json()) as ApiResult;
}

const countText = (total: number) => (total === 1 ? "1 property" : `${total} properties`);

async function shownCodes(page: Page): Promise<string[]> {
  const texts = await page.locator("article.listing-card .card-code").allTextContents();
  return texts.map((text) => text.match(/NL-\d+/)?.[0] ?? text);
}

async function openFilters(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
}

const search = (page: Page) => new URL(page.url()).search;

/** Opens a results page and waits until it is interactive: the no-JavaScript Sort button goes then. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
}

test("the page is rendered on the server with its title, count and canonical URL", async ({ request }) => {
  const response = await request.get("/propertylisting?types=Sell&propertyName=Land");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const api = await apiResults(request, "?types=Sell&propertyName=Land");
  expect(html).toContain("<title>Buy Land in Tamil Nadu · Nilam</title>");
  expect(html).toMatch(/<h1>Buy Land<\/h1>/);
  expect(html).toContain(countText(api.total));
  expect(html).toContain('rel="canonical" href="');
  expect(html).toContain("/propertylisting?types=Sell&amp;propertyName=Land");
  expect(html).toContain('action="/propertylisting"');
  for (const card of api.listings) expect(html).toContain(card.code);
});

test("filtering by city, rooms and budget: the URL and the count agree with the database", async ({
  page,
}) => {
  // A listing with rooms and a price decides the filters, so that at least one property matches.
  const withRooms = (await apiResults(page.request, "?rooms=2%20BHK")).listings.find(
    (l) => l.budget !== null,
  );
  expect(withRooms).toBeDefined();
  const { city, budget } = withRooms!;

  await visit(page, "/propertylisting");
  await openFilters(page);
  await page.getByRole("checkbox", { name: city, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, "\\+")}`));
  await page.getByRole("checkbox", { name: "2 BHK" }).check();
  await expect(page).toHaveURL(/rooms=2\+BHK/);
  await page.getByLabel("Max price").fill(String(budget));
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`max=${budget}`));
  await expect(page.locator(".budget-label")).toHaveText(/^Up to ₹[\d,]+$/);
  await page.getByRole("button", { name: /^Show \d+ propert/ }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();

  const query = search(page);
  expect(query).toContain("city=");
  const api = await apiResults(page.request, query);
  expect(api.total).toBeGreaterThanOrEqual(1);
  await expect(page.locator(".results-count")).toHaveText(countText(api.total));
  await expect(page.locator("article.listing-card")).toHaveCount(Math.min(api.total, 24));
  expect(await shownCodes(page)).toEqual(api.listings.map((l) => l.code));
  for (const card of await page.locator("article.listing-card .card-facts").allTextContents()) {
    expect(card).toContain(city);
    expect(card).toContain("2 BHK");
  }

  // Back undoes the budget: the URL, the count and the form follow.
  await page.goBack();
  await expect(page).not.toHaveURL(/max=/);
  const before = await apiResults(page.request, search(page));
  await expect(page.locator(".results-count")).toHaveText(countText(before.total));
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "2 BHK" })).toBeChecked();
  await expect(page.getByLabel("Max price")).toHaveValue("");
});

test("title filters: approved layouts, TNRERA and road width narrow the results as the database does, with badges", async ({
  page,
}) => {
  await visit(page, "/propertylisting?types=Sell&propertyName=Land");
  await openFilters(page);
  await page.getByRole("checkbox", { name: "DTCP/CMDA approved layouts only" }).check();
  await expect(page).toHaveURL(/approvedLayout=yes/);
  await page.getByRole("radio", { name: "30 ft or wider" }).check();
  await expect(page).toHaveURL(/minRoadWidth=30/);
  await page.getByRole("button", { name: /^Show \d+ propert/ }).click();
  const api = await apiResults(page.request, search(page));
  expect(api.total).toBeGreaterThan(0);
  await expect(page.getByText(countText(api.total), { exact: true }).first()).toBeVisible();
  expect(await shownCodes(page)).toEqual(api.listings.map((l) => l.code));
  // Every card shown names its approving authority.
  const badges = page.locator("article.listing-card .approval-badge");
  await expect(badges.first()).toHaveText(/^(DTCP|CMDA) approved$/);
  expect(await page.locator("article.listing-card").count()).toBe(
    await page.locator("article.listing-card:has(.approval-badge)").count(),
  );
  // The Filters button counts the title filters.
  await expect(page.getByRole("button", { name: /^Filters \(2\)/ })).toBeVisible();

  await visit(page, "/propertylisting?tnrera=yes");
  const registered = await apiResults(page.request, "?tnrera=yes");
  expect(registered.total).toBeGreaterThan(0);
  await expect(page.locator("article.listing-card .approval-badge", { hasText: "TNRERA" })).toHaveCount(
    Math.min(registered.total, 24),
  );
});

test("the budget filter's SPEC messages, labels and un-applying", async ({ page }) => {
  await visit(page, "/propertylisting?types=Sell");
  await openFilters(page);
  const min = page.getByLabel("Min price");
  const max = page.getByLabel("Max price");
  const apply = page.getByRole("button", { name: "Apply" });

  await apply.click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a value in at least one field.");
  await expect(min).toHaveAttribute("aria-invalid", "true");
  await expect(max).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\?types=Sell$/);

  await min.fill("900000");
  await expect(min).not.toHaveAttribute("aria-invalid", "true");
  await max.fill("100000");
  await apply.click();
  await expect(page.getByRole("alert")).toHaveText("Min price cannot be greater than Max price!");
  await expect(min).toHaveAttribute("aria-invalid", "true");

  await max.fill("");
  await apply.click();
  await expect(page).toHaveURL(/min=900000/);
  await expect(page.locator(".budget-label")).toHaveText("₹9,00,000 +");
  const applied = await apiResults(page.request, search(page));
  await expect(page.locator(".results-count")).toHaveText(countText(applied.total));

  // Editing un-applies: the label goes, and so does the budget in the URL and the results.
  await max.fill("5");
  await expect(page).not.toHaveURL(/min=/);
  await expect(page.locator(".budget-label")).toHaveCount(0);
  await expect(min).toHaveValue("900000");
  const all = await apiResults(page.request, "?types=Sell");
  await expect(page.locator(".results-count")).toHaveText(countText(all.total));

  await min.fill("");
  await apply.click();
  await expect(page.locator(".budget-label")).toHaveText("Up to ₹5");
  await page.getByRole("link", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\?types=Sell$/);
  await expect(max).toHaveValue("");
  await expect(page.locator(".budget-label")).toHaveCount(0);
});

test("sorting by price changes the order to the database's", async ({ page }) => {
  await visit(page, "/propertylisting?types=Sell");
  const newest = await shownCodes(page);
  const sort = page.getByLabel("Sort by");
  await expect(sort.locator("option")).toHaveText([
    "Newest first",
    "Price: low to high",
    "Price: high to low",
  ]);

  await sort.selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  const ascending = await apiResults(page.request, "?types=Sell&sort=price-asc");
  await expect(page.locator("article.listing-card .card-code").first()).toContainText(
    ascending.listings[0]!.code,
  );
  expect(await shownCodes(page)).toEqual(ascending.listings.map((l) => l.code));
  expect(await shownCodes(page)).not.toEqual(newest);
  const budgets = ascending.listings.map((l) => l.budget ?? 0);
  expect(budgets).toEqual([...budgets].sort((a, b) => a - b));

  await sort.selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price-desc/);
  const descending = await apiResults(page.request, "?types=Sell&sort=price-desc");
  await expect(page.locator("article.listing-card .card-code").first()).toContainText(
    descending.listings[0]!.code,
  );
  expect(await shownCodes(page)).toEqual(descending.listings.map((l) => l.code));

  // Price per cent is offered on land pages only.
  await visit(page, "/propertylisting?types=Sell&propertyName=Land");
  await page.getByLabel("Sort by").selectOption("price-per-cent-asc");
  await expect(page).toHaveURL(/sort=price-per-cent-asc/);
  const perCent = await apiResults(page.request, "?types=Sell&propertyName=Land&sort=price-per-cent-asc");
  await expect(page.locator("article.listing-card .card-code").first()).toContainText(
    perCent.listings[0]!.code,
  );
});

test("paging: page links with rel and aria-current show the database's pages", async ({ page }) => {
  const first = await apiResults(page.request, "");
  expect(first.pageCount).toBeGreaterThan(2);
  await visit(page, "/propertylisting");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.locator('a[rel="prev"]')).toHaveCount(0);

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/propertylisting\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.locator('a[rel="prev"]')).toHaveAttribute("href", "/propertylisting");
  await expect(pages.locator('a[rel="next"]')).toHaveAttribute("href", "/propertylisting?page=3");
  const second = await apiResults(page.request, "?page=2");
  await expect(page.locator("article.listing-card .card-code").first()).toContainText(
    second.listings[0]!.code,
  );
  expect(await shownCodes(page)).toEqual(second.listings.map((l) => l.code));

  await pages.getByRole("link", { name: `Page ${first.pageCount}` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${first.pageCount}$`));
  await expect(pages.locator('a[rel="next"]')).toHaveCount(0);
  const last = await apiResults(page.request, `?page=${first.pageCount}`);
  await expect(page.locator("article.listing-card")).toHaveCount(last.listings.length);

  await page.goBack();
  await expect(page).toHaveURL(/page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
});

test("no match shows the no-properties image and text", async ({ page }) => {
  await visit(page, "/propertylisting?types=Rent&min=999999999999");
  await expect(page.locator(".results-count")).toHaveText("0 properties");
  const image = page.locator('img[src="/no-properties.svg"]');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
  await expect(page.locator("article.listing-card")).toHaveCount(0);
  await page.locator(".results-empty").getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\?types=Rent$/);
  await expect(page.locator("article.listing-card").first()).toBeVisible();
});

test("faulty parameters answer 400 with the message, never a 500, and the form can fix them", async ({
  page,
  request,
}) => {
  const cases = [
    ["types=Mortgage", "Choose Buy (Sell), Rent or Lease."],
    ["min=900&max=100", "Min price cannot be greater than Max price!"],
    ["min=abc", "Enter the price in whole rupees."],
    ["page=99999", "Page must be a number from 1 to 1000."],
    ["budget=apply&min=&max=", "Please enter a value in at least one field."],
    ["city=Atlantis", "Choose one of the 38 districts of Tamil Nadu."],
  ] as const;
  for (const [query, message] of cases) {
    const response = await request.get(`/propertylisting?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.text(), query).toContain(message);
  }

  await visit(page, "/propertylisting?types=Mortgage&propertyName=Land");
  await expect(page.locator(".results-error")).toContainText("Choose Buy (Sell), Rent or Lease.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land");
  await openFilters(page);
  await page.getByRole("radio", { name: "Buy" }).check();
  await expect(page).toHaveURL(/\?types=Sell&propertyName=Land$/);
  await expect(page.locator(".results-error")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Land");

  // A refused budget comes back where it was typed, marked, with the SPEC's words.
  await visit(page, "/propertylisting?min=900&max=100");
  await openFilters(page);
  await expect(page.getByLabel("Min price")).toHaveValue("900");
  await expect(page.getByLabel("Min price")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#budget-error")).toHaveText("Min price cannot be greater than Max price!");
});

test("while results load the list is busy and a spinner shows", async ({ page }) => {
  await visit(page, "/propertylisting?types=Sell");
  // The data request waits until the test has seen the loading state, then goes on.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/propertylisting.data*", async (route) => {
    await released;
    await route.continue();
  });
  await page.getByLabel("Sort by").selectOption("price-desc");
  await expect(page.locator(".results-main")).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading properties…" })).toBeVisible();
  release();
  await expect(page.locator(".results-main")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("status").filter({ hasText: "Loading properties…" })).toHaveCount(0);
});

test("/propertylistings/{query} shows the same page searching for the path's words", async ({ page }) => {
  const api = await apiResults(page.request, "?q=salem");
  await visit(page, "/propertylistings/salem");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “salem”");
  await expect(page.locator(".results-count")).toHaveText(countText(api.total));
  await openFilters(page);
  await page.getByRole("radio", { name: "Buy" }).check();
  await expect(page).toHaveURL(/\/propertylistings\/salem\?types=Sell$/);
  const bought = await apiResults(page.request, "?q=salem&types=Sell");
  await expect(page.locator(".results-count")).toHaveText(countText(bought.total));
});

test("under 1024 px the filters are a drawer opened by the Filters button; from 1024 px a sidebar", async ({
  page,
}) => {
  await visit(page, "/propertylisting");
  const salem = page.getByRole("checkbox", { name: "Salem" });
  await expect(salem).toBeHidden();
  await openFilters(page);
  await expect(salem).toBeVisible();
  await page.getByRole("button", { name: "Close filters" }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
  await expect(salem).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole("checkbox", { name: "Salem" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Salem" }).check();
  await expect(page).toHaveURL(/\?city=Salem$/);
});

test("the page fits a 390 px screen without sideways scrolling, drawer open or not", async ({ page }) => {
  const noSidewaysScroll = async (label: string) => {
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.content, label).toBeLessThanOrEqual(widths.screen);
  };
  for (const path of [
    "/propertylisting",
    "/propertylisting?types=Sell&propertyName=Farm%20House&sort=price-desc&page=2",
    "/propertylisting?types=Mortgage&min=abc",
    "/propertylisting?types=Rent&min=999999999999",
    "/propertylistings/salem%20land",
  ]) {
    await visit(page, path);
    await noSidewaysScroll(path);
  }
  await openFilters(page);
  await noSidewaysScroll("drawer open");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the drawer opens and the filter form is a plain GET to the page", async ({ page }) => {
    await page.goto("/propertylisting?types=Sell");
    await openFilters(page);
    await page.getByRole("checkbox", { name: "Salem" }).check();
    await page.getByLabel("Min price").fill("1,00,000");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/city=Salem/);
    expect(new URL(page.url()).searchParams.get("min")).toBe("1,00,000");
    const api = await apiResults(page.request, "?types=Sell&city=Salem&min=100000");
    await expect(page.locator(".results-count")).toHaveText(countText(api.total));
    await openFilters(page);
    await expect(page.locator(".budget-label")).toHaveText("₹1,00,000 +");

    await page.getByLabel("Max price").fill("1");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator(".results-error")).toContainText("Min price cannot be greater than Max price!");
  });
});
