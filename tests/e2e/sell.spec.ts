// The Sell form and the owner's management of a listing, on a phone-sized screen (the project's viewport): the
// form's SPEC §5 messages, conditional fields and unit conversions; photos and a video uploaded, reordered and
// submitted; the listing pending in /profile and not public; edited; deleted, with its files gone.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { expect, test } from "../support/e2e/fixtures.ts";
import { jpegWithGps, mp4Video, pngImage } from "../support/factories/media.ts";

const REQUIRED_MESSAGES = [
  "Property Name is required.",
  "Property Type is required.",
  "user Type is required.",
  "Budget is required.",
  "Types are required.",
  "Contact Owner Name is required.",
  "Contact Owner Phone is required.",
  "Property Address is required.",
  "City is required.",
  "PIN Code is required.",
];

async function openSellForm(page: Page): Promise<void> {
  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Sell Your Property" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function fillRequired(page: Page, values: { propertyName: string; types: string }): Promise<void> {
  await page.getByLabel("Property Name").selectOption(values.propertyName);
  await page.getByLabel("Types").selectOption(values.types);
  await page.getByLabel("Property Type").selectOption("Residential");
  await page.getByLabel("User Type").selectOption("Owner");
  await page.getByLabel("Budget (₹)").fill("4500000");
  await page.getByLabel("Contact Owner Name").fill("Meena Sundaram");
  await page.getByLabel("Contact Owner Phone").fill("9876543210");
  await page.getByLabel("Property Address").fill("7 Car Street, Srirangam");
  await page.getByRole("combobox", { name: "City", exact: true }).selectOption("Trichirappalli (Trichy)");
  await page.getByLabel("PIN Code").fill("620006");
}

const uploadInput = (page: Page) => page.getByLabel("Choose photos or videos");
const uploadRow = (page: Page, name: string) => page.locator(".upload-item").filter({ hasText: name });
const uploadNames = (page: Page) => page.locator(".upload-item .upload-name > span:last-child");

async function photoFiles() {
  return [
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps({ width: 1200, height: 900 }) },
    { name: "garden.png", mimeType: "image/png", buffer: await pngImage(900, 600) },
    { name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps({ width: 800, height: 600 }) },
  ];
}
const videoFile = () => ({ name: "walkthrough.mp4", mimeType: "video/mp4", buffer: mp4Video() });

interface ApiMedia {
  url: string;
  kind: "image" | "video";
  srcSet: string | null;
}

/** Every stored file of a listing's media: the largest rendition (or the video) and the srcset's others. */
function fileUrls(media: ApiMedia[]): string[] {
  return media.flatMap((m) => [
    m.url,
    ...(m.srcSet ?? "")
      .split(",")
      .map((part) => part.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean),
  ]);
}

