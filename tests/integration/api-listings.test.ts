import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { createApiRouter } from "#server/http/api.ts";
import { LEGACY_CALLS } from "#server/http/openapi/legacy.ts";
import { listMountedRoutes } from "#server/http/openapi/routes.ts";
import { createPublicAnswers } from "#server/http/public-answers.ts";
import { createPublicReads } from "#server/modules/public/reads.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { createUser, insertListings, insertMedia, type TestListing } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

interface Card {
  id: string;
  budget: number;
  city: string;
}
interface SearchBody {
  listings: Card[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

describe("public listings API", () => {
  let api: ApiTest;
  let rows: TestListing[];
  let salem: TestListing;
  let erode: TestListing;
  let dear: TestListing;
  let pending: TestListing;
  let rejected: TestListing;

  beforeAll(async () => {
    api = await apiTest();
    const owner = await createUser(api.db);
    rows = await insertListings(api.db, [
      { ownerId: owner.uid, city: "Salem", numberOfRooms: "2 BHK", budget: 5_000_000 },
      {
        ownerId: owner.uid,
        city: "Erode",
        numberOfRooms: "2 BHK",
        budget: 4_000_000,
        tnreraNumber: "TN/29/Building/0062/2020",
        roadWidthFt: 23,
      },
      {
        ownerId: owner.uid,
        city: "Salem",
        numberOfRooms: "2 BHK",
        budget: 9_500_000,
        dtcpCmdaApprovalNumber: "DTCP No. 123/2019",
        roadWidthFt: 40,
        cornerPlot: true,
        roadSide: "East",
      },
      { ownerId: owner.uid, city: "Salem", numberOfRooms: "3+ BHK", budget: 6_000_000 },
      { ownerId: owner.uid, city: "Salem", numberOfRooms: "2 BHK", budget: 4_500_000, status: "pending" },
      { ownerId: owner.uid, city: "Erode", numberOfRooms: "2 BHK", budget: 3_000_000, status: "rejected" },
      { ownerId: owner.uid, city: "Coimbatore", propertyName: "Land", numberOfRooms: null, types: "rent" },
    ]);
    [salem, erode, dear, , pending, rejected] = rows as [
      TestListing,
      TestListing,
      TestListing,
      TestListing,
      TestListing,
      TestListing,
    ];
    await insertMedia(api.db, { listingId: salem.id, count: 2 });
  });

  afterAll(async () => {
    await api?.close();
  });

  const get = (path: string) => fetch(api.server.base + path);

  it("GET /listings filters, sorts and pages in one answer, cacheable for a minute", async () => {
    const response = await get(
      "/api/v1/listings?types=Sell&city=Salem&city=Erode&rooms=2%20BHK&max=8000000&sort=price-asc",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as SearchBody;
    expect(body.listings.map((l) => l.id)).toEqual([erode.id, salem.id]);
    expect(body).toMatchObject({ total: 2, totalCapped: false, page: 1, pageCount: 1, pageSize: 24 });
  });

  it("GET /listings accepts the old spellings (Sell, any case) and defaults to every type", async () => {
    const all = (await (await get("/api/v1/listings")).json()) as SearchBody;
    expect(all.total).toBe(5);
    const rent = (await (await get("/api/v1/listings?types=RENT&propertyName=land")).json()) as SearchBody;
    expect(rent.listings.map((l) => l.city)).toEqual(["Coimbatore"]);
  });

  it.each([
    ["types=Mortgage", "types"],
    ["min=900&max=100", "min"],
    ["min=abc", "min"],
    ["max=-1", "max"],
    ["page=999999", "page"],
    ["page=0", "page"],
    ["city=Bengaluru", "city"],
    ["rooms=7%20BHK", "rooms"],
    ["sort=cheapest", "sort"],
    [`q=${"x".repeat(101)}`, "q"],
    ["approvedLayout=1", "approvedLayout"],
    ["tnrera=no", "tnrera"],
    ["minRoadWidth=0", "minRoadWidth"],
    ["minRoadWidth=wide", "minRoadWidth"],
  ])("GET /listings?%s is a 400 with field errors on %s", async (query, field) => {
    const response = await get(`/api/v1/listings?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("bad_request");
    expect(Object.keys(body.error.fieldErrors ?? {})).toEqual([field]);
  });

  it("GET /listings filters by approved layout, TNRERA and road width; cards and the detail carry them", async () => {
    const ids = async (query: string) =>
      ((await (await get(`/api/v1/listings?${query}`)).json()) as SearchBody).listings.map((l) => l.id);
    expect(await ids("approvedLayout=yes")).toEqual([dear.id]);
    expect(await ids("tnrera=yes")).toEqual([erode.id]);
    expect(new Set(await ids("minRoadWidth=20"))).toEqual(new Set([erode.id, dear.id]));
    expect(await ids("minRoadWidth=24")).toEqual([dear.id]);
    expect(await ids("minRoadWidth=20&approvedLayout=yes&city=Erode")).toEqual([]);
    const cards = (
      (await (await get("/api/v1/listings?minRoadWidth=20&sort=price-asc")).json()) as {
        listings: Array<Card & { approvals: unknown }>;
      }
    ).listings;
    expect(cards.map((card) => card.approvals)).toEqual([
      { layout: null, tnrera: true },
      { layout: "DTCP", tnrera: false },
    ]);
    const detail = (await (await get(`/api/v1/listings/${dear.id}`)).json()) as { listing: unknown };
    expect(detail.listing).toMatchObject({
      titleDocuments: { dtcpCmdaApprovalNumber: "DTCP No. 123/2019" },
      road: { widthFt: 40, cornerPlot: true, side: "East" },
      approvals: { layout: "DTCP", tnrera: false },
    });
  });

  it("says the SPEC's budget message for min above max", async () => {
    const body = (await (await get("/api/v1/listings?min=900&max=100")).json()) as ErrorBody;
    expect(body.error.message).toBe("Min price cannot be greater than Max price!");
    expect(body.error.fieldErrors?.min).toEqual(["Min price cannot be greater than Max price!"]);
  });

  it("never sends the owner's contact details from public reads", async () => {
    const phones = rows.map((r) => r.contact.phone);
    for (const path of [
      "/api/v1/listings",
      "/api/v1/listings?q=salem",
      `/api/v1/listings/${salem.id}`,
      `/api/v1/listings/${salem.id}/similar`,
      "/api/v1/listings/newest?types=sell",
      "/api/v1/suggestions?q=sa",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      for (const phone of phones) expect(text, path).not.toContain(phone);
      expect(text, path).not.toContain("Temple Street");
      expect(text, path).not.toContain("contactOwner");
    }
  });

  it("GET /listings/:id answers the public detail; pending, rejected, unknown and malformed ids are 404", async () => {
    const response = await get(`/api/v1/listings/${salem.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const { listing } = (await response.json()) as {
      listing: {
        id: string;
        contact: unknown;
        media: unknown[];
        pricePerCentRupees: number;
        isOwner: boolean;
      };
    };
    expect(listing).toMatchObject({ id: salem.id, contact: null, isOwner: false });
    expect(listing.media).toHaveLength(2);
    expect(listing.pricePerCentRupees).toBeGreaterThan(0);
    for (const id of [pending.id, rejected.id, "00000000-0000-4000-8000-000000000000", "abc", "1;drop"]) {
      const missing = await get(`/api/v1/listings/${id}`);
      expect(missing.status, id).toBe(404);
      expect(((await missing.json()) as ErrorBody).error.code).toBe("not_found");
    }
  });

  it("GET /listings/:id/similar lists alike listings, never itself; 404 for a hidden listing", async () => {
    const body = (await (await get(`/api/v1/listings/${salem.id}/similar?limit=5`)).json()) as {
      listings: Card[];
    };
    const similar = body.listings.map((l) => l.id);
    expect(similar).not.toContain(salem.id);
    expect(similar).toContain(dear.id);
    expect(similar).toContain(erode.id);
    expect(similar).not.toContain(pending.id);
    expect((await get(`/api/v1/listings/${pending.id}/similar`)).status).toBe(404);
    expect((await get(`/api/v1/listings/${salem.id}/similar?limit=500`)).status).toBe(400);
  });

  it("GET /suggestions, /counts and /cities", async () => {
    const suggestions = (await (await get("/api/v1/suggestions?q=coim")).json()) as {
      suggestions: unknown[];
    };
    expect(suggestions.suggestions).toEqual([{ propertyName: "Land", city: "Coimbatore" }]);
    const typo = (await (await get("/api/v1/suggestions?q=erod")).json()) as { suggestions: unknown[] };
    expect(typo.suggestions).toEqual([{ propertyName: "House", city: "Erode" }]);
    expect(
      ((await (await get("/api/v1/suggestions")).json()) as { suggestions: unknown[] }).suggestions,
    ).toEqual([]);
    expect((await get(`/api/v1/suggestions?q=${"x".repeat(101)}`)).status).toBe(400);
    // Tamil and colloquial names; Tamil labels beside the English values when asked for.
    const kovai = (await (
      await get(`/api/v1/suggestions?q=${encodeURIComponent("கோவை")}&lang=ta`)
    ).json()) as {
      suggestions: unknown[];
    };
    expect(kovai.suggestions).toEqual([
      { propertyName: "Land", city: "Coimbatore", propertyNameLabel: "நிலம்", cityLabel: "கோயம்புத்தூர்" },
    ]);
    const english = (await (await get("/api/v1/suggestions?q=kovai&lang=en")).json()) as {
      suggestions: unknown[];
    };
    expect(english.suggestions).toEqual([{ propertyName: "Land", city: "Coimbatore" }]);
    expect((await get("/api/v1/suggestions?q=kovai&lang=fr")).status).toBe(400);

    const counts = (await (await get("/api/v1/counts")).json()) as { counts: Record<string, number> };
    expect(counts.counts).toEqual({ House: 4, Land: 1 });
    const sell = (await (await get("/api/v1/counts?types=Sell")).json()) as {
      counts: Record<string, number>;
    };
    expect(sell.counts).toEqual({ House: 4 });
    expect((await get("/api/v1/counts?types=Swap")).status).toBe(400);

    const cities = (await (await get("/api/v1/cities")).json()) as { cities: string[] };
    expect(cities.cities).toHaveLength(38);
  });

  it("GET /banners and /collections answer lists", async () => {
    const banners = await get("/api/v1/banners");
    expect(banners.status).toBe(200);
    expect(await banners.json()).toEqual({ banners: [] });
    expect(await (await get("/api/v1/collections")).json()).toEqual({ collections: [] });
  });

  it("GET /openapi.json is an OpenAPI 3.1 document of every v1 path, mapping the old calls", async () => {
    const response = await get("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      info: { description: string };
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; "x-legacy"?: string[] }>
      >;
      webhooks: Record<string, { post?: { summary: string } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    // The payment webhooks, which the gateway calls: Razorpay's, and the sandbox's outside production.
    expect(Object.keys(document.webhooks)).toEqual(["sandbox", "razorpay"]);
    expect(document.webhooks.razorpay?.post?.summary).toContain("POST /api/v1/webhooks/razorpay");

    const publicData = createPublicData(api.db, { checkIntervalMs: 0 });
    const reads = createPublicReads(api.db, { publicData, cache: createPublicReadCache(publicData) });
    const router = createApiRouter({
      config: loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9", FIREBASE_PROJECT_ID: "demo-nilam" }),
      db: api.db,
      auth: api.server.auth,
      storage: api.server.storage,
      logger: pino({ level: "silent" }),
      reads,
      publicAnswers: createPublicAnswers(reads.version),
    });
    const mounted = listMountedRoutes(router as unknown as { stack: unknown[] });
    expect(mounted.length).toBeGreaterThan(15);
    for (const { method, path } of mounted) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(
          operation?.parameters?.some((p) => p.in === "path" && p.name === name),
          `${path} ${name}`,
        ).toBe(true);
      }
    }
    for (const path of [
      "/listings",
      "/listings/{id}",
      "/listings/{id}/similar",
      "/suggestions",
      "/counts",
      "/cities",
      "/banners",
      "/collections",
      "/openapi.json",
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
    expect(document.paths["/suggestions"]?.get?.["x-legacy"]).toContain("GET /searchsuggestion");
    // Every $ref points at a schema that exists.
    for (const [, name] of JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(document.components.schemas[name!], name).toBeDefined();
    }
    for (const call of LEGACY_CALLS) expect(document.info.description).toContain(call.legacy);
  });
});

describe("listing detail API for owners and admins", () => {
  let api: ApiTest;

  beforeAll(async () => {
    api = await apiTest();
  });

  afterAll(async () => {
    await api?.close();
  });

  it("shows a pending listing, with its contact details, to its owner and to admins only", async () => {
    const owner = await api.signIn({ label: "owner" });
    const [listing] = await insertListings(api.db, [{ ownerId: owner.uid, status: "pending" }]);
    const path = `/api/v1/listings/${listing!.id}`;

    expect((await api.call("GET", path)).status).toBe(404);
    const stranger = await api.signIn({ label: "stranger" });
    expect((await api.call("GET", path, { cookie: stranger.cookie })).status).toBe(404);

    const forOwner = await api.call("GET", path, { cookie: owner.cookie });
    expect(forOwner.status).toBe(200);
    expect(forOwner.headers.get("cache-control")).toBe("private, no-store");
    const body = (await forOwner.json()) as { listing: { isOwner: boolean; contact: { phone: string } } };
    expect(body.listing).toMatchObject({ isOwner: true, contact: { phone: listing!.contact.phone } });

    const admin = await api.signIn({ admin: true });
    const forAdmin = await api.call("GET", path, { cookie: admin.cookie });
    expect(forAdmin.status).toBe(200);
    expect(
      ((await forAdmin.json()) as { listing: { contact: { phone: string } } }).listing.contact.phone,
    ).toBe(listing!.contact.phone);
  });

  it("keeps the contact details of an approved listing from other signed-in members", async () => {
    const owner = await createUser(api.db);
    const [listing] = await insertListings(api.db, [{ ownerId: owner.uid }]);
    const member = await api.signIn();
    const response = await api.call("GET", `/api/v1/listings/${listing!.id}`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(listing!.contact.phone);
  });
});
