// Moderation in the browser (issue 13): a member submits a listing, the admin approves it from the queue and it
// is public; another is rejected with a reason, which its owner reads on the profile; the reason is required;
// the admin's pending count and queue follow a new submission live.
import type { Browser, Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import type { ListingFormFields } from "#shared/forms/listing.ts";
import { expect, type SignInMember, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated, toast } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";
import { baseURL, origin } from "../support/e2e/site.ts";
import { sellForm } from "../support/factories/listing-writes.ts";

interface Submitted {
  id: string;
  code: string;
  form: ListingFormFields;
  /** The member's own page, signed in, in a browser context of its own. */
  owner: Page;
}

/** A fresh member, signed in in a context of their own, submits a listing through the API (as the Sell page does). */
async function submitListing(
  browser: Browser,
  member: SignInMember,
  label: string,
  overrides: Partial<ListingFormFields> = {},
): Promise<Submitted> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await member({ page: owner });
  const form = sellForm({ amenities: `Moderation test ${label}`, ...overrides });
  const response = await owner.request.post("/api/v1/listings", {
    data: { ...form, uploadIds: [] },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { listing } = (await response.json()) as { listing: { id: string; code: string } };
  return { ...listing, form, owner };
}

test("a member's listing, approved by the admin from the queue with the keyboard, is public", async ({
  page,
  browser,
  admin,
  member,
}) => {
  const submitted = await submitListing(browser, member, "approve-me");
  await admin();

  await page.goto(`/propertylistingadmin?q=${submitted.code.toLowerCase()}`);
  const card = page.getByRole("listitem").filter({ hasText: submitted.code });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(submitted.form.contactOwnerName)).toBeVisible();
  await expect(card.getByText(submitted.form.contactOwnerPhone)).toBeVisible();
  await hydrated(page);
  await card.getByRole("link", { name: `View details of ${submitted.code}` }).click();

  await expect(page).toHaveURL(new RegExp(`/individualadmin/${submitted.id}$`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("House for sale in Salem");
  await expect(heading).toBeFocused();
  await expect(page.getByText(submitted.form.amenities)).toBeVisible();
  await expect(page.getByRole("link", { name: submitted.form.contactOwnerPhone })).toBeVisible();
  // The decision comes next in tab order.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Approve" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(toast(page, `Property ${submitted.code} approved.`)).toBeVisible();
  // On to the next property waiting (or the queue when none is left), its heading focused.
  await expect(page).not.toHaveURL(new RegExp(submitted.id));
  await expect(page).not.toHaveURL(/done=/);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const response = await visitor.goto(`/view-property5/${submitted.id}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("House for sale in Salem");

  // The owner's e-mail waits in the development outbox.
  const { db, close } = serverFirestore();
  try {
    const mail = await col.mailOutbox(db).where("entityId", "==", submitted.id).get();
    expect(mail.docs.map((doc) => doc.data().kind)).toEqual(["listing.approved"]);
  } finally {
    await close();
  }
});

test("the review puts the title references first, as stored, with the public registers to check them in", async ({
  page,
  browser,
  admin,
  member,
}) => {
  const submitted = await submitListing(browser, member, "title-check", {
    dtcpCmdaApprovalNumber: "LP/DTCP No.45/2021",
    tnreraNumber: "tn/29/building/62/2020",
    roadWidthFt: "30",
    cornerPlot: "yes",
    roadSide: "East",
  });
  await admin();
  await page.goto(`/individualadmin/${submitted.id}`);
  const title = page.getByRole("region", { name: "Title and approvals" });
  await expect(title).toBeVisible();
  await expect(title.getByText("DTCP No. 45/2021", { exact: true })).toBeVisible();
  await expect(title.getByText("TN/29/Building/0062/2020", { exact: true })).toBeVisible();
  await expect(title.getByText("30 ft", { exact: true })).toBeVisible();
  await expect(title.getByRole("link", { name: "DTCP approved layouts" })).toHaveAttribute(
    "href",
    "https://www.tn.gov.in/tcp/",
  );
  await expect(title.getByRole("link", { name: "TNRERA registered projects" })).toHaveAttribute(
    "href",
    "https://rera.tn.gov.in/",
  );
  // Before the pictures and the other details.
  const titleTop = (await title.boundingBox())!.y;
  const detailsTop = (await page
    .getByRole("heading", { name: "Property details", exact: true })
    .boundingBox())!.y;
  expect(titleTop).toBeLessThan(detailsTop);
  await expectNoViolations(page);
});

test("a rejection needs a reason, and the owner reads it on their profile", async ({
  page,
  browser,
  admin,
  member,
}) => {
  const submitted = await submitListing(browser, member, "reject-me");
  await admin();
  await page.goto(`/individualadmin/${submitted.id}`);
  await hydrated(page);
  const reason = page.getByLabel("Reason for rejection (shown to the owner)");
  const rejectButton = page.getByRole("button", { name: "Reject", exact: true });

  await rejectButton.click();
  await expect(page.getByText("Please give the reason for the rejection.")).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill("ok");
  await rejectButton.click();
  await expect(page.getByText("The reason must be at least 3 characters.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/individualadmin/${submitted.id}$`));
  await expect(page.getByText("Pending approval")).toBeVisible();

  // Without the page's checks, the server refuses the same way.
  const bypass = await page.request.post(`/individualadmin/${submitted.id}`, {
    form: { intent: "reject", expectedStatus: "pending", reason: " " },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(bypass.status()).toBe(400);

  const why = "The survey number does not match the patta. Please correct it.";
  await reason.fill(why);
  await rejectButton.click();
  await expect(toast(page, `Property ${submitted.code} rejected.`)).toBeVisible();

  await submitted.owner.goto("/profile");
  const own = submitted.owner.getByRole("listitem").filter({ hasText: submitted.code });
  await expect(own.getByText(`Rejected: ${why}`)).toBeVisible();
});

test("an approved listing rejected from its card on the approved list leaves it for the rejected list", async ({
  page,
  browser,
  admin,
  member,
}) => {
  const submitted = await submitListing(browser, member, "reject-from-card");
  await admin();
  const approve = await page.request.post(`/individualadmin/${submitted.id}`, {
    form: { intent: "approve", expectedStatus: "pending" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(approve.status()).toBe(302);

  await page.goto(`/approveproperty?q=${submitted.code}`);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: submitted.code });
  await card.getByRole("button", { name: `Reject ${submitted.code}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${submitted.code}?` });
  await dialog.getByLabel("Reason for rejection (shown to the owner)").fill("The photos show another plot.");
  await dialog.getByRole("button", { name: "Reject with this reason" }).click();

  await expect(toast(page, `Property ${submitted.code} rejected.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/rejectedproperties?q=${submitted.code}`);
  await expect(page.getByRole("listitem").filter({ hasText: submitted.code })).toContainText(
    "The photos show another plot.",
  );
});

test("the admin's pending count and queue follow a member's submission without a reload", async ({
  page,
  browser,
  admin,
  member,
}) => {
  await admin();
  // Lease only: the seed's pending leases fit on the first page, so the new card shows there after refreshing.
  await page.goto("/propertylistingadmin?types=Lease");
  await hydrated(page);
  const pendingLink = page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: /^Pending Properties/ });
  const before = Number(await pendingLink.locator(".admin-count").textContent());
  expect(before).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));

  const submitted = await submitListing(browser, member, "live-lease", {
    types: "Lease",
    leaseYears: "9",
    budget: "25,000",
    budgetMethod: "Monthly",
  });

  await expect(pendingLink.locator(".admin-count")).toHaveText(String(before + 1));
  const notice = page.getByRole("button", { name: "1 new listing waiting — refresh" });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByRole("listitem").filter({ hasText: submitted.code })).toBeVisible();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => "nilamTestMark" in window)).toBe(true);
});

