import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { users } from "#server/db/schema/index.ts";
import { emulatorHost } from "../setup/auth-emulator.ts";
import { insertListing, insertUser } from "../setup/rows.ts";
import { signedInMember } from "../setup/sessions.ts";
import { startApiTest, type TestServer } from "../setup/test-server.ts";

const SALEM_LAND = "/api/v1/listings?types=sell&propertyName=Land&city=Salem";

describe.skipIf(!emulatorHost)("public reads served from memory", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    // As in production, but trusting a read data version for an hour: only this server's own changes
    // (or a version check) can refresh an answer.
    ({ database, server } = await startApiTest({
      publicReadCache: (db) => createPublicReadCache(db, { versionTtlMs: 3_600_000 }),
    }));
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const codesOf = async (response: Response) =>
    ((await response.json()) as { listings: { code: string }[] }).listings.map((l) => l.code).sort();

  it("sends a public answer gzip-compressed with an ETag, and 304 when the client has it", async () => {
    const owner = await insertUser(database.db);
    await insertListing(database.db, { ownerId: owner.id, propertyName: "House", city: "Erode" });
    const url = `${server.base}/api/v1/listings?types=sell&city=Erode`;

    const compressed = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = compressed.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(await codesOf(compressed)).toHaveLength(1);

    // fetch() adds `cache-control: no-cache` to a conditional request unless it carries one itself.
    const again = await fetch(url, {
      headers: { "if-none-match": etag ?? "", "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("shows a change made through this server at once, including older changes made elsewhere", async () => {
    const member = await signedInMember(server, { label: "seller" });
    const memberRow = (await database.db.query.users.findFirst({ where: eq(users.email, member.email) }))!;
    const members = await insertListing(database.db, {
      ownerId: memberRow.id,
      propertyName: "Land",
      city: "Salem",
    });
    const before = await codesOf(await fetch(server.base + SALEM_LAND));
    expect(before).toEqual([members.code]);

    // Another server instance adds a listing: this one keeps its answer until it checks the version.
    const other = await insertUser(database.db);
    const elsewhere = await insertListing(database.db, {
      ownerId: other.id,
      propertyName: "Land",
      city: "Salem",
    });
    expect(await codesOf(await fetch(server.base + SALEM_LAND))).toEqual(before);

    // Deleting the account through this server hides the member's listing: the next read sees both changes.
    const deleted = await fetch(`${server.base}/api/v1/profile`, {
      method: "DELETE",
      headers: { cookie: member.cookie, origin: server.base },
    });
    expect(deleted.status).toBe(204);
    expect(await codesOf(await fetch(server.base + SALEM_LAND))).toEqual([elsewhere.code]);
  });
});
