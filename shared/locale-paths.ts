// Where the language of a page lives: in its path. English keeps the site's first URLs; Tamil is under /ta.
import { baseLocale, getLocale, type Locale } from "#shared/paraglide/runtime.js";

/** The URL prefix of each locale: English keeps the site's first URLs, Tamil lives under /ta. */
const PREFIX: Record<Locale, string> = { en: "", ta: "/ta" };

/** The locale a path is in: /ta and /ta/… are Tamil, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/ta" || pathname.startsWith("/ta/") ? "ta" : "en";
}

/** A path without its locale prefix ("/ta/common/Sell" → "/common/Sell", "/ta" → "/"). */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === baseLocale) return pathname;
  return pathname.slice(PREFIX.ta.length) || "/";
}

/** Paths that are the same in every language: the API, files, the admin console, sign-out. */
const UNLOCALIZED =
  /^\/(api|assets|media|checkout|logout|adminhome|propertylistingadmin|approveproperty|rejectedproperties|individualadmin|editpropertyadmin|customerdetails|plans|uploadimage|admin|user)(\/|$|\?|#)|^\/[^/?#]+\.[a-z0-9]+($|\?)/;

/**
 * `path` (an absolute path of the site, with any query and hash) in `locale`: "/sell" → "/ta/sell". Paths of
 * other kinds (the API, files, other sites) are returned as they are.
 */
export function localizedPath(path: string, locale: Locale = getLocale()): string {
  if (!path.startsWith("/") || path.startsWith("//") || UNLOCALIZED.test(path)) return path;
  const end = path.search(/[?#]/);
  const pathname = unlocalizedPath(end < 0 ? path : path.slice(0, end));
  const suffix = end < 0 ? "" : path.slice(end);
  if (locale === baseLocale) return pathname + suffix;
  return (pathname === "/" ? PREFIX[locale] : PREFIX[locale] + pathname) + suffix;
}
