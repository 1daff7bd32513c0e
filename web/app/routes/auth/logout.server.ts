import type { AppContext } from "#server/http/context.ts";
import { clearedSessionCookie } from "#server/http/session.ts";
import { endSession } from "#server/modules/accounts/session.ts";

export async function logoutHeaders(
  input: Pick<AppContext, "db" | "auth" | "user" | "sessionId"> & { secure: boolean },
): Promise<Headers> {
  const { db, auth, user, sessionId } = input;
  if (user && sessionId) await endSession(db, { auth, uid: user.id, sessionId });
  return new Headers({ "Set-Cookie": clearedSessionCookie({ secure: input.secure }) });
}
