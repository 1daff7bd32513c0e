import { useLocation } from "react-router";
import { getLocale, LANGUAGE_COOKIE, LANGUAGE_NAMES, type Locale, localizedPath } from "#web/lib/i18n.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice for their next visit (see LanguageMemory); a plain link works without it. */
function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, no need for the Cookie Store API
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The header's switch to the same page in the other language. */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other: Locale = getLocale() === "ta" ? "en" : "ta";
  const href = localizedPath(pathname + search + hash, other);
  // Pages that are the same in every language (the admin console) have no switch.
  if (href === pathname + search + hash) return null;
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other} onClick={() => remember(other)}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
