import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { holdScripts } from "../support/e2e/slow-phone.ts";

// What a sale listing really costs (issue 35) on a 360 px phone, in English and Tamil: the charges and the loan's
// EMI are in the page as sent; with JavaScript each edit works the figures out in the browser, without asking the
// server; without it, Recalculate sends the form and the page comes back with the new figures, or with the field's
// error and its default. Rent listings show nothing of it.

interface Costs {
  charges: { stampDuty: { amountRupees: number }; totalRupees: number } | null;
  loan: { monthlyRupees: number; totalInterestRupees: number } | null;
}

/** ₹12,50,000: how the page writes rupees, in either language. */
const rupees = (value: number) => `₹${value.toLocaleString("en-IN")}`;

async function costsOf(request: APIRequestContext, id: string, query = ""): Promise<Costs | null> {
  const answer = await request.get(`/api/v1/listings/${id}/costs${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { costs: Costs | null }).costs;
}

/** A seeded sale listing with a whole price, whose charges and loan the page works out. */
async function saleWithPrice(request: APIRequestContext): Promise<{ id: string; costs: Costs }> {
  const answer = await request.get("/api/v1/listings/newest?types=sell&limit=20");
  const { listings } = (await answer.json()) as { listings: { id: string }[] };
  for (const { id } of listings) {
    const costs = await costsOf(request, id);
    if (costs?.charges && costs.loan) return { id, costs };
  }
  throw new Error("no seeded sale listing has a whole price");
}

const section = (page: Page) => page.locator("#costs");
const fact = (page: Page, label: string) =>
  section(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

test.use({ viewport: { width: 360, height: 780 } });

for (const [locale, words, prefix] of [
  ["en", en, ""],
  ["ta", ta, "/ta"],
] as const) {
  test(`in ${locale}: the charges and the EMI are in the page, and each edit works them out with no request`, async ({
    page,
  }) => {
    const { id, costs } = await saleWithPrice(page.request);
    await page.goto(`${prefix}/view-property5/${id}`);
    await expect(section(page).getByRole("heading", { name: words["costs.heading"] })).toBeVisible();
    await expect(fact(page, words["costs.stampDuty"])).toContainText(
      rupees(costs.charges!.stampDuty.amountRupees),
    );
    await expect(fact(page, words["costs.chargesTotal"])).toHaveText(rupees(costs.charges!.totalRupees));
    await expect(fact(page, words["costs.loanMonthly"])).toHaveText(rupees(costs.loan!.monthlyRupees));
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, `${locale} costs`);
    // Nothing fits past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const expected = await costsOf(page.request, id, "?loan=1000000&rate=9.5&years=15");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (["document", "fetch", "xhr"].includes(request.resourceType())) asked.push(request.url());
    });
    await section(page).getByLabel(words["costs.loanAmount"]).fill("10,00,000");
    await section(page).getByLabel(words["costs.loanRate"]).fill("9.5");
    await section(page).getByLabel(words["costs.loanYears"]).fill("15");
    await expect(fact(page, words["costs.loanMonthly"])).toHaveText(rupees(expected!.loan!.monthlyRupees));
    await expect(fact(page, words["costs.loanInterest"])).toHaveText(
      rupees(expected!.loan!.totalInterestRupees),
    );
    expect(new URL(page.url()).searchParams.get("rate")).toBe("9.5");
    // A wrong rate is named at once and the figures keep to the default rate.
    await section(page).getByLabel(words["costs.loanRate"]).fill("45");
    await expect(section(page).getByText(words["costs.errorRate"])).toBeVisible();
    await expect(section(page).getByLabel(words["costs.loanRate"])).toHaveAttribute("aria-invalid", "true");
    expect(asked).toEqual([]);
    await expectNoViolations(page, `${locale} costs with a wrong rate`);
  });
}

test("numbers typed before the page's code has run are worked out once it runs", async ({ page }) => {
  const { id } = await saleWithPrice(page.request);
  const expected = await costsOf(page.request, id, "?rate=10");
  const release = await holdScripts(page);
  await page.goto(`/view-property5/${id}`, { waitUntil: "domcontentloaded" });
  await section(page).getByLabel(en["costs.loanRate"]).fill("10");
  release();
  await hydrated(page);
  await expect(fact(page, en["costs.loanMonthly"])).toHaveText(rupees(expected!.loan!.monthlyRupees));
  await expect(section(page).getByLabel(en["costs.loanRate"])).toHaveValue("10");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, words, prefix] of [
    ["en", en, ""],
    ["ta", ta, "/ta"],
  ] as const) {
    test(`in ${locale}: Recalculate sends the numbers and the page comes back worked out, or with the field's error`, async ({
      page,
    }) => {
      const { id, costs } = await saleWithPrice(page.request);
      await page.goto(`${prefix}/view-property5/${id}`);
      await expect(fact(page, words["costs.loanMonthly"])).toHaveText(rupees(costs.loan!.monthlyRupees));

      await section(page).getByLabel(words["costs.loanRate"]).fill("31");
      await section(page).getByRole("button", { name: words["costs.recalculate"] }).click();
      await expect(section(page).getByText(words["costs.errorRate"])).toBeVisible();
      expect(new URL(page.url()).searchParams.get("rate")).toBe("31");
      await expect(fact(page, words["costs.loanMonthly"])).toHaveText(rupees(costs.loan!.monthlyRupees));

      const expected = await costsOf(page.request, id, "?rate=7.25&years=25");
      await section(page).getByLabel(words["costs.loanRate"]).fill("7.25");
      await section(page).getByLabel(words["costs.loanYears"]).fill("25");
      await section(page).getByRole("button", { name: words["costs.recalculate"] }).click();
      await expect(section(page).getByText(words["costs.errorRate"])).toHaveCount(0);
      await expect(fact(page, words["costs.loanMonthly"])).toHaveText(rupees(expected!.loan!.monthlyRupees));
    });
  }

  test("a rent listing shows nothing of it", async ({ page }) => {
    const answer = await page.request.get("/api/v1/listings/newest?types=rent&limit=1");
    const { listings } = (await answer.json()) as { listings: { id: string }[] };
    await page.goto(`/view-property5/${listings[0]!.id}`);
    await expect(page.getByRole("heading", { name: en["detail.details"] })).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  });
});
