// Sessions under attack and over time: unreadable cookies, an admin claim taken away in Firebase, logout at any
// moment and on any instance, answers no cache may keep, and an e-mail signed up again after its Firebase account
// was deleted outside the app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_STATUS_TTL_MS, createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { col } from "#server/db/collections.ts";
import { insertListingRow } from "#tests/support/factories/index.ts";
import { signInWithPassword, signUp, uniqueEmail } from "../support/auth-emulator.ts";
import {
  type ApiTest,
  apiTest,
  startTestServer,
  type TestServer,
  testConfig,
} from "../support/test-server.ts";

let api: ApiTest;
/** The clock of the first server's account-status cache, moved on by the tests. */
let clock = Date.now();

beforeAll(async () => {
  const config = testConfig();
  api = await apiTest({
    pages: true,
    auth: createFirebaseAuth(config, { now: () => clock }),
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000 },
  });
});

afterAll(async () => {
  await api?.close();
});

const me = (cookie: string, base = api.server.base) => fetch(`${base}/api/v1/me`, { headers: { cookie } });

describe("an unreadable session cookie is no session", () => {
  // Cookies ignore ports: another app on the same host can leave a cookie of this name that is not ours.
  it.each(["%", "%zz", "%E0%A4", "abc%", "%%%%"])(
    "__session=%s: pages and API answer, and clear it",
    async (value) => {
      const cookie = `__session=${value}`;
      for (const path of ["/common/Sell", "/profile", "/api/v1/listings/newest"]) {
        const response = await fetch(api.server.base + path, { headers: { cookie } });
        expect(response.status, path).toBeLessThan(500);
        expect(response.headers.getSetCookie().join(""), path).toMatch(/__session=;.*Max-Age=0/);
      }
      expect((await me(cookie)).status).toBe(401);
    },
  );

  it("a stray cookie of another name beside ours does not disturb the session", async () => {
    const member = await api.signIn({ label: "stray" });
    const response = await me(`other=%zz; ${member.cookie}; third=%`);
    expect(response.status).toBe(200);
  });
});

describe("the admin right follows the Firebase claim", () => {
  /** As the Firebase console does it, from outside the app: the claim changes, no session is revoked. */
  async function setClaimInFirebase(uid: string, isAdmin: boolean): Promise<void> {
    const firebase = createFirebaseAuth(testConfig());
    try {
      await firebase.setAdminClaim(uid, isAdmin);
    } finally {
      await firebase.close();
    }
  }

  it("is gone within a minute of the claim's removal in Firebase, for a session begun before", async () => {
    const admin = await api.signIn({ admin: true, label: "demoted" });
    const adminPage = () =>
      fetch(`${api.server.base}/api/v1/admin/listings`, { headers: { cookie: admin.cookie } });
    expect((await adminPage()).status).toBe(200);
    await setClaimInFirebase(admin.uid, false);
    clock += ACCOUNT_STATUS_TTL_MS + 1;
    expect((await adminPage()).status).toBe(403);
    expect(await (await me(admin.cookie)).json()).toMatchObject({ user: { isAdmin: false } });
  });

  it("comes to a member's open session when the claim is granted", async () => {
    const member = await api.signIn({ label: "promoted" });
    await setClaimInFirebase(member.uid, true);
    clock += ACCOUNT_STATUS_TTL_MS + 1;
    expect(await (await me(member.cookie)).json()).toMatchObject({ user: { isAdmin: true } });
  });

  it("is never longer than a minute: the cache of what Firebase says is shorter", () => {
    expect(ACCOUNT_STATUS_TTL_MS).toBeLessThanOrEqual(60_000);
  });
});

