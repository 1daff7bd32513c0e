import { createHash } from "node:crypto";
import { OWN_PAGE_CACHE, SHARED_PAGE_CACHE } from "#server/http/pages.ts";
import { expect, test } from "../support/e2e/fixtures.ts";

// Public pages are rendered once for everyone without an account and then served from memory, and may be kept by
// Hosting's CDN (server/http/pages.ts): each copy allows its own inline scripts by their hashes, whoever gets it,
// and people who are signed in get their own page, which no shared cache keeps.

const RESULTS = "/propertylisting?types=Sell&propertyName=Land";

test("every copy of a shared page allows exactly its inline scripts, by hash, and a CDN may keep it", async ({
  request,
}) => {
  const policies = new Set<string>();
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await request.get(RESULTS);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-nilam-shared-page"]).toBeUndefined();
    expect(headers["cache-control"]).toBe(SHARED_PAGE_CACHE);
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).not.toContain("nonce-");
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    policies.add(policy);
  }
  expect(policies.size).toBe(1);
});

test("a shared page is sent compressed as it was kept, and plain to a client that takes no gzip", async ({
  request,
}) => {
  const compressed = await request.get(RESULTS, { headers: { "accept-encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
  expect(compressed.headers().vary).toMatch(/Accept-Encoding/i);
  const plain = await request.get(RESULTS, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  // The same page either way (Playwright unpacks the gzip).
  expect(await compressed.text()).toBe(await plain.text());
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

test("a signed-in member gets a page of their own, not the visitors' copy", async ({
  page,
  request,
  member,
}) => {
  await request.get(RESULTS);
  await member();
  const response = await page.goto(RESULTS); // a full server rendering, not a client-side navigation
  expect(response?.headers()["cache-control"]).toBe(OWN_PAGE_CACHE);
  await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
});
