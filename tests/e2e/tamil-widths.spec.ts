// Issue 32: Tamil words are long. On a 360 px phone, with the site's own Noto Sans Tamil, every button's label fits
// on one line of its button and every heading fits its box (a heading may wrap between words, but no word may
// stick out of it). A button whose component lets its label wrap, and lays the lines out for it, says so with
// data-may-wrap. Labels a page shows only for a moment (a busy label) or in a state the test does not reach are
// put into the button that shows them, and measured there.
import type { Locator, Page } from "@playwright/test";
import ta from "../../messages/ta.json" with { type: "json" };
import { expect, test } from "../support/e2e/fixtures.ts";
import { firstListingId, hydrated } from "../support/e2e/pages.ts";
import { ownerPages, TAMIL_MEMBER_PAGES, testEachTamilPublicPage } from "../support/e2e/tamil-pages.ts";

test.use({ viewport: { width: 360, height: 740 } });

const BUTTONS = "button, .button, [role='button'], .link-button";
const HEADINGS = "h1, h2, h3, h4";

/** The page's Tamil text is set in Noto Sans Tamil, the bold face loaded: what the measurements stand on. */
async function expectSiteFont(page: Page): Promise<void> {
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    // A face loads when text needs it: ask for both, as the page's text does.
    await Promise.all([
      document.fonts.load("400 16px 'Noto Sans Tamil'", "த"),
      document.fonts.load("700 16px 'Noto Sans Tamil'", "த"),
    ]);
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Noto Sans Tamil" && face.status === "loaded")
      .map((face) => face.weight);
  });
  expect(faces).toEqual(expect.arrayContaining(["400", "700"]));
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toContain("Noto Sans Tamil");
}

interface Misfit {
  what: string;
  text: string;
  lines: number;
  overflow: number;
}

/** Visible buttons that take more than one line, and visible buttons and headings whose text sticks out. (That
 * nothing sticks out of the screen is tests/e2e/tamil.spec.ts's.) */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(
    ({ buttons, headings }) => {
      // The lines of the element's text (an icon or a picture above the text is no line of it).
      const lineCount = (element: Element): number => {
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
        }
        rects.sort((a, b) => a.top - b.top);
        let lines = 0;
        let bottom = Number.NEGATIVE_INFINITY;
        for (const rect of rects) {
          if (rect.top >= bottom - 1) {
            lines += 1;
            bottom = rect.bottom;
          } else bottom = Math.max(bottom, rect.bottom);
        }
        return lines;
      };
      // Shown on the screen: not a heading kept for screen readers only (.visually-hidden is 1 px).
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
      };
      const found: Misfit[] = [];
      for (const element of document.querySelectorAll(`${buttons}, ${headings}`)) {
        const text = (element.textContent ?? "").trim();
        if (!visible(element) || !/[\u0B80-\u0BFF]/.test(text)) continue;
        const isButton = element.matches(buttons);
        // Text wider than its own box (a row that scrolls sideways may hold boxes beyond the screen).
        const overflow = Math.max(element.scrollWidth - element.clientWidth, 0);
        const lines = isButton && !element.closest("[data-may-wrap]") ? lineCount(element) : 1;
        if (overflow > 1 || lines > 1)
          found.push({
            what: `${element.tagName.toLowerCase()}.${element.className}`,
            text,
            lines,
            overflow,
          });
      }
      return found;
    },
    { buttons: BUTTONS, headings: HEADINGS },
  );
}

async function expectAllFit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expectAllFitHere(page, path);
}

/** The page (open and hydrated) is Tamil, in the site's font, and each label fits its box. */
async function expectAllFitHere(page: Page, path: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expectSiteFont(page);
  expect(await misfits(page), path).toEqual([]);
}

/** Puts `label` into a button as the page would, measures it there, and puts the button's own label back. */
async function misfitsWith(page: Page, locator: Locator, label: string): Promise<Misfit[]> {
  await expect(locator).toBeVisible();
  // The element itself: once its label changes, the locator no longer finds it by name.
  const button = (await locator.elementHandle())!;
  const before = await button.evaluate((element, text) => {
    const was = element.textContent ?? "";
    element.textContent = text;
    return was;
  }, label);
  const found = (await misfits(page)).filter((misfit) => misfit.text === label);
  await button.evaluate((element, text) => {
    element.textContent = text;
  }, before);
  return found;
}

/** Puts a button of `className` saying `label` after `anchor`, where the page puts it, and measures it there. */
async function misfitsOfAdded(
  page: Page,
  anchor: Locator,
  className: string,
  label: string,
): Promise<Misfit[]> {
  await anchor.evaluate(
    (element, { className, label }) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = className;
      button.dataset.measured = "";
      button.textContent = label;
      element.after(button);
    },
    { className, label },
  );
  const found = (await misfits(page)).filter((misfit) => misfit.text === label);
  await page.locator("[data-measured]").evaluate((element) => element.remove());
  return found;
}

async function expectLabelFits(page: Page, locator: Locator, label: string): Promise<void> {
  expect(await misfitsWith(page, locator, label), label).toEqual([]);
}

testEachTamilPublicPage("has buttons and headings that fit a 360 px phone", expectAllFitHere);

test("a member's Tamil pages' buttons and headings fit a 360 px phone", async ({ page, member }) => {
  await member();
  for (const path of TAMIL_MEMBER_PAGES) await expectAllFit(page, path);
  // The profile's busy label while the checkout opens.
  await page.goto("/ta/profile");
  await hydrated(page);
  await expectLabelFits(
    page,
    page.getByRole("button", { name: ta["buyPlan.payNow"], exact: true }),
    ta["buyPlan.paying"],
  );
});

test("an owner's Tamil listing and profile fit a 360 px phone, both freshness answers too", async ({
  page,
  owner,
}) => {
  await owner();
  const [profile, listing] = await ownerPages(page);
  await expectAllFit(page, listing!);
  await expectAllFit(page, profile!);
  const close = page.getByRole("button", {
    name: new RegExp(`^(${ta["confirmListing.markSold"]}|${ta["confirmListing.markLet"]})$`),
  });
  for (const label of [ta["confirmListing.markSold"], ta["confirmListing.markLet"]])
    await expectLabelFits(page, close.first(), label);
});

test("labels shown only for a moment, or after a step, fit their buttons too", async ({ page }) => {
  await page.goto("/ta/signup");
  await hydrated(page);
  await expectSiteFont(page);
  await expectLabelFits(
    page,
    page.getByRole("button", { name: ta["signup.submit"], exact: true }),
    ta["signup.busy"],
  );

  // The resend button comes after the forgotten-password link once a sign-in is refused for an unverified e-mail.
  await page.goto("/ta/signin");
  await hydrated(page);
  const resend = await misfitsOfAdded(
    page,
    page.locator("main .auth-aside"),
    "link-button",
    ta["login.resend"],
  );
  expect(resend, ta["login.resend"]).toEqual([]);

  await page.goto(`/ta/view-property5/${await firstListingId(page)}`);
  await hydrated(page);
  const contact = page.getByRole("button", { name: ta["detail.contactOwner"], exact: true });
  await expectLabelFits(page, contact, ta["detail.contactLoading"]);
  // The label this button had before issue 32 (320 px in 294 px of room) is found too wide.
  const before = await misfitsWith(page, contact, "உரிமையாளரைத் தொடர்புகொள்ள");
  expect(before.map((misfit) => misfit.lines)).toEqual([2]);
});
