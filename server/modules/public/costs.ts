// A sale listing's costs for API clients (issue 35): the figures the listing page shows, as numbers. The same
// basis and parsing as the page (shared/costs/estimate.ts), but a wrong number is refused here rather than
// replaced by its default, as an API client wants to know.
import { AppError } from "#server/errors.ts";
import { type CostsQueryInput, costsBasis, estimateCosts, type LoanField } from "#shared/costs/estimate.ts";
import { formatRupees } from "#shared/money.ts";
import { m } from "#shared/paraglide/messages.js";
import type { PublicReads } from "./reads.ts";

const FIELD_ERRORS: Record<LoanField, (maxRupees: number) => string> = {
  loan: (max) => m["costs.errorLoan"]({ max: formatRupees(max) }),
  rate: () => m["costs.errorRate"](),
  years: () => m["costs.errorYears"](),
};

/** Null when no approved listing has this id; `costs: null` for rent and lease. */
export async function listingCosts(reads: PublicReads, id: string, input: CostsQueryInput) {
  const detail = await reads.detailForVisitors(id);
  if (!detail) return null;
  const { listing } = detail;
  const basis = costsBasis(listing, await reads.rates());
  if (!basis) return { costs: null };
  const { query, invalid, charges, loan } = estimateCosts(basis, input);
  if (invalid.length > 0)
    throw AppError.badRequest(
      FIELD_ERRORS[invalid[0]!](basis.priceRupees ?? 0),
      Object.fromEntries(invalid.map((field) => [field, [FIELD_ERRORS[field](basis.priceRupees ?? 0)]])),
    );
  const { effectiveFrom, source } = basis.rates;
  return {
    costs: {
      priceRupees: basis.priceRupees,
      guidelineRupees: basis.guidelineRupees,
      kind: basis.kind,
      rates: { effectiveFrom, source },
      charges: charges && {
        base: charges.base,
        stampDuty: charges.stampDuty,
        registrationFee: charges.registrationFee,
        totalRupees: charges.totalRupees,
        priceWithChargesRupees: charges.priceWithChargesRupees,
        slab: charges.slab,
        concession: charges.concession,
        womenConcessionWouldApply: charges.womenConcessionWouldApply,
      },
      loan: loan && { loanRupees: query.loanRupees, rateBp: query.rateBp, years: query.years, ...loan },
      buyerIsWoman: query.buyerIsWoman,
      goingRate: await reads.goingRate(listing.propertyName, listing.city),
    },
  };
}
