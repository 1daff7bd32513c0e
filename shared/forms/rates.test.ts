import { describe, expect, it } from "vitest";
import { ratesForm } from "#tests/support/factories/rates.ts";
import { bpToPercent, checkRateField, percentToBp, rateFieldErrors, rateFormSchema } from "./rates.ts";

// The console's form as typed, for the set of 1 April 2025.
const valid = ratesForm({ effectiveFrom: "2025-04-01", sourceTitle: "G.O. of 31 March 2025" });
const errorsOf = (values: Record<string, unknown>) => {
  const result = rateFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  return rateFieldErrors(result.error!);
};

describe("percentages and rupees", () => {
  it("reads percentages with up to 2 decimals as basis points, and writes them back", () => {
    expect(percentToBp("7")).toBe(700);
    expect(percentToBp("7.5")).toBe(750);
    expect(percentToBp("2.86")).toBe(286);
    expect(percentToBp(" 4 %")).toBe(400);
    expect(percentToBp("0.05")).toBe(5);
    expect(percentToBp("1.144")).toBeNull();
    expect(percentToBp("-1")).toBeNull();
    expect(percentToBp("1e2")).toBeNull();
    for (const bp of [0, 5, 50, 286, 700, 750, 2000]) expect(percentToBp(bpToPercent(bp))).toBe(bp);
    expect(bpToPercent(750)).toBe("7.5");
    expect(bpToPercent(5)).toBe("0.05");
  });
});

describe("the rates form", () => {
  it("turns the typed values into a set in basis points and whole rupees", () => {
    expect(rateFormSchema.parse(valid)).toEqual({
      effectiveFrom: "2025-04-01",
      source: { title: "G.O. of 31 March 2025", url: "https://tnreginet.gov.in/portal/" },
      note: null,
      sale: { stampDutyBp: 700, registrationFeeBp: 200 },
      apartmentFirstSale: {
        slabs: [
          { upToRupees: 5_000_000, stampDutyBp: 400, registrationFeeBp: 200 },
          { upToRupees: 30_000_000, stampDutyBp: 500, registrationFeeBp: 200 },
          { upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 },
        ],
      },
      womenConcession: { registrationFeeCutBp: 100, upToRupees: 1_000_000 },
      loanDefaults: { rateBp: 850, sharePercent: 80, tenureYears: 20, source: valid.loanSource },
    });
  });

  it("takes JSON numbers, ₹ and any grouping; blank concession is none", () => {
    const set = rateFormSchema.parse({
      ...valid,
      saleStampDuty: 7,
      slab1UpTo: "₹5,000,000",
      womenCut: "",
      womenUpTo: " ",
      loanShare: 80,
      sourceUrl: "",
    });
    expect(set.womenConcession).toBeNull();
    expect(set.source.url).toBeNull();
    expect(set.sale.stampDutyBp).toBe(700);
    expect(set.apartmentFirstSale.slabs[0]?.upToRupees).toBe(5_000_000);
  });

  it("says which fields are required or malformed", () => {
    expect(errorsOf({})).toMatchObject({
      effectiveFrom: "Effective from is required.",
      sourceTitle: "Source is required.",
      saleStampDuty: "Stamp duty is required.",
      loanShare: "Loan share is required.",
    });
    expect(
      errorsOf({
        ...valid,
        effectiveFrom: "2025-02-30",
        saleStampDuty: "7.125",
        saleRegistrationFee: "21",
        slab1UpTo: "5 lakh",
        loanShare: "101",
        loanTenure: "31",
        loanRate: "0",
        sourceUrl: "tnreginet",
      }),
    ).toEqual({
      effectiveFrom: "Effective from must be a date, like 2025-04-01.",
      saleStampDuty: "Stamp duty must be a percentage with at most 2 decimals, like 7 or 2.86.",
      saleRegistrationFee: "Registration fee must be at most 20%.",
      slab1UpTo: "Band 1 ceiling must be whole rupees, like 50,00,000.",
      loanShare: "Loan share must be between 1 and 100.",
      loanTenure: "Loan tenure must be between 1 and 30.",
      loanRate: "Loan interest rate must be more than 0%.",
      sourceUrl: "Source link must be a web address starting with https://.",
    });
    expect(checkRateField("saleStampDuty", "2.5")).toBeUndefined();
    expect(checkRateField("saleStampDuty", "abc")).toMatch(/percentage/);
  });

  it("wants the bands ascending with one open-ended band, last", () => {
    expect(errorsOf({ ...valid, slab3UpTo: "4,00,00,000" })).toEqual({
      slab3UpTo: "The last band has no ceiling: leave it blank.",
    });
    expect(errorsOf({ ...valid, slab2UpTo: "" })).toEqual({
      slab2UpTo: "Only the last band may be without a ceiling.",
    });
    expect(errorsOf({ ...valid, slab2UpTo: "50,00,000" })).toEqual({
      slab2UpTo: "Each band's ceiling must be above the one before.",
    });
    expect(errorsOf({ ...valid, slab2StampDuty: "" })).toEqual({
      slab2StampDuty: "Band 2 stamp duty is required.",
    });
    const noBands = { ...valid, slab1UpTo: "", slab1StampDuty: "", slab1RegistrationFee: "" };
    expect(
      errorsOf({
        ...noBands,
        slab2UpTo: "",
        slab2StampDuty: "",
        slab2RegistrationFee: "",
        slab3StampDuty: "",
        slab3RegistrationFee: "",
      }),
    ).toEqual({ slab1StampDuty: "Add at least one band." });
    // A blank row between bands is left out.
    expect(rateFormSchema.parse(noBands).apartmentFirstSale.slabs).toHaveLength(2);
  });

  it("keeps the women's cut within the registration fee, and wants both of its fields", () => {
    expect(errorsOf({ ...valid, womenCut: "2.5" })).toEqual({
      womenCut: "The women's cut cannot be more than the registration fee.",
    });
    expect(rateFormSchema.parse({ ...valid, womenCut: "2" }).womenConcession?.registrationFeeCutBp).toBe(200);
    expect(errorsOf({ ...valid, womenUpTo: "" })).toEqual({
      womenUpTo: "Give the value the cut applies up to, or leave both blank.",
    });
    expect(errorsOf({ ...valid, womenCut: "" })).toEqual({
      womenCut: "Give the women's fee cut, or leave both blank.",
    });
  });
});
