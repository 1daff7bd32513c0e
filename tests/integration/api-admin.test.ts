import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import { emulatorHost } from "../setup/auth-emulator.ts";
import { insertListing, insertUser } from "../setup/rows.ts";
import { signedInMember } from "../setup/sessions.ts";
import { startApiTest, type TestServer } from "../setup/test-server.ts";

describe.skipIf(!emulatorHost)("admin API authorisation", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, server } = await startApiTest());
    const owner = await insertUser(database.db);
    await insertListing(database.db, { ownerId: owner.id, status: "pending" });
    await insertListing(database.db, { ownerId: owner.id, status: "approved" });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const sessionCookie = async (options: { admin: boolean }) => (await signedInMember(server, options)).cookie;

  const pendingList = (cookie?: string) =>
    fetch(`${server.base}/api/v1/admin/listings?status=pending`, { headers: cookie ? { cookie } : {} });

  it("refuses visitors with 401", async () => {
    expect((await pendingList()).status).toBe(401);
  });

  it("refuses members without the admin claim with 403", async () => {
    const response = await pendingList(await sessionCookie({ admin: false }));
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("9876543210");
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
      expect.objectContaining({ status: "pending", contactOwnerPhone: "9876543210" }),
    ]);
  });

  it("validates the status", async () => {
    const response = await fetch(`${server.base}/api/v1/admin/listings?status=deleted`, {
      headers: { cookie: await sessionCookie({ admin: true }) },
    });
    expect(response.status).toBe(400);
  });

  it("gives admins the Contact-page inbox, newest first, and nobody else", async () => {
    const sent = { surname: "Raman", phone: "9876543210", email: "meena@example.com" };
    await database.db.insert(contactMessages).values([
      { ...sent, name: "Older", message: "First", createdAt: new Date("2026-01-01T00:00:00Z") },
      { ...sent, name: "Newer", message: "Second", createdAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const inbox = (cookie?: string, query = "") =>
      fetch(`${server.base}/api/v1/admin/contact-messages${query}`, { headers: cookie ? { cookie } : {} });
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
