// An area in words, in the unit the owner chose (the cards, the detail page, the forms' live conversion). Its own
// module, apart from units.ts: every page that shows a listing loads this, only the forms load units.ts.
import { getLocale } from "#shared/paraglide/runtime.js";
import { INTL_LOCALE, type Locale } from "./locale.ts";
import { AREA_UNIT_TA } from "./units.ts";
import { AREA_UNITS, type AreaUnit, SQ_FT_PER_UNIT } from "./values.ts";

const UNIT_NAMES: Readonly<Record<AreaUnit, [singular: string, plural: string]>> = {
  sqft: ["sq ft", "sq ft"],
  cent: ["cent", "cents"],
  acre: ["acre", "acres"],
  ground: ["ground", "grounds"],
  hectare: ["hectare", "hectares"],
};

const isAreaUnit = (value: string | null): value is AreaUnit =>
  value !== null && (AREA_UNITS as readonly string[]).includes(value);

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
  const text = (chosen === "sqft" ? whole : twoDecimals)[locale].format(sqFt / SQ_FT_PER_UNIT[chosen]);
  if (locale === "ta") return `${text} ${AREA_UNIT_TA[chosen]}`;
  const [singular, plural] = UNIT_NAMES[chosen];
  return `${text} ${text === "1" ? singular : plural}`;
}
