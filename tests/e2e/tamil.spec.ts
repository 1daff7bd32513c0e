import type { Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { pageModules } from "../../scripts/lib/page-weight.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { firstListingId, hydrated } from "../support/e2e/pages.ts";
import {
  TAMIL_MEMBER_PAGES,
  TAMIL_PUBLIC_PAGES,
  testEachTamilPublicPage,
} from "../support/e2e/tamil-pages.ts";

// The site in Tamil: every public and member page under /ta reads in Tamil, links stay in Tamil, search
// understands Tamil and everyday place names, and the visitor's choice of language is remembered.

/**
 * Latin words a Tamil page may show: the brand, codes and units people write in Latin letters, and names of
 * other services. Anything else in Latin letters is an English text nobody translated.
 */
const ALLOWED_LATIN =
  /^(Nilam|NL|BHK|OTP|Google|Firebase|JavaScript|Razorpay|UPI|OpenStreetMap|DTCP|CMDA|TNRERA|GST|PIN|English|WhatsApp|Facebook|OK|PM|AM|EMI|JPEG|PNG|WebP|MP|MB|KB)$/;

/**
 * The English words in what a page shows and says to a screen reader (text, alt, aria-label, title,
 * placeholder, read-only values, the document's title), outside what owners and the admin wrote themselves (data-user-content)
 * and code (a cookie's name).
 */
async function untranslatedWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // What owners and the admin wrote may also appear inside our own labels ("Show House"): left out too.
    const userTexts = [...document.querySelectorAll("[data-user-content]")]
      .flatMap((element) => [element.textContent ?? "", element.getAttribute("alt") ?? ""])
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    const found: string[] = [document.title];
    const skip = (element: Element | null) =>
      element?.closest(
        "[data-user-content], code, script, style, noscript, [hidden], [aria-hidden='true']",
      ) != null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement)) found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (skip(element)) continue;
      for (const name of ["alt", "aria-label", "title", "placeholder"])
        found.push(element.getAttribute(name) ?? "");
    }
    // A value the page fills in and the member cannot change (the Sell form's state) is read like text.
    for (const input of document.body.querySelectorAll<HTMLInputElement>("input[readonly]"))
      if (!skip(input)) found.push(input.value);
    return found.map((text) => userTexts.reduce((rest, user) => rest.replaceAll(user, " "), text));
  });
  const words = texts
    .join(" ")
    // E-mail addresses, web addresses, listing codes and a company's registered name are not words to translate.
    .replace(/\S+@\S+|https?:\/\/\S+|\b[a-z]+\.gov\.in\b|\bNL-\d+\b|Razorpay Software Private Limited/g, " ")
    .match(/[A-Za-z]{2,}/g);
  return [...new Set((words ?? []).filter((word) => !ALLOWED_LATIN.test(word)))];
}

/** The page (open and hydrated) is Tamil throughout and fits the screen. */
async function expectAllTamilHere(page: Page, path: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  expect(await untranslatedWords(page), path).toEqual([]);
  // Tamil words are long: nothing may stick out of a 390 px phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(
    true,
  );
}

testEachTamilPublicPage("has no English left in it", expectAllTamilHere);