describe("logout ends the session whatever the timing", () => {
  let second: TestServer;

  beforeAll(async () => {
    // Another instance of the app on the same project, with its own cache of account states.
    second = await startTestServer({ config: testConfig(), db: api.db });
  });

  afterAll(async () => {
    await second?.close();
  });

  it("through the API, at once, on this instance and on another that had just seen the session", async () => {
    const member = await api.signIn({ label: "logout-api" });
    expect((await me(member.cookie, second.base)).status).toBe(200);
    const logout = await api.call("DELETE", "/api/v1/session", { cookie: member.cookie });
    expect(logout.status).toBe(204);
    expect((await me(member.cookie)).status).toBe(401);
    expect((await me(member.cookie, second.base)).status).toBe(401);
  });

  it("through the page's Logout button, however soon after signing in", async () => {
    const member = await api.signIn({ label: "logout-page" });
    expect((await me(member.cookie, second.base)).status).toBe(200);
    const logout = await fetch(`${api.server.base}/logout`, {
      method: "POST",
      headers: {
        cookie: member.cookie,
        origin: api.server.base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    expect((await me(member.cookie)).status).toBe(401);
    expect((await me(member.cookie, second.base)).status).toBe(401);
    const profile = await fetch(`${api.server.base}/profile`, { headers: { cookie: member.cookie } });
    expect(await profile.text()).toContain("You need to login to see this page");
  });

  it("yet signing in again at once, even in the second of the logout, gives a session that works", async () => {
    const email = uniqueEmail("sign-in-again");
    await api.server.auth.upsertVerifiedUser({ email, password: "Secret@123", displayName: "Again" });
    const signIn = async () => {
      const response = await api.call("POST", "/api/v1/session", {
        body: { idToken: await signInWithPassword(email, "Secret@123") },
      });
      expect(response.status).toBe(200);
      return response.headers.getSetCookie()[0]!.split(";")[0]!;
    };
    let cookie = await signIn();
    // Five times over: Firebase makes the same cookie from the same claims within one second.
    for (let round = 0; round < 5; round += 1) {
      expect((await me(cookie)).status, `round ${round}`).toBe(200);
      expect((await api.call("DELETE", "/api/v1/session", { cookie })).status).toBe(204);
      const next = await signIn();
      expect((await me(cookie)).status, `round ${round}: the session logged out`).toBe(401);
      expect((await me(next)).status, `round ${round}: the new session`).toBe(200);
      cookie = next;
    }
  });
});

describe("answers for a signed-in person are kept by no cache", () => {
  it.each(["/api/v1/me", "/api/v1/profile", "/profile", "/editprofile", "/common/Sell"])(
    "%s is private, no-store",
    async (path) => {
      const member = await api.signIn({ label: "no-store" });
      const response = await fetch(api.server.base + path, { headers: { cookie: member.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  it("a listing's page shown to its owner (with the contact details) is private, no-store", async () => {
    const owner = await api.signIn({ label: "owner-no-store" });
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const response = await fetch(`${api.server.base}/view-property5/${listing.id}`, {
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("an e-mail signed up again after its Firebase account was deleted outside the app", () => {
  const PROFILE = { firstName: "Kavya", lastName: "Iyer", phoneNumber: "9876543210", city: "Madurai" };

  async function signUpAndIn(email: string, profile: typeof PROFILE) {
    const idToken = await signUp(email, "Secret@123");
    const signup = await api.call("POST", "/api/v1/accounts", { body: { idToken, ...profile } });
    const uid = JSON.parse(atob(idToken.split(".")[1] ?? "")).user_id as string;
    return { signup, uid };
  }

  it("is a new account: nothing of the deleted one is adopted, and the deleted one's data is erased", async () => {
    const email = uniqueEmail("returning");
    const first = await signUpAndIn(email, PROFILE);
    expect(first.signup.status).toBe(201);
    const listing = await insertListingRow(api.db, { ownerId: first.uid, status: "approved" });
    await col
      .wishlist(api.db, first.uid)
      .doc(listing.id)
      .set({ listingId: listing.id, createdAt: new Date() });
    // Deleted in the Firebase console: the app is not told.
    await api.server.auth.deleteUser(first.uid);

    const again = await signUpAndIn(email, { ...PROFILE, firstName: "Kavitha", phoneNumber: "9123456780" });
    expect(again.signup.status).toBe(201);
    expect(again.uid).not.toBe(first.uid);
    const profile = (await col.users(api.db).doc(again.uid).get()).data();
    expect(profile).toMatchObject({
      email,
      firstName: "Kavitha",
      phoneNumber: "9123456780",
      disabled: false,
    });
    expect((await col.wishlist(api.db, again.uid).get()).size).toBe(0);

    // The deleted account is erased as a deletion in the app would: no personal data, listings out of view.
    const old = (await col.users(api.db).doc(first.uid).get()).data();
    expect(old).toMatchObject({ email: null, firstName: "", phoneNumber: null, disabled: true });
    expect((await col.wishlist(api.db, first.uid).get()).size).toBe(0);
    const oldListing = (await col.listings(api.db).doc(listing.id).get()).data();
    expect(oldListing).toMatchObject({ status: "rejected", ownerId: first.uid });
    const contact = (await col.listingContacts(api.db).doc(listing.id).get()).data();
    expect(contact).toMatchObject({ name: "", phone: "" });
  });
});
