// The site's languages. Formatting and label functions take one of these explicitly; which one a page is in is
// decided by the route (its URL prefix), never here.

import type { Locale } from "#shared/paraglide/runtime.js";

// The languages are the message catalogues' (project.inlang/settings.json), compiled into Paraglide's runtime.
export {
  baseLocale as DEFAULT_LOCALE,
  isLocale,
  type Locale,
  locales as LOCALES,
} from "#shared/paraglide/runtime.js";

/**
 * The tag Intl formats with: Indian English, and Tamil as written in India with Western digits (0-9), as Tamil
 * Nadu's sites and papers print them (`nu-latn` keeps them so whatever a runtime's Tamil default becomes).
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: "en-IN", ta: "ta-IN-u-nu-latn" };
