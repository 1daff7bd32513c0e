// Registration rates (issue 35, docs/costs-design.md §1): the set in force for everyone (GET /api/v1/rates,
// server/http/api/rates.ts) and the admin's table (server/http/api/admin/rates.ts). Rates in basis points
// (700 = 7%), money in whole rupees, days in India written YYYY-MM-DD.
import * as z from "zod/mini";
import { dateTime, described } from "./common.ts";

export { rateFormSchema as ratesBody } from "../forms/rates.ts";

const bp = described(z.int(), "Basis points: 700 is 7%");
const chargeRates = z.object({ stampDutyBp: bp, registrationFeeBp: bp });
const day = described(z.string(), "A calendar day in India, YYYY-MM-DD");

export const rateSet = z.object({
  effectiveFrom: described(z.string(), "The day in India it takes effect (YYYY-MM-DD), inclusive"),
  source: z.object({ title: z.string(), url: z.nullable(z.string()) }),
  sale: described(chargeRates, "Land and buildings: sale, gift, exchange"),
  apartmentFirstSale: described(
    z.object({
      slabs: z.array(
        z.object({
          upToRupees: described(z.nullable(z.int()), "Inclusive; null for the last band"),
          stampDutyBp: bp,
          registrationFeeBp: bp,
        }),
      ),
    }),
    "An apartment's first sale by composite value: the whole value at its band's rates",
  ),
  womenConcession: described(
    z.nullable(z.object({ registrationFeeCutBp: bp, upToRupees: z.int() })),
    "A woman buyer's lower registration fee on a value up to upToRupees",
  ),
  loanDefaults: z.object({
    rateBp: bp,
    sharePercent: z.int(),
    tenureYears: z.int(),
    source: z.string(),
  }),
});

export const ratesAnswer = z.object({
  rates: described(z.nullable(rateSet), "The set in force today in India; null before the first set"),
  today: day,
});

export const adminRateSet = z.extend(rateSet, {
  id: z.string(),
  note: described(z.nullable(z.string()), "What changed, for the admin"),
  updatedAt: dateTime,
});

export const adminRatesAnswer = z.object({
  sets: described(z.array(adminRateSet), "Every set, newest first"),
  inForceId: described(z.nullable(z.string()), "The set in force today in India"),
  today: day,
});
export const adminRatesSavedAnswer = z.object({ rates: adminRateSet });
export const adminRatesDeletedAnswer = z.object({ outcome: z.literal("deleted") });
