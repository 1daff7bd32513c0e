// Dates are shown in India's time zone on the server and in the browser alike, so hydration agrees. Intl's own
// Tamil (CLDR, in every browser and in Node) costs the page nothing; date-fns' `ta` locale with `format` would
// add about 7 KB gzip and still need a time-zone add-on.

import { INTL_LOCALE, type Locale } from "./locale.ts";
import { getLocale } from "./paraglide/runtime.js";

function formats(options: Intl.DateTimeFormatOptions): Readonly<Record<Locale, Intl.DateTimeFormat>> {
  const zoned = { ...options, timeZone: "Asia/Kolkata" };
  return {
    en: new Intl.DateTimeFormat(INTL_LOCALE.en, zoned),
    ta: new Intl.DateTimeFormat(INTL_LOCALE.ta, zoned),
  };
}

const longDate = formats({ dateStyle: "long" });
const dateTime = formats({ dateStyle: "medium", timeStyle: "short" });

const asDate = (date: Date | string): Date => (typeof date === "string" ? new Date(date) : date);

/** 17 October 2024 · 17 அக்டோபர், 2024 */
export function formatLongDate(date: Date | string, locale: Locale = getLocale()): string {
  return longDate[locale].format(asDate(date));
}

/** 2 Mar 2026, 10:00 am · 2 மார்., 2026, 10:00 AM (India time) */
export function formatDateTime(date: Date | string, locale: Locale = getLocale()): string {
  return dateTime[locale].format(asDate(date));
}

let isoDay: Intl.DateTimeFormat | undefined;
/** The calendar day in India at `date`, as YYYY-MM-DD: what a rate's effective date is compared with. */
export function dayInIndia(date: Date = new Date()): string {
  isoDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", dateStyle: "short" });
  return isoDay.format(date);
}