test("the moderation pages have no WCAG A/AA violations: the queue, the review with a message, the dialog", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/propertylistingadmin");
  await hydrated(page);
  await expectNoViolations(page);

  await page
    .getByRole("link", { name: /^View details of NL-/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByText("Please give the reason for the rejection.")).toBeVisible();
  await expectNoViolations(page);

  await page.goto("/approveproperty");
  await hydrated(page);
  await page
    .getByRole("button", { name: /^Reject NL-/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page);
});

test("the admin pages through the approved list and back, and finds a listing by its number alone", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/approveproperty");
  await hydrated(page);
  const shownCodes = async () =>
    (await page.locator(".moderation-cards > li").allTextContents()).map(
      (text) => /NL-\d{6,}/.exec(text)?.[0],
    );
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).toContainText("Page 1 of");
  const first = await shownCodes();

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager).toContainText("Page 2 of");
  await expect(page).toHaveURL(/[?&]after=/);
  const second = await shownCodes();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((code) => first.includes(code))).toEqual([]);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager).toContainText("Page 3 of");
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(pager).toContainText("Page 2 of");
  expect(await shownCodes()).toEqual(second);

  const wanted = second[0]!;
  await page.getByLabel("Search by code").fill(String(Number(wanted.slice(3))));
  await page.getByLabel("Search by code").press("Enter");
  await expect(page.locator(".moderation-count")).toHaveText("1 property");
  expect(await shownCodes()).toEqual([wanted]);
});

test("the review shows the guideline value beside the price, and flags a multiple that looks like a unit mistake", async ({
  page,
  browser,
  admin,
  member,
}) => {
  // 5 cents (2,178 sq ft) for ₹45,00,000: at ₹2,500 / sq ft the price is 0.8 × the guideline value; at
  // ₹10,000 / sq ft 0.2 ×, and at ₹1,00,000 (a value per cent typed per sq ft, say) less than 0.1 ×.
  const guideline = { guidelineValueUnit: "sqft", guidelineValueSource: "S.No. 123/4A, Vadavalli" };
  const plausible = await submitListing(browser, member, "guideline-ok", {
    ...guideline,
    guidelineValue: "2,500",
  });
  const low = await submitListing(browser, member, "guideline-low", {
    ...guideline,
    guidelineValue: "10,000",
  });
  const mistaken = await submitListing(browser, member, "guideline-unit", {
    ...guideline,
    guidelineValue: "1,00,000",
  });
  await admin();
  const flag =
    "Check the unit: a price below 0.5× or above 20× the guideline value is likely a unit mistake.";

  await page.goto(`/individualadmin/${plausible.id}`);
  const summary = page.locator(".review-guideline");
  await expect(summary).toContainText("Guideline value: ₹2,500 / sq ft · S.No. 123/4A, Vadavalli");
  await expect(summary).toContainText("The asking price is 0.8 × the guideline value");
  await expect(summary.getByText(flag)).toHaveCount(0);

  await page.goto(`/individualadmin/${low.id}`);
  await expect(summary).toContainText("Guideline value: ₹10,000 / sq ft · S.No. 123/4A, Vadavalli");
  await expect(summary).toContainText("The asking price is 0.2 × the guideline value");
  await expect(summary.getByText(flag)).toBeVisible();

  await page.goto(`/individualadmin/${mistaken.id}`);
  await expect(summary).toContainText("Guideline value: ₹1,00,000 / sq ft · S.No. 123/4A, Vadavalli");
  await expect(summary).toContainText("The asking price is < 0.1 × the guideline value");
  await expect(summary.getByText(flag)).toBeVisible();
});
