import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { createUser, insertListingRow } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

describe("admin API authorisation", () => {
  let api: ApiTest;
  let pendingPhone: string;

  beforeAll(async () => {
    api = await apiTest();
    const owner = await createUser(api.db);
    pendingPhone = (await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" })).contact.phone;
    await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
  });

  afterAll(async () => {
    await api?.close();
  });

  const sessionCookie = async (options: { admin: boolean }) => (await api.signIn(options)).cookie;
  const pendingList = (cookie?: string) =>
    api.call("GET", "/api/v1/admin/listings?status=pending", { cookie });

  it("refuses visitors with 401", async () => {
    expect((await pendingList()).status).toBe(401);
  });

  it("refuses members without the admin claim with 403", async () => {
    const response = await pendingList(await sessionCookie({ admin: false }));
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(pendingPhone);
  });

  it("gives admins the pending queue, with the owner's contact", async () => {
    const response = await pendingList(await sessionCookie({ admin: true }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      total: number;
      listings: Array<{ status: string; contactOwnerPhone: string }>;
    };
    expect(body.total).toBe(1);
    expect(body.listings).toEqual([
      expect.objectContaining({ status: "pending", contactOwnerPhone: pendingPhone }),
    ]);
  });

  it("validates the status", async () => {
    const response = await api.call("GET", "/api/v1/admin/listings?status=deleted", {
      cookie: await sessionCookie({ admin: true }),
    });
    expect(response.status).toBe(400);
  });

  it("gives admins the Contact-page inbox, newest first, and nobody else", async () => {
    const sent = {
      surname: "Raman",
      phone: "9876543210",
      email: "meena@example.com",
      userId: null,
      handledAt: null,
    };
    await col
      .contactMessages(api.db)
      .doc()
      .set({
        ...sent,
        name: "Older",
        message: "First",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      });
    await col
      .contactMessages(api.db)
      .doc()
      .set({
        ...sent,
        name: "Newer",
        message: "Second",
        createdAt: new Date("2026-02-01T00:00:00Z"),
      });
    const inbox = (cookie?: string, query = "") =>
      api.call("GET", `/api/v1/admin/contact-messages${query}`, { cookie });
    expect((await inbox()).status).toBe(401);
    const member = await inbox(await sessionCookie({ admin: false }));
    expect(member.status).toBe(403);
    expect(await member.text()).not.toContain("meena@example.com");

    const response = await inbox(await sessionCookie({ admin: true }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      total: number;
      messages: Array<{ name: string; email: string }>;
    };
    expect(body.total).toBe(2);
    expect(body.messages.map((m) => m.name)).toEqual(["Newer", "Older"]);
    expect((await inbox(await sessionCookie({ admin: true }), "?page=0")).status).toBe(400);
  });
});
