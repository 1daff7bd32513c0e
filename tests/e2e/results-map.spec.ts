// The results on a map and near a place (issue 34): List and Map links, the map's markers and their cards,
// "Search this area", the URL that keeps the view and the box, distances on the cards in English and Tamil,
// "Near me" and a listing's "More properties near this one". Tiles are answered locally (tiles.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { holdScripts, slowCpu } from "../support/e2e/slow-phone.ts";
import { expect, test } from "../support/e2e/tiles.ts";

interface MapListing {
  id: string;
  code: string;
  lat: number;
  lng: number;
  propertyName: string;
}
interface MapAnswer {
  total: number;
  clusters: { lat: number; lng: number; count: number }[];
  listings: MapListing[];
}
interface ApiResult {
  listings: { id: string; code: string; distanceKm?: number }[];
  total: number;
}

const STATE = "76.2,8,80.4,13.6";

async function mapAnswer(request: APIRequestContext, search: string): Promise<MapAnswer> {
  const response = await request.get(`/api/v1/listings/map?${search}`);
  expect(response.status(), search).toBe(200);
  return (await response.json()) as MapAnswer;
}

async function apiResults(request: APIRequestContext, search: string): Promise<ApiResult> {
  const response = await request.get(`/api/v1/listings?${search}`);
  expect(response.status(), search).toBe(200);
  return (await response.json()) as ApiResult;
}

/** A listing of the demo data with its public point: the map answer's markers at the closest zoom. */
async function placedListing(request: APIRequestContext): Promise<MapListing> {
  const answer = await mapAnswer(request, `bbox=${STATE}&zoom=18`);
  const listing = answer.listings[0];
  if (!listing) throw new Error("the demo data has no listing with an area");
  return listing;
}

/** About `km` around a point, as `west,south,east,north` with 4 decimals. */
function boxAround({ lat, lng }: { lat: number; lng: number }, km: number): string {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((v) => v.toFixed(4)).join(",");
}

