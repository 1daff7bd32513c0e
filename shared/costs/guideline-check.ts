// The asking price against the guideline value the owner states (issue 35, docs/costs-design.md §3): its multiple,
// and whether it looks like a unit mistake (a value per cent typed as per sq ft is 435.6 times off). The admin's
// review shows both beside the price.
import { BUDGET_METHODS, type PropertyName } from "../values.ts";
import { askingPriceRupees } from "./asking-price.ts";
import { type GuidelineValue, guidelineTotalRupees, priceMultiple } from "./guideline.ts";

/** Below this multiple of the guideline value, or above the next, the price is flagged: likely a unit mistake. */
export const PRICE_MULTIPLE_LOW = 0.5;
export const PRICE_MULTIPLE_HIGH = 20;

export interface GuidelineListing {
  propertyName: PropertyName | string;
  budget: number | null;
  budgetMethod: string | null;
  areaSqFt: number | null;
  builtUpAreaSqFt: number | null;
  guidelineValue: GuidelineValue | null;
}

/**
 * The area the guideline value is per: an apartment's composite value is of the flat (its build-up area, else
 * the area given), any other property's of its land.
 */
export function guidelineAreaSqFt(
  listing: Pick<GuidelineListing, "propertyName" | "areaSqFt" | "builtUpAreaSqFt">,
): number | null {
  if (listing.propertyName === "Apartment") return listing.builtUpAreaSqFt ?? listing.areaSqFt;
  return listing.areaSqFt;
}

export interface GuidelineCheck {
  value: GuidelineValue;
  /** The guideline value of the whole property in rupees; null without an area. */
  totalRupees: number | null;
  /** The asking price as a multiple of it, to one decimal; null when either is unknown. */
  multiple: number | null;
  /** The multiple is below 0.5 or above 20. */
  flagged: boolean;
}

/** The check of a listing's guideline value; null when the owner stated none. */
export function guidelineCheck(listing: GuidelineListing): GuidelineCheck | null {
  const value = listing.guidelineValue;
  if (value === null) return null;
  const totalRupees = guidelineTotalRupees(value, guidelineAreaSqFt(listing));
  const budgetMethod = BUDGET_METHODS.find((method) => method === listing.budgetMethod) ?? null;
  const price =
    listing.budget === null
      ? null
      : askingPriceRupees({ budget: listing.budget, budgetMethod, areaSqFt: listing.areaSqFt });
  const multiple = priceMultiple(price, totalRupees);
  const flagged = multiple !== null && (multiple < PRICE_MULTIPLE_LOW || multiple > PRICE_MULTIPLE_HIGH);
  return { value, totalRupees, multiple, flagged };
}
