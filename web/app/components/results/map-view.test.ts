import { describe, expect, it } from "vitest";
import { isBoxInTamilNadu, TAMIL_NADU_BOUNDS } from "#shared/geo.ts";
import type { SearchResult } from "#shared/listing-card.ts";
import { type ListingFilters, parseListingFilters } from "#shared/listing-filters/schema.ts";
import { initialMapBox, mapAnswerPath, searchAreaSearch } from "./map-box.ts";
import { viewSearch } from "./map-view.ts";
import { moreNearPath } from "./near-links.ts";
import { nearSearch } from "./near-me.client.ts";
import { clearedFilters, resultsSearch } from "./results-logic.ts";
import { resultsMeta } from "./seo.ts";
import type { ResultsPageData } from "./types.ts";

const NONE: ListingFilters = { propertyType: [], rooms: [], city: [], sort: "newest", page: 1 };
const SALEM_BOX = [78.0, 11.5, 78.3, 11.8] as const;

/** What the page's loader makes of a link: the URL always parses back to the same filters. */
function parsed(search: string): ListingFilters {
  const result = parseListingFilters(new URLSearchParams(search));
  if (!result.success) throw new Error(result.message);
  return result.filters;
}

describe("viewSearch (the List and Map links)", () => {
  const filters: ListingFilters = { ...NONE, types: "sell", propertyName: "Land", city: ["Salem"], page: 3 };
  it("keeps every filter and the box, adds view=map, and starts again at page 1", () => {
    const map = viewSearch({ ...filters, bbox: SALEM_BOX }, "map", false);
    expect(map).toBe("?types=Sell&propertyName=Land&city=Salem&bbox=78%2C11.5%2C78.3%2C11.8&view=map");
    expect(parsed(map)).toEqual({ ...filters, bbox: SALEM_BOX, view: "map", page: 1 });
  });
  it("is the list without view", () => {
    const list = viewSearch({ ...filters, view: "map" }, "list", false);
    expect(list).toBe("?types=Sell&propertyName=Land&city=Salem");
    expect(parsed(list).view).toBeUndefined();
  });
  it("leaves the search words to the path on /propertylistings/{query}", () => {
    expect(viewSearch({ ...NONE, q: "salem" }, "map", true)).toBe("?view=map");
    expect(viewSearch({ ...NONE, q: "salem" }, "map", false)).toBe("?q=salem&view=map");
  });
});

describe("searchAreaSearch", () => {
  it("sets the box, keeps the view and the filters, and drops the page", () => {
    const search = searchAreaSearch({ ...NONE, types: "rent", view: "map", page: 4 }, SALEM_BOX, false);
    expect(search).toBe("?types=Rent&bbox=78%2C11.5%2C78.3%2C11.8&view=map");
    expect(parsed(search)).toEqual({ ...NONE, types: "rent", view: "map", bbox: SALEM_BOX });
  });
  it("replaces an earlier box", () => {
    const search = searchAreaSearch({ ...NONE, bbox: SALEM_BOX }, [77.1235, 10.5, 77.5, 10.9877], false);
    expect(new URLSearchParams(search).get("bbox")).toBe("77.1235,10.5,77.5,10.9877");
  });
});

describe("nearSearch (Near me)", () => {
  it("sorts by distance from the point, from the first page, without a box", () => {
    const search = nearSearch(
      { ...NONE, propertyName: "Land", bbox: SALEM_BOX, view: "map", page: 2, sort: "price-asc" },
      { lat: 11.6643, lng: 78.146 },
      false,
    );
    expect(search).toBe("?propertyName=Land&near=11.6643%2C78.146&view=map&sort=distance");
    expect(parsed(search)).toMatchObject({ near: { lat: 11.6643, lng: 78.146 }, sort: "distance" });
  });
});

