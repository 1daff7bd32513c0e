// The Tamil pages a visitor, a member and an owner can open, for the checks that read every one of them (stored
// values in English, labels too wide for a phone).
import type { Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { firstListingId, hydrated } from "./pages.ts";

export type PagePath = (page: Page) => Promise<string>;

/** An approved listing of `types` from the demo data. */
async function newestListingId(page: Page, types: "sell" | "rent" | "lease"): Promise<string> {
  const response = await page.request.get(`/api/v1/listings/newest?types=${types}&limit=1`);
  const { listings } = (await response.json()) as { listings: { id: string }[] };
  const id = listings[0]?.id;
  if (!id) throw new Error(`the demo data has no approved listing for ${types}`);
  return id;
}

export const TAMIL_PUBLIC_PAGES: Array<[name: string, path: PagePath]> = [
  ["home", async () => "/ta/common/Sell"],
  ["rent home", async () => "/ta/common/Rent"],
  ["lease home", async () => "/ta/common/Lease"],
  ["newest", async () => "/ta/newestlisting/Sell"],
  ["featured", async () => "/ta/featuredcollections/Rent"],
  ["all results", async () => "/ta/propertylisting"],
  ["land for sale", async () => "/ta/propertylisting?types=Sell&propertyName=Land"],
  ["houses for rent", async () => "/ta/propertylisting?types=Rent&propertyName=House"],
  ["search results", async () => "/ta/search/Land/Coimbatore"],
  ["detail for sale", async (page) => `/ta/view-property5/${await firstListingId(page)}`],
  ["detail for rent", async (page) => `/ta/view-property5/${await newestListingId(page, "rent")}`],
  ["about", async () => "/ta/about"],
  ["contact", async () => "/ta/contact"],
  ["refund", async () => "/ta/refund"],
  ["privacy", async () => "/ta/privacypolicy"],
  ["terms", async () => "/ta/termsandconditions"],
  ["sign in", async () => "/ta/signin"],
  ["sign up", async () => "/ta/signup"],
  ["forgot password", async () => "/ta/forgotpassword"],
  ["phone", async () => "/ta/phone"],
  ["not found", async () => "/ta/no-such-page"],
];

/** A member's own pages (any signed-in member). */
export const TAMIL_MEMBER_PAGES = ["/ta/profile", "/ta/editprofile", "/ta/sell"];

/**
 * The demo owner's pages: their profile with their listings, and one of their listings as they see it (its
 * status, the freshness buttons), on a page the demo owner is signed in on.
 */
export async function ownerPages(page: Page): Promise<string[]> {
  await page.goto("/ta/profile");
  const href = await page.locator('main a[href*="/view-property5/"]').first().getAttribute("href");
  if (!href) throw new Error("the demo owner has no listing on their profile");
  return ["/ta/profile", href];
}

/**
 * One test per Tamil public page, titled "the Tamil {name} page {says}", each running `check` on the page once it
 * has hydrated.
 */
export function testEachTamilPublicPage(
  says: string,
  check: (page: Page, path: string) => Promise<void>,
): void {
  for (const [name, pathOf] of TAMIL_PUBLIC_PAGES) {
    test(`the Tamil ${name} page ${says}`, async ({ page }) => {
      const path = await pathOf(page);
      await page.goto(path);
      await hydrated(page);
      await check(page, path);
    });
  }
}
