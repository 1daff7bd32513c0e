import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import { listings, users } from "../../server/db/schema/index.ts";
import { emulatorHost, projectId, signInWithPassword, uniqueEmail } from "../setup/auth-emulator.ts";
import { createTestDatabase } from "../setup/test-database.ts";
import { startTestServer, type TestServer } from "../setup/test-server.ts";

describe.skipIf(!emulatorHost)("admin API authorisation", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, FIREBASE_PROJECT_ID: projectId });
    server = await startTestServer({ config, db: database.db });
    const [owner] = await database.db
      .insert(users)
      .values({ firebaseUid: "owner-uid", email: uniqueEmail("owner"), firstName: "Arul" })
      .returning();
    const base = {
      ownerId: owner!.id,
      types: "sell" as const,
      propertyName: "Land" as const,
      propertyType: "Agricultural" as const,
      userType: "Owner" as const,
      budget: 1_500_000,
      contactOwnerName: "Arul",
      contactOwnerPhone: "9876543210",
      propertyAddress: "12 Temple Street",
      city: "Salem",
      zipCode: "636001",
    };
    await database.db.insert(listings).values([
      { ...base, status: "pending" },
      { ...base, status: "approved" },
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function sessionCookie(options: { admin: boolean }): Promise<string> {
    const email = uniqueEmail(options.admin ? "admin" : "member");
    const uid = await server.auth.upsertVerifiedUser({
      email,
      password: "Secret@123",
      displayName: "Test Person",
    });
    await server.auth.setAdminClaim(uid, options.admin);
    const idToken = await signInWithPassword(email, "Secret@123");
    const response = await fetch(`${server.base}/api/v1/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ idToken }),
    });
    return response.headers.getSetCookie()[0]!.split(";")[0]!;
  }

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
});
