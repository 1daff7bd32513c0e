import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";

// The header's search suggestions (a WAI-ARIA combobox) and the search results page, on the seeded data.
// The default project is a 390 px phone, where the search row is folded behind a search button.

interface CardRow {
  propertyName: string;
  city: string;
  types: "sell" | "rent" | "lease";
}

interface Pair {
  propertyName: string;
  city: string;
  listings: CardRow[];
}

const TYPE_PARAM = { sell: "Sell", rent: "Rent", lease: "Lease" } as const;
const TYPE_LABEL = { sell: "Buy", rent: "Rent", lease: "Lease" } as const;

/** Every approved listing through the public API, grouped by (property name, city). */
async function approvedPairs(request: APIRequestContext): Promise<Pair[]> {
  const pairs = new Map<string, Pair>();
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const response = await request.get(`/api/v1/listings?page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { listings: CardRow[]; pageCount: number; totalCapped: boolean };
    expect(body.totalCapped).toBe(false);
    pageCount = body.pageCount;
    for (const row of body.listings) {
      const key = `${row.propertyName}|${row.city}`;
      const pair = pairs.get(key) ?? { propertyName: row.propertyName, city: row.city, listings: [] };
      pair.listings.push(row);
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()];
}

const typeCount = (pair: Pair) => new Set(pair.listings.map((l) => l.types)).size;

/** The pair with the most listings among those of more than one type, so a type filter visibly narrows. */
async function richPair(request: APIRequestContext): Promise<Pair> {
  const pairs = (await approvedPairs(request)).filter((p) => typeCount(p) > 1);
  pairs.sort((a, b) => b.listings.length - a.listings.length);
  const [pair] = pairs;
  if (!pair) throw new Error("no seeded name and city has listings of two types");
  return pair;
}

async function openSearch(page: Page) {
  // The search button is a real button once the page is hydrated.
  const toggle = page.getByRole("button", { name: "Search properties" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const box = page.getByRole("combobox", { name: "Search listings" });
  await expect(box).toBeFocused();
  return box;
}

test("a city prefix suggests name-in-city pairs; ArrowDown and Enter go to /search/{name}/{city}", async ({
  page,
}) => {
  await page.goto("/common/Sell");
  const box = await openSearch(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("coimb", { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = listbox.getByRole("option");
  await expect(options.first()).toContainText(/ in Coimbatore$/);
  for (const text of await options.allTextContents()) expect(text).toMatch(/ in Coimbatore$/);
  await expect(page.getByRole("status").filter({ hasText: /suggestions? available/ })).toHaveCount(1);

  await box.press("ArrowDown");
  const first = options.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  const chosen = (await first.textContent()) ?? "";
  const [name, city] = chosen.split(" in ");
  await box.press("Enter");
  await expect(page).toHaveURL(`/search/${encodeURIComponent(name ?? "")}/${encodeURIComponent(city ?? "")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  await expect(page).toHaveTitle(new RegExp(`^${chosen}`));
  // A new page folds the phone's search row away again.
  await expect(page.getByRole("button", { name: "Search properties" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("a misspelt city still finds it; arrows wrap, Escape closes, a click chooses", async ({ page }) => {
  await page.goto("/common/Sell");
  const box = await openSearch(page);
  await box.pressSequentially("Coimbatre", { delay: 30 });
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toContainText("Coimbatore");
  const count = await options.count();

  await box.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue("Coimbatre");

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const last = options.nth(count - 1);
  const text = (await last.textContent()) ?? "";
  await last.click();
  await expect(page).toHaveURL(/\/search\/[^/]+\/Coimbatore$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
});

test("gibberish says 'No suggestions available'; submitting typed text goes to /propertylistings/{query}", async ({
  page,
}) => {
  await page.goto("/common/Rent");
  const box = await openSearch(page);
  await box.pressSequentially("zzqxjv", { delay: 30 });
  await expect(page.locator(".search-popup")).toContainText("No suggestions available");
  await expect(page.getByRole("status").filter({ hasText: "No suggestions available" })).toHaveCount(1);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("option")).toHaveCount(0);

  await box.fill("2 bhk salem");
  await box.press("Enter");
  await expect(page).toHaveURL("/propertylistings/2%20bhk%20salem");
});

test("the results page lists only the name in the city, and the type filter narrows them", async ({
  page,
  request,
}) => {
  const pair = await richPair(request);
  const heading = `${pair.propertyName} in ${pair.city}`;
  // Any case in the URL: the schema matches name and city case-insensitively.
  await page.goto(
    `/search/${encodeURIComponent(pair.propertyName.toLowerCase())}/${encodeURIComponent(pair.city.toUpperCase())}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(`^${heading}`));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(
    new RegExp(`/search/${encodeURIComponent(pair.propertyName)}/${encodeURIComponent(pair.city)}$`),
  );

  const filter = page.getByRole("navigation", { name: "Listing type" });
  await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  const cards = page.locator("article.listing-card");
  await expect(cards).toHaveCount(Math.min(pair.listings.length, 24));
  for (const card of await cards.all()) {
    await expect(card.locator(".card-title")).toContainText(pair.propertyName);
    await expect(card.locator(".card-facts")).toContainText(pair.city);
  }
  // Phones get the results without the sidebar's pictures.
  await expect(page.locator(".search-aside")).toBeHidden();

  const types = (["sell", "rent", "lease"] as const).find((ty) => pair.listings.some((l) => l.types === ty));
  if (!types) throw new Error("unreachable");
  const expected = pair.listings.filter((l) => l.types === types).length;
  await filter.getByRole("link", { name: TYPE_LABEL[types] }).click();
  await expect(page).toHaveURL(new RegExp(`\\?types=${TYPE_PARAM[types]}$`));
  await expect(filter.getByRole("link", { name: TYPE_LABEL[types] })).toHaveAttribute("aria-current", "page");
  // Reached by a client-side navigation (React Router fetched the loader's data): links and the canonical URL still
  // name the page, not the data request's address.
  const path = `/search/${encodeURIComponent(pair.propertyName)}/${encodeURIComponent(pair.city)}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}\\?types=${TYPE_PARAM[types]}$`),
  );
  await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute(
    "href",
    new URL(page.url()).pathname,
  );
  await expect(cards).toHaveCount(Math.min(expected, 24));
  for (const card of await cards.all())
    await expect(card.locator(".card-type")).toHaveText(TYPE_LABEL[types]);
  await expect(page.getByRole("status").filter({ hasText: /propert/ })).toHaveText(
    expected === 1 ? "1 property" : `${expected} properties`,
  );
});

test("a name with no listings in a city says so; an unknown name or city is a 404, a bad type a 400", async ({
  page,
  request,
}) => {
  const pairs = await approvedPairs(request);
  const cities = ((await (await request.get("/api/v1/cities")).json()) as { cities: string[] }).cities;
  const taken = new Set(pairs.map((p) => `${p.propertyName}|${p.city}`));
  const names = ["House", "Land", "Apartment", "Store", "Farm House"];
  const empty = cities
    .flatMap((city) => names.map((name) => ({ name, city })))
    .find((p) => !taken.has(`${p.name}|${p.city}`));
  if (!empty) throw new Error("every name has listings in every city");

  await page.goto(`/propertylistings/${encodeURIComponent(empty.name)}/${encodeURIComponent(empty.city)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${empty.name} in ${empty.city}`);
  await expect(page.getByText(`No properties found for ${empty.name} in ${empty.city}`)).toBeVisible();
  await expect(page.locator("article.listing-card")).toHaveCount(0);

  const unknownCity = await page.goto("/search/Land/Atlantis");
  expect(unknownCity?.status()).toBe(404);
  await expect(page.getByText("Choose one of the 38 districts of Tamil Nadu.")).toBeVisible();
  await expect(page.locator("header.site-header")).toBeVisible();
  expect((await request.get("/search/Castle/Salem")).status()).toBe(404);
  // The filter calls sell Buy, so a hand-typed ?types=Buy is understood.
  expect((await request.get("/search/Land/Salem?types=buy")).status()).toBe(200);
  const badType = await request.get("/search/Land/Salem?types=Mortgage");
  expect(badType.status()).toBe(400);
  expect(await badType.text()).toContain("Choose Buy (Sell), Rent or Lease.");
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test("the search box is always open and the results have the sidebar", async ({ page, request }) => {
    const pair = await richPair(request);
    await page.goto(`/search/${encodeURIComponent(pair.propertyName)}/${encodeURIComponent(pair.city)}`);
    await expect(page.getByRole("button", { name: "Search properties" })).toBeHidden();
    await expect(page.locator(".search-aside img")).toHaveCount(3);
    for (const img of await page.locator(".search-aside img").all()) await expect(img).toBeVisible();

    const box = page.getByRole("combobox", { name: "Search listings" });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute("placeholder", "Enter the address, city");
    await box.click();
    await box.pressSequentially(pair.city.slice(0, 4).toLowerCase(), { delay: 30 });
    const option = page.getByRole("option", { name: `${pair.propertyName} in ${pair.city}` });
    await expect(option).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone's search button opens the row and the form GETs /propertylisting?q=", async ({ page }) => {
    await page.goto("/common/Sell");
    const box = page.getByRole("combobox", { name: "Search listings" });
    await expect(box).toBeHidden();
    await page.getByRole("link", { name: "Search properties" }).click();
    await expect(box).toBeVisible();
    await box.fill("salem");
    await box.press("Enter");
    await expect(page).toHaveURL("/propertylisting?q=salem");
  });
});
