import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { eraseMemberData } from "#server/modules/accounts/erasure.ts";
import { mediaKeys } from "#server/modules/media/uploads.ts";
import { insertUploads, sellForm } from "#tests/support/factories/listing-writes.ts";
import { expectKeptCountsToMatchListings, startKeptCounts } from "#tests/support/list-counts.ts";
import { signUp, uniqueEmail } from "../support/auth-emulator.ts";
import { insertListingRow } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

const PROFILE = { firstName: "Kavya", lastName: "Sundaram", phoneNumber: "9444012345", city: "Madurai" };

describe("accounts and profile API", () => {
  let api: ApiTest;

  beforeAll(async () => {
    api = await apiTest();
  });

  afterAll(async () => {
    await api?.close();
  });

  const userByEmail = async (email: string) =>
    (await col.users(api.db).where("email", "==", email).get()).docs[0]?.data();

  it("stores the sign-up details of a new, not yet verified account", async () => {
    const email = uniqueEmail("signup");
    const idToken = await signUp(email, "Secret@123");
    const response = await api.call("POST", "/api/v1/accounts", { body: { idToken, ...PROFILE } });
    expect(response.status).toBe(201);
    expect(await userByEmail(email)).toMatchObject(PROFILE);
  });

  it("remembers the sign-up page's language for the member's e-mails, and refuses another", async () => {
    const email = uniqueEmail("signup-ta");
    const idToken = await signUp(email, "Secret@123");
    const refused = await api.call("POST", "/api/v1/accounts", {
      body: { idToken, ...PROFILE, locale: "fr" },
    });
    expect(refused.status).toBe(400);
    expect(await userByEmail(email)).toBeUndefined();
    const response = await api.call("POST", "/api/v1/accounts", {
      body: { idToken, ...PROFILE, locale: "ta" },
    });
    expect(response.status).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ ...PROFILE, locale: "ta" });
  });

  it("refuses a bad phone number with the SPEC message and stores nothing", async () => {
    const email = uniqueEmail("badphone");
    const idToken = await signUp(email, "Secret@123");
    const response = await api.call("POST", "/api/v1/accounts", {
      body: { idToken, ...PROFILE, phoneNumber: "98765" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors.phoneNumber).toEqual(["Phone number must be exactly 10 digits."]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("keeps the profile to its owner: anonymous requests get 401", async () => {
    expect((await api.call("GET", "/api/v1/profile")).status).toBe(401);
    expect((await api.call("PUT", "/api/v1/profile", { body: { ...PROFILE, address: "x" } })).status).toBe(
      401,
    );
  });

  it("lets a member read and edit their own profile, but not the e-mail", async () => {
    const { cookie, email } = await api.signIn();
    const update = {
      firstName: "Kavya",
      lastName: "S",
      phoneNumber: "9444099999",
      address: "4 Mill Road, Tiruppur",
    };
    const response = await api.call("PUT", "/api/v1/profile", {
      cookie,
      body: { ...update, email: "other@example.com" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { profile: Record<string, unknown> };
    expect(body.profile).toMatchObject({ ...update, email, plan: null });
  });

  it("refuses an edit that fails the form's rules and changes nothing", async () => {
    const { cookie, email } = await api.signIn();
    const before = await userByEmail(email);
    const response = await api.call("PUT", "/api/v1/profile", {
      cookie,
      body: { firstName: "", lastName: "<b>", phoneNumber: "12", address: "" },
    });
    expect(response.status).toBe(400);
    expect(await userByEmail(email)).toEqual(before);
  });

  it("refuses control characters and broken text in sign-up and profile fields with 400, storing nothing", async () => {
    const email = uniqueEmail("nul");
    const idToken = await signUp(email, "Secret@123");
    const signup = await api.call("POST", "/api/v1/accounts", {
      body: { idToken, ...PROFILE, firstName: "Kav\u0000ya" },
    });
    expect(signup.status).toBe(400);
    const signupBody = (await signup.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(signupBody.error.fieldErrors.firstName).toEqual([
      "First name may not contain control characters.",
    ]);
    expect(await userByEmail(email)).toBeUndefined();

    const member = await api.signIn();
    const before = await userByEmail(member.email);
    for (const address of ["4 Mill Road\u0000", "4 Mill Road \uD800"]) {
      const edit = await api.call("PUT", "/api/v1/profile", {
        cookie: member.cookie,
        body: { firstName: "Kavya", lastName: "S", phoneNumber: "9444099999", address },
      });
      expect(edit.status, JSON.stringify(address)).toBe(400);
    }
    expect(await userByEmail(member.email)).toEqual(before);
  });

  it("refuses a cross-site edit even with a valid session", async () => {
    const { cookie } = await api.signIn();
    const response = await api.call("PUT", "/api/v1/profile", {
      cookie,
      origin: "https://evil.example",
      body: { firstName: "A", lastName: "B", phoneNumber: "9444099999", address: "x" },
    });
    expect(response.status).toBe(403);
  });
});

describe("deleting an account", () => {
  let api: ApiTest;

  beforeAll(async () => {
    api = await apiTest();
  });

  afterAll(async () => {
    await api?.close();
  });

  it("erases the profile, wishlist and listing contacts, hides the listings and removes the Firebase user", async () => {
    const member = await api.signIn({ label: "leaving" });
    const listing = await insertListingRow(api.db, { ownerId: member.uid });
    await insertListingRow(api.db, { ownerId: member.uid, status: "pending", types: "rent" });
    await startKeptCounts(api.db);
    await col
      .wishlist(api.db, member.uid)
      .doc(listing.id)
      .set({ listingId: listing.id, createdAt: new Date() });

    const response = await api.call("DELETE", "/api/v1/profile", { cookie: member.cookie });
    expect(response.status).toBe(204);

    const after = (await col.users(api.db).doc(member.uid).get()).data();
    expect(after).toMatchObject({
      email: null,
      firstName: "",
      phoneNumber: null,
      address: null,
      disabled: true,
    });
    expect((await col.listings(api.db).doc(listing.id).get()).data()).toMatchObject({ status: "rejected" });
    await expectKeptCountsToMatchListings(api.db);
    expect((await col.listingContacts(api.db).doc(listing.id).get()).data()).toMatchObject({
      name: "",
      phone: "",
      address: "",
    });
    expect((await col.wishlist(api.db, member.uid).get()).empty).toBe(true);
    expect(await api.server.auth.findUidByEmail(member.email)).toBeNull();
    // The old cookie no longer opens anything.
    expect((await api.call("GET", "/api/v1/me", { cookie: member.cookie })).status).toBe(401);
  });

  /** Where the member's id still appears, per root collection (a document's id, or anywhere in its fields). */
  async function collectionsHolding(uid: string): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const collection of await api.db.listCollections()) {
      const docs = await collection.get();
      for (const doc of docs.docs) {
        const fields = JSON.stringify(doc.data());
        if (doc.id === uid || fields.includes(uid))
          found[collection.id] = [...(found[collection.id] ?? []), doc.id];
      }
    }
    return found;
  }

  it("leaves nothing of the member but what records must keep, and no file of their listings or uploads", async () => {
    const member = await api.signIn({ label: "erased" });
    // A listing with two photos, approved (its files public), and an upload no listing took.
    const uploads = await insertUploads(api.db, {
      ownerId: member.uid,
      count: 3,
      storage: api.server.storage,
    });
    const created = await api.call("POST", "/api/v1/listings", {
      cookie: member.cookie,
      body: { ...sellForm(), uploadIds: [uploads[0]!.id, uploads[1]!.id] },
    });
    expect(created.status).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string } };
    const admin = await api.signIn({ admin: true, label: "erasure-admin" });
    const approved = await api.call("POST", `/api/v1/admin/listings/${listing.id}/approve`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(approved.status).toBe(200);
    const stored = (await col.listings(api.db).doc(listing.id).get()).data()!;
    const files = [...mediaKeys(stored.media), uploads[2]!.key!];
    expect(files.map((key) => api.server.fileOf(key) !== null)).toEqual(files.map(() => true));
    // A saved search with the member's own words in its name.
    await col.savedSearches(api.db).doc().set({
      userId: member.uid,
      name: "Near my mother's house in Tallakulam",
      query: "city=Madurai",
      alerts: true,
      seen: {},
      checkedOn: "",
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await col
      .wishlist(api.db, member.uid)
      .doc(listing.id)
      .set({ listingId: listing.id, createdAt: new Date() });

    expect((await api.call("DELETE", "/api/v1/profile", { cookie: member.cookie })).status).toBe(204);

    for (const key of files) expect(api.server.fileOf(key), key).toBeNull();
    // What is left: the emptied, disabled user document (payments point at it), the listing kept as rejected for
    // the admin's records without its media or contact details, and the audit log.
    expect(await collectionsHolding(member.uid)).toEqual({
      auditLog: expect.any(Array),
      listingContacts: [listing.id],
      listings: [listing.id],
      users: [member.uid],
    });
    expect((await col.listings(api.db).doc(listing.id).get()).data()).toMatchObject({
      status: "rejected",
      media: [],
      photoBands: [],
    });
    expect((await col.savedSearches(api.db).where("userId", "==", member.uid).get()).empty).toBe(true);
    expect((await col.uploads(api.db).where("ownerId", "==", member.uid).get()).empty).toBe(true);
    expect((await col.wishlist(api.db, member.uid).get()).empty).toBe(true);

    // Erasing again (a retry after a failure part-way) finds nothing more to do and fails on nothing.
    await eraseMemberData(api.db, {
      userId: member.uid,
      storage: api.server.storage,
      listingReason: "The owner deleted their account.",
      audit: { actorId: member.uid, action: "account.delete" },
    });
    expect(Object.keys(await collectionsHolding(member.uid)).sort()).toEqual([
      "auditLog",
      "listingContacts",
      "listings",
      "users",
    ]);
  });
});
