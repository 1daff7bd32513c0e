// The deployed function (build/functions, as `npx firebase deploy` uploads it) served by Google's Functions
// Framework, the server Cloud Functions runs Node code in: it reads and parses every body before our app, answers
// /robots.txt itself and trusts nothing of ours. Each request is sent to the plain server (`npm run serve`'s app)
// as well, and both must answer alike. On the test run's Auth and Firestore emulators, project demo-nilam.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import { type Database, openFirestore } from "#server/db/firestore.ts";
import {
  type RunningFunction,
  startFunctionsFramework,
  untilAnswers,
} from "../../scripts/lib/functions-framework.ts";
import { emulatorHost } from "../support/auth-emulator.ts";
import { insertPlan } from "../support/factories/content.ts";
import { mp4Video } from "../support/factories/media.ts";
import { firestoreEmulatorHost } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import {
  capturedWebhook,
  contactForm,
  deliverWebhook,
  type Member,
  photo,
  type Site,
  send,
  signIn,
  titleOf,
  uploadFile,
} from "./site.ts";

const PROJECT_ID = "demo-nilam";
const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");

let database: Database;
let plain: TestServer;
let framework: RunningFunction;
let dataDir: string;
const sites: { plain: Site; function: Site } = {
  plain: { base: "", authHost: emulatorHost },
  function: { base: "", authHost: emulatorHost },
};

/** A verified member of both servers (the same Firebase account, a session on each). */
async function member(label: string): Promise<{ plain: Member; function: Member; uid: string }> {
  const account = { email: `${label}-${Date.now()}@nilam.test`, password: "Secret@123" };
  const uid = await plain.auth.upsertVerifiedUser({ ...account, displayName: "Deploy Test" });
  return { plain: await signIn(sites.plain, account), function: await signIn(sites.function, account), uid };
}

