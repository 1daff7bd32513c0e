import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, insertListingRow, updateListing } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

describe("wishlist API", () => {
  let api: ApiTest;
  let approved: string;
  let another: string;
  let pending: string;

  beforeAll(async () => {
    api = await apiTest();
    const owner = await createUser(api.db);
    approved = (await insertListingRow(api.db, { ownerId: owner.uid, city: "Erode" })).id;
    another = (await insertListingRow(api.db, { ownerId: owner.uid, city: "Karur" })).id;
    pending = (await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" })).id;
  });

  afterAll(async () => {
    await api?.close();
  });

  const wishlistIds = async (cookie: string) =>
    (
      (await (await api.call("GET", "/api/v1/wishlist", { cookie })).json()) as {
        listings: Array<{ id: string }>;
      }
    ).listings.map((l) => l.id);

  it("refuses visitors with 401", async () => {
    expect((await api.call("GET", "/api/v1/wishlist")).status).toBe(401);
    expect((await api.call("PUT", `/api/v1/wishlist/${approved}`)).status).toBe(401);
    expect((await api.call("POST", "/api/v1/wishlist/merge", { body: { listingIds: [] } })).status).toBe(401);
  });

  it("adds and removes, idempotently, and keeps each member's list their own", async () => {
    const meena = await api.signIn();
    const ravi = await api.signIn();
    expect((await api.call("PUT", `/api/v1/wishlist/${approved}`, { cookie: meena.cookie })).status).toBe(
      200,
    );
    expect((await api.call("PUT", `/api/v1/wishlist/${approved}`, { cookie: meena.cookie })).status).toBe(
      200,
    );
    expect(await wishlistIds(meena.cookie)).toEqual([approved]);
    expect(await wishlistIds(ravi.cookie)).toEqual([]);
    expect((await api.call("DELETE", `/api/v1/wishlist/${approved}`, { cookie: ravi.cookie })).status).toBe(
      200,
    );
    expect(await wishlistIds(meena.cookie)).toEqual([approved]);
    expect((await api.call("DELETE", `/api/v1/wishlist/${approved}`, { cookie: meena.cookie })).status).toBe(
      200,
    );
    expect(await wishlistIds(meena.cookie)).toEqual([]);
  });

  it("refuses listings that are not public, and ids that are not ids", async () => {
    const member = await api.signIn();
    expect((await api.call("PUT", `/api/v1/wishlist/${pending}`, { cookie: member.cookie })).status).toBe(
      404,
    );
    expect((await api.call("PUT", "/api/v1/wishlist/not-an-id", { cookie: member.cookie })).status).toBe(400);
    expect(await wishlistIds(member.cookie)).toEqual([]);
  });

  it("hides a listing that stops being public, and shows it again when approved", async () => {
    const member = await api.signIn();
    await api.call("PUT", `/api/v1/wishlist/${another}`, { cookie: member.cookie });
    await updateListing(api.db, { listingId: another, status: "rejected" });
    expect(await wishlistIds(member.cookie)).toEqual([]);
    await updateListing(api.db, { listingId: another, status: "approved" });
    expect(await wishlistIds(member.cookie)).toEqual([another]);
  });

  it("merges a guest's local list, skipping unknown and pending listings", async () => {
    const member = await api.signIn();
    await api.call("PUT", `/api/v1/wishlist/${approved}`, { cookie: member.cookie });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const response = await api.call("POST", "/api/v1/wishlist/merge", {
      cookie: member.cookie,
      body: { listingIds: [approved, another, pending, unknown] },
    });
    expect(response.status).toBe(200);
    expect((await wishlistIds(member.cookie)).sort()).toEqual([approved, another].sort());
  });

  it("lists public listings only, newest wish first", async () => {
    const member = await api.signIn();
    await api.call("PUT", `/api/v1/wishlist/${another}`, { cookie: member.cookie });
    await api.call("PUT", `/api/v1/wishlist/${approved}`, { cookie: member.cookie });
    expect(await wishlistIds(member.cookie)).toEqual([approved, another]);
    await updateListing(api.db, { listingId: approved, status: "pending" });
    expect(await wishlistIds(member.cookie)).toEqual([another]);
    await updateListing(api.db, { listingId: approved, status: "approved" });
  });

  it("refuses a change from another site", async () => {
    const member = await api.signIn();
    const response = await api.call("PUT", `/api/v1/wishlist/${approved}`, {
      cookie: member.cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(await wishlistIds(member.cookie)).toEqual([]);
  });
});