it("links a listing's More near this one to the results nearest to its area", () => {
  expect(moreNearPath("NL-000123")).toBe("/propertylisting?near=NL-000123&sort=distance");
  expect(parsed(moreNearPath("NL-000123").split("?")[1] ?? "")).toMatchObject({
    near: { listingCode: "NL-000123" },
    sort: "distance",
  });
});

it("Clear All keeps the map view and drops the box and the place", () => {
  const search = resultsSearch(
    clearedFilters({
      ...NONE,
      types: "sell",
      city: ["Salem"],
      bbox: SALEM_BOX,
      near: { lat: 11, lng: 78 },
      sort: "distance",
      view: "map",
    }),
    false,
  );
  expect(search).toBe("?types=Sell&view=map");
});

describe("initialMapBox", () => {
  it("is the URL's box", () => {
    expect(initialMapBox({ ...NONE, bbox: SALEM_BOX })).toEqual(SALEM_BOX);
  });
  it("is about the radius around a point", () => {
    const [west, south, east, north] = initialMapBox({ ...NONE, near: { lat: 11, lng: 78 }, radius: 10 });
    expect(north - south).toBeCloseTo(20 / 111.32, 3);
    expect((west + east) / 2).toBeCloseTo(78, 3);
    expect(east - west).toBeGreaterThan(north - south);
  });
  it("covers the chosen districts, else the whole state", () => {
    const [west, south, east, north] = initialMapBox({ ...NONE, city: ["Salem", "Erode"] });
    expect(west).toBeLessThan(77.73);
    expect(east).toBeGreaterThan(78.15);
    expect(south).toBeLessThan(11.34);
    expect(north).toBeGreaterThan(11.65);
    expect(isBoxInTamilNadu([west, south, east, north])).toBe(true);
    expect(initialMapBox(NONE)).toEqual(TAMIL_NADU_BOUNDS);
    expect(initialMapBox({ ...NONE, near: { listingCode: "NL-000001" } })).toEqual(TAMIL_NADU_BOUNDS);
  });
  it("stays inside the state's margin at its edge", () => {
    expect(isBoxInTamilNadu(initialMapBox({ ...NONE, near: { lat: 13.8, lng: 80.6 }, radius: 100 }))).toBe(
      true,
    );
  });
});

it("asks the map answer for the page's filters over the box at the zoom, without page, view or order", () => {
  const filters: ListingFilters = {
    ...NONE,
    types: "sell",
    city: ["Salem"],
    near: { lat: 11, lng: 78 },
    sort: "distance",
    view: "map",
    page: 5,
  };
  expect(mapAnswerPath(filters, SALEM_BOX, 11.4)).toBe(
    "/api/v1/listings/map?types=Sell&city=Salem&bbox=78%2C11.5%2C78.3%2C11.8&near=11%2C78&zoom=11",
  );
  expect(mapAnswerPath(NONE, SALEM_BOX, 19)).toMatch(/zoom=18$/);
  expect(mapAnswerPath(NONE, SALEM_BOX, 3)).toMatch(/zoom=5$/);
});

describe("resultsMeta of the map view and of a place", () => {
  const data = (filters: ListingFilters): ResultsPageData => ({
    filters,
    error: null,
    budgetInput: { min: "", max: "" },
    result: {
      listings: [{ id: "a" } as SearchResult["listings"][number]],
      total: 1,
      totalCapped: false,
      page: 1,
      pageCount: 1,
    },
    pathQuery: false,
    canonicalUrl: "https://nilam.example/propertylisting",
    places: [],
    map: null,
  });
  const robots = (filters: ListingFilters) =>
    resultsMeta(data(filters)).find((d) => "name" in d && d.name === "robots");
  it("indexes the list and the map of the same filters, not a box or a point's", () => {
    expect(robots({ ...NONE, types: "sell", view: "map" })).toBeUndefined();
    expect(robots({ ...NONE, bbox: SALEM_BOX })).toEqual({ name: "robots", content: "noindex" });
    expect(robots({ ...NONE, near: { listingCode: "NL-000001" }, sort: "distance" })).toEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
