// The 'What We Have' band's numbers (SPEC §9): below 5 the number itself; from 5 up, the number rounded down to
// a multiple of 5 with '+' (5–9 '5+', 10–14 '10+', 15–19 '15+', 20–24 '20+', …).

import { INTL_LOCALE, type Locale } from "#shared/locale.ts";
import { getLocale } from "#shared/paraglide/runtime.js";

const grouping: Readonly<Record<Locale, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { maximumFractionDigits: 0 }),
  ta: new Intl.NumberFormat(INTL_LOCALE.ta, { maximumFractionDigits: 0 }),
};

/** A count in Indian grouping with Western digits, the same in both languages: 1,25,000. */
export function formatCount(n: number, locale: Locale = getLocale()): string {
  return grouping[locale].format(n);
}

export function countLabel(n: number, locale: Locale = getLocale()): string {
  const whole = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  if (whole < 5) return String(whole);
  return `${formatCount(whole - (whole % 5), locale)}+`;
}

/** The counting animation's length and the share of the band that must be on screen to start it (SPEC §9). */
export const COUNT_ANIMATION_MS = 5_500;
export const COUNT_VISIBLE_THRESHOLD = 0.1;

/** The number shown `elapsedMs` into the animation: fast at first, easing into the target (ease-out cubic). */
export function animatedCount(target: number, elapsedMs: number, durationMs = COUNT_ANIMATION_MS): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const progress = elapsedMs / durationMs;
  return Math.floor(target * (1 - (1 - progress) ** 3));
}