async function listingAs(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/listings/${id}`);
  return {
    status: response.status(),
    listing: response.ok() ? ((await response.json()) as { listing: { media: ApiMedia[] } }).listing : null,
  };
}

async function statuses(request: APIRequestContext, urls: string[]): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await request.get(url)).status()));
}

test("a visitor is asked to log in", async ({ page }) => {
  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "You need to login to see this page" })).toBeVisible();
});

test("the form's messages, conditional fields and unit conversions", async ({ page, member }) => {
  await member();
  await openSellForm(page);
  await expectNoSidewaysScroll(page);

  // An empty submit: every required message of SPEC §5 beside its field, the first field focused.
  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of REQUIRED_MESSAGES)
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  const propertyName = page.getByLabel("Property Name");
  await expect(propertyName).toBeFocused();
  await expect(propertyName).toHaveAttribute("aria-invalid", "true");
  await expect(propertyName).toHaveAccessibleDescription(/Property Name is required\./);
  await expectNoSidewaysScroll(page);

  // A message clears when its field is edited; the others stay.
  await propertyName.selectOption("Land");
  await expect(page.getByText("Property Name is required.")).toBeHidden();
  await page.getByLabel("Contact Owner Name").fill("M");
  await expect(page.getByText("Contact Owner Name is required.")).toBeHidden();
  await expect(page.getByText("City is required.")).toBeVisible();

  // Land: no build-up area, rooms, bathrooms, parking or lift.
  for (const label of ["Build Up Area", "Number of Rooms", "Number of Bathrooms", "Parking", "Lift"])
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await propertyName.selectOption("House");
  for (const label of ["Build Up Area", "Number of Rooms", "Number of Bathrooms", "Parking", "Lift"])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  // No. of Years only for a lease.
  await expect(page.getByLabel("No. of Years")).toHaveCount(0);
  await page.getByLabel("Types").selectOption("lease");
  await expect(page.getByLabel("No. of Years")).toBeVisible();
  await page.getByLabel("Types").selectOption("sell");
  await expect(page.getByLabel("No. of Years")).toHaveCount(0);

  // Units: 10 cents is 4,356 sq ft; length 40 × breadth 60 is 2,400 sq ft, one ground.
  const area = page.getByLabel("Area", { exact: true });
  await area.fill("10");
  await page.getByLabel("Area unit", { exact: true }).selectOption("cent");
  await expect(page.getByText("= 4,356 sq ft = 0.1 acres = 1.82 grounds = 0.04 hectares")).toBeVisible();
  await expect(area).toHaveAccessibleDescription(/4,356 sq ft/);
  await page.getByLabel("Area unit", { exact: true }).selectOption("sqft");
  await page.getByLabel("Length (ft)").fill("40");
  await page.getByLabel("Breadth (ft)").fill("60");
  await expect(area).toHaveValue("2400");
  await expect(page.getByText(/= 5\.51 cents = 0\.06 acres = 1 ground/)).toBeVisible();
  await page.getByLabel("Area unit", { exact: true }).selectOption("ground");
  await expect(area).toHaveValue("1");

  // The budget in Indian grouping as it is typed, and the prices per cent and acre live.
  const budget = page.getByLabel("Budget (₹)");
  await budget.pressSequentially("1250000");
  await expect(budget).toHaveValue("12,50,000");
  // A digit typed in the middle regroups the number and the caret stays after it.
  await budget.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
  await page.keyboard.type("3");
  await expect(budget).toHaveValue("1,23,50,000");
  expect(await budget.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  await page.keyboard.press("Backspace");
  await expect(budget).toHaveValue("12,50,000");
  await expect(page.getByText("Price per cent: ₹2,26,875 · Price per acre: ₹2,26,87,500")).toBeVisible();
  await page.getByLabel("Budget Method").selectOption("Per Cent");
  await expect(page.getByText("Price per cent: ₹12,50,000 · Price per acre: ₹12,50,00,000")).toBeVisible();

  // The build-up area may not exceed the total, in the unit each was typed in.
  await page.getByLabel("Area unit", { exact: true }).selectOption("sqft");
  await page.getByLabel("Length (ft)").fill("");
  await area.fill("1000");
  await page.getByLabel("Build Up Area", { exact: true }).fill("1200");
  await page.getByRole("button", { name: "Submit" }).click();
  const tooLarge = page.getByText("Build Up Area cannot be greater than Number of Sq Feet.");
  await expect(tooLarge).toBeVisible();
  await page.getByLabel("Build up area unit").selectOption("cent");
  await expect(tooLarge).toBeHidden();
  await page.getByLabel("Build Up Area", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Build Up Area cannot be greater than Number of Cent.")).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("a member sells with photos and a video, sees it pending, edits it and deletes it", async ({
  page,
  browser,
  member,
}) => {
  test.setTimeout(120_000);
  await member();
  await openSellForm(page);
  await fillRequired(page, { propertyName: "House", types: "sell" });
  await page.getByLabel("Locality").fill("Srirangam");

  // Three photos and a video, each uploaded on its own with its progress.
  await uploadInput(page).setInputFiles([...(await photoFiles()), videoFile()]);
  await expect(page.locator(".upload-item")).toHaveCount(4);
  for (const name of ["front.jpg", "garden.png", "kitchen.jpg", "walkthrough.mp4"])
    await expect(uploadRow(page, name).getByText("Uploaded")).toBeVisible({ timeout: 45_000 });
  await expect(page.locator(".upload-item progress")).toHaveCount(0);
  await expect(uploadRow(page, "walkthrough.mp4").locator("video")).toBeVisible();
  // Uploads are private until a listing on the site holds them: the preview comes through a signed URL, and shows.
  const thumb = uploadRow(page, "front.jpg").locator("img");
  await expect(thumb).toHaveAttribute("src", /^\/media-private\/.+\?expires=\d+&signature=/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);

  // Reorder: front.jpg one place later, then the video as the cover.
  await page.getByRole("button", { name: "Move later: front.jpg" }).click();
  await expect(uploadNames(page)).toHaveText(["garden.png", "front.jpg", "kitchen.jpg", "walkthrough.mp4"]);
  await expect(page.getByRole("button", { name: "Move later: front.jpg" })).toBeFocused();
  await page.getByRole("button", { name: "Make cover: walkthrough.mp4" }).click();
  await expect(uploadNames(page)).toHaveText(["walkthrough.mp4", "garden.png", "front.jpg", "kitchen.jpg"]);
  await expect(uploadRow(page, "walkthrough.mp4").getByText("Cover")).toBeVisible();

  const submitted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/sell") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText("Form Submitted Successfully..! And Waiting for Approval.")).toBeVisible();
  const link = page.getByRole("link", { name: /^See listing NL-\d+$/ });
  const code = (await link.textContent())!.replace("See listing ", "");
  const id = (await link.getAttribute("href"))!.split("/").pop()!;
  // The form resets 5 s later (SPEC §9): waited for as a state, not as a time.
  await expect(page.getByLabel("Property Name")).toHaveValue("", { timeout: 15_000 });
  await expect(page.locator(".upload-item")).toHaveCount(0);
  await expect(page.getByText("Form Submitted Successfully..! And Waiting for Approval.")).toBeHidden();

  // The owner sees it pending, with its views, in /profile.
  await page.goto("/profile");
  const card = page.getByRole("listitem").filter({ hasText: code });
  await expect(card.getByText("Waiting for approval")).toBeVisible();
  await expect(card.getByText("0 views")).toBeVisible();

  // Stored in the order chosen, the video first.
  const own = await listingAs(page.request, id);
  expect(own.listing!.media.map((m) => m.kind)).toEqual(["video", "image", "image", "image"]);
  const files = fileUrls(own.listing!.media);
  expect(await statuses(page.request, files)).toEqual(files.map(() => 200));

  // Not public: the detail page and the API answer a visitor 404, and no listing of the API holds it.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await visitor.request.get(`/view-property5/${id}`)).status()).toBe(404);
    expect((await listingAs(visitor.request, id)).status).toBe(404);
    const newest = await (await visitor.request.get("/api/v1/listings/newest?types=sell&limit=50")).json();
    expect(JSON.stringify(newest)).not.toContain(id);
    const search = await (await visitor.request.get("/api/v1/listings?types=Sell&propertyName=House")).json();
    expect(JSON.stringify(search)).not.toContain(id);
  } finally {
    await visitor.close();
  }

  // Edit: from the detail page, where the owner has Edit and Delete instead of Contact Owner.
  await page.goto(`/view-property5/${id}`);
  await expect(page.getByRole("button", { name: "Contact Owner" })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/editProperty/${id}$`));
  await expect(page.getByRole("heading", { name: `Edit property ${code}` })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Property Name")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Types")).toHaveValue("Sell");
  await expect(page.getByLabel("Locality")).toHaveValue("Srirangam");
  // A pending listing stays pending: no notice.
  await expect(page.getByText(/Saving sends this listing back for approval/)).toHaveCount(0);
  await page.getByLabel("Locality").fill("Thiruvanaikoil");
  await page.getByRole("button", { name: "Remove: Photo 4" }).click();
  await expect(page.locator(".upload-item")).toHaveCount(3);
  // A new photo goes ahead of the saved ones, as the cover.
  await uploadInput(page).setInputFiles([
    { name: "gate.png", mimeType: "image/png", buffer: await pngImage(700, 500) },
  ]);
  await expect(uploadRow(page, "gate.png").getByText("Uploaded")).toBeVisible({ timeout: 45_000 });
  await page.getByRole("button", { name: "Make cover: gate.png" }).click();
  await expect(uploadNames(page).first()).toHaveText("gate.png");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-property5/${id}$`));
  // The facts say the new locality (the map's place words say it too).
  await expect(page.getByRole("definition").filter({ hasText: "Thiruvanaikoil" })).toBeVisible();
  // Uploaded photos are offered as AVIF first, WebP otherwise; the listing is pending, so its owner sees them
  // through signed URLs.
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    "srcset",
    /\.avif\?expires=\d+&signature=[\w-]+ \d+w/,
  );
  const edited = await listingAs(page.request, id);
  expect(edited.listing!.media).toHaveLength(4);
  expect(edited.listing!.media.map((m) => m.kind)).toEqual(["image", "video", "image", "image"]);
  // Compared by path: a pending listing's URLs are signed afresh for each answer.
  const pathOf = (url: string) => url.split("?")[0]!;
  const editedPaths = fileUrls(edited.listing!.media).map(pathOf);
  expect(files.map(pathOf)).not.toContain(pathOf(edited.listing!.media[0]!.url));
  const removed = files.filter((url) => !editedPaths.includes(pathOf(url)));
  expect(removed.length).toBeGreaterThan(0);
  expect(await statuses(page.request, removed)).toEqual(removed.map(() => 404));

  // Delete: a confirmation first (Escape keeps the listing), then to /profile, and every file is gone.
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this property?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(code)).toHaveCount(0);
  expect((await listingAs(page.request, id)).status).toBe(404);
  expect(await statuses(page.request, files)).toEqual(files.map(() => 404));
});

test("a draft is kept when the member leaves the form, and can be discarded", async ({ page, member }) => {
  await member();
  await openSellForm(page);
  await page.getByLabel("Property Name").selectOption("Land");
  await page.getByLabel("Budget (₹)").pressSequentially("750000");
  await page.getByRole("combobox", { name: "City", exact: true }).selectOption("Erode");
  await uploadInput(page).setInputFiles([
    { name: "plot.png", mimeType: "image/png", buffer: await pngImage(640, 480) },
  ]);
  await expect(uploadRow(page, "plot.png").getByText("Uploaded")).toBeVisible({ timeout: 30_000 });

  // Away and back: everything is there again, with a notice.
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto("/sell");
  await expect(page.getByText("We restored the form you were filling in on this device.")).toBeVisible();
  await expect(page.getByLabel("Property Name")).toHaveValue("Land");
  await expect(page.getByLabel("Budget (₹)")).toHaveValue("7,50,000");
  await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("Erode");
  await expect(uploadRow(page, "plot.png").getByText("Uploaded")).toBeVisible();

  // A reload (the connection dropped, the tab was closed) keeps it too.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("Erode");

  const discarded = page.waitForResponse(
    (response) => response.url().includes("/api/v1/uploads/") && response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Discard draft" }).click();
  expect((await discarded).status()).toBe(204);
  await expect(page.getByLabel("Property Name")).toHaveValue("");
  await expect(page.locator(".upload-item")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("");
  await expect(page.getByText("We restored the form")).toHaveCount(0);
});

test("more than 15 files: the SPEC message, only 15 taken; a failed file is retried alone", async ({
  page,
  member,
}) => {
  await member();
  await openSellForm(page);
  const tiny = await pngImage(64, 48);
  // The uploads themselves are not the point here: held, so that the test never waits on them.
  await page.route("**/api/v1/uploads", (route) => route.abort());
  await uploadInput(page).setInputFiles(
    Array.from({ length: 16 }, (_, i) => ({ name: `p${i + 1}.png`, mimeType: "image/png", buffer: tiny })),
  );
  await expect(page.getByText("You can upload a maximum of 15 files.")).toBeVisible();
  await expect(page.locator(".upload-item")).toHaveCount(15);
  // A failed upload says so, with a retry of that file alone.
  await expect(uploadRow(page, "p1.png").getByText("Failed to upload files.")).toBeVisible();
  await expect(uploadRow(page, "p15.png").getByText("Failed to upload files.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  await page.unroute("**/api/v1/uploads");
  await page.getByRole("button", { name: "Retry: p1.png" }).click();
  await expect(uploadRow(page, "p1.png").getByText("Uploaded")).toBeVisible();
  await expect(uploadRow(page, "p2.png").getByText("Failed to upload files.")).toBeVisible();
  // Files that failed keep the form from being sent until they are retried or removed.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("#listing-uploads-error")).toHaveText("Failed to upload files.");
});

/** An approved listing of the member whose session `page` has (the demo owner has many). */
async function ownApprovedListing(page: Page): Promise<{ id: string; code: string }> {
  const newest = (await (await page.request.get("/api/v1/listings/newest?types=sell&limit=20")).json()) as {
    listings: Array<{ id: string }>;
  };
  for (const { id } of newest.listings) {
    const body = (await (await page.request.get(`/api/v1/listings/${id}`)).json()) as {
      listing: { isOwner: boolean; code: string };
    };
    if (body.listing.isOwner) return { id, code: body.listing.code };
  }
  throw new Error("the demo owner has no approved listing for sale among the newest");
}

test("another member cannot edit; the owner is told that saving an approved listing asks for approval again", async ({
  page,
  owner,
  member,
}) => {
  await owner();
  const { id: ownedId } = await ownApprovedListing(page);
  await page.goto(`/editProperty/${ownedId}`);
  await expect(
    page.getByText(
      "Saving sends this listing back for approval; it leaves public view until an admin approves it again.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveAccessibleDescription(
    /Saving sends this listing back for approval/,
  );

  await page.context().clearCookies();
  await member();
  const response = await page.goto(`/editProperty/${ownedId}`);
  expect(response?.status()).toBe(403);
  await page.goto(`/view-property5/${ownedId}`);
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("the owner sees how many times a listing was viewed; their own visits do not count", async ({
  page,
  browser,
  owner,
}) => {
  await owner();
  const { id, code } = await ownApprovedListing(page);
  const viewsOf = async () => {
    await page.goto("/profile");
    const text = await page
      .getByRole("listitem")
      .filter({ hasText: code })
      .locator(".listing-views")
      .textContent();
    return Number(text?.replace(/\D/g, ""));
  };
  const before = await viewsOf();

  // The owner's own visit sends no beacon.
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(`/api/v1/listings/${id}/views`)) beacons.push(request.method());
  });
  await page.goto(`/view-property5/${id}`);
  // The beacon's effect runs before the root's, which marks the document hydrated.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

  // A visitor's visit counts once, after hydration.
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  try {
    const beacon = visitor.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/listings/${id}/views`) && response.request().method() === "POST",
    );
    await visitor.goto(`/view-property5/${id}`);
    expect((await beacon).status()).toBe(204);
  } finally {
    await visitor.close();
  }
  expect(beacons).toEqual([]);
  expect(await viewsOf()).toBe(before + 1);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: code })
      .getByText(/^\d[\d,]* views?$/),
  ).toBeVisible();
});

