// Live data is for the pages that show a live view, once that view is on screen: an owner's listings on their
// profile follow moderation as it happens; no other page of a visitor's or a member's loads the Firebase SDK.
import type { Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { memberWithOwnListing } from "../support/e2e/own-listing.ts";
import { hydrated } from "../support/e2e/pages.ts";

/** Marks the document, so that a test can tell a live update from a reload (which would drop the mark). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "nilamTestMark" in window);
}

// Code only the Firebase web SDK carries (the Auth and Firestore endpoints it talks to).
const FIREBASE_SDK = /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com/;

/** The JavaScript files the page has received so far whose code is the Firebase SDK's. */
function firebaseScripts(page: Page): () => Promise<string[]> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js"))
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return async () => {
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    return loaded.filter(({ body }) => FIREBASE_SDK.test(body)).map(({ url }) => url);
  };
}

/** The Firebase sessions the live app keeps in this tab (Firebase's own key for the app "nilam-live"). */
function liveSessionsKept(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => /^firebase:authUser:.*:nilam-live$/.test(key)),
  );
}

/** Hydrated, and whatever hydration started loading has arrived. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  // A live listener's connection keeps the network busy for good: that is a failure here, said as such.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {
    throw new Error(`${page.url()}: the network never went quiet (a live listener's connection?)`);
  });
}

test("an owner's pending listing shows the moderator's rejection and its reason as it happens, once the list is on screen", async ({
  page,
  member,
}) => {
  // Pending, so never public.
  const {
    id,
    listing: pending,
    db,
    close,
  } = await memberWithOwnListing(page, member, {
    codeBase: 700_000,
    listing: { status: "pending" },
  });
  try {
    // A short screen: the account's details fill it, and the own listings are further down.
    await page.setViewportSize({ width: 390, height: 400 });
    const firebaseLoaded = firebaseScripts(page);
    await page.goto("/profile");
    const card = page.getByRole("listitem").filter({ hasText: pending.code });
    await expect(card.getByText("Waiting for approval")).toBeAttached();
    await settled(page);
    expect(await card.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await firebaseLoaded()).toEqual([]);
    await markDocument(page);

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText("Waiting for approval")).toBeVisible();
    const reason = "The survey number does not match the patta.";
    const decidedAt = new Date();
    await col
      .listings(db)
      .doc(id)
      .update({ status: "rejected", rejectionReason: reason, rejectedAt: decidedAt, updatedAt: decidedAt });

    await expect(card.getByText(`Rejected: ${reason}`)).toBeVisible();
    await expect(card.getByText("Waiting for approval")).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
    expect(await firebaseLoaded()).not.toEqual([]);

    // The tab keeps the live Firebase session; signing out on a page that never loaded the SDK ends it too.
    expect(await liveSessionsKept(page)).toHaveLength(1);
    // Back at the top (the position a new load of the page restores), where the list is off screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await settled(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/common\/Sell$/);
    await expect.poll(() => liveSessionsKept(page)).toEqual([]);
  } finally {
    await col.listings(db).doc(id).delete();
    await close();
  }
});

test("a visitor's pages load none of the Firebase web SDK, before or after hydration", async ({ page }) => {
  const firebaseLoaded = firebaseScripts(page);
  await page.goto("/common/Sell");
  await settled(page);
  expect(await firebaseLoaded()).toEqual([]);
});

test("a member's public pages and a profile without live listings load none of the Firebase web SDK", async ({
  page,
  member,
}) => {
  await member();
  const firebaseLoaded = firebaseScripts(page);
  const listing = (await (await page.request.get("/api/v1/listings/newest?types=sell&limit=1")).json()) as {
    listings: Array<{ id: string }>;
  };
  for (const path of [
    "/common/Sell",
    "/propertylisting?types=Sell",
    `/view-property5/${listing.listings[0]!.id}`,
    "/profile",
    "/profile?tab=wishlist",
  ]) {
    await page.goto(path);
    await settled(page);
  }
  expect(await firebaseLoaded()).toEqual([]);
});
