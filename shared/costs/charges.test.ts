import { describe, expect, it } from "vitest";
import { type ChargesInput, charges, percentOf } from "./charges.ts";
import { TEST_RATES as RATES } from "./rates.fixture.ts";

const sale = (overrides: Partial<ChargesInput>) =>
  charges({
    priceRupees: 4_000_000,
    guidelineRupees: null,
    kind: "sale",
    buyerIsWoman: false,
    rates: RATES,
    ...overrides,
  });

describe("charges", () => {
  it("takes 7% stamp duty and a 2% fee on the price of land or a building, naming the rates' date", () => {
    expect(sale({})).toEqual({
      base: { rupees: 4_000_000, from: "price" },
      stampDuty: { rateBp: 700, baseRupees: 4_000_000, amountRupees: 280_000 },
      registrationFee: { rateBp: 200, baseRupees: 4_000_000, amountRupees: 80_000 },
      totalRupees: 360_000,
      priceWithChargesRupees: 4_360_000,
      slab: null,
      concession: null,
      womenConcessionWouldApply: false,
      effectiveFrom: "2025-04-01",
      source: RATES.source,
    });
  });

  it("is on the guideline value when it is higher than the price, and on the price when not (a tie is the price)", () => {
    const above = sale({ guidelineRupees: 5_000_000 });
    expect(above).toMatchObject({ base: { rupees: 5_000_000, from: "guideline" }, totalRupees: 450_000 });
    expect(above.priceWithChargesRupees).toBe(4_450_000);
    expect(sale({ guidelineRupees: 3_000_000 }).base).toEqual({ rupees: 4_000_000, from: "price" });
    expect(sale({ guidelineRupees: 4_000_000 }).base.from).toBe("price");
  });

  it("charges an apartment's first sale at its band, each ceiling inside its band", () => {
    const band = (priceRupees: number) => sale({ priceRupees, kind: "apartment-first-sale" });
    expect(band(5_000_000)).toMatchObject({
      stampDuty: { rateBp: 400 },
      slab: { fromRupees: 0, upToRupees: 5_000_000 },
    });
    expect(band(5_000_001)).toMatchObject({ stampDuty: { rateBp: 500 }, slab: { fromRupees: 5_000_001 } });
    expect(band(30_000_000).stampDuty.rateBp).toBe(500);
    expect(band(30_000_001)).toMatchObject({ stampDuty: { rateBp: 700 }, slab: { upToRupees: null } });
    // The band follows the value charged: here the guideline value.
    const guided = sale({ priceRupees: 4_900_000, guidelineRupees: 5_100_000, kind: "apartment-first-sale" });
    expect(guided.stampDuty).toEqual({ rateBp: 500, baseRupees: 5_100_000, amountRupees: 255_000 });
  });

  it("lowers a woman buyer's fee by 1% up to ₹10 lakh, and not above", () => {
    const at = sale({ priceRupees: 1_000_000, buyerIsWoman: true });
    expect(at).toMatchObject({
      registrationFee: { rateBp: 100, amountRupees: 10_000 },
      concession: { cutBp: 100, upToRupees: 1_000_000 },
      womenConcessionWouldApply: true,
    });
    const above = sale({ priceRupees: 1_000_001, buyerIsWoman: true });
    expect(above).toMatchObject({
      registrationFee: { rateBp: 200 },
      concession: null,
      womenConcessionWouldApply: false,
    });
    // The ceiling is on the value charged: a guideline value above ₹10 lakh takes the concession away.
    expect(
      sale({ priceRupees: 900_000, guidelineRupees: 1_200_000, buyerIsWoman: true }).concession,
    ).toBeNull();
    // Offered, not taken, when the buyer is not a woman.
    expect(sale({ priceRupees: 900_000 })).toMatchObject({
      concession: null,
      womenConcessionWouldApply: true,
    });
    // In an apartment's band too, and never below 0%.
    const small = sale({ priceRupees: 800_000, kind: "apartment-first-sale", buyerIsWoman: true });
    expect(small).toMatchObject({ stampDuty: { rateBp: 400 }, registrationFee: { rateBp: 100 } });
    const free = charges({
      priceRupees: 800_000,
      guidelineRupees: null,
      kind: "sale",
      buyerIsWoman: true,
      rates: { ...RATES, womenConcession: { registrationFeeCutBp: 300, upToRupees: 1_000_000 } },
    });
    expect(free.registrationFee).toMatchObject({ rateBp: 0, amountRupees: 0 });
  });

  it("has no concession where the rates have none", () => {
    expect(
      sale({ priceRupees: 500_000, buyerIsWoman: true, rates: { ...RATES, womenConcession: null } }),
    ).toMatchObject({
      concession: null,
      womenConcessionWouldApply: false,
      registrationFee: { rateBp: 200 },
    });
  });

  it("rounds each line half up to the rupee, exactly at any size", () => {
    expect(sale({ priceRupees: 1_234_567 })).toMatchObject({
      stampDuty: { amountRupees: 86_420 },
      registrationFee: { amountRupees: 24_691 },
      totalRupees: 111_111,
    });
    expect(percentOf(50, 100)).toBe(1); // 0.5 → 1
    expect(percentOf(149, 100)).toBe(1); // 1.49 → 1
    // ₹10,000 crore at 7%: 7 × 10¹⁰ exactly; and 10¹⁴ at 7%, past 2⁵³ once scaled.
    expect(percentOf(100_000_000_000, 700)).toBe(7_000_000_000);
    expect(percentOf(100_000_000_000_000, 700)).toBe(7_000_000_000_000);
  });

  it("refuses a sale without a price", () => {
    expect(() => sale({ priceRupees: 0 })).toThrow(RangeError);
    expect(() => sale({ priceRupees: Number.NaN })).toThrow(RangeError);
  });
});
