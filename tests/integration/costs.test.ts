// A sale listing's costs through the API (issue 35): the charges on the higher of the price and the guideline
// value at the rates in force, the apartment's bands, the woman buyer's lower fee, the loan's EMI, the going rate
// from five listings, and refusals for what is not a sale or not a number.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costsAnswer } from "#shared/api/costs.ts";
import { dayInIndia } from "#shared/dates.ts";
import { ratesForm } from "#tests/support/factories/index.ts";
import { createUser, insertListings, type TestListing } from "../support/factories/index.ts";
import { type ApiTest, apiTest } from "../support/test-server.ts";

interface CostsBody {
  costs: {
    priceRupees: number | null;
    guidelineRupees: number | null;
    kind: string;
    rates: { effectiveFrom: string; source: { title: string; url: string | null } };
    charges: {
      base: { rupees: number; from: string };
      stampDuty: { rateBp: number; baseRupees: number; amountRupees: number };
      registrationFee: { rateBp: number; baseRupees: number; amountRupees: number };
      totalRupees: number;
      priceWithChargesRupees: number;
      slab: { fromRupees: number; upToRupees: number | null } | null;
      concession: { cutBp: number; upToRupees: number } | null;
      womenConcessionWouldApply: boolean;
    } | null;
    loan: {
      loanRupees: number;
      rateBp: number;
      years: number;
      monthlyRupees: number;
      totalInterestRupees: number;
      totalPaidRupees: number;
    } | null;
    buyerIsWoman: boolean;
    goingRate: { medianPerCentRupees: number | null; count: number };
  } | null;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

describe("GET /api/v1/listings/:id/costs", () => {
  let api: ApiTest;
  let plot: TestListing;
  let flat: TestListing;
  let small: TestListing;
  let perCent: TestListing;
  let rent: TestListing;
  let pending: TestListing;

  beforeAll(async () => {
    api = await apiTest();
    const owner = await createUser(api.db);
    const land = { ownerId: owner.uid, propertyName: "Land", city: "Erode", numberOfRooms: null } as const;
    [plot, flat, small, perCent, rent, pending] = (await insertListings(api.db, [
      // ₹4,000 a sq ft × 2,400 sq ft = ₹96 lakh: above the price
      {
        ...land,
        budget: 5_400_000,
        areaSqFt: 2_400,
        guidelineValue: { rupeesPerUnit: 4_000, unit: "sqft", source: "S.No. 123/4A, Perundurai Road" },
      },
      {
        ownerId: owner.uid,
        propertyName: "Apartment",
        city: "Chennai",
        budget: 5_000_001,
        builtUpAreaSqFt: 1_100,
        firstSale: true,
      },
      { ...land, budget: 1_000_000, areaSqFt: 1_000 },
      { ...land, budget: 200_000, budgetMethod: "Per Cent", areaSqFt: null },
      { ...land, types: "rent", budget: 20_000, budgetMethod: "Monthly" },
      { ...land, status: "pending" },
      // Four more Land listings in Erode, for the going rate.
      { ...land, budget: 4_356_000, areaSqFt: 4_356 },
      { ...land, budget: 8_712_000, areaSqFt: 4_356 },
      { ...land, budget: 2_178_000, areaSqFt: 4_356 },
      { ...land, budget: 6_534_000, areaSqFt: 4_356 },
    ])) as [TestListing, TestListing, TestListing, TestListing, TestListing, TestListing];
  });

  afterAll(async () => {
    await api?.close();
  });

  const get = (path: string) => fetch(api.server.base + path);
  const costsOf = async (listing: TestListing, query = "") => {
    const response = await get(`/api/v1/listings/${listing.id}/costs${query}`);
    expect(response.status).toBe(200);
    // The answer is what the OpenAPI document says it is.
    return (costsAnswer.parse(await response.json()) as CostsBody).costs;
  };

  it("charges on the guideline value where it is above the price, naming the rates' date", async () => {
    const costs = await costsOf(plot);
    expect(costs).toMatchObject({
      priceRupees: 5_400_000,
      guidelineRupees: 9_600_000,
      kind: "sale",
      rates: { effectiveFrom: "2025-04-01", source: { url: "https://tnreginet.gov.in/portal/" } },
    });
    expect(costs?.charges).toMatchObject({
      base: { rupees: 9_600_000, from: "guideline" },
      stampDuty: { rateBp: 700, amountRupees: 672_000 },
      registrationFee: { rateBp: 200, amountRupees: 192_000 },
      totalRupees: 864_000,
      priceWithChargesRupees: 6_264_000,
      womenConcessionWouldApply: false,
    });
  });

  it("lends 80% of the price at the rates' loan rate, or the visitor's numbers", async () => {
    expect((await costsOf(plot))?.loan).toEqual({
      loanRupees: 4_320_000,
      rateBp: 850,
      years: 20,
      monthlyRupees: 37_490,
      totalPaidRupees: 8_997_591,
      totalInterestRupees: 4_677_591,
    });
    // ₹50 lakh at 7% for 20 years: ₹38,765 a month, ₹43.03 lakh of interest
    expect((await costsOf(plot, "?loan=50,00,000&rate=7&years=20"))?.loan).toMatchObject({
      loanRupees: 5_000_000,
      monthlyRupees: 38_765,
    });
  });

  it("charges a builder's first sale of a flat by its band", async () => {
    const charges = (await costsOf(flat))?.charges;
    expect(charges).toMatchObject({
      slab: { fromRupees: 5_000_001, upToRupees: 30_000_000 },
      stampDuty: { rateBp: 500, amountRupees: 250_000 },
      registrationFee: { rateBp: 200 },
    });
  });

  it("lowers the fee for a woman buyer up to ₹10 lakh", async () => {
    const plain = (await costsOf(small))?.charges;
    expect(plain).toMatchObject({ womenConcessionWouldApply: true, concession: null });
    expect(plain?.registrationFee.amountRupees).toBe(20_000);
    const woman = await costsOf(small, "?woman=1");
    expect(woman?.buyerIsWoman).toBe(true);
    expect(woman?.charges).toMatchObject({
      concession: { cutBp: 100, upToRupees: 1_000_000 },
      registrationFee: { rateBp: 100, amountRupees: 10_000 },
    });
  });

  it("gives the median price per cent of the district's Land for sale, from five listings on", async () => {
    // Seven with a price per cent (₹1,000 a sq ft is ₹4,35,600 a cent), in lakh a cent: 2, 2.18, 4.36, 4.36,
    // 6.53, 8.71 and 9.8 (the plot); the rent and the pending listing do not count.
    const { goingRate } = (await costsOf(plot))!;
    expect(goingRate).toEqual({ medianPerCentRupees: 435_600, count: 7 });
    const { goingRate: flats } = (await costsOf(flat))!;
    expect(flats).toEqual({ medianPerCentRupees: null, count: 1 });
  });

  it("works out no charges or loan without a whole price", async () => {
    expect(await costsOf(perCent)).toMatchObject({ priceRupees: null, charges: null, loan: null });
  });

  it("answers null for rent and lease, and 404 for what is not public", async () => {
    expect(await costsOf(rent)).toBeNull();
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "abc"]) {
      const response = await get(`/api/v1/listings/${id}/costs`);
      expect(response.status, id).toBe(404);
    }
  });

