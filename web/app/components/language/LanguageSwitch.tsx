import { useLocation } from "react-router";
import { getLocale, LANGUAGE_COOKIE, LANGUAGE_NAMES, type Locale, localizedPath } from "#web/lib/i18n.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice for their next visit (see LanguageMemory); a plain link works without it. */
function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, no need for the Cookie Store API
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Tells the server a member's new language, for the e-mails it writes them (PUT /api/v1/me/locale). `keepalive`
 * lets the request outlive the page the link leaves; a failure only leaves the language stored before.
 */
function rememberForMember(locale: Locale) {
  fetch("/api/v1/me/locale", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ locale }),
    keepalive: true,
  }).catch(() => {});
}

/** What a click on the switch remembers before the link leaves the page. */
export function rememberLanguage(locale: Locale, { signedIn }: { signedIn: boolean }) {
  remember(locale);
  if (signedIn) rememberForMember(locale);
}

/** The header's switch to the same page in the other language. */
export function LanguageSwitch({ signedIn = false }: { signedIn?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const other: Locale = getLocale() === "ta" ? "en" : "ta";
  const href = localizedPath(pathname + search + hash, other);
  // Pages that are the same in every language (the admin console) have no switch.
  if (href === pathname + search + hash) return null;
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLanguage(other, { signedIn })}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
