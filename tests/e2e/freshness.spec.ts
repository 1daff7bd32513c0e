// Freshness in the browser (issue 24): a listing its owner did not confirm in time lapses and leaves the site; the
// link in the owner's e-mail opens a page that asks, and one press brings it back, without signing in; cards say
// when a listing was confirmed. An owner marks a listing sold from their profile, after a question, and a member
// who wishlisted it sees it sold. The job runs here as the scheduler runs it, with the listing's clock set back.
import type { Browser, Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import { keepListingsFresh } from "#server/modules/listings/freshness.ts";
import { DAY_MS } from "#shared/freshness.ts";
import { expect, type SignIn, type SignInMember, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";
import { baseURL, origin } from "../support/e2e/site.ts";
import { sellForm } from "../support/factories/listing-writes.ts";

const database = serverFirestore();
test.afterAll(() => database.close());

/** A page in a browser context of its own, signed in by `signIn` (the `member` or `admin` fixture). */
async function signedInPage(browser: Browser, signIn: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page);
  return page;
}

/** A new member's listing of `types`, approved by the admin: its owner's page and the listing. */
async function approvedListing(
  { browser, member, admin }: { browser: Browser; member: SignInMember; admin: SignIn },
  label: string,
  types: "Sell" | "Rent" = "Sell",
) {
  const owner = await signedInPage(browser, (page) => member({ page }));
  const created = await owner.request.post("/api/v1/listings", {
    data: { ...sellForm({ types, amenities: `Freshness ${label}` }), uploadIds: [] },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing } = (await created.json()) as { listing: { id: string; code: string } };
  const moderator = await signedInPage(browser, admin);
  const approved = await moderator.request.post(`/api/v1/admin/listings/${listing.id}/approve`, {
    data: {},
    headers: { origin },
  });
  expect(approved.status()).toBe(200);
  return { owner, listing };
}

/** The job, as its schedule runs it on the server's database (the server's own signing key, kept there). */
const runFreshnessJob = () =>
  keepListingsFresh({
    db: database.db,
    mailer: outboxMailer,
    siteUrl: baseURL,
    links: { db: database.db, secret: undefined },
    listingDays: { sell: 90, rent: 30, lease: 30 },
  });

test("a listing not confirmed in time lapses; the owner's e-mailed link brings it back in one press", async ({
  page,
  browser,
  member,
  admin,
}) => {
  const { listing } = await approvedListing({ browser, member, admin }, "lapsing-owner");
  // Its last confirmation, 91 days ago.
  await col
    .listings(database.db)
    .doc(listing.id)
    .withConverter(null)
    .update({ confirmedAt: Timestamp.fromMillis(Date.now() - 91 * DAY_MS) });
  await runFreshnessJob();

  expect((await page.goto(`/view-property5/${listing.id}`))?.status()).toBe(404);
  const mails = await col.mailOutbox(database.db).where("entityId", "==", listing.id).get();
  const lapsed = mails.docs.map((doc) => doc.data()).find((mail) => mail.kind === "listing.lapsed");
  const link = /https?:\/\/\S+\/confirm-listing\?t=[\w.-]+/.exec(lapsed?.text ?? "")?.[0];
  expect(link, lapsed?.text).toBeTruthy();

  // Opened without signing in, in Tamil too: it asks, and has changed nothing.
  await page.goto(link!.replace("/confirm-listing", "/ta/confirm-listing"));
  await expect(page.getByRole("heading", { name: "உங்கள் சொத்து இன்னும் கிடைக்கிறதா?" })).toBeVisible();
  await expectNoViolations(page, "the Tamil link page");
  await page.goto(link!);
  await hydrated(page);
  await expect(page.getByText(listing.code)).toBeVisible();
  await expect(page.getByText("Off the site: it lapsed.")).toBeVisible();
  await expectNoViolations(page, "the link page");
  await page.getByRole("button", { name: "Still available" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you: your listing stays on the site." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Still available" })).toHaveCount(0);

  // Back on the site, confirmed today.
  await page.getByRole("link", { name: "See it on the site" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-property5/${listing.id}$`));
  await expect(page.locator(".detail-dates").getByText("Confirmed today")).toBeVisible();
});

test("an owner marks a listing let from their profile; a member who wishlisted it sees it let", async ({
  browser,
  member,
  admin,
}) => {
  const { owner, listing } = await approvedListing({ browser, member, admin }, "letting-owner", "Rent");
  const tenant = await signedInPage(browser, (page) => member({ page }));
  const wished = await tenant.request.put(`/api/v1/wishlist/${listing.id}`, { headers: { origin } });
  expect(wished.ok()).toBe(true);

  await owner.goto("/profile");
  await hydrated(owner);
  const entry = owner.getByRole("listitem").filter({ hasText: listing.code });
  await expect(entry.getByText(/^On the site until /)).toBeVisible();
  await entry.getByRole("button", { name: "Mark as let" }).click();
  const dialog = owner.getByRole("dialog", { name: `Mark as let · ${listing.code}` });
  await expect(dialog).toBeVisible();
  await expectNoViolations(owner, "the mark-as-let question");
  await dialog.getByRole("button", { name: "Mark as let" }).click();
  await expect(entry.getByText("Marked as let: your listing has left the site.")).toBeVisible();
  await expect(entry.getByText("Let", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Still available" })).toHaveCount(0);

  await tenant.goto("/profile?tab=wishlist");
  const card = tenant.getByRole("article").filter({ hasText: listing.code });
  await expect(card.getByText("No longer available: its owner marked it taken.")).toBeVisible();
  await expect(card.getByText("Let", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "View Details" })).toHaveCount(0);
  await expectNoViolations(tenant, "a wishlist with a let listing");
});
