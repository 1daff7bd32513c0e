import { describe, expect, it } from "vitest";
import type { ListingMedia } from "#server/db/documents.ts";
import { DAY_MS } from "#shared/freshness.ts";
import { haversineKm } from "#shared/geo.ts";
import { LISTINGS_PAGE_SIZE, type ListingFilters, ORDERED_SORTS } from "#shared/listing-filters/schema.ts";
import { createRandom } from "#shared/random.ts";
import { derivePrices, formatListingCode, LISTING_TYPES, type ListingType } from "#shared/values.ts";
import { filtersOf, idsOf } from "#tests/support/factories/filters.ts";
import { listCities, Projection, SITEMAP_LISTING_LIMIT } from "./projection.ts";
import { type ProjectedListing, type ProjectionRecord, toProjectionRecord } from "./records.ts";

const START = Date.UTC(2026, 0, 1);
let sequence = 0;

/** A listing's projected fields: an approved 2 BHK house for sale in Fairlands, Salem, a minute older each call. */
function projected(overrides: Partial<ProjectedListing> = {}): ProjectedListing {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date(START - sequence * 60_000);
  const base: ProjectedListing = {
    code: formatListingCode(sequence),
    propertyName: "House",
    types: "sell",
    propertyType: "Residential",
    budget: 5_000_000,
    budgetMethod: "Overall budget",
    areaSqFt: 1200,
    areaUnit: "sqft",
    numberOfRooms: "2 BHK",
    city: "Salem",
    locality: "Fairlands",
    amenities: null,
    dtcpCmdaApprovalNumber: null,
    tnreraNumber: null,
    roadWidthFt: null,
    approvedAt: createdAt,
    confirmedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    pricePerCentRupees: null,
    media: [],
  };
  const merged = { ...base, ...overrides };
  return { ...merged, pricePerCentRupees: derivePrices(merged).pricePerCentRupees, ...overrides };
}

const record = (id: string, overrides: Partial<ProjectedListing> = {}): ProjectionRecord =>
  toProjectionRecord(id, projected(overrides));

function photo(url: string): ListingMedia {
  return {
    id: url,
    kind: "image",
    url,
    storageKey: null,
    contentType: "image/webp",
    width: 1600,
    height: 1200,
    bytes: null,
    alt: null,
    variants: [{ width: 480, height: 360, url: `${url}-480`, key: null, contentType: "image/webp" }],
  };
}

/** The listings of the integration test's world, as records. */
function world() {
  const r = {
    salemTwo: record("salem-two", { budget: 5_000_000, media: [photo("/m/salem-two")] }),
    salemTwoDear: record("salem-two-dear", { budget: 9_000_000 }),
    salemThree: record("salem-three", { numberOfRooms: "3+ BHK", budget: 6_000_000 }),
    erodeTwo: record("erode-two", { city: "Erode", budget: 4_000_000, locality: "Perundurai" }),
    erodeRent: record("erode-rent", {
      city: "Erode",
      types: "rent",
      budget: 15_000,
      budgetMethod: "Monthly",
    }),
    salemLand: record("salem-land", {
      propertyName: "Land",
      propertyType: "Agricultural",
      numberOfRooms: null,
      budget: 40_000,
      budgetMethod: "Per Cent",
      areaSqFt: 4356,
      areaUnit: "cent",
      amenities: "Corner plot, EB line nearby",
      dtcpCmdaApprovalNumber: "DTCP No. 45/2021",
      roadWidthFt: 30,
    }),
    erodeLand: record("erode-land", {
      city: "Erode",
      propertyName: "Land",
      propertyType: "Agricultural",
      numberOfRooms: null,
      budget: 1_000_000,
      areaSqFt: 43_560,
      areaUnit: "acre",
      // Stored before approvals were checked: no badge, not an approved layout.
      dtcpCmdaApprovalNumber: "approved",
      roadWidthFt: 16.5,
    }),
    coimbatoreFlat: record("coimbatore-flat", {
      city: "Coimbatore",
      propertyName: "Apartment",
      locality: "Gandhipuram",
      budget: 7_000_000,
      createdAt: new Date("2026-03-01T00:00:00Z"),
      dtcpCmdaApprovalNumber: "CMDA No. 12/2020",
      tnreraNumber: "TN/02/Building/0153/2021",
      roadWidthFt: 40,
    }),
  };
  const karur = Array.from({ length: 30 }, (_, i) =>
    record(`karur-${String(i).padStart(2, "0")}`, {
      city: "Karur",
      propertyName: "Land",
      propertyType: "Agricultural",
      types: "lease",
      numberOfRooms: null,
      locality: null,
      budget: (i + 1) * 100_000,
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    }),
  );
  return { r, karur, all: [...Object.values(r), ...karur] };
}

