// The guideline value (issue 35, docs/costs-design.md §3): the Registration Department's value for the land, per
// unit, as the owner states it on a sale listing. Charges are on the higher of it and the asking price.
import { type PropertyName, SQ_FT_PER_UNIT } from "../values.ts";

/** The Registration Department's portal, where anyone may look up a guideline value (no login). */
export const TNREGINET_URL = "https://tnreginet.gov.in/portal/";

/** The units the guideline register gives values in. */
export const GUIDELINE_UNITS = ["sqft", "cent", "acre"] as const;
export type GuidelineUnit = (typeof GUIDELINE_UNITS)[number];

/** What the owner states: whole rupees per unit, and where it is from as the register names it. */
export interface GuidelineValue {
  rupeesPerUnit: number;
  unit: GuidelineUnit;
  /** A survey number or a street; shown publicly. */
  source: string;
}

/**
 * The units a property name's guideline value may be in: land by any, buildings on their land by sq ft or cent,
 * an apartment by sq ft only (its composite value is per sq ft of the flat).
 */
export const GUIDELINE_UNITS_BY_NAME: Readonly<Record<PropertyName, readonly GuidelineUnit[]>> = {
  Land: GUIDELINE_UNITS,
  "Farm House": GUIDELINE_UNITS,
  House: ["sqft", "cent"],
  Store: ["sqft", "cent"],
  Apartment: ["sqft"],
};

/** The highest value accepted, per sq ft: a bound on typing mistakes, far above any street in Chennai. */
export const GUIDELINE_MAX_RUPEES_PER_SQFT = 200_000;

/** The most a value may be in `unit` (₹2,00,000 per sq ft converted: ₹8.71 crore per cent). */
export function guidelineMaxRupees(unit: GuidelineUnit): number {
  return Math.round(GUIDELINE_MAX_RUPEES_PER_SQFT * SQ_FT_PER_UNIT[unit]);
}

/**
 * The guideline value of the whole property, in whole rupees: per unit × the area (of the flat for an apartment,
 * of the land otherwise). Null without an area.
 */
export function guidelineTotalRupees(
  value: Pick<GuidelineValue, "rupeesPerUnit" | "unit">,
  areaSqFt: number | null,
) {
  if (areaSqFt === null || !(areaSqFt > 0)) return null;
  return Math.round((value.rupeesPerUnit * areaSqFt) / SQ_FT_PER_UNIT[value.unit]);
}

/** The asking price as a multiple of the guideline value, to one decimal (1.8); null when either is missing. */
export function priceMultiple(priceRupees: number | null, guidelineRupees: number | null): number | null {
  if (priceRupees === null || guidelineRupees === null || !(guidelineRupees > 0)) return null;
  return Math.round((priceRupees / guidelineRupees) * 10) / 10;
}
