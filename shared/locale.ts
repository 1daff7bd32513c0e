// The site's languages. Formatting and label functions take one of these explicitly; which one a page is in is
// decided by the route (its URL prefix), never here.

export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The tag Intl formats with: Indian English, and Tamil as written in India with Western digits (0-9), as Tamil
 * Nadu's sites and papers print them (`nu-latn` keeps them so whatever a runtime's Tamil default becomes).
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-IN", ta: "ta-IN-u-nu-latn" };
