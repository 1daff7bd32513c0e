// The Sell and Edit forms' place on the map (issue 34), on a phone-sized screen, with tiles answered locally: the
// map loads only when the member presses "Place on map"; each of the three ways to place (moving the map under
// its cross with the keys, "Use my current location", "Start from {district}") in English and Tamil; a change of
// district moves the map only until the member placed the point; the owner's choice of what revealing members
// see; an edit keeps or moves the point; a form without a location is sent as before; the admin's review shows the
// spot; axe with the map open; without JavaScript the section says placing needs it.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { DISTRICT_CENTRES } from "#shared/district-centres.ts";
import { adminReviewPath, editListingPath, listingPath } from "#shared/paths.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { expect, TILE_ORIGIN, test } from "../support/e2e/tiles.ts";

/** The admin's own browser (another account): its tiles answered as the fixture answers the test's. */
async function answerTiles(context: BrowserContext): Promise<void> {
  const tile = readFileSync(path.resolve(import.meta.dirname, "../fixtures/tile.png"));
  await context.route(`${TILE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: tile }),
  );
}

const TRICHY = DISTRICT_CENTRES["Trichirappalli (Trichy)"];
const SALEM = DISTRICT_CENTRES.Salem;
const MADURAI = DISTRICT_CENTRES.Madurai;
/** Where the browser says the member stands: a field outside Coimbatore. */
const HERE = { latitude: 11.0712, longitude: 76.9411 };

const SUBMITTED = {
  en: "Form Submitted Successfully..! And Waiting for Approval.",
  ta: "படிவம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது! அங்கீகாரத்திற்காகக் காத்திருக்கிறது.",
};

async function openSellForm(page: Page, prefix: "" | "/ta" = ""): Promise<void> {
  await page.goto(`${prefix}/sell`);
  await hydrated(page);
}

/** The required fields, by their ids: the same in either language. */
async function fillRequired(page: Page, city: string): Promise<void> {
  await page.locator("#listing-propertyName").selectOption("Land");
  await page.locator("#listing-types").selectOption("sell");
  await page.locator("#listing-propertyType").selectOption("Agricultural");
  await page.locator("#listing-userType").selectOption("Owner");
  await page.locator("#listing-budget").fill("1800000");
  await page.locator("#listing-contactOwnerName").fill("Selvi Murugan");
  await page.locator("#listing-contactOwnerPhone").fill("9876543210");
  await page.locator("#listing-propertyAddress").fill("Survey 42, Kuppam Road");
  await page.locator("#listing-city").selectOption(city);
  await page.locator("#listing-zipCode").fill("620006");
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

async function placedAt(page: Page): Promise<{ lat: number; lng: number }> {
  return {
    lat: Number(await field(page, "latitude").inputValue()),
    lng: Number(await field(page, "longitude").inputValue()),
  };
}

async function expectPlaced(page: Page, at: { lat: number; lng: number }): Promise<void> {
  await expect(field(page, "latitude")).toHaveValue(String(at.lat));
  await expect(field(page, "longitude")).toHaveValue(String(at.lng));
}

async function expectNothingPlaced(page: Page): Promise<void> {
  await expect(field(page, "latitude")).toHaveValue("");
  await expect(field(page, "longitude")).toHaveValue("");
}

/** Moves the map under its cross with the keyboard (Leaflet pans 80 px a press) and waits for the new point. */
async function panWithKey(
  page: Page,
  map: Locator,
  key: "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown",
) {
  const before = await placedAt(page);
  await map.focus();
  await page.keyboard.press(key);
  await expect.poll(async () => JSON.stringify(await placedAt(page))).not.toBe(JSON.stringify(before));
}

async function submit(page: Page, locale: "en" | "ta"): Promise<string> {
  const posted = page.waitForResponse(
    (response) =>
      /\/sell(\.data)?$/.test(new URL(response.url()).pathname) && response.request().method() === "POST",
  );
  await page.locator('.listing-form button[type="submit"]').click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByText(SUBMITTED[locale])).toBeVisible();
  const href = await page.locator(".form-success-box a").getAttribute("href");
  const id = href?.split("/").pop();
  expect(id).toBeTruthy();
  return id as string;
}

/** The owner's view of their listing's exact place (the API answers it to the owner only). */
async function storedLocation(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/listings/${id}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    listing: { contact: { location: { lat: number; lng: number; shown: string } | null } | null };
  };
  return body.listing.contact?.location ?? null;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-5;

test("the map loads when asked; each way of placing in English; the point is stored, kept and moved by edits; the admin sees it", async ({
  page,
  context,
  browser,
  member,
  admin,
  tiles,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(HERE);
  await member();
  await openSellForm(page);
  await fillRequired(page, "Trichirappalli (Trichy)");
  await page.locator("#listing-locality").fill("Srirangam");

  // Nothing of the map before the member asks.
  await expect(page.getByText("Buyers ask first where the plot lies.")).toBeVisible();
  expect(tiles.requested).toEqual([]);
  await expectNothingPlaced(page);

  await page.getByRole("button", { name: "Place on map" }).click();
  const map = page.getByRole("region", { name: /^Map for placing the property/ });
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  await expect.poll(() => tiles.requested.length).toBeGreaterThan(0);
  await expect(map).toHaveAccessibleDescription(/Move the map until the cross is on the property/);
  await expect(page.getByText("Not placed yet.")).toBeVisible();
  await expectNothingPlaced(page);
  await expectNoViolations(page, "/sell with the map open");
  const width = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(width).toBeLessThanOrEqual(0);

  // 1. Start from the district: its centre; another district moves it while the member has not placed it.
  await page.getByRole("button", { name: "Start from Trichirappalli (Trichy)" }).click();
  await expectPlaced(page, TRICHY);
  await expect(page.getByText("Placed at the centre of Trichirappalli (Trichy).")).toBeVisible();
  await page.locator("#listing-city").selectOption("Salem");
  await expectPlaced(page, SALEM);
  await expect(page.getByRole("button", { name: "Start from Salem" })).toBeVisible();

  // 2. The member moves the map with the keys: the point is theirs; a change of district leaves it.
  await panWithKey(page, map, "ArrowRight");
  const moved = await placedAt(page);
  expect(moved.lng).toBeGreaterThan(SALEM.lng);
  // Sideways: the latitude stays within a pixel's rounding.
  expect(Math.abs(moved.lat - SALEM.lat)).toBeLessThan(1e-3);
  await expect(page.getByText(/^Placed on the map at 11\.65/)).toBeVisible();
  await page.locator("#listing-city").selectOption("Madurai");
  await expectPlaced(page, moved);

  // 3. The member's current location, asked only now.
  await page.getByRole("button", { name: "Use my current location" }).click();
  await expectPlaced(page, { lat: HERE.latitude, lng: HERE.longitude });
  await expect(page.getByText("Placed at your current location.", { exact: false })).toBeVisible();

  // Remove, then start again from Madurai and nudge it; revealing members see only the area.
  await page.getByRole("button", { name: "Remove location" }).click();
  await expectNothingPlaced(page);
  await expect(page.getByText("Location removed.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Start from Madurai" }).click();
  await expectPlaced(page, MADURAI);
  await panWithKey(page, map, "ArrowUp");
  const placed = await placedAt(page);
  expect(placed.lat).toBeGreaterThan(MADURAI.lat);
  await page.getByLabel("Who sees the exact spot").selectOption("area");

  const id = await submit(page, "en");
  const stored = await storedLocation(page.request, id);
  expect(stored?.shown).toBe("area");
  expect(near(stored?.lat ?? 0, placed.lat) && near(stored?.lng ?? 0, placed.lng)).toBe(true);

  // An edit that does not touch the map keeps the point.
  await page.goto(editListingPath(id));
  await hydrated(page);
  await expect(page.getByText(/^Placed on the map at /)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath(id)}$`));
  expect(await storedLocation(page.request, id)).toEqual(stored);

  // An edit that moves the map moves it: the map opens on the saved point.
  await page.goto(editListingPath(id));
  await hydrated(page);
  await page.getByRole("button", { name: "Place on map" }).click();
  const editMap = page.getByRole("region", { name: /^Map for placing the property/ });
  await expect(editMap).toBeFocused();
  await expect(page.getByText(/^Placed on the map at /)).toBeVisible();
  await panWithKey(page, editMap, "ArrowLeft");
  const movedAgain = await placedAt(page);
  expect(movedAgain.lng).toBeLessThan(placed.lng);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect.poll(async () => (await storedLocation(page.request, id))?.lng).toBeCloseTo(movedAgain.lng, 5);

  // The admin's review: the exact spot, what revealing members see, and the map with the pin.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await answerTiles(adminContext);
  await admin(adminPage);
  await adminPage.goto(adminReviewPath(id));
  await hydrated(adminPage);
  const section = adminPage.locator(".review-location");
  await expect(section.getByRole("heading", { name: "Place on the map" })).toBeVisible();
  await expect(section).toContainText(movedAgain.lat.toFixed(6));
  await expect(section).toContainText("Members who see the contact see the area only.");
  await section.getByRole("button", { name: "Show on map" }).click();
  await expect(section.locator(".nilam-map-pin")).toHaveCount(1);
  await adminContext.close();
});

