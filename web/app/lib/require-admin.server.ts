import { redirect } from "react-router";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";
import { signInPath } from "#shared/paths.ts";

export const ADMIN_ONLY_MESSAGE = "This page is for administrators.";

/**
 * Admin pages: a visitor signs in and comes back; a member without the `admin` claim gets a 403. The claim is
 * the one the session carries, re-read from Firebase at most 30 s ago (adapters/auth/firebase.ts). `url` is the
 * page's address as React Router hands it to loaders, actions and middleware: on a client-side navigation the
 * request itself is for `/page.data?_routes=…`, which is no page to come back to.
 */
export function requireAdminForPage(user: SessionUser | null, url: URL): SessionUser {
  if (!user) {
    throw redirect(signInPath(url.pathname + url.search));
  }
  if (!user.isAdmin) throw AppError.forbidden(ADMIN_ONLY_MESSAGE);
  return user;
}
