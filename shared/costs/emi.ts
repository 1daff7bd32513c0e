// A home loan's monthly instalment (issue 35, docs/costs-design.md §4): the reducing-balance formula every Indian
// lender prints, equal monthly payments with interest each month on what is still owed. Pure, so the listing
// page's loader works out the server-rendered figure and the browser the visitor's own numbers alike.

export interface EmiInput {
  loanRupees: number;
  /** A year's interest, in percent (8.5). */
  ratePercent: number;
  /** Whole years. */
  years: number;
}

export interface Emi {
  /** The instalment, rounded to the rupee as lenders quote it. */
  monthlyRupees: number;
  /** Over the whole tenure, each rounded once at the end, as the published examples are. */
  totalPaidRupees: number;
  totalInterestRupees: number;
}

/** What the formula is held to; the form's own bounds (a loan up to the price) are the form's. */
export const EMI_LIMITS = { maxLoanRupees: 1_000_000_000, maxRatePercent: 30, maxYears: 30 } as const;

/** EMI = P·r·(1+r)ⁿ / ((1+r)ⁿ − 1), r the monthly rate and n the months; at 0%, P / n. */
export function emi({ loanRupees, ratePercent, years }: EmiInput): Emi {
  if (!(loanRupees >= 1) || loanRupees > EMI_LIMITS.maxLoanRupees) throw new RangeError(`loan ${loanRupees}`);
  if (!(ratePercent >= 0) || ratePercent > EMI_LIMITS.maxRatePercent)
    throw new RangeError(`rate ${ratePercent}`);
  if (!Number.isInteger(years) || years < 1 || years > EMI_LIMITS.maxYears)
    throw new RangeError(`years ${years}`);
  const months = 12 * years;
  const r = ratePercent / 1200;
  const growth = (1 + r) ** months;
  const monthly = r === 0 ? loanRupees / months : (loanRupees * r * growth) / (growth - 1);
  const totalPaid = monthly * months;
  return {
    monthlyRupees: Math.round(monthly),
    totalPaidRupees: Math.round(totalPaid),
    totalInterestRupees: Math.round(totalPaid - loanRupees),
  };
}