beforeAll(async () => {
  database = openFirestore({ projectId: PROJECT_ID, emulatorHost: firestoreEmulatorHost() });
  const config = loadConfig({
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SIGN_IN_LIMIT: "1000",
  });
  plain = await startTestServer({ config, db: database.db, pages: true, auth: createFirebaseAuth(config) });
  sites.plain.base = plain.base;

  dataDir = await mkdtemp(path.join(tmpdir(), "nilam-function-"));
  framework = await startFunctionsFramework({
    buildDir: BUILD_DIR,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost(),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      DATA_DIR: dataDir,
      SIGN_IN_LIMIT: "1000",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
  });
  sites.function.base = framework.base;
  await untilAnswers(`${framework.base}/healthz`, framework.child).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${framework.output()}`);
  });
}, 90_000);

afterAll(async () => {
  await framework?.stop();
  await plain?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the deployed function under Google's Functions Framework, beside the plain server", () => {
  it("serves a public page as the plain server does", async () => {
    const [fromPlain, fromFunction] = await Promise.all([
      send(sites.plain, "/common/Sell"),
      send(sites.function, "/common/Sell"),
    ]);
    expect(fromFunction.status).toBe(200);
    expect(fromPlain.status).toBe(200);
    expect(titleOf(await fromFunction.text())).toBe(titleOf(await fromPlain.text()));
    expect(fromFunction.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("serves the sitemap as the plain server does", async () => {
    const [fromPlain, fromFunction] = await Promise.all([
      send(sites.plain, "/sitemap.xml"),
      send(sites.function, "/sitemap.xml"),
    ]);
    expect(fromFunction.status).toBe(200);
    expect(fromFunction.headers.get("content-type")).toContain("xml");
    const urls = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(urls(await fromFunction.text())).toEqual(urls(await fromPlain.text()));
  });

  it("takes the Contact page's form (a page action) and stores the message", async () => {
    for (const [name, site] of Object.entries(sites)) {
      const email = `contact-${name}-${Date.now()}@example.com`;
      const response = await send(site, "/contact", { method: "POST", form: contactForm(email) });
      expect(response.status, name).toBe(200);
      const stored = await col.contactMessages(database.db).where("email", "==", email).get();
      expect(stored.size, name).toBe(1);
    }
  });

  it("refuses a Contact form with a missing name with the same message", async () => {
    const answers = await Promise.all(
      [sites.plain, sites.function].map(async (site) => {
        const form = { ...contactForm(`noname-${Date.now()}@example.com`), name: "" };
        const response = await send(site, "/contact", { method: "POST", form });
        return { status: response.status, named: (await response.text()).includes("Name is required.") };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[1]).toEqual({ status: 400, named: true });
  });

  it("saves a signed-in member's edit-profile form", async () => {
    const person = await member("edit-profile");
    const form = {
      firstName: "Kavya",
      lastName: "Sundaram",
      phoneNumber: "9876501234",
      address: "12 Big Street, Karur",
    };
    const response = await send(sites.function, "/editprofile", {
      method: "POST",
      cookie: person.function.cookie,
      form,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/profile");
    const saved = (await col.users(database.db).doc(person.uid).get()).data();
    expect(saved).toMatchObject({
      firstName: "Kavya",
      lastName: "Sundaram",
      address: "12 Big Street, Karur",
    });
    const refused = await Promise.all(
      [person.plain, person.function].map(async (who, i) => {
        const site = i === 0 ? sites.plain : sites.function;
        const answer = await send(site, "/editprofile", {
          method: "POST",
          cookie: who.cookie,
          form: { ...form, firstName: "" },
        });
        return { status: answer.status, named: (await answer.text()).includes("First name is required.") };
      }),
    );
    expect(refused[1]).toEqual(refused[0]);
    expect(refused[1]).toEqual({ status: 400, named: true });
  });

  it("activates a plan once from a signed webhook, however often it is delivered, and refuses a forged one", async () => {
    const person = await member("webhook");
    const plan = await insertPlan(database.db, { name: "Deploy Gold", priceRupees: 299 });
    const ordered = await send(sites.function, "/api/v1/orders", {
      method: "POST",
      cookie: person.function.cookie,
      json: { planId: plan.id },
    });
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { orderId: string; providerOrderId: string; amountPaise: number };
    const delivery = capturedWebhook(order);
    const forged = { ...delivery, headers: { ...delivery.headers, "x-razorpay-signature": "0".repeat(64) } };
    expect((await deliverWebhook(sites.function, forged)).status).toBe(401);
    expect((await deliverWebhook(sites.plain, forged)).status).toBe(401);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await deliverWebhook(sites.function, delivery)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const subscriptions = await col.subscriptions(database.db).where("userId", "==", person.uid).get();
    expect(subscriptions.size).toBe(1);
    const profile = await send(sites.function, "/api/v1/profile", { cookie: person.function.cookie });
    expect(
      ((await profile.json()) as { profile: { plan: { planName: string } } }).profile.plan.planName,
    ).toBe("Deploy Gold");
  });

  it("takes a photo upload, stores its renditions and serves them at their media URL", async () => {
    const person = await member("upload");
    const response = await uploadFile(sites.function, person.function, await photo());
    expect(response.status, await response.clone().text()).toBe(201);
    const { upload } = (await response.json()) as {
      upload: { media: { kind: string; variants: { url: string; width: number }[] } };
    };
    expect(upload.media.kind).toBe("image");
    expect(upload.media.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    // Private until a listing on the site holds it: served to the signed URL the answer gives.
    const signed = new URL(upload.media.variants[0]!.url, sites.function.base);
    expect(signed.pathname).toMatch(/^\/media-private\//);
    const served = await send(sites.function, signed.pathname + signed.search);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("max-age=");
  });

  it("takes a large video in one request (the runtime's parse does not cap it) and refuses a broken form", async () => {
    const person = await member("video");
    const video = mp4Video({ payloadBytes: 40 * 1024 * 1024 });
    const response = await uploadFile(sites.function, person.function, {
      bytes: video,
      name: "walkthrough.mp4",
      type: "video/mp4",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const broken = await send(sites.function, "/api/v1/uploads", {
      method: "POST",
      cookie: person.function.cookie,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot the end',
    });
    expect(broken.status).toBe(400);
  });

  it("answers a malformed JSON body with 400, never a 500", async () => {
    for (const site of [sites.plain, sites.function]) {
      const response = await send(site, "/api/v1/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{ not json",
      });
      expect(response.status).toBe(400);
    }
  });
});
