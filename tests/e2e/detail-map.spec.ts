import type { APIRequestContext, Page, Request } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { holdScripts, slowCpu } from "../support/e2e/slow-phone.ts";
import { expect, TILE_ORIGIN, test } from "../support/e2e/tiles.ts";

// The listing page's map (web/app/components/map): the place in words and "Show on map"; nothing of the map is
// fetched before the click (Leaflet, its styles and words, a tile), then the tiles come from the test run's tile
// server (answered by the tiles fixture) and the map pans with the keyboard. In English and in Tamil.

/**
 * A public listing whose page offers the map (it has an approximate point): the seed places its listings. With
 * `also`, one whose page (as `request`'s session sees it) holds that too.
 */
async function listingWithArea(request: APIRequestContext, also = ""): Promise<string> {
  for (const types of ["sell", "rent", "lease"]) {
    const answer = await request.get(`/api/v1/listings/newest?types=${types}&limit=20`);
    const { listings } = (await answer.json()) as { listings: { id: string }[] };
    for (const { id } of listings) {
      const html = await (await request.get(`/view-property5/${id}`)).text();
      if (html.includes(`>${en["map.show"]}</button>`) && html.includes(also)) return id;
    }
  }
  throw new Error("no seeded listing has a point to show on a map");
}

/** The map's own files and tiles: what must wait for the click. */
const isMapRequest = (request: Request) =>
  /LeafletMap|AreaMap|leaflet/i.test(request.url()) || request.url().startsWith(TILE_ORIGIN);

/** Where Leaflet has moved the map's panes to (a CSS translation), which a pan changes. */
const panePosition = (page: Page) =>
  page.locator(".leaflet-map-pane").evaluate((pane) => getComputedStyle(pane).transform);

for (const [locale, words, prefix] of [
  ["en", en, ""],
  ["ta", ta, "/ta"],
] as const) {
  test(`in ${locale}: the map loads on the click only, draws its tiles from the tile server and pans with the keys`, async ({
    page,
    tiles,
  }) => {
    const id = await listingWithArea(page.request);
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (isMapRequest(request)) mapRequests.push(request.url());
    });
    const response = await page.goto(`${prefix}/view-property5/${id}`);
    // The page lets images come from the tile server, and names no map module to preload.
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(new RegExp(`img-src [^;]*${TILE_ORIGIN.replace(/\./g, "\\.")}`));
    expect(await response?.text()).not.toMatch(/LeafletMap|leaflet/i);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const show = page.getByRole("button", { name: words["map.show"] });
    await expect(show).toBeVisible();
    expect(mapRequests).toEqual([]);
    expect(tiles.requested).toEqual([]);
    await expectNoViolations(page, `${locale} detail before the map`);

    await show.click();
    const map = page.getByRole("region", { name: /./ }).and(page.locator(".leaflet-container"));
    await expect(map).toBeVisible();
    const region = words["map.region"]
      .split("{place}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await expect(map).toHaveAttribute("aria-label", new RegExp(`^${region.join(".+")}$`));
    await expect(map).toBeFocused();
    await expect(show).toHaveCount(0);
    // Tiles drawn from the test tiles, and every one of them a picture the browser could decode.
    await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
    expect(tiles.requested.every((url) => /^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(
      true,
    );
    await expect
      .poll(() =>
        page
          .locator(".leaflet-tile")
          .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth === 256).length),
      )
      .toBeGreaterThan(0);
    // The area's circle, no exact spot for a visitor, the attribution as plain text.
    await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(1);
    await expect(page.locator(".nilam-map-pin")).toHaveCount(0);
    await expect(page.locator(".leaflet-control-attribution")).toContainText("© OpenStreetMap contributors");
    await expect(page.getByRole("button", { name: words["map.zoomIn"] })).toBeVisible();
    await expect(page.getByRole("button", { name: words["map.zoomOut"] })).toBeVisible();
    await expect(page.getByText(words["map.areaNote"])).toBeVisible();

    // The arrow keys pan, + zooms in (tiles of the next zoom level are asked for).
    const before = await panePosition(page);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => panePosition(page)).not.toBe(before);
    const zoomOf = (url: string) => Number(new URL(url).pathname.split("/")[1]);
    const deepest = Math.max(...tiles.requested.map(zoomOf));
    await page.keyboard.press("+");
    await expect.poll(() => Math.max(...tiles.requested.map(zoomOf))).toBe(deepest + 1);
    await expectNoViolations(page, `${locale} detail with the map`);
  });
}

test("the owner sees the exact spot inside the area's circle, which visitors never get", async ({
  page,
  owner,
  tiles,
}) => {
  await owner();
  // One of the demo owner's (the page offers them Edit).
  const id = await listingWithArea(page.request, `>${en["detail.edit"]}</a>`);
  await page.goto(`/view-property5/${id}`);
  await hydrated(page);
  await page.getByRole("button", { name: en["map.show"] }).click();
  await expect(page.locator(".leaflet-container")).toBeFocused();
  await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
  await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(2);
  await expect(page.locator("path.nilam-map-pin")).toHaveCount(1);
  await expect(page.getByText(en["map.pinNote"])).toBeVisible();
});

test("Show on map pressed before the page's code arrives draws the map once it has, in English and Tamil", async ({
  page,
}) => {
  await slowCpu(page);
  const id = await listingWithArea(page.request);
  for (const [prefix, words] of [
    ["", en],
    ["/ta", ta],
  ] as const) {
    const release = await holdScripts(page);
    await page.goto(`${prefix}/view-property5/${id}`, { waitUntil: "domcontentloaded" });
    // The server's button, pressed while the page is still only its HTML (root.tsx keeps the press).
    await page.getByRole("button", { name: words["map.show"] }).click();
    release();
    await hydrated(page);
    await expect(page.locator(".map-facade .leaflet-container")).toBeVisible();
    await expect(page.getByRole("button", { name: words["map.show"] })).toHaveCount(0);
  }
});
