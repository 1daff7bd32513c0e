import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";
import { firstListingId } from "../support/e2e/pages.ts";

// Cumulative layout shift from the first paint until the page is hydrated and its images are in: what a
// visitor on a phone sees jump. Google counts under 0.1 as good; these pages should not move at all.

interface Shift {
  value: number;
  // What moved, for the failure message: each source's element and how its box changed.
  moved: string[];
}

async function layoutShiftWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].join(".")}`
        : String(node?.nodeName);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        shifts.push({
          value: shift.value,
          moved: shift.sources.map(
            (source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Let the renders that hydration set off reach the screen.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

const PAGES: Array<[string, (page: Page) => Promise<string>]> = [
  ["home", async () => "/common/Sell"],
  // Land pages offer sorting by price per cent: the widest toolbar.
  ["listing results", async () => "/propertylisting?types=Sell&propertyName=Land&sort=price-per-cent-asc"],
  ["search results", async () => "/search/Land/Coimbatore"],
  ["property detail", async (page) => `/view-property5/${await firstListingId(page)}`],
  // Tamil pages: the Tamil font arrives after the first paint and must not move the text (fonts.css).
  ["Tamil home", async () => "/ta/common/Sell"],
  [
    "Tamil listing results",
    async () => "/ta/propertylisting?types=Sell&propertyName=Land&sort=price-per-cent-asc",
  ],
  ["Tamil property detail", async (page) => `/ta/view-property5/${await firstListingId(page)}`],
];

for (const [name, pathOf] of PAGES) {
  test(`the ${name} page does not move while it loads and hydrates`, async ({ page }) => {
    const shifts = await layoutShiftWhileLoading(page, await pathOf(page));
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
  });
}
