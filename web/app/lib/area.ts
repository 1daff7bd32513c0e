import { INTL_LOCALE, type Locale } from "#shared/locale.ts";
import { getLocale } from "#shared/paraglide/runtime.js";
import { AREA_UNIT_TA } from "#shared/units.ts";

/** Square feet in one unit (DESIGN.md): 1 cent = 435.6, 1 acre = 43,560, 1 ground = 2,400, 1 hectare = 107,639.1. */
export const SQ_FT_PER_UNIT = {
  sqft: 1,
  cent: 435.6,
  acre: 43_560,
  ground: 2_400,
  hectare: 107_639.1,
} as const;

export type AreaUnit = keyof typeof SQ_FT_PER_UNIT;

const UNIT_NAMES: Record<AreaUnit, [singular: string, plural: string]> = {
  sqft: ["sq ft", "sq ft"],
  cent: ["cent", "cents"],
  acre: ["acre", "acres"],
  ground: ["ground", "grounds"],
  hectare: ["hectare", "hectares"],
};

export function isAreaUnit(value: string | null | undefined): value is AreaUnit {
  return value != null && Object.hasOwn(SQ_FT_PER_UNIT, value);
}

export function toSqFt(value: number, unit: AreaUnit): number {
  return value * SQ_FT_PER_UNIT[unit];
}

export function fromSqFt(sqFt: number, unit: AreaUnit): number {
  return sqFt / SQ_FT_PER_UNIT[unit];
}

function numberFormats(maximumFractionDigits: number): Readonly<Record<Locale, Intl.NumberFormat>> {
  return {
    en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits }),
    ta: new Intl.NumberFormat(INTL_LOCALE.ta, { maximumFractionDigits }),
  };
}
const twoDecimals = numberFormats(2);
const whole = numberFormats(0);

/**
 * 1,200 sq ft · 5 cents · 1.25 acres: the area in the unit the owner chose (sq ft otherwise). In Tamil
 * 1,200 சதுர அடி · 5 சென்ட் · 1.25 ஏக்கர் (no plural after a number).
 */
export function formatArea(sqFt: number, unit: string | null = "sqft", locale: Locale = getLocale()): string {
  const chosen: AreaUnit = isAreaUnit(unit) ? unit : "sqft";
  const value = fromSqFt(sqFt, chosen);
  const text = (chosen === "sqft" ? whole : twoDecimals)[locale].format(value);
  if (locale === "ta") return `${text} ${AREA_UNIT_TA[chosen]}`;
  const [singular, plural] = UNIT_NAMES[chosen];
  return `${text} ${text === "1" ? singular : plural}`;
}
