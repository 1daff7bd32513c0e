// What a visitor types or chooses before the page's JavaScript has run is taken up once it does (DESIGN.md "Slow
// phones"), on a CPU slowed 4× as a mid-range phone's: the fields React owns keep their text, a focused search box
// shows its suggestions, and the next keystroke works.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";
import { hydrated } from "../support/e2e/pages.ts";
import { holdScripts, slowCpu } from "../support/e2e/slow-phone.ts";

test.beforeEach(async ({ page }) => {
  await slowCpu(page);
});

/** Opens the phone's search row (its server-rendered link, the page not yet alive) and types `text` into it. */
async function typeIntoSearch(page: Page, text: string) {
  await page.locator("a.search-toggle").click();
  const box = page.locator("#site-search");
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
  return box;
}

for (const [locale, home] of [
  ["en", "/common/Sell"],
  ["ta", "/ta/common/Sell"],
] as const) {
  test(`search typed before the page's code arrives shows its suggestions, every try (${locale})`, async ({
    page,
  }) => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const release = await holdScripts(page);
      await page.goto(home, { waitUntil: "domcontentloaded" });
      const box = await typeIntoSearch(page, "Chen");
      release();
      await hydrated(page);
      await expect(box, `try ${attempt}`).toHaveValue("Chen");
      await expect(box, `try ${attempt}`).toBeFocused();
      await expect(page.getByRole("option").first(), `try ${attempt}`).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      // The next keystroke goes on from the text typed early, not from an empty box.
      await box.press("n");
      await expect(box, `try ${attempt}`).toHaveValue("Chenn");
      await expect(page.getByRole("option").first(), `try ${attempt}`).toBeVisible();
    }
  });
}

test("an e-mail typed on the sign-in page before hydration is carried by Forgot Password?", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill("buyer@nilam.test");
  release();
  await hydrated(page);
  await expect(page.getByLabel("Email")).toHaveValue("buyer@nilam.test");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgotpassword\?email=buyer%40nilam\.test$/);
  await expect(page.locator("#reset-email")).toHaveValue("buyer@nilam.test");
});

test("the sell form keeps what was typed and chosen before hydration, and goes on from it", async ({
  page,
  owner,
}) => {
  await owner();
  const release = await holdScripts(page);
  await page.goto("/sell", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Property Name").selectOption("Land");
  await page.getByLabel("Contact Owner Name").fill("Meena Raman");
  await page.getByLabel("Budget (₹)").pressSequentially("1250000");
  release();
  await hydrated(page);
  await expect(page.getByLabel("Property Name")).toHaveValue("Land");
  await expect(page.getByLabel("Contact Owner Name")).toHaveValue("Meena Raman");
  // The budget field's own grouping runs on what was typed before.
  const budget = page.getByLabel("Budget (₹)");
  await budget.press("End");
  await budget.press("0");
  await expect(budget).toHaveValue("1,25,00,000");
});

test("filters chosen and a price typed before hydration are taken up on the results page", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/propertylisting?types=Sell", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("checkbox", { name: "Salem" }).check();
  await drawer.getByLabel("Min price").fill("100000");
  release();
  await hydrated(page);
  // The choice applies as a toggle does once the page is alive; the price waits for Apply, as typed.
  await expect(page).toHaveURL(/city=Salem/);
  await expect(drawer.getByRole("checkbox", { name: "Salem" })).toBeChecked();
  await expect(drawer.getByLabel("Min price")).toHaveValue("100000");
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/min=100000/);
  await expect(page).toHaveURL(/city=Salem/);
});
