import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { SessionUser } from "#server/http/context.ts";
import { SESSION_COOKIE } from "#server/http/session.ts";
import { endSession } from "#server/modules/accounts/session.ts";

export async function logoutHeaders(input: {
  auth: AuthAdapter;
  user: SessionUser | null;
  secure: boolean;
}): Promise<Headers> {
  if (input.user) await endSession({ auth: input.auth, uid: input.user.uid });
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${input.secure ? "; Secure" : ""}`,
  );
  return headers;
}
