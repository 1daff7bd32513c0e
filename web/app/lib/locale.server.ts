// Route modules reach the server's request locale through this file (see server/http/request-locale.ts).
import type { Locale } from "#shared/locale.ts";
import { localeOfPath } from "#shared/locale-paths.ts";

export { inLocale } from "#server/http/request-locale.ts";

/**
 * A redirect from a page of one language to a page of another (a Tamil sign-in that goes on to the English-only
 * admin console) loads the new page whole, also when the browser asked for data only: each language has a browser
 * bundle of its own (scripts/build.ts), and the old page's would render the new one in the old language.
 */
export function reloadAcrossLanguages(response: Response, locale: Locale): Response {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location?.startsWith("/")) return response;
  if (localeOfPath(new URL(location, "http://site").pathname) !== locale)
    response.headers.set("X-Remix-Reload-Document", "true");
  return response;
}
