// Nilam exactly as Firebase serves it, on this machine (`npm run emulators`): the Hosting emulator with the
// project's firebase.json (static files and headers from build/client, redirects, every other path rewritten to
// the `nilam` function) in front of the Functions emulator running build/functions, on Auth and Firestore emulators
// of its own. What only Hosting does is tested here: static robots.txt, asset caching, the favicon redirect, and
// the `__session` cookie (the one cookie Hosting forwards) carrying a sign-in.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { type Database, openFirestore } from "#server/db/firestore.ts";
import { OWN_PAGE_CACHE, SHARED_PAGE_CACHE } from "#server/http/pages.ts";
import { startDeployedSite } from "../../scripts/emulators.ts";
import { freePort } from "../../scripts/lib/processes.ts";
import { insertPlan } from "../support/factories/content.ts";
import {
  capturedWebhook,
  contactForm,
  deliverWebhook,
  type Member,
  newMember,
  photo,
  type Site,
  send,
  titleOf,
  uploadFile,
} from "./site.ts";

const PROJECT_ID = "demo-nilam";

let emulators: Awaited<ReturnType<typeof startDeployedSite>>;
let database: Database;
let workDir: string;
let site: Site;
let member: Member & { uid: string };

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "nilam-hosting-"));
  emulators = await startDeployedSite({
    workDir,
    dataDir: path.join(workDir, "data"),
    hostingPort: await freePort(),
    env: { SIGN_IN_LIMIT: "1000" },
  });
  site = { base: emulators.hostingUrl, authHost: emulators.authHost };
  database = openFirestore({ projectId: PROJECT_ID, emulatorHost: emulators.firestoreHost });
  member = await newMember(site, "hosting");
}, 240_000);

afterAll(async () => {
  await database?.close();
  await emulators?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("Hosting in front of the function, as deployed", () => {
  it("serves the home page through the function", async () => {
    const home = await send(site, "/");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/common/Sell");
    const page = await send(site, "/common/Sell");
    expect(page.status).toBe(200);
    expect(titleOf(await page.text())).toBeTruthy();
  });

  it("lets the CDN keep a visitor's page, with its inline scripts allowed by hash, and a member's page not", async () => {
    for (const path of ["/common/Sell", "/ta/common/Sell", "/propertylisting?types=Sell"]) {
      await send(site, path); // the first rendering fills the function's own copy
      const page = await send(site, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe(SHARED_PAGE_CACHE);
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/script-src [^;]*'sha256-/);
      expect(policy, path).not.toContain("nonce-");
    }
    const own = await send(site, "/common/Sell", { cookie: member.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe(OWN_PAGE_CACHE);
  });

  it("serves robots.txt from Hosting, naming the sitemap at the site's address", async () => {
    const robots = await send(site, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.base}/sitemap.xml`);
  });

  it("serves the sitemap through the function, for shared caches to keep", async () => {
    const sitemap = await send(site, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("xml");
    expect(sitemap.headers.get("cache-control")).toMatch(/public/);
    expect(await sitemap.text()).toContain("<urlset");
  });

  it("caches hashed assets for a year and sends /favicon.ico to the SVG icon", async () => {
    const page = await (await send(site, "/common/Sell")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(asset).toBeTruthy();
    const response = await send(site, asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await send(site, "/favicon.ico");
    expect(favicon.status).toBe(301);
    expect(favicon.headers.get("location")).toBe("/favicon.svg");
  });

  it("carries a sign-in in the __session cookie, and never lets a shared cache keep a member's page", async () => {
    const profile = await send(site, "/profile", { cookie: `${member.cookie}; theme=dark` });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("hosting member");
    expect(profile.headers.get("cache-control")).toMatch(/private|no-store/);
    const visitor = await send(site, "/profile", { cookie: "theme=dark" });
    // Without __session the function sees a visitor: the login-required page, as under npm start.
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).not.toContain("hosting member");
  });

  it("takes the Contact page's form", async () => {
    const email = `hosting-contact-${Date.now()}@example.com`;
    const response = await send(site, "/contact", { method: "POST", form: contactForm(email) });
    expect(response.status).toBe(200);
    expect((await col.contactMessages(database.db).where("email", "==", email).get()).size).toBe(1);
  });

  it("activates a plan once from a signed webhook delivered twice", async () => {
    const plan = await insertPlan(database.db, { name: "Hosting Gold", priceRupees: 199 });
    const ordered = await send(site, "/api/v1/orders", {
      method: "POST",
      cookie: member.cookie,
      json: { planId: plan.id },
    });
    expect(ordered.status).toBe(201);
    const delivery = capturedWebhook(
      (await ordered.json()) as { providerOrderId: string; amountPaise: number },
    );
    expect((await deliverWebhook(site, delivery)).status).toBe(200);
    expect((await deliverWebhook(site, delivery)).status).toBe(200);
    expect((await col.subscriptions(database.db).where("userId", "==", member.uid).get()).size).toBe(1);
  });

  it("takes a photo upload and serves its renditions", async () => {
    const response = await uploadFile(site, member, await photo());
    expect(response.status, await response.clone().text()).toBe(201);
    const { upload } = (await response.json()) as { upload: { media: { variants: { url: string }[] } } };
    // Private until a listing on the site holds it: served to the signed URL the answer gives.
    const signed = new URL(upload.media.variants[0]!.url, site.base);
    const rendition = await send(site, signed.pathname + signed.search);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get("content-type")).toBe("image/webp");
  });
});
