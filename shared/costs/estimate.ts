// One sale listing's costs in numbers (issue 35): what the page, its calculator and the API all start from. The
// basis is the listing's (price, guideline value, kind) with the rates in force; the loan's numbers are the
// visitor's, parsed here the same way from a URL, a form or the API's query, blank ones taking the defaults.
import { BUDGET_METHODS, type BudgetMethod, type PropertyName } from "../values.ts";
import { askingPriceRupees } from "./asking-price.ts";
import { type ChargeKind, type Charges, charges } from "./charges.ts";
import { EMI_LIMITS, type Emi, emi } from "./emi.ts";
import { type GuidelineValue, guidelineTotalRupees } from "./guideline.ts";
import { guidelineAreaSqFt } from "./guideline-check.ts";
import type { RateSet } from "./rates.ts";

/** What a listing's costs are worked out from: plain data, so that the page can hand it to its calculator. */
export interface CostsBasis {
  /** The whole asking price; null when the listing's price is per unit and it gives no area. */
  priceRupees: number | null;
  /** The guideline value of the whole property, when the owner gave one and the area. */
  guidelineRupees: number | null;
  kind: ChargeKind;
  rates: RateSet;
}

/** The loan calculator's numbers. */
export interface LoanQuery {
  loanRupees: number;
  /** Basis points a year (850 = 8.5%). */
  rateBp: number;
  years: number;
}

export interface CostsQuery extends LoanQuery {
  buyerIsWoman: boolean;
}

/** What a visitor may send, as the form's fields are named. */
export type CostsQueryInput = Partial<Record<"loan" | "rate" | "years" | "woman", string | null>>;
export type LoanField = "loan" | "rate" | "years";

export interface CostsEstimate {
  query: CostsQuery;
  /** The fields that were not numbers in bounds: their defaults were used instead. */
  invalid: LoanField[];
  charges: Charges | null;
  loan: Emi | null;
}

const MAX_LOAN_RATE_BP = EMI_LIMITS.maxRatePercent * 100;

/** The listing's side of its costs; null when it is not for sale or has no rates to go by. */
export function costsBasis(
  listing: {
    types: string;
    propertyName: PropertyName | string;
    budget: number | null;
    budgetMethod: BudgetMethod | string | null;
    areaSqFt: number | null;
    builtUpAreaSqFt: number | null;
    guidelineValue: GuidelineValue | null;
    firstSale: boolean | null;
  },
  rates: RateSet | null,
): CostsBasis | null {
  if (listing.types !== "sell" || rates === null || listing.budget === null) return null;
  const budgetMethod = BUDGET_METHODS.find((method) => method === listing.budgetMethod) ?? null;
  const priceRupees = askingPriceRupees({ budget: listing.budget, budgetMethod, areaSqFt: listing.areaSqFt });
  const firstSale =
    listing.firstSale === true && (listing.propertyName === "Apartment" || listing.propertyName === "House");
  return {
    priceRupees: priceRupees !== null && priceRupees >= 1 ? priceRupees : null,
    guidelineRupees: listing.guidelineValue
      ? guidelineTotalRupees(listing.guidelineValue, guidelineAreaSqFt(listing))
      : null,
    kind: firstSale ? "apartment-first-sale" : "sale",
    rates,
  };
}

/** The most one may borrow against `priceRupees`: the price, within what the formula is held to (₹100 crore). */
export const maxLoanRupees = (priceRupees: number) => Math.min(priceRupees, EMI_LIMITS.maxLoanRupees);

/** The loan the calculator starts from: the rates' share of the price to the nearest ₹1,000, at their rate. */
export function loanDefaults(priceRupees: number, rates: RateSet): LoanQuery {
  const { sharePercent, rateBp, tenureYears } = rates.loanDefaults;
  const share = Math.round((priceRupees * sharePercent) / 100 / 1_000) * 1_000;
  return { loanRupees: Math.min(maxLoanRupees(priceRupees), Math.max(1, share)), rateBp, years: tenureYears };
}

const blank = (text: string | null | undefined): text is null | undefined | "" =>
  text === null || text === undefined || text.trim() === "";

/** Whole rupees from 1 to `max`, Indian or Western grouping allowed (12,50,000). */
function parseLoan(text: string, max: number): number | null {
  const plain = text.replace(/[,\s]/g, "");
  if (!/^\d{1,15}$/.test(plain)) return null;
  const rupees = Number(plain);
  return rupees >= 1 && rupees <= max ? rupees : null;
}

/** A yearly rate in percent with up to 2 decimals (8.5, 8.75), as basis points. */
function parseRate(text: string): number | null {
  const plain = text.trim().replace(/%$/, "").trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(plain)) return null;
  const bp = Math.round(Number(plain) * 100);
  return bp <= MAX_LOAN_RATE_BP ? bp : null;
}

function parseYears(text: string): number | null {
  const plain = text.trim();
  if (!/^\d{1,2}$/.test(plain)) return null;
  const years = Number(plain);
  return years >= 1 && years <= EMI_LIMITS.maxYears ? years : null;
}

/** The visitor's numbers, each blank or wrong one replaced by its default (and named in `invalid` when wrong). */
export function parseCostsQuery(input: CostsQueryInput, defaults: LoanQuery, maxLoanRupees: number) {
  const invalid: LoanField[] = [];
  const read = <T>(field: LoanField, parse: (text: string) => T | null, fallback: T): T => {
    const text = input[field];
    if (blank(text)) return fallback;
    const parsed = parse(text);
    if (parsed === null) invalid.push(field);
    return parsed ?? fallback;
  };
  const query: CostsQuery = {
    loanRupees: read("loan", (text) => parseLoan(text, maxLoanRupees), defaults.loanRupees),
    rateBp: read("rate", parseRate, defaults.rateBp),
    years: read("years", parseYears, defaults.years),
    buyerIsWoman: input.woman === "1",
  };
  return { query, invalid };
}

/** The charges and the loan for one listing and one visitor's numbers. */
export function estimateCosts(basis: CostsBasis, input: CostsQueryInput = {}): CostsEstimate {
  const price = basis.priceRupees;
  if (price === null) {
    const none = {
      loanRupees: 0,
      rateBp: basis.rates.loanDefaults.rateBp,
      years: basis.rates.loanDefaults.tenureYears,
    };
    return { query: { ...none, buyerIsWoman: false }, invalid: [], charges: null, loan: null };
  }
  const { query, invalid } = parseCostsQuery(input, loanDefaults(price, basis.rates), maxLoanRupees(price));
  return {
    query,
    invalid,
    charges: charges({
      priceRupees: price,
      guidelineRupees: basis.guidelineRupees,
      kind: basis.kind,
      buyerIsWoman: query.buyerIsWoman,
      rates: basis.rates,
    }),
    loan: emi({ loanRupees: query.loanRupees, ratePercent: query.rateBp / 100, years: query.years }),
  };
}
