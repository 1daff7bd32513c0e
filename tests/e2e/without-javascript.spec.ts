// Every page form works when the browser sends it itself: with JavaScript off (a phone that blocks it, a page
// whose code never arrived), in English and Tamil, and when pressed before the page's code has run. Each test
// checks the form's real outcome: the page's answer and what was saved. Forms that only Firebase's browser SDK
// can carry out (signing in and up) and the dialogs of Report and Save this search say that they need JavaScript.
import type { Browser, Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import en from "../../messages/en.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { expect, type SignIn, type SignInMember, test } from "../support/e2e/fixtures.ts";
import { firstListingId, hydrated, waitUntilSendable } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";
import { baseURL, origin } from "../support/e2e/site.ts";
import { holdScripts } from "../support/e2e/slow-phone.ts";
import { sellForm } from "../support/factories/listing-writes.ts";

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const LOCALES = [
  { locale: "en", text: en, at: (path: string) => path },
  { locale: "ta", text: ta, at: (path: string) => `/ta${path}` },
] as const;

/** The admin's inbox through the API, in a context of its own. */
async function contactMessages(browser: Browser, admin: SignIn) {
  const context = await browser.newContext({ baseURL });
  const inbox = await context.newPage();
  await admin(inbox);
  const answer = (await (await inbox.request.get("/api/v1/admin/contact-messages")).json()) as {
    messages: Array<{ email: string; message: string }>;
  };
  await context.close();
  return answer.messages;
}

/** Fills the Contact form by its fields' names (the same in both languages). */
async function fillContact(page: Page, email: string, message: string) {
  const form = page.locator("form.contact-form");
  await form.locator('[name="name"]').fill("Meena");
  await form.locator('[name="surname"]').fill("Raman");
  await form.locator('[name="phone"]').fill("9876543210");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="message"]').fill(message);
  return form;
}

/** Fills Edit profile by its fields' names with a new first name, and sends it; the name is returned. */
async function saveProfile(page: Page): Promise<string> {
  const name = `Kavya${tag()}`;
  await page.locator('[name="firstName"]').fill(name);
  await page.locator('[name="lastName"]').fill("Sundaram");
  await page.locator('[name="phoneNumber"]').fill("9444012345");
  await page.locator('[name="address"]').fill("4 Mill Road, Salem");
  await page.locator('form.auth-card button[type="submit"]').click();
  return name;
}

async function savedProfile(page: Page): Promise<{ firstName: string; phoneNumber: string }> {
  const body = (await (await page.request.get("/api/v1/profile")).json()) as {
    profile: { firstName: string; phoneNumber: string };
  };
  return body.profile;
}

