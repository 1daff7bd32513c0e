// A home loan's monthly instalment (issue 35), the reducing-balance formula every Indian lender prints: equal
// monthly payments, interest each month on what is still owed. Pure, so the listing page's loader works it out
// for the server-rendered figure and the browser for the visitor's own numbers.

/** What a loan costs: the instalment, and over the whole tenure the interest and all that is paid. */
export interface LoanCost {
  /** Rupees a month, rounded to the rupee as lenders quote it. */
  monthly: number;
  totalInterest: number;
  totalPaid: number;
}

/** The limits a visitor's numbers are held to: a loan of at most ₹100 crore, 0–30% a year, 1–30 years. */
export const LOAN_LIMITS = {
  maxPrincipal: 1_000_000_000,
  maxAnnualRatePercent: 30,
  minYears: 1,
  maxYears: 30,
} as const;

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the months; at 0% the principal in n equal
 * parts. The totals are of the rounded instalment, as the borrower pays it.
 */
export function loanCost(principal: number, annualRatePercent: number, years: number): LoanCost {
  if (!(principal > 0) || principal > LOAN_LIMITS.maxPrincipal)
    throw new RangeError(`principal ${principal}`);
  if (!(annualRatePercent >= 0) || annualRatePercent > LOAN_LIMITS.maxAnnualRatePercent)
    throw new RangeError(`annual rate ${annualRatePercent}`);
  if (!Number.isInteger(years) || years < LOAN_LIMITS.minYears || years > LOAN_LIMITS.maxYears)
    throw new RangeError(`years ${years}`);
  const months = years * 12;
  const r = annualRatePercent / 12 / 100;
  const exact = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const monthly = Math.round(exact);
  const totalPaid = monthly * months;
  return { monthly, totalInterest: totalPaid - principal, totalPaid };
}
