import { describe, expect, it } from "vitest";
import { guidelineCheck } from "./guideline-check.ts";

const house = {
  propertyName: "House",
  budget: 4_500_000,
  budgetMethod: "Overall budget",
  // 5 cents of land, a 1,200 sq ft house.
  areaSqFt: 2178,
  builtUpAreaSqFt: 1200,
  guidelineValue: { rupeesPerUnit: 1_000, unit: "sqft" as const, source: "S.No. 123/4A, Vadavalli" },
};

describe("guidelineCheck", () => {
  it("is null without a guideline value", () => {
    expect(guidelineCheck({ ...house, guidelineValue: null })).toBeNull();
  });

  it("takes the land's area for a house: ₹45 lakh is 2.1 × ₹21,78,000", () => {
    expect(guidelineCheck(house)).toMatchObject({ totalRupees: 2_178_000, multiple: 2.1, flagged: false });
  });

  it("takes the flat's area for an apartment's composite value", () => {
    const flat = {
      ...house,
      propertyName: "Apartment",
      guidelineValue: { ...house.guidelineValue, rupeesPerUnit: 5_000 },
    };
    expect(guidelineCheck(flat)).toMatchObject({ totalRupees: 6_000_000, multiple: 0.8, flagged: false });
  });

  it("flags a multiple below 0.5 or above 20 (a value per cent typed per sq ft), not at the bounds", () => {
    const at = (rupeesPerUnit: number) =>
      guidelineCheck({
        ...house,
        budget: 2_178_000,
        guidelineValue: { ...house.guidelineValue, rupeesPerUnit },
      });
    expect(at(2_000)).toMatchObject({ multiple: 0.5, flagged: false });
    expect(at(2_500)).toMatchObject({ multiple: 0.4, flagged: true });
    expect(at(50)).toMatchObject({ multiple: 20, flagged: false });
    expect(at(45)).toMatchObject({ multiple: 22.2, flagged: true });
  });

  it("prices a per-cent budget over the area, and has no multiple without an area", () => {
    const perCent = { ...house, budget: 900_000, budgetMethod: "Per Cent" };
    expect(guidelineCheck(perCent)).toMatchObject({ multiple: 2.1 });
    expect(guidelineCheck({ ...house, areaSqFt: null })).toMatchObject({
      totalRupees: null,
      multiple: null,
      flagged: false,
    });
  });
});
