// Every user-facing string is a Paraglide message: messages/{en,ta}.json compiled (npm run i18n) into typed
// functions in shared/paraglide, one module per message, so that a page's JavaScript carries only the messages
// it calls. A message renders in the current locale: the page's URL in the browser (browser-runtime.ts), the
// request's on the server (server/http/request-locale.ts).
import { baseLocale, getLocale, type Locale, locales } from "#shared/paraglide/runtime.js";

export { localeOfPath, localizedPath, unlocalizedPath } from "#shared/locale-paths.ts";

export { m } from "#shared/paraglide/messages.js";
export { baseLocale, getLocale, type Locale, locales };

/** A message without parameters, kept in a table and called when a page renders (in that page's locale). */
export type Message = () => string;

/**
 * What the admin wrote (a banner's alt text, a collection's title, a plan's name) in the page's language: the
 * Tamil text on a Tamil page when the admin gave one, the English otherwise.
 */
export function inPageLanguage(english: string, tamil: string | null | undefined): string {
  return getLocale() === "ta" && tamil ? tamil : english;
}

/** The name a language goes by in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

/** The cookie that remembers a visitor's language (read by the page's first script, see LanguageMemory). */
export const LANGUAGE_COOKIE = "nilam_lang";
