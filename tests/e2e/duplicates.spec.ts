// Possible duplicates in the browser (issue 24): a member posts a listing with another public listing's photo; the
// admin, going from the menu's pending list to its review, sees it flagged with a link to the other listing, and
// follows it.
import type { Browser, Page } from "@playwright/test";
import { expect, type SignInMember, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { baseURL, origin } from "../support/e2e/site.ts";
import { sellForm } from "../support/factories/listing-writes.ts";
import { noisyJpeg } from "../support/factories/media.ts";

async function memberPage(browser: Browser, member: SignInMember): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await member({ page });
  return page;
}

/** A listing with one photo, submitted through the API as the Sell form does. */
async function listingWithPhoto(page: Page, photo: Buffer) {
  const uploaded = await page.request.post("/api/v1/uploads", {
    headers: { origin },
    multipart: { file: { name: "plot.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { upload } = (await uploaded.json()) as { upload: { id: string } };
  const created = await page.request.post("/api/v1/listings", {
    data: { ...sellForm({ amenities: "Duplicate journey" }), uploadIds: [upload.id] },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { listing: { id: string; code: string } }).listing;
}

test("the admin's review flags a listing with another public listing's photo, and links to it", async ({
  page,
  browser,
  admin,
  member,
}) => {
  const photo = await noisyJpeg(800, 600);
  const original = await listingWithPhoto(await memberPage(browser, member), photo);
  await admin();
  const approved = await page.request.post(`/api/v1/admin/listings/${original.id}/approve`, {
    data: {},
    headers: { origin },
  });
  expect(approved.status()).toBe(200);
  const copy = await listingWithPhoto(await memberPage(browser, member), photo);

  await page.goto("/adminhome");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: /^Pending Properties/ })
    .click();
  await page.getByRole("searchbox").fill(copy.code);
  await page.getByRole("searchbox").press("Enter");
  await page.getByRole("link", { name: `View details of ${copy.code}` }).click();
  const flagged = page.getByRole("region", { name: "Possible duplicates" });
  await expect(flagged.getByText("the same photos")).toBeVisible();
  await expectNoViolations(page, "a review with a possible duplicate");
  await flagged.getByRole("link", { name: original.code }).click();
  await expect(page).toHaveURL(new RegExp(`/individualadmin/${original.id}$`));
  await expect(page.getByText(original.code).first()).toBeVisible();
});
