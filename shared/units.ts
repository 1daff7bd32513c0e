// Pure helpers of the Sell and edit forms: areas linked across units, length × breadth into an area, and
// rupees in Indian grouping as the owner types. The conversion factors are values.ts's (DESIGN.md).
import { getLocale } from "#shared/paraglide/runtime.js";
import type { Locale } from "./locale.ts";
import { AREA_UNITS, type AreaUnit, SQ_FT_PER_UNIT } from "./values.ts";

/** How the forms name each unit; "Number of {label}" is the total-area field in that unit (SPEC §5). */
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = {
  sqft: "Sq Feet",
  cent: "Cent",
  acre: "Acre",
  ground: "Ground",
  hectare: "Hectare",
};

/** The units in Tamil (GLOSSARY.md); a Tamil unit after a number takes no plural (5 ஏக்கர்). */
export const AREA_UNIT_TA: Readonly<Record<AreaUnit, string>> = {
  sqft: "சதுர அடி",
  cent: "சென்ட்",
  acre: "ஏக்கர்",
  ground: "கிரவுண்ட்",
  hectare: "ஹெக்டேர்",
};

/** A unit's name on the forms: Sq Feet, Cent… · சதுர அடி, சென்ட்… */
export function areaUnitLabel(unit: AreaUnit, locale: Locale = getLocale()): string {
  return (locale === "ta" ? AREA_UNIT_TA : AREA_UNIT_LABELS)[unit];
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** `value` in `from` expressed in `to`, rounded to `decimals` places (the forms show 2). */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit, decimals = 2): number {
  if (from === to) return value;
  return roundTo((value * SQ_FT_PER_UNIT[from]) / SQ_FT_PER_UNIT[to], decimals);
}

/**
 * One area in every unit, for the linked fields: the unit the owner typed in keeps the value as typed, the
 * others follow (1 acre → 100 cent, 43,560 sq ft, 18.15 ground, 0.4 hectare).
 */
export function linkedAreas(value: number, unit: AreaUnit, decimals = 2): Record<AreaUnit, number> {
  return Object.fromEntries(AREA_UNITS.map((to) => [to, convertArea(value, unit, to, decimals)])) as Record<
    AreaUnit,
    number
  >;
}

/** Length × breadth (both in feet) as an area in `unit`; null unless both are positive numbers. */
export function areaFromDimensions(
  lengthFt: number | null,
  breadthFt: number | null,
  unit: AreaUnit,
  decimals = 2,
): number | null {
  if (lengthFt === null || breadthFt === null) return null;
  if (!(lengthFt > 0 && breadthFt > 0) || !Number.isFinite(lengthFt * breadthFt)) return null;
  return convertArea(lengthFt * breadthFt, "sqft", unit, decimals);
}

/** Digits in Indian grouping: the last three together, then pairs (1250000 → 12,50,000). */
export function groupIndian(digits: string): string {
  const plain = digits.replace(/^0+(?=\d)/, "");
  if (plain.length <= 3) return plain;
  const head = plain.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${plain.slice(-3)}`;
}

/**
 * What a budget field shows while the owner types: only the digits typed, grouped Indian style, and where the
 * caret goes so that it stays after the same digit (typing "5" in "1,25,000" moves commas, not the caret's place).
 */
export function groupIndianAsYouType(typed: string, caret = typed.length): { value: string; caret: number } {
  const digitsBeforeCaret = typed.slice(0, caret).replace(/\D/g, "").length;
  const digits = typed.replace(/\D/g, "");
  const value = groupIndian(digits);
  // Leading zeros are dropped, so count the caret's digits among those kept.
  const dropped = digits.length - value.replace(/,/g, "").length;
  let wanted = Math.max(0, digitsBeforeCaret - dropped);
  let position = 0;
  while (wanted > 0 && position < value.length) {
    if (value[position] !== ",") wanted -= 1;
    position += 1;
  }
  return { value, caret: position };
}

/**
 * Whole rupees from what a budget field holds: digits, with the commas of any grouping ("12,50,000",
 * "1,250,000") and spaces allowed; null for anything else (letters, decimals, a minus sign, nothing).
 */
export function parseGroupedRupees(text: string): number | null {
  const plain = text.replace(/[,\s]/g, "");
  if (!/^\d{1,15}$/.test(plain)) return null;
  const rupees = Number(plain);
  return Number.isSafeInteger(rupees) ? rupees : null;
}

/**
 * A decimal number from a form field ("1,200", "2.5", " 43560 "); null when it is not one. Commas of any
 * grouping are allowed; exponents, signs and hex are not.
 */
export function parseDecimal(text: string): number | null {
  const plain = text.replace(/[,\s]/g, "");
  if (!/^\d{1,12}(\.\d{1,4})?$|^\.\d{1,4}$/.test(plain)) return null;
  return Number(plain);
}
