// The language a request is answered in: a page's path says it (/ta/… is Tamil). Messages read it through
// Paraglide's getLocale, which this module points at the request being served, so that two pages rendered at
// once in different languages never mix (AsyncLocalStorage follows each request through its awaits).
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { localeOfPath } from "#shared/locale-paths.ts";
import { baseLocale, type Locale, overwriteGetLocale } from "#shared/paraglide/runtime.js";

const requestLocale = new AsyncLocalStorage<Locale>();

overwriteGetLocale(() => requestLocale.getStore() ?? baseLocale);

/** Runs `fn` with messages in `locale` (a mail to a member in their language, a test). */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  return requestLocale.run(locale, fn);
}

/** Express middleware: the rest of the request runs in the language of its path. */
export function withRequestLocale(req: Request, _res: Response, next: NextFunction): void {
  requestLocale.run(localeOfPath(req.path), next);
}
