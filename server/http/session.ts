import type { CookieOptions, NextFunction, Request, Response } from "express";
import type { Db } from "#server/db/firestore.ts";
import type { AuthAdapter } from "../adapters/auth/firebase.ts";
import type { Logger } from "../logger.ts";
import { resolveSessionUser } from "../modules/accounts/session.ts";

/** Firebase Hosting forwards only this cookie to the function, so the session must live in it. */
export const SESSION_COOKIE = "__session";

export function sessionCookieOptions(options: { secure: boolean; maxAgeMs?: number }): CookieOptions {
  return { httpOnly: true, secure: options.secure, sameSite: "lax", path: "/", maxAge: options.maxAgeMs };
}

/**
 * The cookie's value; "" when it is there but unreadable (a malformed percent-encoding, which another app on the
 * same host may have set: cookies ignore ports), which counts as no session.
 */
function readCookie(req: Request, name: string): string | null {
  const header = req.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return "";
      }
    }
  }
  return null;
}

/** Whether the request carries a session cookie at all (readable or not): without one it is a visitor's. */
export function hasSessionCookie(req: Request): boolean {
  return readCookie(req, SESSION_COOKIE) !== null;
}

/** The Set-Cookie value that ends a session in the browser: the one way every answer signs someone out. */
export function clearedSessionCookie(options: { secure?: boolean } = {}): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${options.secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(res: Response, options: { secure?: boolean } = {}): void {
  res.append("Set-Cookie", clearedSessionCookie(options));
}

/**
 * Reads the signed-in user from the session cookie into `res.locals.user` (null when signed out), and the
 * session's id (for logging out) into `res.locals.sessionId`. An answer to a request that carries a session is
 * that person's own, or clears their cookie: no cache may keep it, unless a route says that what it answers is
 * public.
 */
export function sessionMiddleware(deps: { db: Db; auth: AuthAdapter; logger: Logger }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.locals.user = null;
    res.locals.sessionId = null;
    const cookie = readCookie(req, SESSION_COOKIE);
    if (cookie === null) return next();
    res.setHeader("cache-control", "private, no-store");
    const session = cookie
      ? await resolveSessionUser(deps.db, { auth: deps.auth, sessionCookie: cookie })
      : null;
    if (session) {
      res.locals.user = session.user;
      res.locals.sessionId = session.sessionId;
    } else clearSessionCookie(res);
    next();
  };
}
