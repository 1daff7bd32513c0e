// Our API answers in the language of the page that calls it: the page says which in Accept-Language
// (server/http/request-locale.ts), so that an error shown on a Tamil page is in Tamil.
import { getLocale } from "./i18n.ts";

/** The headers of a call to /api/v1 from this page: `headers` and the page's language. */
export function apiHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { "accept-language": getLocale(), ...headers };
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends a call to `path` (same origin, in the page's language) at once; null when no answer came (offline). A
 * press that must reach the server even if the page is left at once sends here, before the code that reads the
 * answer (api-fetch.ts and its schema) has loaded.
 */
export function sendApiRequest(path: string, request: ApiRequest = {}): Promise<Response | null> {
  const json = request.body !== undefined;
  return fetch(path, {
    method: request.method ?? "GET",
    headers: apiHeaders(json ? { "content-type": "application/json" } : {}),
    body: json ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  }).catch(() => null);
}
