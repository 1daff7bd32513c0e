import { expect, type Page, test } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import { buildListing } from "../factories/listings.ts";
import { createVerifiedMember, mintSession } from "./support/accounts.ts";
import { hydrated } from "./support/pages.ts";
import { serverFirestore } from "./support/server.ts";

interface Card {
  id: string;
  code: string;
  propertyName: string;
}

async function newestLease(page: Page): Promise<Card> {
  const response = await page.request.get("/api/v1/listings/newest?types=lease&limit=1");
  return ((await response.json()) as { listings: Card[] }).listings[0]!;
}

const heartOf = (page: Page, card: Card) =>
  page.getByRole("button", {
    name: new RegExp(`(Add|Remove) ${card.propertyName} ${card.code} (to|from) wishlist`),
  });

/** Marks the document, so that a test can tell a live update from a reload (which would drop the mark). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "nilamTestMark" in window);
}

test("a heart given in one tab shows in the member's other tab without a reload", async ({
  page,
  context,
}) => {
  const member = await createVerifiedMember("live-wishlist");
  const listing = await newestLease(page);
  await mintSession(page, member);
  await page.goto("/common/Lease");

  const other = await context.newPage();
  await other.goto("/common/Lease");
  await hydrated(other);
  await expect(heartOf(other, listing)).toHaveAttribute("aria-pressed", "false");
  await markDocument(other);

  await heartOf(page, listing).click();
  await expect(heartOf(page, listing)).toHaveAttribute("aria-pressed", "true");
  await expect(heartOf(other, listing)).toHaveAttribute("aria-pressed", "true");

  // And back: taken away in the other tab, the first follows.
  await markDocument(page);
  await heartOf(other, listing).click();
  await expect(heartOf(other, listing)).toHaveAttribute("aria-pressed", "false");
  await expect(heartOf(page, listing)).toHaveAttribute("aria-pressed", "false");

  expect(await isSameDocument(other)).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
});

test("an owner's pending listing shows the moderator's rejection and its reason as it happens", async ({
  page,
}) => {
  const member = await createVerifiedMember("live-status");
  await mintSession(page, member);
  await page.goto("/profile");
  const { user } = (await (await page.request.get("/api/v1/me")).json()) as { user: { id: string } };

  const { db, close } = serverFirestore();
  // A code of its own, far from the seed's and the factories' usual numbers.
  const {
    id,
    contact: _contact,
    ...pending
  } = buildListing({
    ownerId: user.id,
    status: "pending",
    codeNumber: 700_000 + (Date.now() % 100_000),
    createdAt: new Date(),
  });
  // Pending, so never public: no public change to record.
  await col.listings(db).doc(id).set(pending);
  try {
    await page.goto("/profile");
    const card = page.getByRole("listitem").filter({ hasText: pending.code });
    await expect(card.getByText("Waiting for approval")).toBeVisible();
    await hydrated(page);
    await markDocument(page);

    const reason = "The survey number does not match the patta.";
    const decidedAt = new Date();
    await col
      .listings(db)
      .doc(id)
      .update({ status: "rejected", rejectionReason: reason, rejectedAt: decidedAt, updatedAt: decidedAt });

    await expect(card.getByText(`Rejected: ${reason}`)).toBeVisible();
    await expect(card.getByText("Waiting for approval")).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    await col.listings(db).doc(id).delete();
    await close();
  }
});

// Code only the Firebase web SDK carries (the Auth and Firestore endpoints it talks to).
const FIREBASE_SDK = /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com/;

test("a visitor's page loads none of the Firebase web SDK, before or after hydration", async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js"))
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto("/common/Sell");
  await hydrated(page);
  // Whatever hydration starts loading has arrived.
  await page.waitForLoadState("networkidle");

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter(({ body }) => FIREBASE_SDK.test(body)).map(({ url }) => url)).toEqual([]);
});
