import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";

/**
 * The newest listings of a type that have a photo: the seeded ones (other tests add listings without photos,
 * which are newer).
 */
async function newestIds(request: APIRequestContext, types = "sell"): Promise<string[]> {
  const body = (await (await request.get(`/api/v1/listings/newest?types=${types}&limit=50`)).json()) as {
    listings: Array<{ id: string; coverImage: unknown }>;
  };
  return body.listings.filter((l) => l.coverImage !== null).map((l) => l.id);
}

/** The first of the newest listings whose gallery holds at least `count` pictures. */
async function listingWithPhotos(page: Page, count: number): Promise<string> {
  for (const types of ["sell", "rent", "lease"]) {
    for (const id of await newestIds(page.request, types)) {
      await page.goto(`/view-property5/${id}`);
      const counter = await page
        .locator(".gallery-count")
        .textContent()
        .catch(() => null);
      const total = Number(counter?.split("/")[1]?.trim() ?? 1);
      if (total >= count) return id;
    }
  }
  throw new Error(`no seeded listing has ${count} pictures`);
}

test("the detail page shows the listing server-rendered, with SEO data and no owner contact", async ({
  request,
}) => {
  const [id] = await newestIds(request);
  const response = await request.get(`/view-property5/${id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+ for sale in [^<]+ · NL-\d{6} · Nilam<\/title>/);
  expect(html).toContain(`rel="canonical" href="`);
  expect(html).toContain('property="og:image"');
  expect(html).toContain('"@type":"RealEstateListing"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).not.toContain("contactOwnerPhone");
  expect(html).not.toContain("propertyAddress");
});

test("the gallery's previous and next wrap around, and the viewer opens full screen", async ({ page }) => {
  const id = await listingWithPhotos(page, 2);
  await page.goto(`/view-property5/${id}`);
  const counter = page.locator(".gallery-count");
  const total = Number((await counter.textContent())!.split("/")[1]!.trim());
  await page.getByRole("button", { name: "Previous photo" }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.getByRole("button", { name: /Open photo 1 of/ }).click();
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  // Wrapping inside the viewer: one step back from the first picture is the last one.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(counter).toHaveText(`${total} / ${total}`);
});

test("signed-out visitors get the login prompts for wishlist and contact owner", async ({
  page,
  request,
}) => {
  const [id] = await newestIds(request);
  await page.goto(`/view-property5/${id}`);
  await page.getByRole("button", { name: "Contact Owner" }).click();
  await expect(
    page.getByText("You need to login to contact the owner. Do you want to login now?"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Not now" }).click();
  await page.getByRole("button", { name: "Wishlist", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Please Log In" })).toBeVisible();
});

test("old detail addresses redirect permanently", async ({ request }) => {
  const [id] = await newestIds(request);
  for (const old of [`/view-property/${id}`, `/property/${id}`]) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/view-property5/${id}`);
  }
  const similar = await request.get(`/similar-product/${id}`, { maxRedirects: 0 });
  expect(similar.headers().location).toBe(`/view-property5/${id}#similar`);
});

test("a pending listing is hidden from the public and shown to an admin", async ({
  page,
  browser,
  admin,
}) => {
  await admin();
  const queue = (await (await page.request.get("/api/v1/admin/listings?status=pending")).json()) as {
    listings: Array<{ id: string }>;
  };
  const pendingId = queue.listings[0]!.id;
  await page.goto(`/view-property5/${pendingId}`);
  await expect(page.getByText("Waiting for approval")).toBeVisible();

  const visitor = await browser.newContext();
  const response = await visitor.request.get(`/view-property5/${pendingId}`);
  expect(response.status()).toBe(404);
  expect((await visitor.request.get(`/api/v1/admin/listings?status=pending`)).status()).toBe(401);
  await visitor.close();
});

test("robots.txt and the sitemap list the public pages", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/common/Sell</loc>");
  expect(sitemap).toMatch(/\/view-property5\/[0-9a-f-]{36}<\/loc>/);
});

test("an unknown listing id is a 404 page, not an error", async ({ request }) => {
  expect((await request.get("/view-property5/not-a-uuid")).status()).toBe(404);
  expect((await request.get("/view-property5/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
});
