// Report a listing in the browser (issue 24): members report a listing from its page; the third report hides it
// and its owner reads why on their profile; the admin finds it through the menu's Reports, dismisses the reports,
// and the listing is public again.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { sellForm } from "../factories/listing-writes.ts";
import { type Account, createVerifiedMember, DEMO, mintSession } from "./support/accounts.ts";
import { expectNoViolations, hydrated, toast } from "./support/pages.ts";

const baseURL = process.env.BASE_URL ?? "http://localhost:3000";
const origin = new URL(baseURL).origin;

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await mintSession(page, account);
  return page;
}

test("three members' reports hide a listing; the admin dismisses them from the Reports page and it is back", async ({
  page,
  browser,
}) => {
  // A member's listing, approved by the admin.
  const owner = await signedInPage(browser, await createVerifiedMember("reported-owner"));
  const created = await owner.request.post("/api/v1/listings", {
    data: { ...sellForm({ amenities: "Report journey" }), uploadIds: [] },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing } = (await created.json()) as { listing: { id: string; code: string } };
  await mintSession(page, DEMO.admin);
  const approved = await page.request.post(`/api/v1/admin/listings/${listing.id}/approve`, {
    data: {},
    headers: { origin },
  });
  expect(approved.status()).toBe(200);

  // Two members report it through the API, as the dialog does.
  for (const label of ["reporter-one", "reporter-two"]) {
    const member = await signedInPage(browser, await createVerifiedMember(label));
    const sent = await member.request.post(`/api/v1/listings/${listing.id}/reports`, {
      data: { reason: "sold" },
      headers: { origin },
    });
    expect(sent.status()).toBe(201);
  }

  // The third from the listing's page, with the keyboard-reachable dialog.
  const third = await signedInPage(browser, await createVerifiedMember("reporter-three"));
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

  // Off the public site; the owner reads why.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  expect((await visitor.goto(`/view-property5/${listing.id}`))?.status()).toBe(404);
  await owner.goto("/profile");
  await expect(owner.getByText("Hidden after members' reports; an admin will review it.")).toBeVisible();

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
  await expect(entry.getByText("Sold or let already: 2")).toBeVisible();
  await expect(entry.getByText("A broker posing as the owner: 1")).toBeVisible();
  await expectNoViolations(page, "the reports queue");
  await entry.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(toast(page, "Reports dismissed.")).toBeVisible();
  await expect(entry).toBeHidden();

  expect((await visitor.goto(`/view-property5/${listing.id}`))?.status()).toBe(200);
});

test("a visitor is asked to log in to report; an admin, who decides instead, has no report button", async ({
  page,
  browser,
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

  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto(`/view-property5/${listingId}`);
  await hydrated(admin);
  await expect(admin.getByRole("button", { name: "Report this listing" })).toHaveCount(0);
});