test("each way of placing in Tamil, and the browser's refusal said in Tamil", async ({
  page,
  context,
  member,
}) => {
  test.setTimeout(90_000);
  await member();
  await openSellForm(page, "/ta");
  await fillRequired(page, "Salem");

  await page.getByRole("button", { name: "வரைபடத்தில் குறி" }).click();
  const map = page.getByRole("region", { name: /^சொத்தைக் குறிக்கும் வரைபடம்/ });
  await expect(map).toBeFocused();
  await expect(page.getByText("இன்னும் குறிக்கப்படவில்லை.")).toBeVisible();

  // Refused: the browser was not allowed to tell.
  await page.getByRole("button", { name: "என் இருப்பிடத்தைப் பயன்படுத்து" }).click();
  await expect(
    page.getByText("உங்கள் இருப்பிடத்தைப் பயன்படுத்த உலாவி அனுமதிக்கவில்லை.", { exact: false }),
  ).toBeVisible();
  await expectNothingPlaced(page);

  // Start from the district, in Tamil.
  await page.getByRole("button", { name: "சேலம் இலிருந்து தொடங்கு" }).click();
  await expectPlaced(page, SALEM);
  // Moved with the keys.
  await panWithKey(page, map, "ArrowDown");
  expect((await placedAt(page)).lat).toBeLessThan(SALEM.lat);
  await expect(page.getByText(/^வரைபடத்தில் 11\.6/)).toBeVisible();

  // Allowed: the current location.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(HERE);
  await page.getByRole("button", { name: "என் இருப்பிடத்தைப் பயன்படுத்து" }).click();
  await expectPlaced(page, { lat: HERE.latitude, lng: HERE.longitude });
  await expect(page.getByText("உங்கள் தற்போதைய இருப்பிடத்தில் குறிக்கப்பட்டது.", { exact: false })).toBeVisible();

  const id = await submit(page, "ta");
  const stored = await storedLocation(page.request, id);
  expect(stored).toMatchObject({ shown: "exact" });
  expect(near(stored?.lat ?? 0, HERE.latitude) && near(stored?.lng ?? 0, HERE.longitude)).toBe(true);
});

test("a form without a location is sent as before, and the admin's review says none was placed", async ({
  page,
  browser,
  member,
  admin,
  tiles,
}) => {
  await member();
  await openSellForm(page);
  await fillRequired(page, "Madurai");
  const id = await submit(page, "en");
  expect(await storedLocation(page.request, id)).toBeNull();
  expect(tiles.requested).toEqual([]);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await admin(adminPage);
  await adminPage.goto(adminReviewPath(id));
  await expect(adminPage.locator(".review-location")).toContainText("No location placed");
  await adminContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the section says placing needs JavaScript, and offers no map", async ({ page, member }) => {
    await member();
    await page.goto("/sell");
    await expect(
      page.getByText("Placing the property on a map needs JavaScript.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Place on map" })).toBeHidden();
    await expect(field(page, "latitude")).toHaveValue("");
  });
});
