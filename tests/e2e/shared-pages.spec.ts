import { expect, test } from "@playwright/test";
import { createVerifiedMember, mintSession } from "./support/accounts.ts";

// Public pages are rendered once for everyone without an account and then served from memory
// (server/http/pages.ts): each copy must still carry its own response's CSP nonce, and people who are signed
// in must get their own page.

const RESULTS = "/propertylisting?types=Sell&propertyName=Land";

test("every copy of a shared page carries a fresh nonce that matches its CSP header", async ({ request }) => {
  const nonces: string[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await request.get(RESULTS);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-nilam-shared-page"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inPage = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
    nonces.push(nonce ?? "");
  }
  expect(new Set(nonces).size).toBe(3);
});

test("a shared page served from memory runs its scripts without CSP violations", async ({
  page,
  request,
}) => {
  await request.get(RESULTS); // make sure the copy exists
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(RESULTS);
  // Only a hydrated page answers a heart with the log-in dialog.
  await page
    .getByRole("button", { name: /Add .+ to wishlist/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Please Log In" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a signed-in member gets a page of their own, not the visitors' copy", async ({ page, request }) => {
  await request.get(RESULTS);
  const member = await createVerifiedMember("shared-page");
  await mintSession(page, member);
  await page.goto(RESULTS); // a full server rendering, not a client-side navigation
  await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
});
