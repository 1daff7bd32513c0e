import type { NextFunction, Request, Response } from "express";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "./context.ts";

/** The signed-in user, or a 401 that the error handler turns into the SPEC's login-required answer. */
export function requireUser(res: Response): SessionUser {
  if (!res.locals.user) throw AppError.unauthorized();
  return res.locals.user;
}

/**
 * Signed-in members only, as middleware: ahead of a per-member rate limit, whose key needs the member (a
 * visitor gets the 401, not a share of some common limit).
 */
export function requireMember(_req: Request, res: Response, next: NextFunction): void {
  next(res.locals.user ? undefined : AppError.unauthorized());
}

/** Admin = the Firebase `admin` custom claim, checked on every admin request. */
export function requireAdmin(_req: Request, res: Response, next: NextFunction): void {
  const user = res.locals.user;
  next(user ? (user.isAdmin ? undefined : AppError.forbidden()) : AppError.unauthorized());
}
