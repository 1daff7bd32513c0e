import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { SessionUser } from "#server/http/context.ts";
import { clearedSessionCookie } from "#server/http/session.ts";
import { endSession } from "#server/modules/accounts/session.ts";

export async function logoutHeaders(input: {
  auth: AuthAdapter;
  user: SessionUser | null;
  secure: boolean;
}): Promise<Headers> {
  if (input.user) await endSession(input.auth, { uid: input.user.id });
  return new Headers({ "Set-Cookie": clearedSessionCookie({ secure: input.secure }) });
}
