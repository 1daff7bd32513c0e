import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import type { Database } from "#server/db/firestore.ts";
import {
  disableInFirebase,
  emulatorHost,
  projectId,
  signInWithGoogleIdp,
  signInWithPassword,
  signUp,
  uniqueEmail,
} from "../support/auth-emulator.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe("session API against the Auth emulator", () => {
  let database: Database;
  let server: TestServer;
  let auth: AuthAdapter;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, FIREBASE_PROJECT_ID: projectId });
    server = await startTestServer({ config, db: database.db });
    ({ auth, base } = server);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...headers },
      body: JSON.stringify(body),
    });

  async function verifiedMember(label: string, options: { admin?: boolean } = {}) {
    const email = uniqueEmail(label);
    const uid = await auth.upsertVerifiedUser({ email, password: "Secret@123", displayName: "Meena Raman" });
    if (options.admin) await auth.setAdminClaim(uid, true);
    return { email, uid, idToken: await signInWithPassword(email, "Secret@123") };
  }

  function sessionCookie(response: Response): string {
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
    if (!setCookie) throw new Error("no __session cookie was set");
    return setCookie.split(";")[0]!;
  }

  it("trades a verified ID token for an httpOnly __session cookie and creates the member's document", async () => {
    const member = await verifiedMember("buyer");
    const response = await post("/api/v1/session", { idToken: member.idToken });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/__session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const body = (await response.json()) as {
      user: { email: string; displayName: string; isAdmin: boolean };
    };
    expect(body.user).toMatchObject({ email: member.email, displayName: "Meena Raman", isAdmin: false });
    const user = (await col.users(database.db).doc(member.uid).get()).data();
    expect(user?.email).toBe(member.email);

    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie: sessionCookie(response) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(member.email);
  });

  it("creates the member's profile from a first Google sign-in", async () => {
    const email = uniqueEmail("google");
    const idToken = await signInWithGoogleIdp(email, "Lakshmi Narayanan");
    const response = await post("/api/v1/session", { idToken });
    expect(response.status).toBe(200);
    const found = await col.users(database.db).where("email", "==", email).get();
    expect(found.docs.map((doc) => doc.data())).toMatchObject([
      { firstName: "Lakshmi", lastName: "Narayanan" },
    ]);
  });

  it("reads the admin custom claim into the session", async () => {
    const admin = await verifiedMember("admin", { admin: true });
    const response = await post("/api/v1/session", { idToken: admin.idToken });
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie: sessionCookie(response) } });
    expect(((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
  });

  it("refuses an unverified e-mail with the SPEC message and sets no cookie", async () => {
    const idToken = await signUp(uniqueEmail("unverified"), "Secret@123");
    const response = await post("/api/v1/session", { idToken });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe("Please verify your email before logging in.");
  });

  it("answers 401 for a forged token and 400 for a missing one", async () => {
    expect((await post("/api/v1/session", { idToken: "not-a-token" })).status).toBe(401);
    const missing = await post("/api/v1/session", {});
    expect(missing.status).toBe(400);
    expect(
      ((await missing.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors,
    ).toHaveProperty("idToken");
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const response = await fetch(`${base}/api/v1/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("refuses a state change from another site", async () => {
    const member = await verifiedMember("csrf");
    const response = await post(
      "/api/v1/session",
      { idToken: member.idToken },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  describe("the member's language, for the e-mails", () => {
    const localeOf = async (uid: string) => (await col.users(database.db).doc(uid).get()).data()?.locale;
    const putLocale = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/v1/me/locale`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: base, ...headers },
        body: JSON.stringify(body),
      });

    it("is the language of the page signed in on; a sign-in that does not say keeps the one stored", async () => {
      const member = await verifiedMember("locale-signin");
      expect((await post("/api/v1/session", { idToken: member.idToken })).status).toBe(200);
      // None stored: English.
      expect(await localeOf(member.uid)).toBeUndefined();

      expect((await post("/api/v1/session", { idToken: member.idToken, locale: "ta" })).status).toBe(200);
      expect(await localeOf(member.uid)).toBe("ta");
      expect((await post("/api/v1/session", { idToken: member.idToken })).status).toBe(200);
      expect(await localeOf(member.uid)).toBe("ta");
      expect((await post("/api/v1/session", { idToken: member.idToken, locale: "en" })).status).toBe(200);
      expect(await localeOf(member.uid)).toBe("en");
    });

    it("is stored with a first sign-in's new document", async () => {
      const member = await verifiedMember("locale-first");
      expect((await post("/api/v1/session", { idToken: member.idToken, locale: "ta" })).status).toBe(200);
      expect(await localeOf(member.uid)).toBe("ta");
    });

    it("refuses a sign-in with a language other than en or ta (400), setting no cookie", async () => {
      const member = await verifiedMember("locale-bad");
      for (const locale of ["fr", "TA", "", null, 1]) {
        const response = await post("/api/v1/session", { idToken: member.idToken, locale });
        expect(response.status, String(locale)).toBe(400);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(
          ((await response.json()) as { error: { fieldErrors: Record<string, string[]> } }).error.fieldErrors,
        ).toHaveProperty("locale");
      }
    });

    it("changes with the language switch: PUT /me/locale, members only", async () => {
      expect((await putLocale({ locale: "ta" })).status).toBe(401);

      const member = await verifiedMember("locale-switch");
      const cookie = sessionCookie(await post("/api/v1/session", { idToken: member.idToken, locale: "en" }));
      for (const body of [{ locale: "fr" }, { locale: "" }, { locale: null }, {}, ["ta"], "ta"]) {
        const refused = await putLocale(body, { cookie });
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      expect(await localeOf(member.uid)).toBe("en");
      expect((await putLocale({ locale: "ta" }, { cookie, origin: "https://evil.example" })).status).toBe(
        403,
      );
      expect(await localeOf(member.uid)).toBe("en");

      const changed = await putLocale({ locale: "ta" }, { cookie });
      expect(changed.status).toBe(204);
      expect(await changed.text()).toBe("");
      expect(await localeOf(member.uid)).toBe("ta");
      expect((await putLocale({ locale: "en" }, { cookie })).status).toBe(204);
      expect(await localeOf(member.uid)).toBe("en");
    });
  });

  it("signs out: the cookie is cleared and /me is 401 without it", async () => {
    const member = await verifiedMember("logout");
    const cookie = sessionCookie(await post("/api/v1/session", { idToken: member.idToken }));
    const response = await fetch(`${base}/api/v1/session`, {
      method: "DELETE",
      headers: { cookie, origin: base },
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join("")).toMatch(/__session=;/);
    const me = await fetch(`${base}/api/v1/me`);
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("shuts out an account disabled in Firebase on its next request", async () => {
    const member = await verifiedMember("disabled");
    const cookie = sessionCookie(await post("/api/v1/session", { idToken: member.idToken }));
    await disableInFirebase(member.uid);
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });

  it("ignores a tampered cookie: the visitor is simply signed out", async () => {
    const me = await fetch(`${base}/api/v1/me`, { headers: { cookie: "__session=garbage" } });
    expect(me.status).toBe(401);
  });

  it("reports health and answers unknown API paths with the JSON error shape", async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    const missing = await fetch(`${base}/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("validates the newest-listings query", async () => {
    expect((await fetch(`${base}/api/v1/listings/newest?types=Mortgage`)).status).toBe(400);
    expect((await fetch(`${base}/api/v1/listings/newest?types=Sell&limit=5000`)).status).toBe(400);
    const ok = await fetch(`${base}/api/v1/listings/newest?types=Sell`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ listings: [] });
  });
});
