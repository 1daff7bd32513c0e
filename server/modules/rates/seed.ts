// The registration rates Nilam starts from (docs/costs-design.md §0): the sets an empty rates table is seeded
// with. Re-check them on tnreginet.gov.in (Duty and Fees) before a release; the admin edits them in the console.
import type { RateSet } from "#shared/costs/rates.ts";

const sale = { stampDutyBp: 700, registrationFeeBp: 200 };
const apartmentFirstSale = {
  slabs: [
    { upToRupees: 5_000_000, stampDutyBp: 400, registrationFeeBp: 200 },
    { upToRupees: 30_000_000, stampDutyBp: 500, registrationFeeBp: 200 },
    { upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 },
  ],
};
const loanDefaults = {
  rateBp: 850,
  sharePercent: 80,
  tenureYears: 20,
  source: "A typical home loan rate of the large banks",
};

export const SEED_RATE_SETS: readonly RateSet[] = [
  {
    effectiveFrom: "2023-12-01",
    source: {
      title: "Registration Department: composite value for the first sale of an apartment (1 December 2023)",
      url: "https://tnreginet.gov.in/portal/",
    },
    sale,
    apartmentFirstSale,
    womenConcession: null,
    loanDefaults,
  },
  {
    effectiveFrom: "2025-04-01",
    source: {
      title: "G.O. of 31 March 2025: registration fee 1% lower for women buyers up to ₹10 lakh",
      url: "https://tnreginet.gov.in/portal/",
    },
    sale,
    apartmentFirstSale,
    womenConcession: { registrationFeeCutBp: 100, upToRupees: 1_000_000 },
    loanDefaults,
  },
];
