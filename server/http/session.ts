import type { CookieOptions, NextFunction, Request, Response } from "express";
import type { AuthAdapter } from "../adapters/auth/firebase.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { resolveSessionUser } from "../modules/accounts/session.ts";

/** Firebase Hosting forwards only this cookie to the function, so the session must live in it. */
export const SESSION_COOKIE = "__session";

export function sessionCookieOptions(options: { secure: boolean; maxAgeMs?: number }): CookieOptions {
  return { httpOnly: true, secure: options.secure, sameSite: "lax", path: "/", maxAge: options.maxAgeMs };
}

function readCookie(req: Request, name: string): string | null {
  const header = req.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Reads the signed-in user from the session cookie into `res.locals.user` (null when signed out). */
export function sessionMiddleware(deps: { db: Db; auth: AuthAdapter; logger: Logger }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.locals.user = null;
    const cookie = readCookie(req, SESSION_COOKIE);
    if (!cookie) return next();
    const user = await resolveSessionUser({ db: deps.db, auth: deps.auth, sessionCookie: cookie });
    if (user) res.locals.user = user;
    else res.clearCookie(SESSION_COOKIE, { path: "/" });
    next();
  };
}