/** A fresh member's listing, submitted through the API as the Sell page does. */
async function submittedListing(browser: Browser, member: SignInMember, label: string) {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await member({ page: owner });
  const form = sellForm({ amenities: `No-script test ${label}` });
  const response = await owner.request.post("/api/v1/listings", {
    data: { ...form, uploadIds: [] },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { listing } = (await response.json()) as { listing: { id: string; code: string } };
  await context.close();
  return listing;
}

async function listingStatus(page: Page, id: string): Promise<{ status: string; rejectionReason?: string }> {
  const response = await page.request.get(`/api/v1/listings/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { listing: { status: string; rejectionReason?: string } }).listing;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, text, at } of LOCALES) {
    test(`Contact sends the message and says so (${locale})`, async ({ page, browser, admin }) => {
      const email = `noscript-${tag()}@example.com`;
      await page.goto(at("/contact"));
      const form = await fillContact(page, email, `Sent without JavaScript, ${locale}.`);
      await waitUntilSendable(form);
      await form.locator('button[type="submit"]').click();
      await expect(page.locator(".form-success")).toContainText(text["contact.success"]);
      await expect(page).toHaveURL(new RegExp(`${at("/contact")}$`));
      const stored = (await contactMessages(browser, admin)).find((message) => message.email === email);
      expect(stored?.message).toBe(`Sent without JavaScript, ${locale}.`);
    });

    test(`Contact's mistakes come back beside their fields, what was typed kept (${locale})`, async ({
      page,
    }) => {
      await page.goto(at("/contact"));
      const form = await fillContact(page, "meena@example.com", "A question.");
      await form.locator('[name="phone"]').fill("98765");
      await waitUntilSendable(form);
      await form.locator('button[type="submit"]').click();
      await expect(page.locator(".contact-form .field-phone")).toContainText(text["form.phone"]);
      await expect(page.locator('.contact-form [name="message"]')).toHaveValue("A question.");
    });

    test(`sign-in, sign-up and the reset say they need JavaScript, and keep the e-mail (${locale})`, async ({
      page,
    }) => {
      for (const path of ["/signin", "/signup", "/forgotpassword"]) {
        await page.goto(at(path));
        // Said before anything is tried…
        await expect(page.locator("form.auth-card")).toContainText(text["auth.needsScript"]);
        await page.locator('form.auth-card [name="email"]').fill("buyer@nilam.test");
        const password = page.locator('form.auth-card [name="password"]');
        if ((await password.count()) > 0) await password.fill("Buyer@12345");
        await page.locator('form.auth-card button[type="submit"]').click();
        // …and as the answer to a form sent anyway, posted: the password never goes into an address.
        await expect(page.getByRole("alert")).toHaveText(text["auth.needsScript"]);
        expect(new URL(page.url()).search, path).not.toContain("Buyer");
        await expect(page.locator('form.auth-card [name="email"]'), path).toHaveValue("buyer@nilam.test");
      }
    });

    test(`Sell submits a listing, and the owner edits it (${locale})`, async ({ page, member }) => {
      await member();
      await page.goto(at("/sell"));
      const form = page.locator("form.listing-form");
      await form.locator('[name="propertyName"]').selectOption("House");
      await form.locator('[name="types"]').selectOption("sell");
      await form.locator('[name="propertyType"]').selectOption("Residential");
      await form.locator('[name="userType"]').selectOption("Owner");
      await form.locator('[name="budget"]').fill("4500000");
      await form.locator('[name="contactOwnerName"]').fill("Meena Sundaram");
      await form.locator('[name="contactOwnerPhone"]').fill("9876543210");
      await form.locator('[name="propertyAddress"]').fill("7 Car Street, Fairlands");
      await form.locator('[name="locality"]').fill("Fairlands");
      await form.locator('[name="city"]').selectOption("Salem");
      await form.locator('[name="zipCode"]').fill("636016");
      await form.locator('button[type="submit"]').click();
      await expect(page.locator(".form-success")).toContainText(text["sell.submitted"]);

      // Saved: the answer links the listing, pending, with what was sent.
      await page.locator(".form-success-box").getByRole("link").click();
      await expect(page).toHaveURL(/\/view-property5\//);
      const id = new URL(page.url()).pathname.split("/").pop() ?? "";
      await expect(page.getByText("Fairlands").first()).toBeVisible();

      await page.goto(at(`/editProperty/${id}`));
      await page.locator('form.listing-form [name="locality"]').fill("Hasthampatti");
      await page.locator('form.listing-form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${at(`/view-property5/${id}`)}$`));
      await expect(page.getByText("Hasthampatti").first()).toBeVisible();
    });

    test(`Edit profile saves and returns to the profile (${locale})`, async ({ page, member }) => {
      await member();
      await page.goto(at("/editprofile"));
      const name = await saveProfile(page);
      await expect(page).toHaveURL(new RegExp(`${at("/profile")}$`));
      await expect(page.getByText(name).first()).toBeVisible();
      expect(await savedProfile(page)).toMatchObject({ firstName: name, phoneNumber: "9444012345" });
    });

    test(`Report and Save this search say they need JavaScript, with no dead button (${locale})`, async ({
      page,
      member,
    }) => {
      await member();
      await page.goto(at(`/view-property5/${await firstListingId(page)}`));
      await expect(page.getByText(text["report.needsScript"])).toBeVisible();
      await expect(page.getByRole("button", { name: text["report.open"] })).toBeHidden();
      await page.goto(at("/propertylisting?types=Sell"));
      await expect(page.getByText(text["savedSearch.needsScript"])).toBeVisible();
      await expect(page.getByRole("button", { name: text["savedSearch.open"] })).toBeHidden();
    });
  }

  test("the admin approves and rejects a listing on its review page, and is told so", async ({
    page,
    browser,
    admin,
    member,
  }) => {
    const approve = await submittedListing(browser, member, "noscript-approve");
    const reject = await submittedListing(browser, member, "noscript-reject");
    await admin();

    await page.goto(`/individualadmin/${approve.id}`);
    await page.getByRole("button", { name: en["moderation.review.approve"], exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Property ${approve.code} approved.` }),
    ).toBeVisible();
    expect((await listingStatus(page, approve.id)).status).toBe("approved");

    await page.goto(`/individualadmin/${reject.id}`);
    const why = "The survey number does not match the patta.";
    await page.getByLabel("Reason for rejection (shown to the owner)").fill(why);
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Property ${reject.code} rejected.` }),
    ).toBeVisible();
    expect(await listingStatus(page, reject.id)).toMatchObject({ status: "rejected", rejectionReason: why });
  });

  test("the admin adds a plan and marks a message handled", async ({ page, admin }) => {
    // A visitor's message, stored as the Contact form stores one (the form has its own tests, and a limit per
    // address that this run's other Contact tests already come near).
    const email = `noscript-admin-${tag()}@example.com`;
    const { db, close } = serverFirestore();
    try {
      await col.contactMessages(db).doc().create({
        name: "Meena",
        surname: "Raman",
        phone: "9876543210",
        email,
        message: "Please call me.",
        userId: null,
        handledAt: null,
        createdAt: new Date(),
      });
    } finally {
      await close();
    }

    await admin();
    const plan = `No-script ${tag()}`;
    await page.goto("/plans");
    await page.getByLabel("Plan Name", { exact: true }).fill(plan);
    await page.getByLabel("Price (₹)").fill("2499");
    await page.getByLabel("Duration").fill("6");
    await page.getByRole("button", { name: "Add Plan" }).click();
    const card = page
      .locator(".plan-card")
      .filter({ has: page.getByRole("heading", { name: plan, exact: true }) });
    await expect(card).toContainText("₹2,499");

    await page.goto("/admin/messages");
    const message = page.getByRole("article").filter({ hasText: email });
    await message.getByRole("button", { name: "Mark as handled" }).click();
    await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(0);
    await page.goto("/admin/messages?filter=handled");
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: email })
        .getByRole("button", { name: "Mark as not handled" }),
    ).toBeVisible();
  });
});

test("a form pressed before the page's code has run is sent by the browser and answered", async ({
  page,
  member,
}) => {
  await member();
  const release = await holdScripts(page);
  await page.goto("/ta/editprofile", { waitUntil: "domcontentloaded" });
  const name = await saveProfile(page);
  // The browser's own post: saved, and on to the profile in Tamil.
  await expect(page).toHaveURL(/\/ta\/profile$/);
  release();
  await hydrated(page);
  await expect(page.getByText(name).first()).toBeVisible();
  expect((await savedProfile(page)).firstName).toBe(name);
});