// The guideline value (issue 35): stated on the Sell form in English and Tamil, with and without JavaScript, and
// seen stored (the API and the edit form give it back).
const GUIDELINE_LOCALES = [
  { locale: "en", text: en, at: (path: string) => path },
  { locale: "ta", text: ta, at: (path: string) => `/ta${path}` },
] as const;
const TNREGINET = "https://tnreginet.gov.in/portal/";

/** The form's required fields by their names (the same in both languages), for a sale. */
async function fillSaleByName(page: Page, propertyName: string): Promise<Locator> {
  const form = page.locator("form.listing-form");
  await form.locator('[name="propertyName"]').selectOption(propertyName);
  await form.locator('[name="types"]').selectOption("sell");
  await form.locator('[name="propertyType"]').selectOption("Residential");
  await form.locator('[name="userType"]').selectOption("Owner");
  await form.locator('[name="budget"]').fill("4500000");
  await form.locator('[name="area"]').fill("1000");
  await form.locator('[name="contactOwnerName"]').fill("Meena Sundaram");
  await form.locator('[name="contactOwnerPhone"]').fill("9876543210");
  await form.locator('[name="propertyAddress"]').fill("7 Car Street, Fairlands");
  await form.locator('[name="city"]').selectOption("Salem");
  await form.locator('[name="zipCode"]').fill("636016");
  return form;
}

