// The costs section's figures in words (issue 35): the charges and the loan for the visitor's numbers. The loader
// says them for the first render; the calculator loads this module on the first edit and says them again, so the
// page's own chunk carries none of it.
import type { ChargeLine } from "#shared/costs/charges.ts";
import {
  type CostsBasis,
  type CostsQueryInput,
  estimateCosts,
  type LoanField,
} from "#shared/costs/estimate.ts";
import { formatRupees } from "#shared/money.ts";
import { m } from "#web/lib/i18n.ts";

/** One row: what it is, the figure, and how it was reached. */
export interface CostLine {
  label: string;
  value: string;
  note?: string;
  /** Written by the owner (the guideline value's source): shown as it is, in either language. */
  ownersWords?: boolean;
}

export interface CostsFigures {
  /** Empty when the price is not known (a price per unit without an area). */
  charges: CostLine[];
  loan: CostLine[];
  /** What each field shows: the number used, or what the visitor typed when it was wrong. */
  values: Record<LoanField, string>;
  woman: boolean;
  errors: Partial<Record<LoanField, string>>;
}

/** 700 basis points → 7%, 286 → 2.86%. */
export const percent = (bp: number) => `${bp / 100}%`;

/** Whole rupees grouped as the page shows them, without the sign: what a field holds. */
const groupedRupees = (rupees: number) => formatRupees(rupees).slice(1);

function chargeLine(label: string, line: ChargeLine, from: "price" | "guideline"): CostLine {
  const words = from === "price" ? m["costs.onPrice"] : m["costs.onGuideline"];
  return {
    label,
    value: formatRupees(line.amountRupees),
    note: words({ rate: percent(line.rateBp), base: formatRupees(line.baseRupees) }),
  };
}

/** The figures for `input` (the form's fields, or a URL's query). */
export function costsFigures(basis: CostsBasis, input: CostsQueryInput = {}): CostsFigures {
  const { query, invalid, charges, loan } = estimateCosts(basis, input);
  const values = {
    loan: groupedRupees(query.loanRupees),
    rate: String(query.rateBp / 100),
    years: String(query.years),
  };
  const errors: CostsFigures["errors"] = {};
  for (const field of invalid) {
    values[field] = input[field] ?? "";
    errors[field] =
      field === "loan"
        ? m["costs.errorLoan"]({ max: formatRupees(basis.priceRupees ?? 0) })
        : field === "rate"
          ? m["costs.errorRate"]()
          : m["costs.errorYears"]();
  }
  const chargeLines: CostLine[] = [];
  if (charges) {
    const from = charges.base.from;
    chargeLines.push(
      chargeLine(m["costs.stampDuty"](), charges.stampDuty, from),
      chargeLine(m["costs.registrationFee"](), charges.registrationFee, from),
      { label: m["costs.chargesTotal"](), value: formatRupees(charges.totalRupees) },
      { label: m["costs.priceWithCharges"](), value: formatRupees(charges.priceWithChargesRupees) },
    );
  }
  const loanLines: CostLine[] = loan
    ? [
        { label: m["costs.loanMonthly"](), value: formatRupees(loan.monthlyRupees) },
        { label: m["costs.loanInterest"](), value: formatRupees(loan.totalInterestRupees) },
        { label: m["costs.loanPaid"](), value: formatRupees(loan.totalPaidRupees) },
      ]
    : [];
  return { charges: chargeLines, loan: loanLines, values, woman: query.buyerIsWoman, errors };
}
