// Pages shared by every visitor without an account are kept once rendered and sent again ahead of the middleware
// they do not need (server/http/public-answers.ts, issue 31): as the first time, security headers and all; never
// to a request that carries a session cookie, nor to one whose address is not one; and not after public data
// changed.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWN_PAGE_CACHE, SHARED_PAGE_CACHE } from "#server/http/pages.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { createUser, insertListingRow } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

const GZIP = { "accept-encoding": "gzip" };

describe("shared pages sent again from memory", () => {
  let api: ApiTest;

  beforeAll(async () => {
    // As in production, but trusting a check of the change log for an hour: only this server's own changes can
    // refresh a page.
    api = await apiTest({
      pages: true,
      publicData: (db) => createPublicData(db, { checkIntervalMs: 3_600_000 }),
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  const page = (path: string, headers: Record<string, string> = GZIP) =>
    fetch(api.server.base + path, { headers });

  it("sends a repeated page as the first time: same body, same headers, security headers included", async () => {
    const owner = await createUser(api.db);
    const listing = await insertListingRow(api.db, {
      ownerId: owner.uid,
      propertyName: "House",
      city: "Erode",
    });
    const path = "/propertylisting?types=Sell&city=Erode";
    const first = await page(path);
    const repeated = await page(path);
    // Framing aside (the repeat is sent whole, with its length): the request's own id and time differ.
    const own = new Set(["date", "x-request-id", "content-length", "transfer-encoding"]);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
    expect(first.status).toBe(200);
    expect(repeated.status).toBe(200);
    expect(headersOf(repeated)).toEqual(headersOf(first));
    expect(repeated.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    expect(repeated.headers.get("content-encoding")).toBe("gzip");
    expect(repeated.headers.get("content-length")).toMatch(/^\d+$/);
    for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy"])
      expect(repeated.headers.get(name), name).toBeTruthy();
    const html = await repeated.text();
    expect(html).toBe(await first.text());
    expect(html).toContain(listing.code);
    // A client that takes no gzip gets the same page plain.
    const plain = await page(path, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("never sends the kept copy to a request with a session cookie, readable or not", async () => {
    const path = "/propertylisting?types=Rent";
    expect((await page(path)).headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    expect((await page(path)).headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);

    const member = await api.signIn({ label: "shared-page" });
    const own = await page(path, { ...GZIP, cookie: member.cookie });
    expect(own.headers.get("cache-control")).toBe(OWN_PAGE_CACHE);
    expect(await own.text()).toMatch(/Your profile/);

    // An unreadable session is ended, as on any other page: the session middleware ran.
    const unreadable = await page(path, { ...GZIP, cookie: "__session=%E0%A4" });
    expect(unreadable.headers.get("set-cookie")).toMatch(/^__session=;/);
  });

  it("refuses an address that is not one, though the page is kept", async () => {
    const path = "/propertylisting?types=Lease";
    await page(path);
    expect((await page(path)).status).toBe(200);
    const { port } = new URL(api.server.base);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path, headers: { host: "user@127.0.0.1" } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(400);
  });

  it("shows a change made through this server on the next visit, including older changes made elsewhere", async () => {
    const path = "/propertylisting?types=Sell&city=Salem";
    const before = await (await page(path)).text();
    expect(await (await page(path)).text()).toBe(before);
    // Added as another server instance would, without telling this one: the kept page stays.
    const other = await createUser(api.db);
    const elsewhere = await insertListingRow(api.db, {
      ownerId: other.uid,
      propertyName: "Land",
      city: "Salem",
    });
    expect(await (await page(path)).text()).not.toContain(elsewhere.code);
    // Signing in is a request that may change data: the server checks the change log before its next answer.
    await api.signIn({ label: "shared-page-change" });
    expect(await (await page(path)).text()).toContain(elsewhere.code);
  });
});
