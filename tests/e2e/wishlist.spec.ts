import type { Page } from "@playwright/test";
import { mintSession, submitSignIn } from "../support/e2e/accounts.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { hydrated } from "../support/e2e/pages.ts";

interface Card {
  id: string;
  code: string;
  propertyName: string;
}

async function newestLease(page: Page): Promise<Card[]> {
  const response = await page.request.get("/api/v1/listings/newest?types=lease&limit=10");
  return ((await response.json()) as { listings: Card[] }).listings;
}

const heartOf = (page: Page, card: Card) =>
  page.getByRole("button", {
    name: new RegExp(`(Add|Remove) ${card.propertyName} ${card.code} (to|from) wishlist`),
  });

test("a guest's hearts wait in the browser and join their wishlist when they log in", async ({
  page,
  member,
}) => {
  const account = await member({ page: null });
  const [first, second] = await newestLease(page);
  await page.goto("/common/Lease");

  const heart = heartOf(page, first!);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByRole("heading", { name: "Please Log In" })).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Not now" }).click();

  // A second heart on, then off again: only the first one is merged.
  await heartOf(page, second!).click();
  await page.getByRole("button", { name: "Not now" }).click();
  await heartOf(page, second!).click();
  await expect(heartOf(page, second!)).toHaveAttribute("aria-pressed", "false");

  await heart.click(); // off
  await heart.click(); // on again: the dialog offers to log in
  await page.getByRole("link", { name: "Login", exact: true }).last().click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcommon%2FLease$/);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/common\/Lease$/);
  await expect(heartOf(page, first!)).toHaveAttribute("aria-pressed", "true");
  await expect(heartOf(page, second!)).toHaveAttribute("aria-pressed", "false");

  await page.goto("/profile?tab=wishlist");
  await expect(page.getByText(first!.code)).toBeVisible();
  await expect(page.getByText(second!.code)).toBeHidden();
  // Merged once: the browser's list is gone.
  expect(await page.evaluate(() => localStorage.getItem("nilam:guest-wishlist"))).toBeNull();
});

test("a member's heart saves at once, and rolls back with a message when saving fails", async ({
  page,
  member,
}) => {
  const account = await member({ page: null });
  const [first, second] = await newestLease(page);
  await page.goto("/signin?redirectTo=%2Fcommon%2FLease");
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/common\/Lease$/);
  // A heart is a button of the hydrated page: a click before then does nothing (a slow machine shows it).
  await hydrated(page);

  await heartOf(page, first!).click();
  await expect(heartOf(page, first!)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Please Log In" })).toBeHidden();
  await page.reload();
  await expect(heartOf(page, first!)).toHaveAttribute("aria-pressed", "true");

  // The same listing's detail page agrees.
  await page.goto(`/view-property5/${first!.id}`);
  await expect(page.getByRole("button", { name: "Wishlisted" })).toBeVisible();

  await page.goto("/common/Lease");
  await hydrated(page);
  await page.route("**/api/v1/wishlist/**", (route) => route.fulfill({ status: 503, body: "{}" }));
  await heartOf(page, second!).click();
  await expect(page.getByText("Failed to update wishlist.")).toBeVisible();
  await expect(heartOf(page, second!)).toHaveAttribute("aria-pressed", "false");
});

test("a member's heart shows on the tab's next pages at once, and in their other tab when it loads a page", async ({
  page,
  context,
  member,
}) => {
  const account = await member({ page: null });
  const [first] = await newestLease(page);
  await mintSession(page, account);
  await page.goto("/common/Lease");
  const other = await context.newPage();
  await other.goto("/common/Lease");
  await hydrated(page);
  await expect(heartOf(other, first!)).toHaveAttribute("aria-pressed", "false");

  await heartOf(page, first!).click();
  await expect(heartOf(page, first!)).toHaveAttribute("aria-pressed", "true");
  // The save has answered once the heart can be pressed again.
  await expect(heartOf(page, first!)).toBeEnabled();

  // On to the listing's page in the same document: the heart the member gave stands there too.
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));
  const card = page.getByRole("article").filter({ has: heartOf(page, first!) });
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-property5/${first!.id}$`));
  await expect(page.getByRole("button", { name: "Wishlisted" })).toBeVisible();
  expect(await page.evaluate(() => "nilamTestMark" in window)).toBe(true);

  // Hearts are not live across tabs: the other tab shows it with its next page.
  await other.reload();
  await expect(heartOf(other, first!)).toHaveAttribute("aria-pressed", "true");
});
