import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { listings, users, wishlistItems } from "#server/db/schema/index.ts";
import { emulatorHost, signUp, uniqueEmail } from "../setup/auth-emulator.ts";
import { insertListing } from "../setup/rows.ts";
import { signedInMember } from "../setup/sessions.ts";
import { startApiTest, type TestServer } from "../setup/test-server.ts";

const PROFILE = { firstName: "Kavya", lastName: "Sundaram", phoneNumber: "9444012345", city: "Madurai" };

describe.skipIf(!emulatorHost)("accounts and profile API", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, server } = await startApiTest());
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.base + path, {
      method,
      headers: { "content-type": "application/json", origin: server.base, ...headers },
      body: JSON.stringify(body),
    });

  const rowByEmail = (email: string) => database.db.query.users.findFirst({ where: eq(users.email, email) });

  const memberCookie = () => signedInMember(server);

  it("stores the sign-up details of a new, not yet verified account", async () => {
    const email = uniqueEmail("signup");
    const idToken = await signUp(email, "Secret@123");
    const response = await send("POST", "/api/v1/accounts", { idToken, ...PROFILE });
    expect(response.status).toBe(201);
    expect(await rowByEmail(email)).toMatchObject(PROFILE);
  });

  it("refuses a bad phone number with the SPEC message and stores nothing", async () => {
    const email = uniqueEmail("badphone");
    const idToken = await signUp(email, "Secret@123");
    const response = await send("POST", "/api/v1/accounts", { idToken, ...PROFILE, phoneNumber: "98765" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors.phoneNumber).toEqual(["Phone number must be exactly 10 digits."]);
    expect(await rowByEmail(email)).toBeUndefined();
  });

  it("keeps the profile to its owner: anonymous requests get 401", async () => {
    expect((await fetch(`${server.base}/api/v1/profile`)).status).toBe(401);
    expect((await send("PUT", "/api/v1/profile", { ...PROFILE, address: "x" })).status).toBe(401);
  });

  it("lets a member read and edit their own profile, but not the e-mail", async () => {
    const { cookie, email } = await memberCookie();
    const update = {
      firstName: "Kavya",
      lastName: "S",
      phoneNumber: "9444099999",
      address: "4 Mill Road, Tiruppur",
    };
    const response = await send(
      "PUT",
      "/api/v1/profile",
      { ...update, email: "other@example.com" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { profile: Record<string, unknown> };
    expect(body.profile).toMatchObject({ ...update, email, plan: null });
  });

  it("refuses an edit that fails the form's rules and changes nothing", async () => {
    const { cookie, email } = await memberCookie();
    const before = await rowByEmail(email);
    const response = await send(
      "PUT",
      "/api/v1/profile",
      { firstName: "", lastName: "<b>", phoneNumber: "12", address: "" },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await rowByEmail(email)).toEqual(before);
  });

  it("refuses a cross-site edit even with a valid session", async () => {
    const { cookie } = await memberCookie();
    const response = await send(
      "PUT",
      "/api/v1/profile",
      { firstName: "A", lastName: "B", phoneNumber: "9444099999", address: "x" },
      { cookie, origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe.skipIf(!emulatorHost)("deleting an account", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, server } = await startApiTest());
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("erases the profile, wishlist and listing contacts, hides the listings and removes the Firebase user", async () => {
    const member = await signedInMember(server, { label: "leaving" });
    const row = (await database.db.query.users.findFirst({ where: eq(users.email, member.email) }))!;
    const listing = await insertListing(database.db, { ownerId: row.id, contactOwnerPhone: "9123456780" });
    await database.db.insert(wishlistItems).values({ userId: row.id, listingId: listing.id });

    const response = await fetch(`${server.base}/api/v1/profile`, {
      method: "DELETE",
      headers: { cookie: member.cookie, origin: server.base },
    });
    expect(response.status).toBe(204);

    const after = await database.db.query.users.findFirst({ where: eq(users.id, row.id) });
    expect(after).toMatchObject({
      email: null,
      firstName: "",
      phoneNumber: null,
      address: null,
      disabled: true,
    });
    const hidden = await database.db.query.listings.findFirst({ where: eq(listings.id, listing.id) });
    expect(hidden).toMatchObject({ status: "rejected", contactOwnerPhone: "", propertyAddress: "" });
    expect(
      await database.db.query.wishlistItems.findMany({ where: eq(wishlistItems.userId, row.id) }),
    ).toEqual([]);
    expect(await server.auth.findUidByEmail(member.email)).toBeNull();
    // The old cookie no longer opens anything.
    expect((await fetch(`${server.base}/api/v1/me`, { headers: { cookie: member.cookie } })).status).toBe(
      401,
    );
  });
});
