// Where the language of a page lives: in its path. English keeps the site's first URLs; Tamil is under /ta.
import { baseLocale, getLocale, type Locale } from "#shared/paraglide/runtime.js";
import { ADMIN_ROUTES, ONE_LANGUAGE_ROUTES } from "./paths.ts";

/** The URL prefix of each locale: English keeps the site's first URLs, Tamil lives under /ta. */
const PREFIX: Record<Locale, string> = { en: "", ta: "/ta" };

/** The locale a path is in: /ta and /ta/… are Tamil, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/ta" || pathname.startsWith("/ta/") ? "ta" : "en";
}

/** A path without its locale prefix ("/ta/sell" → "/sell", "/ta" → "/"). */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === baseLocale) return pathname;
  return pathname.slice(PREFIX.ta.length) || "/";
}

/** The first segment of a path without its leading slash: "admin/audit?x" → "admin", "" → "". */
const firstSegment = (relative: string): string => relative.split(/[/?#]/, 1)[0] ?? "";

/**
 * First segments of the paths that are the same in every language: what Express serves before the pages (the API,
 * the built assets, media), and the pages web/app/routes.ts declares in one language (the admin console, sign-out).
 */
const ONE_LANGUAGE_SEGMENTS: ReadonlySet<string> = new Set(
  ["api", "assets", "media", ...Object.values(ADMIN_ROUTES), ...Object.values(ONE_LANGUAGE_ROUTES)].map(
    firstSegment,
  ),
);

/** A file at the site's root (/sitemap.xml, /robots.txt, /favicon.ico), with or without a query. */
const ROOT_FILE = /^\/[^/?#]+\.[a-z0-9]+($|\?)/;

/** Whether `path` (absolute, with any query and hash) is the same in every language. */
export function isOneLanguagePath(path: string): boolean {
  return ONE_LANGUAGE_SEGMENTS.has(firstSegment(path.slice(1))) || ROOT_FILE.test(path);
}

/**
 * `path` (an absolute path of the site, with any query and hash) in `locale`: "/sell" → "/ta/sell". Paths of
 * other kinds (the API, files, other sites) are returned as they are.
 */
export function localizedPath(path: string, locale: Locale = getLocale()): string {
  if (!path.startsWith("/") || path.startsWith("//") || isOneLanguagePath(path)) return path;
  const end = path.search(/[?#]/);
  const pathname = unlocalizedPath(end < 0 ? path : path.slice(0, end));
  const suffix = end < 0 ? "" : path.slice(end);
  if (locale === baseLocale) return pathname + suffix;
  return (pathname === "/" ? PREFIX[locale] : PREFIX[locale] + pathname) + suffix;
}
