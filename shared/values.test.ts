import { describe, expect, it } from "vitest";
import { derivePrices, formatListingCode, fromSquareFeet, SQ_FT_PER_UNIT, toSquareFeet } from "./values.ts";

describe("formatListingCode", () => {
  it("pads to six digits", () => {
    expect(formatListingCode(1)).toBe("NL-000001");
    expect(formatListingCode(123)).toBe("NL-000123");
    expect(formatListingCode(999_999)).toBe("NL-999999");
  });

  it("grows past six digits instead of truncating", () => {
    expect(formatListingCode(1_234_567)).toBe("NL-1234567");
  });

  it("refuses numbers that cannot come from the sequence", () => {
    expect(() => formatListingCode(-1)).toThrow(RangeError);
    expect(() => formatListingCode(1.5)).toThrow(RangeError);
  });
});

describe("area units", () => {
  it("uses the Tamil Nadu conversions", () => {
    expect(SQ_FT_PER_UNIT).toEqual({ sqft: 1, cent: 435.6, acre: 43_560, ground: 2_400, hectare: 107_639.1 });
    expect(toSquareFeet(1, "acre")).toBe(toSquareFeet(100, "cent"));
  });

  it("converts to square feet with two decimals and back", () => {
    expect(toSquareFeet(5, "cent")).toBe(2_178);
    expect(toSquareFeet(2.5, "ground")).toBe(6_000);
    expect(toSquareFeet(0.333, "cent")).toBe(145.05);
    expect(fromSquareFeet(2_178, "cent")).toBe(5);
    expect(fromSquareFeet(43_560, "acre")).toBe(1);
    expect(fromSquareFeet(1_000, "hectare")).toBe(0.01);
  });
});

describe("derivePrices", () => {
  it("divides an overall budget by the area", () => {
    // 10 cents for ₹20,00,000: ₹2,00,000 a cent, ₹2 crore an acre.
    expect(derivePrices({ budget: 2_000_000, budgetMethod: "Overall budget", areaSqFt: 4_356 })).toEqual({
      pricePerCentRupees: 200_000,
      pricePerAcreRupees: 20_000_000,
    });
  });

  it("treats a missing method like an overall budget", () => {
    expect(derivePrices({ budget: 100_000, budgetMethod: null, areaSqFt: 43_560 })).toEqual({
      pricePerCentRupees: 1_000,
      pricePerAcreRupees: 100_000,
    });
  });

  it("rounds halves up, as PostgreSQL rounds numeric", () => {
    // 1 rupee over 2 cents = 0.5 a cent.
    expect(
      derivePrices({ budget: 1, budgetMethod: "Overall budget", areaSqFt: 871.2 }).pricePerCentRupees,
    ).toBe(1);
    expect(
      derivePrices({ budget: 1_000, budgetMethod: "Overall budget", areaSqFt: 1_306.8 }).pricePerCentRupees,
    ).toBe(333);
  });

  it("converts between per cent and per acre (1 acre = 100 cents)", () => {
    expect(derivePrices({ budget: 150_000, budgetMethod: "Per Cent", areaSqFt: null })).toEqual({
      pricePerCentRupees: 150_000,
      pricePerAcreRupees: 15_000_000,
    });
    expect(derivePrices({ budget: 4_500_050, budgetMethod: "Per Acre", areaSqFt: 1 })).toEqual({
      pricePerCentRupees: 45_001,
      pricePerAcreRupees: 4_500_050,
    });
  });

  it("has no price per area for a monthly rent, or without an area", () => {
    const none = { pricePerCentRupees: null, pricePerAcreRupees: null };
    expect(derivePrices({ budget: 15_000, budgetMethod: "Monthly", areaSqFt: 1_200 })).toEqual(none);
    expect(derivePrices({ budget: 15_000, budgetMethod: "Overall budget", areaSqFt: null })).toEqual(none);
    expect(derivePrices({ budget: 15_000, budgetMethod: "Overall budget", areaSqFt: 0 })).toEqual(none);
  });
});
