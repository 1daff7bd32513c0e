import { data } from "react-router";
import type { SessionUser } from "#server/http/context.ts";

/** Pages that need an account answer 401; the root error boundary shows the login-required screen. */
export function requireUserForPage(user: SessionUser | null): SessionUser {
  if (!user) throw data({ loginRequired: true }, { status: 401 });
  return user;
}
