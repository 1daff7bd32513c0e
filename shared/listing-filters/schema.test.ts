import { describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "#shared/paraglide/runtime.js";
import {
  FILTER_MESSAGES,
  filtersToSearchParams,
  LISTINGS_PAGE_SIZE,
  parseListingFilters,
  sortsFor,
} from "./schema.ts";

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe("parseListingFilters", () => {
  it("reads every filter, repeated parameters as lists, values in any case", () => {
    const result = parse(
      "types=SELL&propertyName=farm house&propertyType=residential&rooms=2%20bhk&rooms=3%2B%20BHK&city=salem&city=Erode&min=5,00,000&max=8000000&q=%20near%20bus%20&sort=price-asc&page=3",
    );
    expect(result).toEqual({
      success: true,
      filters: {
        types: "sell",
        propertyName: "Farm House",
        propertyType: ["Residential"],
        rooms: ["2 BHK", "3+ BHK"],
        city: ["Salem", "Erode"],
        min: 500_000,
        max: 8_000_000,
        q: "near bus",
        sort: "price-asc",
        page: 3,
      },
    });
  });

  it("defaults to every type, newest first, page 1, and ignores empty fields and unknown parameters", () => {
    expect(parse("min=&max=&q=&city=&utm_source=x")).toEqual({
      success: true,
      filters: { propertyType: [], rooms: [], city: [], sort: "newest", page: 1 },
    });
  });

  it("drops repeated values", () => {
    const result = parse("city=Salem&city=salem");
    expect(result.success && result.filters.city).toEqual(["Salem"]);
  });

  it("keeps the districts' own spelling", () => {
    const result = parse("city=trichirappalli%20(trichy)&city=The%20Nilgiris");
    expect(result.success && result.filters.city).toEqual(["Trichirappalli (Trichy)", "The Nilgiris"]);
  });

  it("refuses min above max with the SPEC message, and still offers the rest of the query", () => {
    const result = parse("types=Rent&min=900&max=100");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.min).toEqual([FILTER_MESSAGES.budgetOrder()]);
    expect(result.message).toBe("Min price cannot be greater than Max price!");
    expect(result.fallback).toMatchObject({ types: "rent" });
    expect(result.fallback.min).toBeUndefined();
    expect(result.fallback.max).toBeUndefined();
  });

  it("reads the title filters, and refuses road widths that are not whole feet up to 200", () => {
    expect(parse("approvedLayout=yes&tnrera=YES&minRoadWidth=30")).toMatchObject({
      success: true,
      filters: { approvedLayout: true, tnrera: true, minRoadWidth: 30 },
    });
    const refused = parse("types=Sell&approvedLayout=1&minRoadWidth=20.5");
    expect(refused.success).toBe(false);
    if (refused.success) return;
    expect(refused.fieldErrors.approvedLayout).toEqual(["Tick the filter, or leave it out."]);
    expect(refused.fieldErrors.minRoadWidth).toEqual([
      "Road width must be a whole number of feet from 1 to 200.",
    ]);
    expect(refused.fallback).toMatchObject({ types: "sell" });
    expect(parse("minRoadWidth=201").success).toBe(false);
    expect(parse("minRoadWidth=0").success).toBe(false);
  });

  it("refuses Apply with both prices empty with the SPEC message", () => {
    const result = parse("types=Sell&budget=apply&min=&max=");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.min).toEqual([FILTER_MESSAGES.budgetEmpty()]);
    expect(parse("budget=apply&max=100").success).toBe(true);
  });

  it.each([
    ["types=Mortgage", "types"],
    ["propertyName=Castle", "propertyName"],
    ["propertyType=Palace", "propertyType"],
    ["rooms=9%20BHK", "rooms"],
    ["city=Bengaluru", "city"],
    ["city=Salem&city=Atlantis", "city"],
    ["min=abc", "min"],
    ["max=-5", "max"],
    ["min=1.5", "min"],
    ["sort=random", "sort"],
    ["page=0", "page"],
    ["page=1001", "page"],
    ["page=999999", "page"],
    ["page=two", "page"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("refuses %s with an error on %s", (query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(result.fallback).toMatchObject({ page: 1, sort: "newest" });
  });

  it("keeps the valid filters in the fallback", () => {
    const result = parse("types=Sell&city=Salem&city=Atlantis&rooms=2%20BHK");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fallback).toMatchObject({ types: "sell", rooms: ["2 BHK"], city: [] });
  });
});

describe("filtersToSearchParams", () => {
  it("writes the canonical query and parses back to the same filters", () => {
    const filters = {
      types: "lease",
      propertyName: "Land",
      propertyType: ["Agricultural"],
      rooms: [],
      city: ["Salem", "Erode"],
      min: 100,
      max: 200,
      q: "corner plot",
      approvedLayout: true,
      tnrera: true,
      minRoadWidth: 30,
      sort: "price-per-cent-asc",
      page: 2,
    } as const;
    const params = filtersToSearchParams({
      ...filters,
      propertyType: [...filters.propertyType],
      rooms: [],
      city: [...filters.city],
    });
    expect(params.toString()).toBe(
      "types=Lease&propertyName=Land&propertyType=Agricultural&city=Salem&city=Erode&min=100&max=200&q=corner+plot&approvedLayout=yes&tnrera=yes&minRoadWidth=30&sort=price-per-cent-asc&page=2",
    );
    expect(parseListingFilters(params)).toEqual({ success: true, filters });
  });

  it("leaves defaults out", () => {
    expect(filtersToSearchParams({ sort: "newest", page: 1, city: [] }).toString()).toBe("");
  });
});

it("offers the price-per-cent sort for land only; pages hold 24 listings", () => {
  expect(sortsFor("Land")).toContain("price-per-cent-asc");
  expect(sortsFor("House")).not.toContain("price-per-cent-asc");
  expect(sortsFor(undefined)).not.toContain("price-per-cent-asc");
  expect(LISTINGS_PAGE_SIZE).toBe(24);
});

describe("the map's parameters", () => {
  it("read a box, a point, a radius, nearest first and the map view", () => {
    const result = parse("bbox=80.1,12.9,80.3,13.2&near=13.0878,80.2785&radius=25&sort=distance&view=map");
    expect(result).toEqual({
      success: true,
      filters: {
        propertyType: [],
        rooms: [],
        city: [],
        bbox: [80.1, 12.9, 80.3, 13.2],
        near: { lat: 13.0878, lng: 80.2785 },
        radius: 25,
        sort: "distance",
        view: "map",
        page: 1,
      },
    });
  });

  it("take a listing's code as the place, in any case, and leave the list view out", () => {
    const result = parse("near=nl-000123&view=list");
    expect(result.success && result.filters.near).toEqual({ listingCode: "NL-000123" });
    expect(result.success && "view" in result.filters).toBe(false);
  });

  it("round coordinates to 4 decimals (about 11 m)", () => {
    const result = parse("near=13.087812,80.278549");
    expect(result.success && result.filters.near).toEqual({ lat: 13.0878, lng: 80.2785 });
  });

  it.each([
    ["a box outside Tamil Nadu", "bbox=72.8,18.9,73.0,19.1", "bbox"],
    ["a box wider than the state", "bbox=70,5,85,15", "bbox"],
    ["a box west of east reversed", "bbox=80.3,12.9,80.1,13.2", "bbox"],
    ["a box south of north reversed", "bbox=80.1,13.2,80.3,12.9", "bbox"],
    ["a box of three numbers", "bbox=80.1,12.9,80.3", "bbox"],
    ["a box of words", "bbox=a,b,c,d", "bbox"],
    ["a box in exponents", "bbox=8e1,1.29e1,80.3,13.2", "bbox"],
    ["a point that is not a number", "near=NaN,80.2", "near"],
    ["a point outside the state", "near=19.07,72.87", "near"],
    ["a point the wrong way round", "near=80.2785,13.0878", "near"],
    ["a radius over 100 km", "near=13.08,80.27&radius=101", "radius"],
    ["a radius of 0", "near=13.08,80.27&radius=0", "radius"],
    ["a radius with decimals", "near=13.08,80.27&radius=2.5", "radius"],
    ["a radius without a place", "radius=10", "radius"],
    ["nearest first without a place", "sort=distance", "sort"],
    ["a view that does not exist", "view=globe", "view"],
  ])("refuse %s, naming the parameter, and keep the rest of the query", (_case, query, field) => {
    const result = parse(`${query}&types=Sell`);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(result.fallback).toMatchObject({ types: "sell" });
    expect(filtersToSearchParams(result.fallback).get(field)).toBeNull();
  });

  it("say what is wrong in English and in Tamil", () => {
    const english = parse("near=13.08,80.27&radius=500");
    expect(!english.success && english.message).toBe("Distance must be a whole number of km from 1 to 100.");
    overwriteGetLocale(() => "ta");
    try {
      const tamil = parse("bbox=1,2,3,4");
      expect(!tamil.success && tamil.message).toBe("தமிழ்நாட்டுக்குள் உள்ள ஒரு பகுதியை வரைபடத்தில் தேர்வுசெய்யுங்கள்.");
    } finally {
      overwriteGetLocale(() => baseLocale);
    }
  });

  it("write the same URL they read", () => {
    const query = "bbox=80.1%2C12.9%2C80.3%2C13.2&near=NL-000123&radius=25&view=map&sort=distance";
    const result = parse(query);
    expect(result.success && filtersToSearchParams(result.filters).toString()).toBe(query);
  });

  it("offer nearest first only from a place", () => {
    expect(sortsFor("Land")).not.toContain("distance");
    expect(sortsFor("Land", { lat: 13, lng: 80 })).toContain("distance");
  });
});
