import { describe, expect, it } from "vitest";
import {
  GUIDELINE_UNITS_BY_NAME,
  guidelineMaxRupees,
  guidelineTotalRupees,
  priceMultiple,
} from "./guideline.ts";

describe("guideline value", () => {
  it("bounds a value per unit at ₹2,00,000 a sq ft converted", () => {
    expect(guidelineMaxRupees("sqft")).toBe(200_000);
    expect(guidelineMaxRupees("cent")).toBe(87_120_000);
    expect(guidelineMaxRupees("acre")).toBe(8_712_000_000);
  });

  it("lets an apartment state a value per sq ft only, and land per any unit", () => {
    expect(GUIDELINE_UNITS_BY_NAME.Apartment).toEqual(["sqft"]);
    expect(GUIDELINE_UNITS_BY_NAME.Land).toEqual(["sqft", "cent", "acre"]);
    expect(GUIDELINE_UNITS_BY_NAME.House).toEqual(["sqft", "cent"]);
  });

  it("gives the whole property's value from the value per unit and the area", () => {
    expect(guidelineTotalRupees({ rupeesPerUnit: 2_500, unit: "sqft" }, 1_200)).toBe(3_000_000);
    // 5 cents at ₹4 lakh a cent
    expect(guidelineTotalRupees({ rupeesPerUnit: 400_000, unit: "cent" }, 5 * 435.6)).toBe(2_000_000);
    // 2.5 acres at ₹5 lakh an acre
    expect(guidelineTotalRupees({ rupeesPerUnit: 500_000, unit: "acre" }, 2.5 * 43_560)).toBe(1_250_000);
    expect(guidelineTotalRupees({ rupeesPerUnit: 2_500, unit: "sqft" }, null)).toBeNull();
  });

  it("says the price as a multiple of the guideline value, to one decimal", () => {
    expect(priceMultiple(5_400_000, 3_000_000)).toBe(1.8);
    expect(priceMultiple(2_000_000, 3_000_000)).toBe(0.7);
    expect(priceMultiple(null, 3_000_000)).toBeNull();
    expect(priceMultiple(2_000_000, null)).toBeNull();
  });
});