interface StoredGuideline {
  guidelineValue: { rupeesPerUnit: number; unit: string; source: string } | null;
  firstSale: boolean | null;
}

async function storedGuideline(request: APIRequestContext, id: string): Promise<StoredGuideline> {
  const response = await request.get(`/api/v1/listings/${id}`);
  expect(response.status()).toBe(200);
  const { listing } = (await response.json()) as { listing: StoredGuideline };
  return { guidelineValue: listing.guidelineValue, firstSale: listing.firstSale };
}

/** The listing the Sell form's answer links to. */
async function submittedId(page: Page): Promise<string> {
  const href = await page.locator(".form-success-box a").first().getAttribute("href");
  return href!.split("/").pop()!;
}

const unitChoices = (form: Locator) =>
  form
    .locator('[name="guidelineValueUnit"] option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

for (const { locale, text, at } of GUIDELINE_LOCALES) {
  test(`the guideline value is stated, checked and stored (${locale})`, async ({ page, member }) => {
    await member();
    await page.goto(at("/sell"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const form = await fillSaleByName(page, "Apartment");

    // Under Title and approvals: the register's link in a new tab, and the warning that the source is public.
    const link = form.getByRole("link", {
      name: new RegExp(text["form.guideline.lookUp"].replace("{site}", "tnreginet\\.gov\\.in")),
    });
    await expect(link).toHaveAttribute("href", TNREGINET);
    await expect(link).toHaveAttribute("rel", "noopener external");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(form.getByText(text["form.guideline.public"])).toBeVisible();
    // Only the units the register gives for the property name.
    expect(await unitChoices(form)).toEqual(["", "sqft"]);
    await form.locator('[name="propertyName"]').selectOption("Land");
    expect(await unitChoices(form)).toEqual(["", "sqft", "cent", "acre"]);
    await expect(form.locator('[name="firstSale"]')).toHaveCount(0);
    await form.locator('[name="propertyName"]').selectOption("Apartment");
    await expectNoSidewaysScroll(page);

    // Grouped as it is typed; without its source, refused beside the field.
    const value = form.locator('[name="guidelineValue"]');
    await value.pressSequentially("5000");
    await expect(value).toHaveValue("5,000");
    await form.locator('[name="guidelineValueUnit"]').selectOption("sqft");
    await form.locator('button[type="submit"]').click();
    const source = form.locator('[name="guidelineValueSource"]');
    await expect(source).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(text["form.guideline.sourceRequired"])).toBeVisible();
    await expectNoSidewaysScroll(page);

    await source.fill("S.No. 123/4A, Vadavalli");
    await expect(form.getByText(text["form.guideline.sourceRequired"])).toBeHidden();
    await form.locator('[name="firstSale"]').selectOption("yes");
    await form.locator('button[type="submit"]').click();
    await expect(page.locator(".form-success")).toContainText(text["sell.submitted"]);
    const id = await submittedId(page);
    expect(await storedGuideline(page.request, id)).toEqual({
      guidelineValue: { rupeesPerUnit: 5000, unit: "sqft", source: "S.No. 123/4A, Vadavalli" },
      firstSale: true,
    });

    // The edit form gives it back.
    await page.goto(at(`/editProperty/${id}`));
    const edit = page.locator("form.listing-form");
    await expect(edit.locator('[name="guidelineValue"]')).toHaveValue("5000");
    await expect(edit.locator('[name="guidelineValueUnit"]')).toHaveValue("sqft");
    await expect(edit.locator('[name="guidelineValueSource"]')).toHaveValue("S.No. 123/4A, Vadavalli");
    await expect(edit.locator('[name="firstSale"]')).toHaveValue("yes");
  });
}

test.describe("the guideline value with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, text, at } of GUIDELINE_LOCALES) {
    test(`Sell posts it, and the edit form shows it back (${locale})`, async ({ page, member }) => {
      await member();
      await page.goto(at("/sell"));
      const form = await fillSaleByName(page, "House");
      // Before a property name is chosen (no script to follow the choice) the page offers every unit.
      expect(await unitChoices(form)).toEqual(["", "sqft", "cent", "acre"]);
      await form.locator('[name="guidelineValue"]').fill("1,25,000");
      await form.locator('[name="guidelineValueUnit"]').selectOption("cent");
      await form.locator('[name="guidelineValueSource"]').fill("Car Street, Fairlands");
      await form.locator('[name="firstSale"]').selectOption("no");
      await page.locator('form.listing-form button[type="submit"]').click();
      await expect(page.locator(".form-success")).toContainText(text["sell.submitted"]);
      const id = await submittedId(page);
      expect(await storedGuideline(page.request, id)).toEqual({
        guidelineValue: { rupeesPerUnit: 125_000, unit: "cent", source: "Car Street, Fairlands" },
        firstSale: false,
      });

      await page.goto(at(`/editProperty/${id}`));
      const edit = page.locator("form.listing-form");
      await expect(edit.locator('[name="guidelineValue"]')).toHaveValue("125000");
      await expect(edit.locator('[name="guidelineValueUnit"]')).toHaveValue("cent");
      await expect(edit.locator('[name="firstSale"]')).toHaveValue("no");
    });
  }
});
