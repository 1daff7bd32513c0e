// Report a listing in the browser (issues 24 and 30): members report a listing from its page; the third report of a
// member with a verified phone hides it, and its owner reads why on their open profile, live, and answers; the admin
// finds it through the menu's Reports, reads the answer and the reporters' standing there and on the review page,
// dismisses the reports, and the listing is public again. The owner's answer also posts without JavaScript.
import type { Browser, Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import { uniquePhone } from "#tests/support/factories/index.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { memberWithOwnListing } from "../support/e2e/own-listing.ts";
import { expectNoViolations, hydrated, toast } from "../support/e2e/pages.ts";
import { baseURL, origin } from "../support/e2e/site.ts";
import { sellForm } from "../support/factories/listing-writes.ts";

/** A page in a browser context of its own, signed in by `signIn` (the `member` or `admin` fixture). */
async function signedInPage(browser: Browser, signIn: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page);
  return page;
}

/** Marks the document, so that a test can tell a live update from a reload (which would drop the mark). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));
}

const e164 = () => `+91${uniquePhone()}`;

test("three verified members' reports hide a listing; its owner sees it live and answers; the admin reads the answer and the reporters' standing, on the queue and the review, and dismisses them", async ({
  page,
  browser,
  admin,
  member,
}) => {
  // A member's listing, approved by the admin.
  const owner = await signedInPage(browser, (page) => member({ page }));
  const created = await owner.request.post("/api/v1/listings", {
    data: { ...sellForm({ amenities: "Report journey" }), uploadIds: [] },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing } = (await created.json()) as { listing: { id: string; code: string } };
  await admin();
  const approved = await page.request.post(`/api/v1/admin/listings/${listing.id}/approve`, {
    data: {},
    headers: { origin },
  });
  expect(approved.status()).toBe(200);

  // Two members with verified phones report it through the API, as the dialog does, and one without a phone,
  // whose report reaches the admin but hides nothing.
  const reporters = [{ phoneNumber: e164() }, { phoneNumber: e164() }, {}];
  for (const phone of reporters) {
    const reporter = await signedInPage(browser, (page) => member({ page, ...phone }));
    const sent = await reporter.request.post(`/api/v1/listings/${listing.id}/reports`, {
      data: { reason: "sold" },
      headers: { origin },
    });
    expect(sent.status()).toBe(201);
  }
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  expect((await visitor.goto(`/view-property5/${listing.id}`))?.status()).toBe(200);

  // The owner has their profile open while the third report comes.
  await owner.goto("/profile");
  await hydrated(owner);
  const card = owner.getByRole("listitem").filter({ hasText: listing.code });
  // The list follows moderation live once it is on screen.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await markDocument(owner);

  // The third from the listing's page, with the keyboard-reachable dialog.
  const third = await signedInPage(browser, (page) => member({ page, phoneNumber: e164() }));
  await third.goto(`/view-property5/${listing.id}`);
  await hydrated(third);
  await third.getByRole("button", { name: "Report this listing" }).click();
  const dialog = third.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Something else" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please say what is wrong.")).toBeVisible();
  await expectNoViolations(third, "the report dialog");
  await dialog.getByRole("radio", { name: "A broker posing as the owner" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toast(third, "Thank you. An admin will look at this listing.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Off the public site; the owner reads why without a reload, and answers.
  expect((await visitor.goto(`/view-property5/${listing.id}`))?.status()).toBe(404);
  await expect(card.getByText("Hidden after members' reports; an admin will review it.")).toBeVisible();
  expect(await owner.evaluate(() => "nilamTestMark" in window)).toBe(true);
  await card.getByText("Answer the reports").click();
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(card.getByText("Please write your answer.")).toBeVisible();
  const answer = "Still for sale: the family that said it was sold backed out.";
  await card.getByLabel("Your answer").fill(answer);
  await expectNoViolations(owner, "the profile's answer to a hold");
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(card.getByText("Thank you. An admin will read your answer and decide.")).toBeVisible();
  await expect(card.getByText(/^You answered on .+\. An admin will decide\.$/)).toBeVisible();

  // The admin reaches the queue through the menu.
  await page.goto("/adminhome");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: /^Reports/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const entry = page.getByRole("article", { name: new RegExp(listing.code) });
  await expect(entry).toBeVisible();
  await expect(entry.getByText("Hidden from the site")).toBeVisible();
  await expect(entry.getByText("Owner answered", { exact: true })).toBeVisible();
  await expect(entry.getByText(answer)).toBeVisible();
  await expect(entry.getByText("Sold or let already: 3")).toBeVisible();
  await expect(entry.getByText("A broker posing as the owner: 1")).toBeVisible();
  await expect(entry.getByText(/Reports that count towards hiding.*: 3$/)).toBeVisible();
  await expect(
    entry.getByText("Account 0 days old · Phone verified · Earlier reports: 0 dismissed, 0 upheld"),
  ).toHaveCount(3);
  await expect(
    entry.getByText("Account 0 days old · No verified phone · Earlier reports: 0 dismissed, 0 upheld"),
  ).toHaveCount(1);
  await expectNoViolations(page, "the reports queue");

  // The review page lists the same open reports.
  await entry.getByRole("link", { name: `Review ${listing.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/individualadmin/${listing.id}$`));
  const reviewReports = page.getByRole("region", { name: "Open reports" });
  await expect(reviewReports.getByText("4 open reports")).toBeVisible();
  await expect(reviewReports.getByText(answer)).toBeVisible();
  await expect(reviewReports.getByText("A broker posing as the owner: 1")).toBeVisible();
  await expectNoViolations(page, "the review page's open reports");

  await page.goBack();
  await expect(entry).toBeVisible();
  await hydrated(page);
  await entry.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(toast(page, "Reports dismissed.")).toBeVisible();
  await expect(entry).toBeHidden();

  expect((await visitor.goto(`/view-property5/${listing.id}`))?.status()).toBe(200);
  await expect(card.getByText("Hidden after members' reports; an admin will review it.")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner answers a hold: the form posts natively and the page says it was sent", async ({
    page,
    member,
  }) => {
    // Held, so never public.
    const {
      userId,
      id,
      listing: held,
      db,
      close,
    } = await memberWithOwnListing(page, member, {
      codeBase: 800_000,
      listing: { status: "pending", heldForReports: new Date() },
    });
    const now = new Date();
    await col
      .listingReports(db)
      .doc(id)
      .set({
        listingId: id,
        code: held.code,
        ownerId: userId,
        open: 3,
        reasons: { sold: 3, broker: 0, fake: 0, wrong: 0, other: 0 },
        counted: 3,
        answer: null,
        lastReportedAt: now,
      });
    try {
      await page.goto("/profile");
      const card = page.getByRole("listitem").filter({ hasText: held.code });
      await card.getByText("Answer the reports").click();
      await card.getByLabel("Your answer").fill("It is still for sale.");
      await card.getByRole("button", { name: "Send answer" }).click();
      await expect(card.getByText("Thank you. An admin will read your answer and decide.")).toBeVisible();
      await expect(card.getByText(/^You answered on /)).toBeVisible();
      expect((await col.listingReports(db).doc(id).get()).data()?.answer?.note).toBe("It is still for sale.");
    } finally {
      await col.listings(db).doc(id).delete();
      await db.recursiveDelete(col.listingReports(db).doc(id));
      await close();
    }
  });
});

test("a visitor is asked to log in to report; an admin, who decides instead, has no report button", async ({
  page,
  browser,
  admin,
}) => {
  const listingId = (
    (await (await page.request.get("/api/v1/listings/newest?types=sell&limit=1")).json()) as {
      listings: Array<{ id: string }>;
    }
  ).listings[0]!.id;
  await page.goto(`/view-property5/${listingId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Report this listing" }).click();
  const prompt = page.getByRole("dialog", { name: "Report this listing" });
  await expect(prompt.getByText("Log in to report a listing.")).toBeVisible();
  await expect(prompt.getByRole("link", { name: "Login" })).toHaveAttribute("href", /\/signin\?redirectTo=/);

  const moderator = await signedInPage(browser, admin);
  await moderator.goto(`/view-property5/${listingId}`);
  await hydrated(moderator);
  await expect(moderator.getByRole("button", { name: "Report this listing" })).toHaveCount(0);
});
