import { getLocale, type Locale, locales, localizedPath } from "./i18n.ts";

/** Any origin of ours will do: only whether a target stays on it matters. */
const SITE = new URL("https://nilam.invalid");

/**
 * A path on this site to go to after signing in, or the fallback, in the language of the page. The target is
 * parsed as a browser would (which drops tabs and line breaks and reads `\` as `/`), so `/\t/evil.example` or
 * `/\\evil.example` cannot turn into another site; what is returned is the parsed path, never the raw text.
 *
 * The check is made again on the final, localised path, in every language: localising takes a prefix off
 * ("/ta//evil.example" is "//evil.example" in English), so a target that was a path of ours may come out as
 * another host; such a target is refused whichever language the page is in.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string,
  locale: Locale = getLocale(),
): string {
  const path = sameSitePath(target);
  const staysInEveryLanguage =
    path !== null && locales.every((each) => sameSitePath(localizedPath(path, each)) !== null);
  return staysInEveryLanguage ? localizedPath(path, locale) : localizedPath(fallback, locale);
}

/** The parsed path of a target that stays on this site, or null. */
function sameSitePath(target: string | null | undefined): string | null {
  if (!target?.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser would read as another host.
  if (url.origin !== SITE.origin || !path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}
