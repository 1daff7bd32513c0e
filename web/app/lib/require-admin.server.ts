import { redirect } from "react-router";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";

export const ADMIN_ONLY_MESSAGE = "This page is for administrators.";

/**
 * Admin pages: a visitor signs in and comes back; a member without the `admin` claim gets a 403. The claim is
 * the one the session carries, re-read from Firebase at most 30 s ago (adapters/auth/firebase.ts).
 */
export function requireAdminForPage(user: SessionUser | null, request: Request): SessionUser {
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!user.isAdmin) throw AppError.forbidden(ADMIN_ONLY_MESSAGE);
  return user;
}
