import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { createApiRouter } from "#server/http/api.ts";
import { LEGACY_CALLS } from "#server/http/openapi/legacy.ts";
import { listMountedRoutes } from "#server/http/openapi/routes.ts";
import { createPublicAnswers } from "#server/http/public-answers.ts";
import { createPublicReads } from "#server/modules/public/reads.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { mapAnswer } from "#shared/api/map.ts";
import { m } from "#shared/paraglide/messages.js";
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

describe("listings by place and the results map", () => {
  let api: ApiTest;
  let centre: TestListing;
  let close: TestListing;
  let far: TestListing;
  let unplaced: TestListing;

  /** Gives listings their public approximate point as stored (written as is: the point is not the subject). */
  async function place(points: readonly [TestListing, { lat: number; lng: number }][]) {
    for (let start = 0; start < points.length; start += 200) {
      const batch = api.db.batch();
      const chunk = points.slice(start, start + 200);
      for (const [listing, area] of chunk)
        batch.update(col.listings(api.db).doc(listing.id).withConverter(null), { area });
      recordPublicChange(api.db, { tx: batch, listingIds: chunk.map(([listing]) => listing.id) });
      await batch.commit();
    }
  }

  beforeAll(async () => {
    api = await apiTest();
    const owner = await createUser(api.db);
    [centre, close, far, unplaced] = (await insertListings(api.db, [
      { ownerId: owner.uid, city: "Salem", budget: 5_000_000 },
      { ownerId: owner.uid, city: "Salem", budget: 6_000_000 },
      { ownerId: owner.uid, city: "Erode", budget: 7_000_000 },
      { ownerId: owner.uid, city: "Salem", budget: 8_000_000 },
    ])) as [TestListing, TestListing, TestListing, TestListing];
    await place([
      [centre, { lat: 11.6538, lng: 78.1554 }],
      // About 3.3 km north-east of it.
      [close, { lat: 11.675, lng: 78.178 }],
      // Erode, 58 km south-west.
      [far, { lat: 11.3428, lng: 77.7274 }],
    ]);
  });

  afterAll(async () => {
    await api?.close();
  });

  const get = (path: string, language?: string) =>
    fetch(api.server.base + path, { headers: language ? { "accept-language": language } : {} });
  const search = async (query: string) =>
    (await (await get(`/api/v1/listings?${query}`)).json()) as SearchBody;
  const ids = async (query: string) => (await search(query)).listings.map((l) => l.id);

  it("GET /listings?bbox finds the listings whose approximate point is in the box, never one without a point", async () => {
    expect(new Set(await ids("bbox=77.5,11,78.5,12"))).toEqual(new Set([centre.id, close.id, far.id]));
    expect(new Set(await ids("bbox=78,11.5,78.3,11.8"))).toEqual(new Set([centre.id, close.id]));
    expect(await ids("bbox=78,11.5,78.3,11.8&sort=price-desc")).toEqual([close.id, centre.id]);
    expect((await search("bbox=79,12,79.5,12.5")).total).toBe(0);
    expect((await search("")).total).toBe(4);
    expect(await ids(`bbox=76.2,8,80.4,13.6&q=${unplaced.code}`)).toEqual([]);
  });

  it("GET /listings?near sorts nearest first within a radius, cards saying how far; near a code leaves it out", async () => {
    const nearest = (await (await get("/api/v1/listings?near=11.6538,78.1554&sort=distance")).json()) as {
      listings: (Card & { distanceKm?: number })[];
      total: number;
    };
    expect(nearest.listings.map((l) => l.id)).toEqual([centre.id, close.id, far.id]);
    expect(nearest.total).toBe(3);
    expect(nearest.listings.map((l) => l.distanceKm)).toEqual([0, 3.4, 58.1]);
    expect(await ids("near=11.6538,78.1554&radius=5&sort=distance")).toEqual([centre.id, close.id]);
    expect(await ids(`near=${centre.code}&sort=distance`)).toEqual([close.id, far.id]);
    expect(await ids(`near=${centre.code.toLowerCase()}&radius=100&sort=price-desc`)).toEqual([
      far.id,
      close.id,
    ]);
    // An unknown code, or a listing without a point: nothing, and no refusal.
    expect(await search("near=NL-999999")).toMatchObject({ total: 0, listings: [] });
    expect(await search(`near=${unplaced.code}&sort=distance`)).toMatchObject({ total: 0, listings: [] });
  });

  type Locale = "en" | "ta";
  it.each([
    ["bbox=1,2,3", "bbox", (locale: Locale) => m["form.filter.bbox"]({}, { locale })],
    ["bbox=70,5,72,6", "bbox", (locale: Locale) => m["form.filter.bbox"]({}, { locale })],
    ["bbox=78.5,11,77.5,12", "bbox", (locale: Locale) => m["form.filter.bbox"]({}, { locale })],
    ["near=here", "near", (locale: Locale) => m["form.filter.near"]({}, { locale })],
    ["near=28.61,77.20", "near", (locale: Locale) => m["form.filter.near"]({}, { locale })],
    [
      "near=11.6,78.1&radius=101",
      "radius",
      (locale: Locale) => m["form.filter.radius"]({ max: 100 }, { locale }),
    ],
    ["radius=5", "radius", (locale: Locale) => m["form.filter.needsNear"]({}, { locale })],
    ["sort=distance", "sort", (locale: Locale) => m["form.filter.needsNear"]({}, { locale })],
  ])("GET /listings?%s is a 400 on %s, in English and Tamil", async (query, field, message) => {
    for (const language of ["en", "ta"] as const) {
      const response = await get(`/api/v1/listings?${query}`, language);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.fieldErrors).toEqual({ [field]: [message(language)] });
      expect(body.error.message).toBe(message(language));
    }
  });

  it("GET /listings/map answers clusters and single listings of the search in the box", async () => {
    const response = await get("/api/v1/listings/map?bbox=77.5,11,78.5,12&zoom=16&types=Sell");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = mapAnswer.parse(await response.json());
    expect(body).toMatchObject({ total: 3, capped: false, clusters: [] });
    expect(body.listings.map((l) => l.id).sort()).toEqual([centre.id, close.id, far.id].sort());
    expect(body.listings.find((l) => l.id === far.id)).toEqual({
      id: far.id,
      code: far.code,
      lat: 11.3428,
      lng: 77.7274,
      budget: 7_000_000,
      budgetMethod: far.budgetMethod,
      propertyName: far.propertyName,
      types: far.types,
    });
    // Zoomed out, the two in Salem are one cluster; the filters apply as in a search.
    const out = mapAnswer.parse(await (await get("/api/v1/listings/map?bbox=77.5,11,78.5,12&zoom=8")).json());
    expect(out).toMatchObject({
      total: 3,
      capped: false,
      clusters: [{ lat: expect.any(Number), lng: expect.any(Number), count: 2 }],
    });
    expect(out.listings.map((l) => l.id)).toEqual([far.id]);
    const erode = mapAnswer.parse(
      await (await get("/api/v1/listings/map?bbox=77.5,11,78.5,12&zoom=8&city=Erode")).json(),
    );
    expect(erode).toMatchObject({ total: 1, clusters: [], listings: [{ id: far.id }] });
  });

  it.each([
    ["zoom=12", "bbox", "form.filter.bbox"],
    ["bbox=77.5,11,78.5,12", "zoom", "form.filter.zoom"],
    ["bbox=77.5,11,78.5,12&zoom=4", "zoom", "form.filter.zoom"],
    ["bbox=77.5,11,78.5,12&zoom=19", "zoom", "form.filter.zoom"],
    ["bbox=77.5,11,78.5,12&zoom=twelve", "zoom", "form.filter.zoom"],
    ["bbox=77.5,11,78.5&zoom=12", "bbox", "form.filter.bbox"],
    ["bbox=77.5,11,78.5,12&zoom=12&near=11.6,78.1&radius=500", "radius", "form.filter.radius"],
  ] as const)("GET /listings/map?%s is a 400 on %s, in English and Tamil", async (query, field, key) => {
    const text = (locale: "en" | "ta") => m[key]({ max: field === "zoom" ? 18 : 100, min: 5 }, { locale });
    for (const language of ["en", "ta"] as const) {
      const response = await get(`/api/v1/listings/map?${query}`, language);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.fieldErrors).toEqual({ [field]: [text(language)] });
    }
  });

  it("GET /listings/map carries at most 300 single listings, the rest counted", async () => {
    const owner = await createUser(api.db);
    const many: TestListing[] = [];
    for (let start = 0; start < 320; start += 80) {
      many.push(
        ...(await insertListings(
          api.db,
          Array.from({ length: 80 }, () => ({
            ownerId: owner.uid,
            city: "Chennai",
            propertyName: "Land" as const,
            numberOfRooms: null,
          })),
        )),
      );
    }
    // A grid 0.01° apart (about 1 km): apart at zoom 18, not clustered.
    await place(
      many.map((listing, i) => [listing, { lat: 13 + Math.floor(i / 20) * 0.01, lng: 80 + (i % 20) * 0.01 }]),
    );
    const body = mapAnswer.parse(
      await (await get("/api/v1/listings/map?bbox=79.9,12.9,80.3,13.3&zoom=18&propertyName=Land")).json(),
    );
    expect(body).toMatchObject({ total: 320, capped: true, clusters: [] });
    expect(body.listings).toHaveLength(300);
    expect((await search("bbox=79.9,12.9,80.3,13.3")).total).toBe(320);
  });

  it("the OpenAPI document lists the place parameters and the map", async () => {
    const document = (await (await get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; required?: boolean }[] } }>;
    };
    const names = (path: string) => document.paths[path]?.get?.parameters?.map((p) => p.name) ?? [];
    expect(names("/listings")).toEqual(expect.arrayContaining(["bbox", "near", "radius", "view", "sort"]));
    expect(names("/listings/map")).toEqual(
      expect.arrayContaining(["bbox", "near", "radius", "zoom", "types"]),
    );
    const required = document.paths["/listings/map"]?.get?.parameters
      ?.filter((p) => p.required)
      .map((p) => p.name);
    expect(required?.sort()).toEqual(["bbox", "zoom"]);
  });
});
