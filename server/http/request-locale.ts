// The language a request is answered in: a page's path says it (/ta/… is Tamil); a call to the API says it in
// Accept-Language (the site's pages send their own language, web/app/lib/api.ts). Messages read it through
// Paraglide's getLocale, which this module points at the request being served, so that two pages rendered at
// once in different languages never mix (AsyncLocalStorage follows each request through its awaits).
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { localeOfPath } from "#shared/locale-paths.ts";
import { baseLocale, isLocale, type Locale, locales, overwriteGetLocale } from "#shared/paraglide/runtime.js";

const requestLocale = new AsyncLocalStorage<Locale>();

overwriteGetLocale(() => requestLocale.getStore() ?? baseLocale);

/** Runs `fn` with messages in `locale` (a mail to a member in their language, a test). */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  return requestLocale.run(locale, fn);
}

/** The language an API call asks for: the best of ours by its Accept-Language, English without one. */
function acceptedLocale(req: Request): Locale {
  if (!req.get("accept-language")) return baseLocale;
  const accepted = req.acceptsLanguages(...locales);
  return isLocale(accepted) ? accepted : baseLocale;
}

/** Express middleware: the rest of the request runs in the language of its path, or for the API its header. */
export function withRequestLocale(req: Request, res: Response, next: NextFunction): void {
  const isApi = req.path.startsWith("/api/");
  // A cache between the API and its callers keeps each language's answer apart.
  if (isApi) res.vary("Accept-Language");
  requestLocale.run(isApi ? acceptedLocale(req) : localeOfPath(req.path), next);
}
