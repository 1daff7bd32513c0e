import { describe, expect, it } from "vitest";
import { costsBasis, estimateCosts, loanDefaults, parseCostsQuery } from "./estimate.ts";
import { TEST_RATES as rates } from "./rates.fixture.ts";

const sale = {
  types: "sell",
  propertyName: "Land",
  budget: 5_400_000,
  budgetMethod: "Overall budget",
  areaSqFt: 2_400,
  builtUpAreaSqFt: null,
  guidelineValue: null,
  firstSale: null,
};

describe("costsBasis", () => {
  it("is for sale listings with rates only", () => {
    expect(costsBasis({ ...sale, types: "rent" }, rates)).toBeNull();
    expect(costsBasis({ ...sale, types: "lease" }, rates)).toBeNull();
    expect(costsBasis(sale, null)).toBeNull();
    expect(costsBasis(sale, rates)).toEqual({
      priceRupees: 5_400_000,
      guidelineRupees: null,
      kind: "sale",
      rates,
    });
  });

  it("takes a price per cent times the area, and none without an area", () => {
    const perCent = { ...sale, budget: 400_000, budgetMethod: "Per Cent", areaSqFt: 5 * 435.6 };
    expect(costsBasis(perCent, rates)?.priceRupees).toBe(2_000_000);
    expect(costsBasis({ ...perCent, areaSqFt: null }, rates)?.priceRupees).toBeNull();
  });

  it("values a flat's guideline by its built-up area, and land's by the land", () => {
    const guidelineValue = { rupeesPerUnit: 5_000, unit: "sqft" as const, source: "Anna Nagar" };
    const flat = {
      ...sale,
      propertyName: "Apartment",
      areaSqFt: 2_400,
      builtUpAreaSqFt: 1_000,
      guidelineValue,
    };
    expect(costsBasis(flat, rates)?.guidelineRupees).toBe(5_000_000);
    expect(costsBasis({ ...flat, propertyName: "Land" }, rates)?.guidelineRupees).toBe(12_000_000);
  });

  it("charges a builder's first sale of a flat or house by the bands, and nothing else", () => {
    expect(costsBasis({ ...sale, propertyName: "Apartment", firstSale: true }, rates)?.kind).toBe(
      "apartment-first-sale",
    );
    expect(costsBasis({ ...sale, propertyName: "House", firstSale: true }, rates)?.kind).toBe(
      "apartment-first-sale",
    );
    expect(costsBasis({ ...sale, propertyName: "Land", firstSale: true }, rates)?.kind).toBe("sale");
    expect(costsBasis({ ...sale, propertyName: "Apartment", firstSale: false }, rates)?.kind).toBe("sale");
  });
});

describe("loanDefaults", () => {
  it("lends the rates' share of the price, to the nearest ₹1,000, at their rate and tenure", () => {
    expect(loanDefaults(5_400_000, rates)).toEqual({ loanRupees: 4_320_000, rateBp: 850, years: 20 });
    expect(loanDefaults(1_234_567, rates).loanRupees).toBe(988_000);
    expect(loanDefaults(100, rates).loanRupees).toBe(1);
  });

  it("stays within the ₹100 crore the formula is held to", () => {
    expect(loanDefaults(2_000_000_000, rates).loanRupees).toBe(1_000_000_000);
  });
});

describe("parseCostsQuery", () => {
  const defaults = { loanRupees: 4_320_000, rateBp: 850, years: 20 };

  it("reads grouped rupees, a rate with up to 2 decimals and whole years", () => {
    expect(
      parseCostsQuery({ loan: "40,00,000", rate: "8.75", years: "15", woman: "1" }, defaults, 5_400_000),
    ).toEqual({
      query: { loanRupees: 4_000_000, rateBp: 875, years: 15, buyerIsWoman: true },
      invalid: [],
    });
  });

  it("takes the defaults for blank fields without calling them wrong", () => {
    expect(parseCostsQuery({ loan: "", rate: " ", years: null }, defaults, 5_400_000)).toEqual({
      query: { ...defaults, buyerIsWoman: false },
      invalid: [],
    });
  });

  it("names each field out of bounds and uses its default", () => {
    const wrong = (loan: string, rate: string, years: string) =>
      parseCostsQuery({ loan, rate, years }, defaults, 5_400_000);
    expect(wrong("5400001", "30.01", "31")).toEqual({
      query: { ...defaults, buyerIsWoman: false },
      invalid: ["loan", "rate", "years"],
    });
    expect(wrong("0", "8.123", "0").invalid).toEqual(["loan", "rate", "years"]);
    expect(wrong("1e6", "-1", "2.5").invalid).toEqual(["loan", "rate", "years"]);
    expect(wrong("5400000", "30", "30")).toEqual({
      query: { loanRupees: 5_400_000, rateBp: 3_000, years: 30, buyerIsWoman: false },
      invalid: [],
    });
    expect(wrong("1", "0", "1").query).toMatchObject({ loanRupees: 1, rateBp: 0, years: 1 });
  });
});

describe("estimateCosts", () => {
  it("gives the charges and the default loan's EMI", () => {
    const estimate = estimateCosts(costsBasis(sale, rates)!);
    expect(estimate.charges).toMatchObject({ totalRupees: 486_000, priceWithChargesRupees: 5_886_000 });
    expect(estimate.query).toEqual({ loanRupees: 4_320_000, rateBp: 850, years: 20, buyerIsWoman: false });
    // ₹43.2 lakh at 8.5% for 20 years
    expect(estimate.loan?.monthlyRupees).toBe(37_490);
  });

  it("applies a woman buyer's lower fee when asked", () => {
    const small = costsBasis({ ...sale, budget: 1_000_000 }, rates)!;
    expect(estimateCosts(small).charges?.registrationFee.amountRupees).toBe(20_000);
    expect(estimateCosts(small, { woman: "1" }).charges?.registrationFee.amountRupees).toBe(10_000);
  });

  it("works out nothing without a price", () => {
    const noArea = costsBasis({ ...sale, budgetMethod: "Per Cent", areaSqFt: null }, rates)!;
    expect(estimateCosts(noArea, { loan: "100000" })).toMatchObject({
      charges: null,
      loan: null,
      invalid: [],
    });
  });
});
