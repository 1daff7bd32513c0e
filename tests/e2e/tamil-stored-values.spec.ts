// Issue 32: a Tamil page says every value the site stores (a property, its type and purpose, a facing, a unit, a
// district, a listing's status) in Tamil, through its label. The stored values are English; a page that prints one
// as it is (the home page's count band once printed "House", "Land", "Farm House") fails here. What is read is what
// a sighted visitor sees (aria-hidden text included) and what a screen reader says, less what owners and the admin
// wrote themselves (data-user-content).
import type { Page } from "@playwright/test";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { AREA_UNIT_LABELS } from "#shared/units.ts";
import {
  BUDGET_METHODS,
  FACING_DIRECTIONS,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "#shared/values.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { hydrated } from "../support/e2e/pages.ts";
import { ownerPages, TAMIL_MEMBER_PAGES, testEachTamilPublicPage } from "../support/e2e/tamil-pages.ts";

/** Every stored value that has a Tamil label, as English pages show it. BHK stays as it is in Tamil. */
const STORED_ENGLISH = [
  ...PROPERTY_NAMES,
  ...PROPERTY_TYPES,
  ...USER_TYPES,
  ...BUDGET_METHODS,
  ...FACING_DIRECTIONS,
  ...ROOM_OPTIONS.filter((room) => !room.includes("BHK")),
  ...Object.values(AREA_UNIT_LABELS),
  ...TAMIL_NADU_DISTRICTS,
  // Listing types and statuses as English pages label them.
  "Sell",
  "Rent",
  "Lease",
  "Pending",
  "Approved",
  "Rejected",
  "Lapsed",
  "Sold or let",
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Longest first, so that "Farm House" is named rather than "House". */
const STORED = new RegExp(
  `(?<![A-Za-z])(${[...new Set(STORED_ENGLISH)]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join("|")})(?![A-Za-z])`,
  "g",
);

/** The page's text as it is seen and heard: visible text, accessible names, values, the title. */
async function seenAndHeard(page: Page): Promise<string> {
  const texts = await page.evaluate(() => {
    const userTexts = [...document.querySelectorAll("[data-user-content]")]
      .flatMap((element) => [element.textContent ?? "", element.getAttribute("alt") ?? ""])
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    const found: string[] = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (element.closest("[data-user-content]")) continue;
      for (const name of ["alt", "aria-label", "title", "placeholder"])
        found.push(element.getAttribute(name) ?? "");
    }
    // Options of a closed select are not in innerText; read-only values are read like text.
    for (const option of document.body.querySelectorAll("option")) found.push(option.textContent ?? "");
    for (const input of document.body.querySelectorAll<HTMLInputElement>("input[readonly]"))
      found.push(input.value);
    return found.map((text) => userTexts.reduce((rest, user) => rest.replaceAll(user, " "), text));
  });
  return texts.join("\n");
}

/** The page (open and hydrated) shows and says no stored value in English. */
async function expectNoStoredEnglishHere(page: Page, path: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  const found = [...(await seenAndHeard(page)).matchAll(STORED)].map((match) => match[1]);
  expect([...new Set(found)], path).toEqual([]);
}

async function expectNoStoredEnglish(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expectNoStoredEnglishHere(page, path);
}

testEachTamilPublicPage("says no stored value in English", expectNoStoredEnglishHere);

test("a member's Tamil pages say no stored value in English", async ({ page, member }) => {
  await member();
  for (const path of TAMIL_MEMBER_PAGES) await expectNoStoredEnglish(page, path);
});

test("an owner's Tamil profile and listing say no stored value in English", async ({ page, owner }) => {
  await owner();
  for (const path of await ownerPages(page)) await expectNoStoredEnglish(page, path);
});

test("the check finds a stored value printed as it is", async ({ page }) => {
  await page.goto("/ta/about");
  // After hydration: a node added before it would be React's to remove.
  await hydrated(page);
  await page.evaluate(() => {
    const band = document.createElement("p");
    band.innerHTML = '<span aria-hidden="true">10+ Farm House</span> <span data-user-content="">Salem</span>';
    document.querySelector("main")?.append(band);
  });
  const found = [...(await seenAndHeard(page)).matchAll(STORED)].map((match) => match[1]);
  expect(found).toEqual(["Farm House"]);
});
