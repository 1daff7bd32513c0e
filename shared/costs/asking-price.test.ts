import { describe, expect, it } from "vitest";
import { askingPriceRupees } from "./asking-price.ts";

describe("askingPriceRupees", () => {
  it("is the budget when it is the overall price, or when the method is not given", () => {
    expect(askingPriceRupees({ budget: 4_500_000, budgetMethod: "Overall budget", areaSqFt: null })).toBe(
      4_500_000,
    );
    expect(askingPriceRupees({ budget: 4_500_000, budgetMethod: null, areaSqFt: 2_400 })).toBe(4_500_000);
  });

  it("multiplies a price per cent or per acre by the area, to the rupee", () => {
    // 5 cents (2,178 sq ft) at ₹3 lakh a cent; 2.5 acres at ₹40 lakh an acre.
    expect(askingPriceRupees({ budget: 300_000, budgetMethod: "Per Cent", areaSqFt: 2_178 })).toBe(1_500_000);
    expect(askingPriceRupees({ budget: 4_000_000, budgetMethod: "Per Acre", areaSqFt: 108_900 })).toBe(
      10_000_000,
    );
    // 1,000 sq ft at ₹1 lakh a cent: 2.2957 cents.
    expect(askingPriceRupees({ budget: 100_000, budgetMethod: "Per Cent", areaSqFt: 1_000 })).toBe(229_568);
  });

  it("has none for a monthly rent, a per-unit price without an area, or a budget that is not whole", () => {
    expect(askingPriceRupees({ budget: 25_000, budgetMethod: "Monthly", areaSqFt: 1_200 })).toBeNull();
    expect(askingPriceRupees({ budget: 300_000, budgetMethod: "Per Cent", areaSqFt: null })).toBeNull();
    expect(askingPriceRupees({ budget: 300_000, budgetMethod: "Per Acre", areaSqFt: 0 })).toBeNull();
    expect(askingPriceRupees({ budget: 1.5, budgetMethod: "Overall budget", areaSqFt: null })).toBeNull();
  });
});
