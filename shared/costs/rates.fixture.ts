// Rates for the costs' unit tests.
import type { RateSet } from "./rates.ts";

/** Tamil Nadu's rates as docs/costs-design.md §0 found them (the seed carries them with their sources). */
export const TEST_RATES: RateSet = {
  effectiveFrom: "2025-04-01",
  source: { title: "Registration Department, Duty and Fees", url: "https://tnreginet.gov.in/portal/" },
  sale: { stampDutyBp: 700, registrationFeeBp: 200 },
  apartmentFirstSale: {
    slabs: [
      { upToRupees: 5_000_000, stampDutyBp: 400, registrationFeeBp: 200 },
      { upToRupees: 30_000_000, stampDutyBp: 500, registrationFeeBp: 200 },
      { upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 },
    ],
  },
  womenConcession: { registrationFeeCutBp: 100, upToRupees: 1_000_000 },
  loanDefaults: { rateBp: 850, sharePercent: 80, tenureYears: 20, source: "a lender's published rate" },
};
