// The whole asking price (issue 35), in a module of its own: the costs' calculator and the admin's review load it,
// and in values.ts it would ride in the chunk every page loads.
import type { BudgetMethod } from "../values.ts";

/**
 * The whole asking price in rupees, what a sale's charges and a loan start from (issue 35): the budget itself
 * when it is the overall price, the price per cent or per acre times the area, and nothing for a monthly rent or
 * a price per unit without an area. Exact, in hundredths of a square foot as derivePrices works.
 */
export function askingPriceRupees(input: {
  budget: number;
  budgetMethod: BudgetMethod | null;
  areaSqFt: number | null;
}): number | null {
  const { budget, budgetMethod, areaSqFt } = input;
  if (!Number.isSafeInteger(budget) || budget < 0) return null;
  if (budgetMethod === null || budgetMethod === "Overall budget") return budget;
  if (budgetMethod === "Monthly" || areaSqFt === null || !(areaSqFt > 0)) return null;
  const hundredths = BigInt(Math.round(areaSqFt * 100));
  const perUnitHundredths = budgetMethod === "Per Cent" ? 43_560n : 4_356_000n;
  // round(n / d), halves up: as derivePrices rounds (kept here, as importing it would export it from values.ts's chunk).
  const n = BigInt(budget) * hundredths;
  return Number((2n * n + perUnitHundredths) / (2n * perUnitHundredths));
}