async function shownCodes(page: Page): Promise<string[]> {
  const texts = await page.locator("article.listing-card .card-code").allTextContents();
  return texts.map((text) => text.match(/NL-\d+/)?.[0] ?? text);
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Opens a results page in map view and waits until the map has drawn its first answer. */
async function openMap(page: Page, search: string) {
  await page.goto(`/propertylisting?${search}`);
  await hydrated(page);
  const map = page.getByRole("region", { name: "Map of the properties" });
  await expect(map).toBeVisible();
  await expect(map.locator(".nilam-map-listing, .nilam-map-cluster").first()).toBeVisible();
  return map;
}

test("List and Map are links that keep the filters; the map draws the listings and a marker's card opens one", async ({
  page,
  tiles,
}) => {
  const listing = await placedListing(page.request);
  const bbox = boxAround(listing, 1);
  await page.goto(`/propertylisting?types=Sell&bbox=${bbox}`);
  await hydrated(page);
  const views = page.getByRole("navigation", { name: "Show the results as" });
  await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
  // No map code, no tiles before the map is asked for.
  expect(tiles.requested).toEqual([]);
  await views.getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);
  expect(param(page, "bbox")).toBe(bbox);
  expect(param(page, "types")).toBe("Sell");
  const map = page.getByRole("region", { name: "Map of the properties" });
  await expect(map).toBeVisible();
  await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);

  // The marker of the listing (its title names it), then its card's link.
  await page.goto(`/propertylisting?view=map&bbox=${bbox}`);
  await hydrated(page);
  const marker = page.locator(`.nilam-map-listing[title$="(${listing.code})"]`);
  await expect(marker).toBeVisible();
  await marker.click();
  const card = page.locator(".map-card");
  await expect(card).toContainText(listing.code);
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/view-property5/${listing.id}$`));
});

test("Search this area: the map's bounds go into the URL, from page 1, and the list is the database's for them", async ({
  page,
  tiles: _tiles,
}) => {
  const listing = await placedListing(page.request);
  const wide = boxAround(listing, 40);
  const map = await openMap(page, `view=map&bbox=${wide}&page=1`);
  const before = await apiResults(page.request, `bbox=${wide}`);
  await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);

  // Zoom in twice with the map's own button and pan with the keyboard.
  await map.getByRole("button", { name: "Zoom in" }).click();
  await map.getByRole("button", { name: "Zoom in" }).click();
  await map.focus();
  await page.keyboard.press("ArrowRight");
  const searchArea = page.getByRole("button", { name: "Search this area" });
  await expect(searchArea).toBeVisible();
  await searchArea.click();
  await expect.poll(() => param(page, "bbox")).not.toBe(wide);
  const bbox = param(page, "bbox") ?? "";
  expect(param(page, "view")).toBe("map");
  expect(param(page, "page")).toBeNull();
  const [west, south, east, north] = bbox.split(",").map(Number) as [number, number, number, number];
  const [w0, s0, e0, n0] = wide.split(",").map(Number) as [number, number, number, number];
  expect(east - west).toBeLessThan(e0 - w0);
  expect(north - south).toBeLessThan(n0 - s0);

  const after = await apiResults(page.request, `bbox=${bbox}`);
  expect(after.total).toBeLessThanOrEqual(before.total);
  await expect(page.locator(".results-count")).toHaveText(
    after.total === 1 ? "1 property" : `${after.total} properties`,
  );
  expect(await shownCodes(page)).toEqual(after.listings.map((l) => l.code));

  // The URL round trip: the same address opens the same map and list.
  const url = page.url();
  await page.goto(url);
  await hydrated(page);
  expect(await shownCodes(page)).toEqual(after.listings.map((l) => l.code));
  await expect(page.getByRole("region", { name: "Map of the properties" })).toBeVisible();
});

test("the map view has no WCAG violations, with a marker's card open", async ({ page, tiles: _tiles }) => {
  const listing = await placedListing(page.request);
  await openMap(page, `view=map&bbox=${boxAround(listing, 1)}`);
  await expectNoViolations(page, "results map");
  await page.locator(`.nilam-map-listing[title$="(${listing.code})"]`).click();
  await expect(page.locator(".map-card")).toBeVisible();
  await expectNoViolations(page, "results map with a card");
});

for (const { locale, prefix, km, nearest } of [
  { locale: "en", prefix: "", km: "km", nearest: "Nearest first" },
  { locale: "ta", prefix: "/ta", km: "கி.மீ.", nearest: "அருகில் உள்ளவை முதலில்" },
] as const) {
  test(`sorted by distance, each card says how far (${locale})`, async ({ page }) => {
    const listing = await placedListing(page.request);
    const near = `${listing.lat},${listing.lng}`;
    await page.goto(`${prefix}/propertylisting?near=${near}&sort=distance`);
    await hydrated(page);
    const sort = page.locator('select[name="sort"]');
    await expect(sort).toHaveValue("distance");
    await expect(sort.locator("option:checked")).toHaveText(nearest);
    const api = await apiResults(page.request, `near=${near}&sort=distance`);
    expect(await shownCodes(page)).toEqual(api.listings.map((l) => l.code));
    const distances = await page.locator(".card-distance").allTextContents();
    expect(distances.length).toBe(api.listings.length);
    for (const text of distances)
      expect(text).toMatch(new RegExp(`\\d+(\\.\\d)? ${km.replace(/\./g, "\\.")}$`));
    const numbers = distances.map((text) => Number(text.match(/(\d+(\.\d)?)/)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
}

test("Near me asks for the location on the tap and sorts by distance from it", async ({ page, context }) => {
  const listing = await placedListing(page.request);
  await context.grantPermissions(["geolocation"]);
  // The browser's fix is finer than the URL keeps (4 decimals, about 11 m): the link holds the rounded point.
  await context.setGeolocation({ latitude: listing.lat + 0.000_012, longitude: listing.lng - 0.000_031 });
  await page.goto("/propertylisting?types=Sell");
  await hydrated(page);
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page).toHaveURL(/sort=distance/);
  expect(param(page, "near")).toBe(`${listing.lat},${listing.lng}`);
  expect(param(page, "types")).toBe("Sell");
  await expect(page.getByText("Nearest to your location first")).toBeVisible();
  await expect(page.locator(".card-distance").first()).toHaveText(/\d km$/);
});

test("Near me says so when the location is refused, in English and Tamil", async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto("/propertylisting");
  await hydrated(page);
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page.locator(".near-me-status[data-error]")).toHaveText(/Your location was not shared/);
  expect(param(page, "near")).toBeNull();
  await page.goto("/ta/propertylisting");
  await hydrated(page);
  await page.getByRole("button", { name: "எனக்கு அருகில்" }).click();
  await expect(page.locator(".near-me-status[data-error]")).toHaveText(/உங்கள் இருப்பிடம் பகிரப்படவில்லை/);
});

test("a listing's More properties near this one lists the nearest first, without the listing itself", async ({
  page,
}) => {
  const listing = await placedListing(page.request);
  await page.goto(`/view-property5/${listing.id}`);
  await page.getByRole("link", { name: "More properties near this one" }).click();
  await expect(page).toHaveURL(new RegExp(`near=${listing.code}&sort=distance`));
  await expect(page.getByText(`Nearest to ${listing.code} first`)).toBeVisible();
  const codes = await shownCodes(page);
  expect(codes).not.toContain(listing.code);
  const api = await apiResults(page.request, `near=${listing.code}&sort=distance`);
  expect(codes).toEqual(api.listings.map((l) => l.code));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("view=map&bbox lists the box's listings, and says the map cannot be shown without JavaScript", async ({
    page,
  }) => {
    const listing = await placedListing(page.request);
    const bbox = boxAround(listing, 20);
    const response = await page.goto(`/propertylisting?view=map&bbox=${bbox}`);
    expect(response?.status()).toBe(200);
    const api = await apiResults(page.request, `bbox=${bbox}`);
    expect(api.total).toBeGreaterThan(0);
    expect(await shownCodes(page)).toEqual(api.listings.map((l) => l.code));
    await expect(page.getByText("The map cannot be shown here.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Near me" })).toBeHidden();
    // A filter sent by the form keeps the view and the box.
    // The form writes the box as the URL's canonical form does (no trailing zeros).
    const canonicalBox = bbox.split(",").map(Number).join(",");
    await expect(page.locator('form#listing-filters input[name="bbox"]')).toHaveValue(canonicalBox);
    await expect(page.locator('form#listing-filters input[name="view"]')).toHaveValue("map");
  });
});

test("Near me pressed before the page's code arrives is pressed once it has", async ({ page, context }) => {
  await slowCpu(page);
  const listing = await placedListing(page.request);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: listing.lat, longitude: listing.lng });
  const release = await holdScripts(page);
  await page.goto("/propertylisting?types=Sell", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Near me" }).click();
  expect(param(page, "sort")).toBeNull();
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/sort=distance/);
  expect(param(page, "near")).toBe(`${listing.lat},${listing.lng}`);
  await expect(page.getByText("Nearest to your location first")).toBeVisible();
});
