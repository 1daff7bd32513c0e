// A sale listing's costs (GET /api/v1/listings/{id}/costs, issue 35): the numbers the listing page shows, in whole
// rupees and basis points (700 = 7%). Its own module, as only the API and its document read it.
import * as z from "zod/mini";
import { described } from "./common.ts";

/** The loan's numbers; blank or absent ones take the defaults (shared/costs/estimate.ts). */
export const costsQuery = z.object({
  loan: z.optional(
    described(
      z.string().check(z.maxLength(20)),
      "Loan in whole rupees, 1 to the price; default 80% of the price",
    ),
  ),
  rate: z.optional(
    described(z.string().check(z.maxLength(8)), "Interest, % a year, up to 2 decimals (0–30)"),
  ),
  years: z.optional(described(z.string().check(z.maxLength(4)), "Tenure in whole years (1–30)")),
  woman: z.optional(described(z.enum(["1"]), "1: registered in a woman's name (a lower fee up to a value)")),
});

const rupees = z.int();
const chargeLine = z.object({ rateBp: z.int(), baseRupees: rupees, amountRupees: rupees });

export const costsAnswer = z.object({
  costs: described(
    z.nullable(
      z.object({
        priceRupees: described(
          z.nullable(rupees),
          "The whole asking price; null for a price per unit without area",
        ),
        guidelineRupees: described(
          z.nullable(rupees),
          "The owner's guideline value per unit × the area (of the flat for an apartment); null when not given",
        ),
        kind: described(
          z.enum(["sale", "apartment-first-sale"]),
          "A builder's first sale is charged by bands",
        ),
        rates: described(
          z.object({
            effectiveFrom: z.string(),
            source: z.object({ title: z.string(), url: z.nullable(z.string()) }),
          }),
          "The registration rates used: in force from this day in India",
        ),
        charges: described(
          z.nullable(
            z.object({
              base: z.object({ rupees, from: z.enum(["price", "guideline"]) }),
              stampDuty: chargeLine,
              registrationFee: chargeLine,
              totalRupees: rupees,
              priceWithChargesRupees: rupees,
              slab: z.nullable(z.object({ fromRupees: rupees, upToRupees: z.nullable(rupees) })),
              concession: z.nullable(z.object({ cutBp: z.int(), upToRupees: rupees })),
              womenConcessionWouldApply: z.boolean(),
            }),
          ),
          "Stamp duty and the registration fee on the higher of the price and the guideline value; null without a price",
        ),
        loan: described(
          z.nullable(
            z.object({
              loanRupees: rupees,
              rateBp: z.int(),
              years: z.int(),
              monthlyRupees: rupees,
              totalPaidRupees: rupees,
              totalInterestRupees: rupees,
            }),
          ),
          "The loan's EMI by the reducing balance; null without a price",
        ),
        buyerIsWoman: z.boolean(),
        goingRate: described(
          z.object({ medianPerCentRupees: z.nullable(rupees), count: z.int() }),
          "The median price per cent of approved sale listings of its name in its district (from 5 on), and how many",
        ),
      }),
    ),
    "Null for rent and lease listings",
  ),
});
