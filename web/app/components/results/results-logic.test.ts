import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the heading is made as the server makes it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";
import { FILTER_MESSAGES, type ListingFilters } from "#shared/listing-filters/schema.ts";
import { submissionSearch } from "./filter-query.ts";
import {
  activeFilterCount,
  budgetFilterLabel,
  clearedFilters,
  invalidBudgetFields,
  pageItems,
  pendingChoices,
  resultCountLabel,
  resultsHeading,
  resultsSearch,
  roomsApply,
  withoutBudget,
} from "./results-logic.ts";

const NONE: ListingFilters = { propertyType: [], rooms: [], city: [], sort: "newest", page: 1 };

describe("resultsHeading", () => {
  it("is the type then the name, Sell shown as Buy", () => {
    expect(resultsHeading({ types: "sell", propertyName: "Land" })).toBe("Buy Land");
    expect(resultsHeading({ types: "lease", propertyName: "Farm House" })).toBe("Lease Farm House");
  });
  it("is the type alone without a name, the name alone without a type, else all properties", () => {
    expect(resultsHeading({ types: "rent" })).toBe("Rent");
    expect(resultsHeading({ propertyName: "Store" })).toBe("Store");
    expect(resultsHeading({})).toBe("All properties");
  });
  it("is one message in each language's own order: the name then the purpose in Tamil", () => {
    expect(resultsHeading({ types: "sell", propertyName: "Store" })).toBe("Buy Store");
    expect(inLocale("ta", () => resultsHeading({ types: "sell", propertyName: "Store" }))).toBe(
      "கடை விற்பனைக்கு",
    );
    expect(inLocale("ta", () => resultsHeading({ types: "lease", propertyName: "Land" }))).toBe(
      "நிலம் குத்தகைக்கு",
    );
    expect(inLocale("ta", () => resultsHeading({ types: "rent" }))).toBe("வாடகை");
  });
  it("names the search words", () => {
    expect(resultsHeading({ q: "salem land" })).toBe("Results for “salem land”");
    expect(resultsHeading({ types: "sell", q: "near bus" })).toBe("Buy matching “near bus”");
  });
});

describe("budgetFilterLabel (SPEC §5)", () => {
  it("labels min only, max only and a range, in Indian grouping", () => {
    expect(budgetFilterLabel(500_000, undefined)).toBe("₹5,00,000 +");
    expect(budgetFilterLabel(undefined, 8_000_000)).toBe("Up to ₹80,00,000");
    expect(budgetFilterLabel(100, 2_000)).toBe("₹100 – ₹2,000");
    expect(budgetFilterLabel(0, undefined)).toBe("₹0 +");
  });
  it("is nothing when no price is set", () => {
    expect(budgetFilterLabel(undefined, undefined)).toBeNull();
  });
});

it("counts results in words, capped totals with a plus", () => {
  expect(resultCountLabel(0, false)).toBe("0 properties");
  expect(resultCountLabel(1, false)).toBe("1 property");
  expect(resultCountLabel(176, false)).toBe("176 properties");
  expect(resultCountLabel(1000, true)).toBe("1,000+ properties");
});

it("counts the panel's active filters, the budget once", () => {
  expect(activeFilterCount(NONE)).toBe(0);
  expect(activeFilterCount({ ...NONE, city: ["Salem", "Erode"], rooms: ["2 BHK"], min: 1, max: 2 })).toBe(4);
  expect(activeFilterCount({ ...NONE, types: "sell", propertyName: "Land", sort: "price-asc" })).toBe(0);
});

it("leaves rooms out for land and stores", () => {
  expect(roomsApply("Land")).toBe(false);
  expect(roomsApply("Store")).toBe(false);
  expect(roomsApply("House")).toBe(true);
  expect(roomsApply(undefined)).toBe(true);
});

describe("resultsSearch", () => {
  const filters: ListingFilters = { ...NONE, types: "sell", city: ["Salem"], q: "near bus", page: 2 };
  it("writes the canonical query", () => {
    expect(resultsSearch(filters, false)).toBe("?types=Sell&city=Salem&q=near+bus&page=2");
    expect(resultsSearch(NONE, false)).toBe("");
  });
  it("leaves the search words to the path on /propertylistings/{query}", () => {
    expect(resultsSearch(filters, true)).toBe("?types=Sell&city=Salem&page=2");
  });
  it("Clear All keeps the type, the name and the search, and nothing else", () => {
    const all: ListingFilters = {
      ...filters,
      propertyName: "Land",
      rooms: ["2 BHK"],
      propertyType: ["Residential"],
      min: 5,
      max: 10,
      sort: "price-desc",
    };
    expect(resultsSearch(clearedFilters(all), false)).toBe("?types=Sell&propertyName=Land&q=near+bus");
  });
  it("the budget's Clear drops both prices and starts again at page 1", () => {
    expect(resultsSearch(withoutBudget({ ...filters, min: 5, max: 10 }), false)).toBe(
      "?types=Sell&city=Salem&q=near+bus",
    );
  });
});

