import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { listings, users } from "#server/db/schema/index.ts";
import { listWishlistedIds } from "#server/modules/wishlist/service.ts";
import { emulatorHost } from "../setup/auth-emulator.ts";
import { insertListing, insertUser } from "../setup/rows.ts";
import { signedInMember } from "../setup/sessions.ts";
import { startApiTest, type TestServer } from "../setup/test-server.ts";

describe.skipIf(!emulatorHost)("wishlist API", () => {
  let database: Database;
  let server: TestServer;
  let approved: string;
  let another: string;
  let pending: string;

  beforeAll(async () => {
    ({ database, server } = await startApiTest());
    const owner = await insertUser(database.db);
    approved = (await insertListing(database.db, { ownerId: owner.id, city: "Erode" })).id;
    another = (await insertListing(database.db, { ownerId: owner.id, city: "Karur" })).id;
    pending = (await insertListing(database.db, { ownerId: owner.id, status: "pending" })).id;
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const call = (method: string, path: string, cookie?: string, body?: unknown, origin?: string) =>
    fetch(server.base + path, {
      method,
      headers: {
        "content-type": "application/json",
        origin: origin ?? server.base,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const wishlistIds = async (cookie: string) =>
    (
      (await (await call("GET", "/api/v1/wishlist", cookie)).json()) as { listings: Array<{ id: string }> }
    ).listings.map((l) => l.id);

  it("refuses visitors with 401", async () => {
    expect((await call("GET", "/api/v1/wishlist")).status).toBe(401);
    expect((await call("PUT", `/api/v1/wishlist/${approved}`)).status).toBe(401);
    expect((await call("POST", "/api/v1/wishlist/merge", undefined, { listingIds: [] })).status).toBe(401);
  });

  it("adds and removes, idempotently, and keeps each member's list their own", async () => {
    const meena = await signedInMember(server);
    const ravi = await signedInMember(server);
    expect((await call("PUT", `/api/v1/wishlist/${approved}`, meena.cookie)).status).toBe(200);
    expect((await call("PUT", `/api/v1/wishlist/${approved}`, meena.cookie)).status).toBe(200);
    expect(await wishlistIds(meena.cookie)).toEqual([approved]);
    expect(await wishlistIds(ravi.cookie)).toEqual([]);
    expect((await call("DELETE", `/api/v1/wishlist/${approved}`, ravi.cookie)).status).toBe(200);
    expect(await wishlistIds(meena.cookie)).toEqual([approved]);
    expect((await call("DELETE", `/api/v1/wishlist/${approved}`, meena.cookie)).status).toBe(200);
    expect(await wishlistIds(meena.cookie)).toEqual([]);
  });

  it("refuses listings that are not public, and ids that are not ids", async () => {
    const member = await signedInMember(server);
    expect((await call("PUT", `/api/v1/wishlist/${pending}`, member.cookie)).status).toBe(404);
    expect((await call("PUT", "/api/v1/wishlist/not-an-id", member.cookie)).status).toBe(400);
    expect(await wishlistIds(member.cookie)).toEqual([]);
  });

  it("hides a listing that stops being public, and shows it again when approved", async () => {
    const member = await signedInMember(server);
    await call("PUT", `/api/v1/wishlist/${another}`, member.cookie);
    await database.db.update(listings).set({ status: "rejected" }).where(eq(listings.id, another));
    expect(await wishlistIds(member.cookie)).toEqual([]);
    await database.db.update(listings).set({ status: "approved" }).where(eq(listings.id, another));
    expect(await wishlistIds(member.cookie)).toEqual([another]);
  });

  it("merges a guest's local list, skipping unknown and pending listings", async () => {
    const member = await signedInMember(server);
    await call("PUT", `/api/v1/wishlist/${approved}`, member.cookie);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const response = await call("POST", "/api/v1/wishlist/merge", member.cookie, {
      listingIds: [approved, another, pending, unknown],
    });
    expect(response.status).toBe(200);
    expect((await wishlistIds(member.cookie)).sort()).toEqual([approved, another].sort());
  });

  it("gives the hearts on cards the public listings only, newest wish first", async () => {
    const member = await signedInMember(server);
    await call("PUT", `/api/v1/wishlist/${another}`, member.cookie);
    await call("PUT", `/api/v1/wishlist/${approved}`, member.cookie);
    const row = await database.db.query.users.findFirst({ where: eq(users.firebaseUid, member.uid) });
    expect(await listWishlistedIds(database.db, row!.id)).toEqual([approved, another]);
    await database.db.update(listings).set({ status: "pending" }).where(eq(listings.id, approved));
    expect(await listWishlistedIds(database.db, row!.id)).toEqual([another]);
    await database.db.update(listings).set({ status: "approved" }).where(eq(listings.id, approved));
  });

  it("refuses a change from another site", async () => {
    const member = await signedInMember(server);
    const response = await call(
      "PUT",
      `/api/v1/wishlist/${approved}`,
      member.cookie,
      undefined,
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(await wishlistIds(member.cookie)).toEqual([]);
  });
});