describe("Projection search", () => {
  const { r, karur, all } = world();
  const projection = Projection.build(all);
  const search = (query: string) => projection.search(filtersOf(query));
  const found = (query: string) => idsOf(search(query).listings);

  it("holds every record, newest first, each found by id", () => {
    expect(projection.size).toBe(all.length);
    expect(projection.has(r.salemTwo.id)).toBe(true);
    expect(projection.get(r.salemTwo.id)).toEqual(r.salemTwo);
    expect(projection.get("nope")).toBeUndefined();
    const created = [...projection.records()].map((x) => x.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(idsOf([...projection.records()])[0]).toBe(r.coimbatoreFlat.id);
  });

  it("filters by type, property name and type, rooms, cities and budget", () => {
    expect(new Set(found("types=Sell&city=Salem&city=Erode&rooms=2%20BHK&max=8000000"))).toEqual(
      new Set([r.salemTwo.id, r.erodeTwo.id]),
    );
    expect(new Set(found("types=Sell&propertyName=House&city=Salem"))).toEqual(
      new Set([r.salemTwo.id, r.salemTwoDear.id, r.salemThree.id]),
    );
    expect(new Set(found("types=Sell&propertyName=House&min=5500000"))).toEqual(
      new Set([r.salemTwoDear.id, r.salemThree.id]),
    );
    // Both ends of a range are included.
    expect(new Set(found("types=Sell&min=5000000&max=6000000"))).toEqual(
      new Set([r.salemTwo.id, r.salemThree.id]),
    );
    expect(found("rooms=3%2B%20BHK")).toEqual([r.salemThree.id]);
    expect(found("rooms=1%20BHK")).toEqual([]);
    expect(new Set(found("types=Sell&propertyType=Agricultural"))).toEqual(
      new Set([r.salemLand.id, r.erodeLand.id]),
    );
    expect(search("types=Rent")).toMatchObject({ total: 1, listings: [{ id: r.erodeRent.id }] });
    expect(search("types=Lease").total).toBe(30);
    expect(search("propertyName=Store")).toMatchObject({ total: 0, listings: [], pageCount: 1 });
  });

  it("filters by approved layout, TNRERA registration and road width, with the other filters", () => {
    expect(new Set(found("approvedLayout=yes"))).toEqual(new Set([r.salemLand.id, r.coimbatoreFlat.id]));
    expect(found("approvedLayout=yes&city=Salem")).toEqual([r.salemLand.id]);
    expect(found("tnrera=yes")).toEqual([r.coimbatoreFlat.id]);
    expect(new Set(found("minRoadWidth=16"))).toEqual(
      new Set([r.salemLand.id, r.erodeLand.id, r.coimbatoreFlat.id]),
    );
    // 16.5 ft is not 17 ft.
    expect(new Set(found("minRoadWidth=17"))).toEqual(new Set([r.salemLand.id, r.coimbatoreFlat.id]));
    expect(found("minRoadWidth=40&approvedLayout=yes&tnrera=yes")).toEqual([r.coimbatoreFlat.id]);
    expect(found("minRoadWidth=41")).toEqual([]);
    expect(search("propertyName=Apartment&approvedLayout=yes").listings[0]!.approvals).toEqual({
      layout: "CMDA",
      tnrera: true,
    });
  });

  it("sorts newest first, by price either way, and by price per cent with unknown prices last", () => {
    const created = search("types=Sell&propertyName=House").listings.map((l) => l.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(search("types=Sell&propertyName=House&sort=price-asc").listings.map((l) => l.budget)).toEqual([
      4_000_000, 5_000_000, 6_000_000, 9_000_000,
    ]);
    expect(search("types=Sell&propertyName=House&sort=price-desc").listings.map((l) => l.budget)).toEqual([
      9_000_000, 6_000_000, 5_000_000, 4_000_000,
    ]);
    expect(found("types=Sell&propertyName=Land&sort=price-per-cent-asc")).toEqual([
      r.erodeLand.id,
      r.salemLand.id,
    ]);
    // The rent has no price per cent (a monthly rent): it comes after every listing that has one.
    const order = [...found("sort=price-per-cent-asc"), ...found("sort=price-per-cent-asc&page=2")];
    expect(order).toHaveLength(all.length);
    expect(order.at(-1)).toBe(r.erodeRent.id);
    const prices = order.slice(0, -1).map((id) => projection.get(id)?.pricePerCentRupees ?? Number.NaN);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it("answers a search naming cities as a search over every listing filtered by those cities would", () => {
    const cityOf = new Map(all.map((listing) => [listing.id, listing.city]));
    const everyPage = (query: string) => {
      const ids: string[] = [];
      for (let page = 1; page <= search(query).pageCount; page++) ids.push(...found(`${query}&page=${page}`));
      return ids;
    };
    for (const sort of ORDERED_SORTS)
      for (const cities of [["Salem"], ["Erode", "Karur"], ["Karur", "Salem", "Erode"], ["Ariyalur"]]) {
        const query = `sort=${sort}&${cities.map((city) => `city=${city}`).join("&")}`;
        const expected = everyPage(`sort=${sort}`).filter((id) => cities.includes(cityOf.get(id) ?? ""));
        expect(everyPage(query), query).toEqual(expected);
        expect(search(query).total, query).toBe(expected.length);
      }
  });

  it("pages 24 at a time without overlap, with the exact total and page count", () => {
    const first = search("types=Lease&city=Karur");
    const second = search("types=Lease&city=Karur&page=2");
    expect(first).toMatchObject({ total: 30, totalCapped: false, page: 1, pageCount: 2 });
    expect(first.listings).toHaveLength(LISTINGS_PAGE_SIZE);
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(second.listings).toHaveLength(6);
    expect(new Set([...idsOf(first.listings), ...idsOf(second.listings)])).toEqual(new Set(idsOf(karur)));
    expect(search("types=Lease&city=Karur&page=3")).toMatchObject({ total: 30, listings: [] });
    expect(search("types=Lease&min=0&sort=price-asc&page=2").listings.map((l) => l.budget)).toEqual([
      2_500_000, 2_600_000, 2_700_000, 2_800_000, 2_900_000, 3_000_000,
    ]);
  });

  it("gives cards their cover image, and the record's fields", () => {
    const [card] = search("types=Sell&city=Salem&max=5000000").listings;
    expect(card).toEqual({
      id: r.salemTwo.id,
      code: r.salemTwo.code,
      propertyName: "House",
      types: "sell",
      propertyType: "Residential",
      budget: 5_000_000,
      budgetMethod: "Overall budget",
      areaSqFt: 1200,
      areaUnit: "sqft",
      numberOfRooms: "2 BHK",
      city: "Salem",
      approvals: { layout: null, tnrera: false },
      coverImage: {
        url: "/m/salem-two",
        width: 1600,
        height: 1200,
        srcSet: "/m/salem-two-480 480w",
        avifSrcSet: null,
        kind: "image",
      },
      // Confirmed when it was approved, in the test listings: its days since then.
      confirmedDaysAgo: Math.floor((Date.now() - r.salemTwo.confirmedAt) / DAY_MS),
      createdAt: new Date(r.salemTwo.createdAt),
    });
    // A card is a copy: changing it leaves the projection alone.
    card!.coverImage!.url = "/changed";
    expect(search("types=Sell&city=Salem&max=5000000").listings[0]!.coverImage!.url).toBe("/m/salem-two");
  });

  it("finds listings by free text despite typos and partial words", () => {
    const q = (text: string) => found(`q=${encodeURIComponent(text)}`);
    expect(q("coimbatre")).toEqual([r.coimbatoreFlat.id]);
    expect(q("Coimba")).toEqual([r.coimbatoreFlat.id]);
    expect(q("gandhipuram")).toEqual([r.coimbatoreFlat.id]);
    expect(q("gandipuram")).toEqual([r.coimbatoreFlat.id]);
    expect(q("Gandhi")).toEqual([r.coimbatoreFlat.id]);
    expect(q("land salem")).toEqual([r.salemLand.id]);
    expect(q("land in Salem")).toEqual([r.salemLand.id]);
    expect(q("corner plot")).toEqual([r.salemLand.id]);
    expect(q("house for rent erode")).toEqual([r.erodeRent.id]);
    expect(q("perundurai")).toEqual([r.erodeTwo.id]);
    expect(q("zzqx nothing")).toEqual([]);
    // Every word must match: a known word with an unknown one finds nothing.
    expect(q("salem zzqx")).toEqual([]);
    // Three letters may begin a name ("ren": rent); two may not, and are looked for as text.
    expect(q("ren")).toEqual([r.erodeRent.id]);
    expect(q("re")).toEqual([]);
  });

  it("combines free text with the other filters", () => {
    expect(found("types=Sell&propertyName=House&q=salem&max=5500000")).toEqual([r.salemTwo.id]);
    expect(found("types=Lease&q=gandhipuram")).toEqual([]);
  });

  it("looks a listing code up exactly, in any common spelling, under the other filters", () => {
    const code = r.erodeTwo.code;
    const digits = code.slice(3).replace(/^0+/, "");
    for (const spelling of [code, code.toLowerCase(), `nl ${digits}`, `NL${digits}`, ` nl-${digits} `]) {
      expect(found(`q=${encodeURIComponent(spelling)}`)).toEqual([r.erodeTwo.id]);
    }
    expect(found(`types=Rent&q=${code}`)).toEqual([]);
    expect(found("q=NL-999999")).toEqual([]);
  });

  it("counts broad searches exactly, however many listings match: totals are no longer capped", () => {
    const many = Projection.build(
      Array.from({ length: 1500 }, (_, i) => record(`many-${i}`, { budget: 1000 + i })),
    );
    const result = many.search(filtersOf("min=0&page=40&sort=price-asc"));
    expect(result).toMatchObject({ total: 1500, totalCapped: false, pageCount: 63, page: 40 });
    expect(result.listings.map((l) => l.budget)).toEqual(
      Array.from({ length: LISTINGS_PAGE_SIZE }, (_, i) => 1000 + 39 * LISTINGS_PAGE_SIZE + i),
    );
  });
});

describe("Projection suggestions", () => {
  const projection = Projection.build(world().all);
  const suggest = (query: string) => projection.suggest(query);

  it("suggests (name, city) pairs whose city or name begins with the words", () => {
    expect(suggest("coim")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
    expect(suggest("land sa")).toEqual([{ propertyName: "Land", city: "Salem" }]);
    expect(suggest("LAND")).toEqual([
      { propertyName: "Land", city: "Erode" },
      { propertyName: "Land", city: "Karur" },
      { propertyName: "Land", city: "Salem" },
    ]);
  });

  it("puts prefix matches first, a named city before a named property, then typos", () => {
    const s = suggest("s");
    expect(s[0]).toEqual({ propertyName: "House", city: "Salem" });
    expect(s.slice(0, 2).every((p) => p.city === "Salem")).toBe(true);
    expect(suggest("coimbatre")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
    expect(suggest("erod")).toEqual([
      { propertyName: "House", city: "Erode" },
      { propertyName: "Land", city: "Erode" },
    ]);
  });

  it("finds pairs through localities and amenities, most listings first", () => {
    expect(suggest("Perundurai")).toEqual([{ propertyName: "House", city: "Erode" }]);
    expect(suggest("corner")).toEqual([{ propertyName: "Land", city: "Salem" }]);
    // Fairlands: three houses in Salem, then one of each other pair, by city and name.
    expect(suggest("fairlands")).toEqual([
      { propertyName: "House", city: "Salem" },
      { propertyName: "House", city: "Erode" },
      { propertyName: "Land", city: "Erode" },
      { propertyName: "Land", city: "Salem" },
    ]);
  });

  it("finds a locality two edits from a district's other spelling, as search does", () => {
    // "gandhipuram" is within two edits of "kanchipuram" (Kancheepuram): taken for a typo of it, and as text.
    expect(suggest("Gandhipuram")).toEqual([{ propertyName: "Apartment", city: "Coimbatore" }]);
    expect(projection.search(filtersOf("q=Gandhipuram")).total).toBe(1);
  });

  it("suggests only pairs with listings of a type the words name", () => {
    expect(suggest("rent erode")).toEqual([{ propertyName: "House", city: "Erode" }]);
    expect(suggest("lease")).toEqual([{ propertyName: "Land", city: "Karur" }]);
  });

  it("returns at most 8, and nothing for nothing", () => {
    const many = Projection.build(
      listCities().flatMap((city) => [
        record(`house-${city}`, { city }),
        record(`land-${city}`, { city, propertyName: "Land" }),
      ]),
    );
    expect(many.suggest("t")).toHaveLength(8);
    expect(many.suggest("house")).toHaveLength(8);
    expect(suggest("   ")).toEqual([]);
    expect(suggest("the of in")).toEqual([]);
    expect(suggest("qqqzzz")).toEqual([]);
    expect(new Projection().suggest("salem")).toEqual([]);
  });
});

describe("Projection newest, similar, counts and sitemap", () => {
  const { r, karur, all } = world();
  const projection = Projection.build(all);

  it("lists the newest listings of a type, at most 100", () => {
    expect(idsOf(projection.newest("lease", 3))).toEqual(idsOf([karur[29]!, karur[28]!, karur[27]!]));
    expect(idsOf(projection.newest("sell", 1))).toEqual([r.coimbatoreFlat.id]);
    expect(projection.newest("rent")).toHaveLength(1);
    expect(projection.newest("lease", 0)).toHaveLength(1);
    expect(
      Projection.build(Array.from({ length: 120 }, (_, i) => record(`n-${i}`))).newest("sell", 500),
    ).toHaveLength(100);
  });

  it("lists listings of the same name and type, same city first then newest, never itself", () => {
    const similar = projection.similar(r.salemTwo.id, 10);
    expect(idsOf(similar ?? [])).toEqual([r.salemTwoDear.id, r.salemThree.id, r.erodeTwo.id]);
    expect(idsOf(projection.similar(r.erodeTwo.id) ?? [])).toEqual([
      r.salemTwo.id,
      r.salemTwoDear.id,
      r.salemThree.id,
    ]);
    expect(idsOf(projection.similar(r.salemTwo.id, 1) ?? [])).toEqual([r.salemTwoDear.id]);
    expect(projection.similar("nope")).toBeNull();
    // Like a listing that is not in the projection (a pending one its owner looks at).
    expect(
      idsOf(projection.similar({ id: "pending", propertyName: "Land", types: "sell", city: "Erode" })),
    ).toEqual([r.erodeLand.id, r.salemLand.id]);
    // A city outside the districts still comes first for its own listings.
    const odd = Projection.build([
      record("odd-1", { city: "Elsewhere" }),
      ...all,
      record("odd-2", { city: "Elsewhere" }),
    ]);
    expect(idsOf(odd.similar("odd-2") ?? []).slice(0, 1)).toEqual(["odd-1"]);
  });

  it("counts approved listings by property name, of a type or all, in the names' order", () => {
    const counts = projection.countsByName();
    expect(counts).toEqual({ Apartment: 1, House: 5, Land: 32 });
    expect(Object.keys(counts)).toEqual(["Apartment", "House", "Land"]);
    expect(projection.countsByName("sell")).toEqual({ Apartment: 1, House: 4, Land: 2 });
    expect(projection.countsByName("rent")).toEqual({ House: 1 });
    expect(projection.countsByName("lease")).toEqual({ Land: 30 });
    expect(new Projection().countsByName()).toEqual({});
  });

  it("lists the sitemap newest first, with last-modified dates, up to the limit", () => {
    const sitemap = projection.sitemap();
    expect(sitemap).toHaveLength(all.length);
    expect(sitemap[0]).toEqual({ id: r.coimbatoreFlat.id, updatedAt: new Date(r.coimbatoreFlat.updatedAt) });
    expect(sitemap.map((e) => e.id)).toEqual(idsOf([...projection.records()]));
    expect(projection.sitemap(2).map((e) => e.id)).toEqual(idsOf([...projection.records()]).slice(0, 2));
    expect(SITEMAP_LISTING_LIMIT).toBeLessThanOrEqual(50_000);
  });

  it("lists the 38 districts in order", () => {
    const cities = listCities();
    expect(cities).toHaveLength(38);
    expect(cities[0]).toBe("Ariyalur");
    expect(cities.at(-1)).toBe("Virudhunagar");
  });
});

describe("Projection changes", () => {
  /** Every answer that depends on order or membership, for comparing two projections. */
  function answers(p: Projection) {
    const out: unknown[] = [idsOf([...p.records()]), p.countsByName(), p.sitemap()];
    for (const sort of ORDERED_SORTS) {
      for (const types of [undefined, ...LISTING_TYPES]) {
        const base: ListingFilters = { types, propertyType: [], rooms: [], city: [], sort, page: 1 };
        out.push(idsOf(p.search(base).listings), p.search({ ...base, page: 2 }).total);
        out.push(idsOf(p.search({ ...base, q: "fair" }).listings));
        for (const city of [["Salem"], ["Erode", "Karur"]] as ListingFilters["city"][]) {
          const inCities = p.search({ ...base, city });
          out.push(idsOf(inCities.listings), inCities.total);
        }
      }
    }
    for (const types of LISTING_TYPES) out.push(idsOf(p.newest(types, 100)));
    out.push(p.suggest("salem"), p.suggest("fair"));
    for (const name of ["House", "Land", "Apartment"] as const)
      for (const city of ["Salem", "Erode", "Karur"]) out.push(p.goingRate(name, city));
    return out;
  }

  it("keeps every sort order, count and word index as a fresh build would, through upserts and removals", () => {
    const next = createRandom(7).next;
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    const live = new Map<string, ProjectionRecord>();
    const projection = new Projection();
    for (let step = 0; step < 600; step++) {
      const id = `id-${pick(["a", "b", "c", "d", "e", "f"])}${Math.floor(next() * 40)}`;
      if (next() < 0.25) {
        projection.remove(id);
        live.delete(id);
        continue;
      }
      const types: ListingType = pick(LISTING_TYPES);
      // Few distinct budgets and dates, and missing prices per cent, so that ties are common.
      const next_ = record(id, {
        types,
        propertyName: pick(["House", "Land", "Apartment"] as const),
        city: pick(["Salem", "Erode", "Karur"]),
        budget: pick([100_000, 200_000, 300_000]),
        budgetMethod: pick(["Overall budget", "Monthly"] as const),
        areaSqFt: pick([null, 436, 4356]),
        locality: pick(["Fairlands", "Hasthampatti", null]),
        amenities: pick([null, "Corner plot", "Fair water"]),
        createdAt: new Date(START - Math.floor(next() * 5) * 60_000),
      });
      projection.upsert(next_);
      live.set(id, next_);
    }
    expect(projection.size).toBe(live.size);
    expect(answers(projection)).toEqual(answers(Projection.build(live.values())));
  });

  it("keeps the going rate of a name in a district as sale listings come, change and go", () => {
    // Land in Erode at ₹1–6 lakh a cent (an overall budget over 1 cent, 435.6 sq ft); rent and other places apart.
    const land = (id: string, lakhs: number, overrides: Partial<ProjectedListing> = {}) =>
      record(id, {
        propertyName: "Land",
        city: "Erode",
        budget: lakhs * 100_000,
        areaSqFt: 435.6,
        ...overrides,
      });
    const projection = Projection.build([1, 2, 3, 4].map((n) => land(`l${n}`, n)));
    projection.upsert(land("rent", 9, { types: "rent", budgetMethod: "Monthly" }));
    projection.upsert(land("salem", 9, { city: "Salem" }));
    expect(projection.goingRate("Land", "Erode")).toEqual({ medianPerCentRupees: null, count: 4 });
    projection.upsert(land("l5", 5));
    expect(projection.goingRate("Land", "Erode")).toEqual({ medianPerCentRupees: 300_000, count: 5 });
    projection.upsert(land("l6", 6));
    expect(projection.goingRate("Land", "Erode")).toEqual({ medianPerCentRupees: 350_000, count: 6 });
    // A new price is the old one's place taken; a move to another district takes it out of this one.
    projection.upsert(land("l1", 10));
    expect(projection.goingRate("Land", "Erode")).toEqual({ medianPerCentRupees: 450_000, count: 6 });
    projection.upsert(land("l6", 6, { city: "Salem" }));
    projection.remove("l5");
    expect(projection.goingRate("Land", "Erode")).toEqual({ medianPerCentRupees: null, count: 4 });
    expect(projection.goingRate("Land", "Salem").count).toBe(2);
    expect(projection.goingRate("House", "Karur")).toEqual({ medianPerCentRupees: null, count: 0 });
  });

  it("moves an edited listing to its new place and forgets its old code and words", () => {
    const a = record("a", { budget: 100, locality: "Hasthampatti" });
    const b = record("b", { budget: 200 });
    const c = record("c", { budget: 300 });
    const projection = Projection.build([a, b, c]);
    const cheapest = () => idsOf(projection.search(filtersOf("sort=price-asc")).listings);
    expect(cheapest()).toEqual(["a", "b", "c"]);

    const edited = record("a", { budget: 250, locality: "Fairlands", city: "Erode" });
    projection.upsert(edited);
    expect(projection.size).toBe(3);
    expect(cheapest()).toEqual(["b", "a", "c"]);
    expect(projection.get("a")).toEqual(edited);
    expect(idsOf(projection.search(filtersOf("q=hasthampatti")).listings)).toEqual([]);
    expect(idsOf(projection.search(filtersOf(`q=${a.code}`)).listings)).toEqual([]);
    expect(idsOf(projection.search(filtersOf(`q=${edited.code}`)).listings)).toEqual(["a"]);
    expect(projection.countsByName()).toEqual({ House: 3 });
    expect(projection.suggest("erode")).toEqual([{ propertyName: "House", city: "Erode" }]);
  });

  it("removes a listing from every read, and reuses its place for the next one", () => {
    const a = record("a", { types: "rent", locality: "Hasthampatti" });
    const b = record("b");
    const projection = Projection.build([a, b]);
    projection.remove("a");
    projection.remove("a");
    projection.remove("never-there");
    expect(projection.size).toBe(1);
    expect(projection.has("a")).toBe(false);
    expect(projection.newest("rent")).toEqual([]);
    expect(projection.countsByName()).toEqual({ House: 1 });
    expect(projection.similar("a")).toBeNull();
    expect(projection.search(filtersOf("q=hasthampatti")).total).toBe(0);
    expect(projection.search(filtersOf(`q=${a.code}`)).total).toBe(0);
    expect(projection.sitemap().map((e) => e.id)).toEqual(["b"]);

    const c = record("c", { types: "rent", createdAt: new Date(START + 60_000), locality: "Hasthampatti" });
    projection.upsert(c);
    expect(idsOf([...projection.records()])).toEqual(["c", "b"]);
    expect(idsOf(projection.search(filtersOf("q=hasthampatti")).listings)).toEqual(["c"]);
    expect(idsOf(projection.newest("rent"))).toEqual(["c"]);
  });

  it("grows past its first columns' size", () => {
    const projection = new Projection();
    for (let i = 0; i < 2100; i++) projection.upsert(record(`g-${i}`, { budget: i }));
    expect(projection.size).toBe(2100);
    const result = projection.search(filtersOf("max=10&sort=price-desc"));
    expect(result.total).toBe(11);
    expect(result.listings.map((l) => l.budget)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(projection.search(filtersOf("min=2099")).listings.map((l) => l.id)).toEqual(["g-2099"]);
  });
});

describe("Projection by place", () => {
  const random = createRandom(3400);
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  const CITIES = ["Salem", "Erode", "Namakkal", "Karur"] as const;
  const WORDS = ["Fairlands", "Hasthampatti", "Perundurai", null] as const;

  /** A listing somewhere in a 1° square around Salem (points on a 110 m grid: some coincide); a tenth have none. */
  function placed(id: string): ProjectionRecord {
    const propertyName = random.pick(["House", "Land", "Apartment"] as const);
    return record(id, {
      types: random.pick(LISTING_TYPES),
      propertyName,
      numberOfRooms: propertyName === "Land" ? null : random.pick(["1 BHK", "2 BHK", "3+ BHK"] as const),
      city: random.pick(CITIES),
      locality: random.pick(WORDS),
      budget: random.pick([100_000, 500_000, 1_000_000, 5_000_000]),
      roadWidthFt: random.pick([null, 20, 40]),
      tnreraNumber: random.chance(0.2) ? "TN/29/Building/0062/2020" : null,
      createdAt: new Date(START - random.int(0, 50) * 60_000),
      area: random.chance(0.1)
        ? undefined
        : { lat: round3(random.between(11, 12)), lng: round3(random.between(77.5, 78.5)) },
    });
  }

  // Built from some, then changed one by one (moved, removed, added): the index's tree and its delta both answer.
  const live = new Map<string, ProjectionRecord>();
  for (let i = 0; i < 900; i++) live.set(`p-${i}`, placed(`p-${i}`));
  const projection = Projection.build(live.values());
  for (let step = 0; step < 500; step++) {
    const id = `p-${random.int(0, 1099)}`;
    if (random.chance(0.2)) {
      projection.remove(id);
      live.delete(id);
    } else {
      const next = placed(id);
      projection.upsert(next);
      live.set(id, next);
    }
  }
  const withArea = [...live.values()].filter((r) => r.area);

  const search = (query: string) => projection.search(filtersOf(query));
  /** The ids of every page of a search. */
  const everyPage = (query: string) => {
    const ids: string[] = [];
    const pages = search(query).pageCount;
    for (let page = 1; page <= pages; page++) ids.push(...idsOf(search(`${query}&page=${page}`).listings));
    return ids;
  };
  const f4 = (value: number) => value.toFixed(4);

  /** Random filters other than place, as a query; sometimes a listing's code. */
  function otherFilters(): string {
    const parts: string[] = [];
    if (random.chance(0.5)) parts.push(`types=${random.pick(["Sell", "Rent", "Lease"])}`);
    if (random.chance(0.3)) parts.push(`propertyName=${random.pick(["House", "Land", "Apartment"])}`);
    if (random.chance(0.3))
      for (const city of random.sample(CITIES, random.int(1, 2))) parts.push(`city=${city}`);
    if (random.chance(0.2)) parts.push(`min=${random.pick([100_000, 500_000])}`);
    if (random.chance(0.2)) parts.push(`max=${random.pick([1_000_000, 5_000_000])}`);
    if (random.chance(0.15)) parts.push("rooms=2%20BHK");
    if (random.chance(0.1)) parts.push("tnrera=yes");
    if (random.chance(0.1)) parts.push("minRoadWidth=30");
    if (random.chance(0.15)) parts.push(`q=${random.pick(["fairlands", "hastham", "perundurai salem"])}`);
    if (random.chance(0.05)) parts.push(`q=${random.pick([...live.values()]).code}`);
    return parts.join("&");
  }

  /** A random place: a box, a point or a listing near, a radius; what is in it by a plain scan. */
  function randomPlace() {
    const parts: string[] = [];
    let box: [number, number, number, number] | null = null;
    if (random.chance(0.5)) {
      // From a street's width to more than the whole area (then the search walks its list).
      const size = random.pick([0.02, 0.1, 0.3, 1.2]);
      const west = random.between(77.4, 78.5 - size / 2);
      const south = random.between(10.9, 12 - size / 2);
      const [w, s, e, n] = [west, south, west + size, south + size].map((v) => Number(f4(v)));
      box = [w!, s!, e!, n!];
      parts.push(`bbox=${box.join(",")}`);
    }
    let near: { lat: number; lng: number } | null = null;
    let exclude: string | null = null;
    if (random.chance(0.6)) {
      if (random.chance(0.3)) {
        const listing = random.pick([...live.values()]);
        parts.push(`near=${listing.code}`);
        near = listing.area;
        exclude = listing.id;
      } else {
        near = { lat: Number(f4(random.between(11, 12))), lng: Number(f4(random.between(77.5, 78.5))) };
        parts.push(`near=${near.lat},${near.lng}`);
      }
    }
    const radius = near && random.chance(0.6) ? random.pick([1, 5, 20, 100]) : null;
    if (radius !== null) parts.push(`radius=${radius}`);
    const nowhere = exclude !== null && near === null;
    const within = (r: ProjectionRecord) => {
      if (nowhere || !r.area || r.id === exclude) return false;
      const { lat, lng } = r.area;
      if (box && !(lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3])) return false;
      return radius === null || !near || haversineKm(near, r.area) <= radius;
    };
    const km = (id: string) => (near ? haversineKm(near, live.get(id)!.area!) : Number.NaN);
    return { query: parts.join("&"), within, near, km, named: parts.length > 0 };
  }

  it("finds by box, distance and radius what filtering every page of the same search finds", () => {
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const others = otherFilters();
      const place = randomPlace();
      if (!place.named) continue;
      const byDistance = place.near !== null && random.chance(0.5);
      const sort = byDistance ? "distance" : random.pick(ORDERED_SORTS);
      // The oracle: every listing the search without a place finds, in its order, filtered by a plain scan.
      const plain = everyPage(`${others}&sort=${byDistance ? "newest" : sort}`).filter((id) =>
        place.within(live.get(id)!),
      );
      const expected = byDistance
        ? plain.sort((a, b) => place.km(a) - place.km(b) || (a < b ? -1 : a > b ? 1 : 0))
        : plain;
      const query = `${others}&${place.query}&sort=${sort}`;
      const first = search(query);
      expect(first.total, query).toBe(expected.length);
      expect(everyPage(query), query).toEqual(expected);
      for (const card of first.listings) {
        if (place.near) expect(card.distanceKm, query).toBe(Math.round(place.km(card.id) * 10) / 10);
        else expect(card.distanceKm).toBeUndefined();
      }
      checked += expected.length > 0 ? 1 : 0;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("finds nothing near an unknown code or a listing without a point, and leaves out the listing it is near", () => {
    expect(search("near=NL-999999")).toMatchObject({ total: 0, listings: [] });
    const unplaced = [...live.values()].find((r) => !r.area)!;
    expect(search(`near=${unplaced.code}`)).toMatchObject({ total: 0, listings: [] });
    const centre = withArea[0]!;
    const nearest = search(`near=${centre.code}&sort=distance`);
    expect(nearest.total).toBe(withArea.length - 1);
    expect(idsOf(nearest.listings)).not.toContain(centre.id);
    // Without sort=distance the order is the chosen sort's, the cards still say how far.
    const newest = search(`near=${centre.code}`);
    expect(newest.total).toBe(withArea.length - 1);
    expect(newest.listings[0]!.distanceKm).toBeTypeOf("number");
  });

  it("sorts a deep page nearest first, and equally far listings by id", () => {
    const point = withArea[5]!.area!;
    const query = `near=${point.lat},${point.lng}&sort=distance`;
    const all = everyPage(query);
    expect(all).toHaveLength(withArea.length);
    const km = all.map((id) => haversineKm(point, live.get(id)!.area!));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    for (let i = 1; i < all.length; i++) if (km[i] === km[i - 1]) expect(all[i - 1]! < all[i]!).toBe(true);
    expect(idsOf(search(`${query}&page=12`).listings)).toEqual(all.slice(11 * 24, 12 * 24));
  });

  it("answers the map of a box: every match counted once in a cluster or as a marker", () => {
    for (const zoom of [5, 9, 12, 16, 18]) {
      const filters = filtersOf("bbox=77.5,11,78.5,12&types=Sell");
      const map = projection.map(filters, zoom);
      const expected = withArea.filter((r) => r.types === "sell");
      expect(map.total).toBe(expected.length);
      expect(map.capped).toBe(false);
      const counted = map.clusters.reduce((sum, { count }) => sum + count, 0) + map.listings.length;
      expect(counted).toBe(expected.length);
      const ids = new Set(expected.map((r) => r.id));
      for (const listing of map.listings) {
        expect(ids.has(listing.id)).toBe(true);
        const record = live.get(listing.id)!;
        expect(listing).toEqual({
          id: record.id,
          code: record.code,
          lat: record.area!.lat,
          lng: record.area!.lng,
          budget: record.budget,
          budgetMethod: record.budgetMethod,
          propertyName: record.propertyName,
          types: record.types,
        });
      }
      if (zoom === 5) expect(map.listings.length).toBeLessThan(expected.length / 10);
    }
    // A smaller box holds only its own.
    const small = projection.map(filtersOf("bbox=77.9,11.4,78.1,11.6"), 18);
    expect(small.total).toBe(
      withArea.filter(
        (r) => r.area!.lng >= 77.9 && r.area!.lng <= 78.1 && r.area!.lat >= 11.4 && r.area!.lat <= 11.6,
      ).length,
    );
  });

  it("caps the map at 300 single listings, the rest still counted", () => {
    const spread = Projection.build(
      Array.from({ length: 400 }, (_, i) =>
        record(`m-${i}`, {
          budget: i * 1000,
          area: { lat: 11 + Math.floor(i / 20) * 0.01, lng: 78 + (i % 20) * 0.01 },
        }),
      ),
    );
    const map = spread.map(filtersOf("bbox=77.9,10.9,78.3,11.3"), 18);
    expect(map).toMatchObject({ total: 400, capped: true, clusters: [] });
    expect(map.listings).toHaveLength(300);
    // The first 300 in the search's order.
    const newest = idsOf([...spread.records()]);
    expect(idsOf(map.listings)).toEqual(newest.slice(0, 300));
    const dearest = spread.map(filtersOf("bbox=77.9,10.9,78.3,11.3&sort=price-desc&q=fairlands"), 18);
    expect(idsOf(dearest.listings)).toEqual(newest.slice(100).reverse());
  });

  it("keeps the places of a snapshot's records: they carry their area", () => {
    const copies = JSON.parse(JSON.stringify([...projection.records()])) as ProjectionRecord[];
    const reloaded = Projection.build(copies);
    const query = "bbox=77.6,11.1,78.2,11.7&near=11.5,78&sort=distance";
    expect(everyPage(query)).toEqual(
      (() => {
        const ids: string[] = [];
        const first = reloaded.search(filtersOf(query));
        for (let page = 1; page <= first.pageCount; page++)
          ids.push(...idsOf(reloaded.search(filtersOf(`${query}&page=${page}`)).listings));
        return ids;
      })(),
    );
  });
});