describe("pageItems", () => {
  it("offers no links for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
  });
  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageItems(1, 8)).toEqual([1, 2, "gap", 8]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });
  it("shows a lone missing page instead of a gap", () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("still links the first and last pages from past the end", () => {
    expect(pageItems(50, 8)).toEqual([1, "gap", 8]);
  });
});

describe("submissionSearch", () => {
  const applied = { min: 100_000, max: undefined };
  it("a toggle keeps the applied budget, not the prices being typed, and goes back to page 1", () => {
    const result = submissionSearch(
      [
        ["types", "Sell"],
        ["city", "Salem"],
        ["city", "Erode"],
        ["min", "999"],
        ["max", "5"],
        ["sort", "price-asc"],
        ["page", "3"],
      ],
      { applyBudget: false, applied, pathQuery: false },
    );
    expect(result).toEqual({
      ok: true,
      search: "?types=Sell&city=Salem&city=Erode&min=100000&sort=price-asc",
    });
  });
  it("Apply takes the typed prices, commas allowed, without leaving a marker in the URL", () => {
    const result = submissionSearch(
      [
        ["min", "5,00,000"],
        ["max", ""],
      ],
      { applyBudget: true, applied: {}, pathQuery: false },
    );
    expect(result).toEqual({ ok: true, search: "?min=500000" });
  });
  it("Apply with both prices empty answers with the SPEC's message", () => {
    const result = submissionSearch(
      [
        ["min", " "],
        ["max", ""],
      ],
      { applyBudget: true, applied, pathQuery: false },
    );
    expect(result).toEqual({
      ok: false,
      budgetErrors: { min: [FILTER_MESSAGES.budgetEmpty()], max: undefined },
    });
    expect(FILTER_MESSAGES.budgetEmpty()).toBe("Please enter a value in at least one field.");
  });
  it("Apply with min above max answers with the SPEC's message", () => {
    const result = submissionSearch(
      [
        ["min", "900"],
        ["max", "100"],
      ],
      { applyBudget: true, applied: {}, pathQuery: false },
    );
    expect(result).toEqual({
      ok: false,
      budgetErrors: { min: [FILTER_MESSAGES.budgetOrder()], max: undefined },
    });
    expect(FILTER_MESSAGES.budgetOrder()).toBe("Min price cannot be greater than Max price!");
  });
  it("Apply refuses a price that is not whole rupees", () => {
    const result = submissionSearch([["max", "12.5"]], { applyBudget: true, applied: {}, pathQuery: false });
    expect(result).toEqual({ ok: false, budgetErrors: { min: undefined, max: [FILTER_MESSAGES.price()] } });
  });
  it("leaves the price-per-cent order with land", () => {
    const fields: [string, string][] = [
      ["propertyName", "House"],
      ["sort", "price-per-cent-asc"],
    ];
    expect(submissionSearch(fields, { applyBudget: false, applied: {}, pathQuery: false })).toEqual({
      ok: true,
      search: "?propertyName=House",
    });
    fields[0] = ["propertyName", "Land"];
    expect(submissionSearch(fields, { applyBudget: false, applied: {}, pathQuery: false })).toEqual({
      ok: true,
      search: "?propertyName=Land&sort=price-per-cent-asc",
    });
  });
  it("keeps the search words, except where the path carries them", () => {
    const fields: [string, string][] = [
      ["q", "near bus"],
      ["types", ""],
    ];
    expect(submissionSearch(fields, { applyBudget: false, applied: {}, pathQuery: false })).toEqual({
      ok: true,
      search: "?q=near+bus",
    });
    expect(submissionSearch(fields, { applyBudget: false, applied: {}, pathQuery: true })).toEqual({
      ok: true,
      search: "",
    });
  });
});

it("marks both price fields for the SPEC's budget messages, one field for a bad price", () => {
  expect(invalidBudgetFields({ min: [FILTER_MESSAGES.budgetOrder()] })).toEqual({ min: true, max: true });
  expect(invalidBudgetFields({ min: [FILTER_MESSAGES.budgetEmpty()] })).toEqual({ min: true, max: true });
  expect(invalidBudgetFields({ max: [FILTER_MESSAGES.price()] })).toEqual({ min: false, max: true });
  expect(invalidBudgetFields({})).toEqual({ min: false, max: false });
});

it("shows the choices of a query being loaded among the panel's options, the rest as it is", () => {
  const applied: ListingFilters = { ...NONE, types: "rent", min: 500000, city: ["Erode"] };
  expect(pendingChoices("?types=Rent&city=Salem&rooms=2%20BHK&sort=price-asc", applied)).toEqual({
    ...applied,
    city: ["Salem"],
    rooms: ["2 BHK"],
    sort: "price-asc",
  });
  expect(pendingChoices("?types=Sell&propertyName=Land&city=Atlantis&sort=cheapest&min=1", applied)).toEqual({
    ...applied,
    types: "sell",
    propertyName: "Land",
    city: [],
  });
  expect(pendingChoices("?types=Mortgage", applied)).toEqual({ ...applied, types: undefined, city: [] });
});
