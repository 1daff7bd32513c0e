import { describe, expect, it } from "vitest";
import { registrationRatesSchema } from "#server/db/documents.ts";
import { rateFormSchema, rateFormValues, rateSetProblems } from "#shared/forms/rates.ts";
import { seedRateDocs, seedRatesId } from "./queries.ts";
import { SEED_RATE_SETS } from "./seed.ts";

describe("the seed's rate sets", () => {
  it("pass the form's checks and the stored document's schema", () => {
    for (const set of SEED_RATE_SETS) expect(rateSetProblems(set)).toEqual([]);
    for (const { doc } of seedRateDocs()) expect(registrationRatesSchema.safeParse(doc).success).toBe(true);
  });

  it("are stored under one id per day they take effect", () => {
    expect(seedRateDocs().map(({ id }) => id)).toEqual(["seed-2023-12-01", "seed-2025-04-01"]);
    expect(seedRatesId({ effectiveFrom: "2025-04-01" })).toBe("seed-2025-04-01");
  });

  it("come back from the admin's form as they went in (edit mode shows what is stored)", () => {
    for (const set of SEED_RATE_SETS) {
      const stored = {
        ...set,
        note: "checked",
        apartmentFirstSale: { slabs: [...set.apartmentFirstSale.slabs] },
      };
      expect(rateFormSchema.parse(rateFormValues(stored))).toEqual(stored);
    }
  });

  it("are refused by the document's schema when broken", () => {
    const doc = seedRateDocs()[1]!.doc;
    const broken = { ...doc, womenConcession: { registrationFeeCutBp: 300, upToRupees: 1 } };
    expect(registrationRatesSchema.safeParse(broken).success).toBe(false);
    expect(registrationRatesSchema.safeParse({ ...doc, effectiveFrom: "2025-13-01" }).success).toBe(false);
    expect(
      registrationRatesSchema.safeParse({ ...doc, sale: { stampDutyBp: 2001, registrationFeeBp: 0 } })
        .success,
    ).toBe(false);
  });
});