test("a member's Tamil pages have no English left in them", async ({ page, member }) => {
  await member();
  for (const path of TAMIL_MEMBER_PAGES) {
    await page.goto(path);
    await hydrated(page);
    await expectAllTamilHere(page, path);
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("Tamil pages fit the screen", async ({ page }) => {
    for (const [, pathOf] of TAMIL_PUBLIC_PAGES) {
      await page.goto(await pathOf(page));
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});

test("Tamil pages name both languages' addresses, and their canonical address is the Tamil one", async ({
  page,
}) => {
  const id = await firstListingId(page);
  await page.goto(`/ta/view-property5/${id}`);
  const origin = new URL(page.url()).origin;
  const alternates = page.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/view-property5/${id}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ta"]')).toHaveAttribute(
    "href",
    new RegExp(`/ta/view-property5/${id}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`/view-property5/${id}$`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/ta/view-property5/${id}$`),
  );
  expect(origin).toBeTruthy();
  // The English page names its Tamil twin as well.
  await page.goto(`/view-property5/${id}`);
  await expect(page.locator('link[rel="alternate"][hreflang="ta"]')).toHaveAttribute(
    "href",
    new RegExp(`/ta/view-property5/${id}$`),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the language switch opens the same page in Tamil, and the choice is remembered", async ({
  page,
  context,
}) => {
  await page.goto("/propertylisting?types=Rent");
  await hydrated(page);
  await page.getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/propertylisting\?types=Rent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("வாடகை");
  const cookie = (await context.cookies()).find((c) => c.name === "nilam_lang");
  expect(cookie?.value).toBe("ta");
  // Links keep to Tamil; an English address of the site now opens in Tamil.
  await expect(page.locator("a.logo")).toHaveAttribute("href", "/ta/common/Sell");
  await page.goto("/about");
  await expect(page).toHaveURL(/\/ta\/about$/);
  // Back to English, remembered too.
  await hydrated(page);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser that prefers Tamil", () => {
  test.use({ locale: "ta-IN" });
  test("is sent to the Tamil page on its first visit, and an English choice is kept after that", async ({
    page,
  }) => {
    await page.goto("/common/Rent");
    await expect(page).toHaveURL(/\/ta\/common\/Rent$/);
    await hydrated(page);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/common\/Rent$/);
    await page.goto("/common/Lease");
    await expect(page).toHaveURL(/\/common\/Lease$/);
  });
});

test("search understands Tamil and everyday names of places, and suggests in Tamil", async ({ page }) => {
  await page.goto("/ta/common/Sell");
  await hydrated(page);
  await page.getByRole("button", { name: "சொத்துகளைத் தேடு" }).click();
  const box = page.getByRole("combobox");
  await box.fill("கோவை");
  await expect(page.getByRole("option").first()).toContainText("கோயம்புத்தூர்");
  await box.fill("kovai");
  await expect(page.getByRole("option").first()).toContainText("கோயம்புத்தூர்");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ta\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
});

// scripts/build.ts makes a browser bundle per language: neither language's pages carry the other's text.
test("a page's JavaScript holds the text of its own language only", async ({ request, baseURL }) => {
  for (const [path, own, other] of [
    ["/common/Sell", en["footer.terms"], ta["footer.terms"]],
    ["/ta/common/Sell", ta["footer.terms"], en["footer.terms"]],
  ] as const) {
    const modules = await pageModules(new URL(path, baseURL).href, async (url) =>
      (await request.get(url)).text(),
    );
    expect(modules.size, path).toBeGreaterThan(3);
    const javaScript = [...modules.values()].join("\n");
    expect(javaScript, path).toContain(own);
    expect(javaScript, path).not.toContain(other);
  }
});

test("signing out of a Tamil page goes to the Tamil home page", async ({ page, member }) => {
  await member();
  await page.goto("/ta/profile");
  await hydrated(page);
  await page.getByRole("button", { name: ta["profile.logout"] }).click();
  await expect(page).toHaveURL(/\/ta\/common\/Sell$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("link", { name: ta["nav.login"] }).first()).toBeVisible();
});

test("deleting the account from a Tamil page goes to the Tamil home page", async ({ page, member }) => {
  await member();
  await page.goto("/ta/profile");
  await hydrated(page);
  await page.getByRole("button", { name: ta["deleteAccount.button"] }).click();
  await page.getByRole("dialog").getByRole("button", { name: ta["deleteAccount.confirm"] }).click();
  await expect(page).toHaveURL(/\/ta\/common\/Sell$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("link", { name: ta["nav.login"] }).first()).toBeVisible();
});
