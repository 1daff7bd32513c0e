import { describe, expect, it } from "vitest";
import { type RegistrationRates, type Sale, saleCharges } from "./charges.ts";

/** Tamil Nadu's rates as the issue gives them (the seed carries the verified ones, with their source). */
const RATES: RegistrationRates = {
  effectiveFrom: "2025-04-01",
  source: "https://tnreginet.gov.in",
  sale: { stampDutyPercent: 7, registrationFeePercent: 2 },
  apartmentFirstSale: [
    { upTo: 5_000_000, stampDutyPercent: 4, registrationFeePercent: 2 },
    { upTo: 30_000_000, stampDutyPercent: 5, registrationFeePercent: 2 },
    { upTo: null, stampDutyPercent: 7, registrationFeePercent: 2 },
  ],
  womenConcession: { upTo: 1_000_000, registrationFeePercentLess: 1 },
};

const sale = (overrides: Partial<Sale>): Sale => ({
  price: 4_000_000,
  guidelineValue: null,
  apartmentFirstSale: false,
  buyerIsWoman: false,
  ...overrides,
});

describe("saleCharges", () => {
  it("takes 7% stamp duty and a 2% fee on the price of land or a building", () => {
    expect(saleCharges(sale({}), RATES)).toEqual({
      value: 4_000_000,
      valueIs: "price",
      stampDuty: { percent: 7, rupees: 280_000 },
      registrationFee: { percent: 2, rupees: 80_000 },
      total: 360_000,
      priceWithCharges: 4_360_000,
      concession: false,
      ratesEffectiveFrom: "2025-04-01",
    });
  });

  it("computes on the guideline value when it is higher than the price, and on the price when it is not", () => {
    const above = saleCharges(sale({ guidelineValue: 5_000_000 }), RATES);
    expect(above).toMatchObject({ value: 5_000_000, valueIs: "guideline value", total: 450_000 });
    expect(above.priceWithCharges).toBe(4_450_000);
    expect(saleCharges(sale({ guidelineValue: 3_000_000 }), RATES)).toMatchObject({
      value: 4_000_000,
      valueIs: "price",
    });
    expect(saleCharges(sale({ guidelineValue: 4_000_000 }), RATES).valueIs).toBe("price");
  });

  it("uses the apartment's band of its first sale, each band's ceiling inside it", () => {
    const duty = (price: number) =>
      saleCharges(sale({ price, apartmentFirstSale: true }), RATES).stampDuty.percent;
    expect(duty(5_000_000)).toBe(4);
    expect(duty(5_000_001)).toBe(5);
    expect(duty(30_000_000)).toBe(5);
    expect(duty(30_000_001)).toBe(7);
    // The band follows the value the charges are on, the guideline value when higher.
    const band = saleCharges(
      sale({ price: 4_900_000, guidelineValue: 5_100_000, apartmentFirstSale: true }),
      RATES,
    );
    expect(band.stampDuty).toEqual({ percent: 5, rupees: 255_000 });
  });

  it("lowers a woman buyer's fee by 1% up to ₹10 lakh, and not above", () => {
    const at = saleCharges(sale({ price: 1_000_000, buyerIsWoman: true }), RATES);
    expect(at).toMatchObject({ registrationFee: { percent: 1, rupees: 10_000 }, concession: true });
    const above = saleCharges(sale({ price: 1_000_001, buyerIsWoman: true }), RATES);
    expect(above).toMatchObject({ registrationFee: { percent: 2, rupees: 20_000 }, concession: false });
    // The limit is on the value charged: a guideline value above ₹10 lakh takes the concession away.
    const guided = saleCharges(
      sale({ price: 900_000, guidelineValue: 1_200_000, buyerIsWoman: true }),
      RATES,
    );
    expect(guided.concession).toBe(false);
    expect(saleCharges(sale({ price: 1_000_000 }), RATES).concession).toBe(false);
  });

  it("rounds each charge to the rupee", () => {
    expect(saleCharges(sale({ price: 1_234_567 }), RATES)).toMatchObject({
      stampDuty: { rupees: 86_420 },
      registrationFee: { rupees: 24_691 },
      total: 111_111,
    });
  });

  it("refuses a sale without a price", () => {
    expect(() => saleCharges(sale({ price: 0 }), RATES)).toThrow(RangeError);
    expect(() => saleCharges(sale({ price: Number.NaN }), RATES)).toThrow(RangeError);
  });
});
