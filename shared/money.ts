import { INTL_LOCALE, type Locale } from "./locale.ts";
import { getLocale } from "./paraglide/runtime.js";
import { budgetMethodLabel } from "./value-labels.ts";

const grouping: Readonly<Record<Locale, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 0 }),
  ta: new Intl.NumberFormat(INTL_LOCALE.ta, { maximumFractionDigits: 0 }),
};
const LAKH = 100_000;
const CRORE = 10_000_000;

const SHORT_UNITS: Readonly<Record<Locale, { lakh: string; crore: string }>> = {
  en: { lakh: "L", crore: "Cr" },
  ta: { lakh: "லட்சம்", crore: "கோடி" },
};

/** What a price is per, after a slash: ₹25,000 / month · ₹25,000 / மாதம். */
const PER: Readonly<Record<Locale, Readonly<Record<"Monthly" | "Per Cent" | "Per Acre", string>>>> = {
  en: { Monthly: "month", "Per Cent": "cent", "Per Acre": "acre" },
  ta: { Monthly: "மாதம்", "Per Cent": "சென்ட்", "Per Acre": "ஏக்கர்" },
};

/** ₹12,50,000: whole rupees in Indian digit grouping (the same in Tamil). */
export function formatRupees(rupees: number, locale: Locale = getLocale()): string {
  return `₹${grouping[locale].format(Math.round(rupees))}`;
}

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** ₹12.5 L, ₹1.2 Cr · ₹12.5 லட்சம், ₹1.2 கோடி; amounts below a lakh in full (₹45,000). */
export function formatRupeesShort(rupees: number, locale: Locale = getLocale()): string {
  const units = SHORT_UNITS[locale];
  if (Math.abs(rupees) >= CRORE) return `₹${oneDecimal(rupees / CRORE)} ${units.crore}`;
  if (Math.abs(rupees) >= LAKH) return `₹${oneDecimal(rupees / LAKH)} ${units.lakh}`;
  return formatRupees(rupees, locale);
}

/**
 * A card's price: ₹45 L · Overall budget, ₹25,000 / month, ₹1.5 L / cent; in Tamil ₹45 லட்சம் · மொத்த விலை,
 * ₹25,000 / மாதம், ₹1.5 லட்சம் / சென்ட்.
 */
export function budgetLabel(
  budget: number | null,
  method: string | null,
  locale: Locale = getLocale(),
): string | null {
  if (budget === null) return null;
  const amount = formatRupeesShort(budget, locale);
  switch (method) {
    case "Monthly":
    case "Per Cent":
    case "Per Acre":
      return `${amount} / ${PER[locale][method]}`;
    case null:
      return amount;
    default:
      return `${amount} · ${budgetMethodLabel(method, locale)}`;
  }
}
