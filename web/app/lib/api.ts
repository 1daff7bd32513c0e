// Our API answers in the language of the page that calls it: the page says which in Accept-Language
// (server/http/request-locale.ts), so that an error shown on a Tamil page is in Tamil.
import { getLocale } from "./i18n.ts";

/** The headers of a call to /api/v1 from this page: `headers` and the page's language. */
export function apiHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { "accept-language": getLocale(), ...headers };
}
