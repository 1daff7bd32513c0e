// What the browser tests ask of any page: hydrated, a toast, no WCAG violations, a Contact form ready to send.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The page's scripts have taken over (root.tsx marks <html> once React has hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

export const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** WCAG 2.2 A and AA as axe-core checks them, colour contrast included; `where` names the page in a failure. */
export async function expectNoViolations(page: Page, where?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const found = results.violations.map((v) => ({
    rule: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
  expect(found, where).toEqual([]);
}

/**
 * Headings that skip a level (an h3 under no h2): axe counts heading order a best practice, outside the WCAG tags
 * above, but Lighthouse's accessibility score takes it, and a screen reader's list of headings shows the gap.
 */
export async function expectHeadingsInOrder(page: Page, where?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  const found = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
  expect(found, where).toEqual([]);
}

/** server/modules/contact/spam.ts: a form posted sooner than this after it was rendered is refused. */
const MIN_FILL_MS = 3_000;

/**
 * Waits until the Contact form's token is old enough for the server to take the post from a person (in the test's
 * process: a page may run no scripts).
 */
export async function waitUntilSendable(form: Locator): Promise<void> {
  const issuedAt = Number((await form.locator('input[name="formToken"]').inputValue()).split(".")[0]);
  await expect.poll(() => Date.now() >= issuedAt + MIN_FILL_MS, { timeout: MIN_FILL_MS + 5_000 }).toBe(true);
}

/** The newest approved listing for sale in the demo data: a detail page every browser test can open. */
export async function firstListingId(page: Page): Promise<string> {
  const response = await page.request.get("/api/v1/listings/newest?types=sell&limit=1");
  const { listings } = (await response.json()) as { listings: { id: string }[] };
  const id = listings[0]?.id;
  if (!id) throw new Error("the demo data has no approved listing to sell");
  return id;
}
