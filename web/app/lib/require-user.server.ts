import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";

/** Pages that need an account answer 401; the root error boundary shows the login-required screen. */
export function requireUserForPage(user: SessionUser | null): SessionUser {
  if (!user) throw AppError.unauthorized();
  return user;
}
