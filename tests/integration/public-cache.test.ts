import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicData } from "#server/modules/search/sync.ts";
import { createUser, insertListingRow } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

const SALEM_LAND = "/api/v1/listings?types=sell&propertyName=Land&city=Salem";

describe("public reads served from memory", () => {
  let api: ApiTest;

  beforeAll(async () => {
    // As in production, but trusting a check of the change log for an hour: only this server's own changes can
    // refresh an answer.
    api = await apiTest({ publicData: (db) => createPublicData(db, { checkIntervalMs: 3_600_000 }) });
  });

  afterAll(async () => {
    await api?.close();
  });

  const codesOf = async (response: Response) =>
    ((await response.json()) as { listings: { code: string }[] }).listings.map((l) => l.code).sort();

  it("sends a public answer gzip-compressed with an ETag, and 304 when the client has it", async () => {
    const owner = await createUser(api.db);
    await insertListingRow(api.db, { ownerId: owner.uid, propertyName: "House", city: "Erode" });
    const url = `${api.server.base}/api/v1/listings?types=sell&city=Erode`;

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

  it("answers a repeated public read as the first time: same body, same headers, security headers included", async () => {
    const url = `${api.server.base}/api/v1/listings/newest?types=rent&limit=3`;
    const first = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const repeated = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    // Framing aside (the repeat is sent whole, with its length): the request's own id and time differ.
    const own = new Set(["date", "x-request-id", "content-length", "transfer-encoding"]);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
    expect(repeated!.status).toBe(200);
    expect(headersOf(repeated!)).toEqual(headersOf(first!));
    expect(repeated!.headers.get("vary")).toMatch(/Accept-Language/i);
    for (const name of ["content-security-policy", "x-content-type-options", "permissions-policy"])
      expect(repeated!.headers.get(name), name).toBeTruthy();
    expect(await repeated!.text()).toBe(await first!.text());
  });

  it("shows a change made through this server at once, including older changes made elsewhere", async () => {
    // Signing in is a request that may change data: the server checks the change log on its next read.
    const member = await api.signIn({ label: "seller" });
    expect(await codesOf(await api.call("GET", SALEM_LAND))).toEqual([]);
    // The listings below are added as another server instance would, without telling this one.
    await insertListingRow(api.db, { ownerId: member.uid, propertyName: "Land", city: "Salem" });
    const other = await createUser(api.db);
    const elsewhere = await insertListingRow(api.db, {
      ownerId: other.uid,
      propertyName: "Land",
      city: "Salem",
    });
    // This server keeps its answer until it checks the change log again.
    expect(await codesOf(await api.call("GET", SALEM_LAND))).toEqual([]);

    // Deleting the account through this server hides the member's listing: the next read sees both changes.
    const deleted = await api.call("DELETE", "/api/v1/profile", { cookie: member.cookie });
    expect(deleted.status).toBe(204);
    expect(await codesOf(await api.call("GET", SALEM_LAND))).toEqual([elsewhere.code]);
  });
});