  it("follows the admin's new rates at once, naming the day they took effect", async () => {
    const admin = await api.signIn({ admin: true, label: "costs-admin" });
    const today = dayInIndia();
    const written = await api.call("POST", "/api/v1/admin/rates", {
      cookie: admin.cookie,
      body: ratesForm({ effectiveFrom: today, saleStampDuty: "8", sourceTitle: "A budget's new duty" }),
    });
    expect(written.status).toBe(201);
    const costs = await costsOf(plot);
    expect(costs?.rates).toMatchObject({ effectiveFrom: today, source: { title: "A budget's new duty" } });
    expect(costs?.charges?.stampDuty).toEqual({ rateBp: 800, baseRupees: 9_600_000, amountRupees: 768_000 });
  });

  it("refuses numbers out of bounds, naming each field", async () => {
    const response = await get(`/api/v1/listings/${plot.id}/costs?loan=6000000&rate=31&years=2.5`);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.fieldErrors).toEqual({
      loan: ["Enter a loan amount from ₹1 to the price, ₹54,00,000."],
      rate: ["Enter a rate from 0 to 30%, with up to 2 decimals."],
      years: ["Enter whole years from 1 to 30."],
    });
    expect((await get(`/api/v1/listings/${plot.id}/costs?woman=yes`)).status).toBe(400);
  });
});
