import { signInWithPassword, uniqueEmail } from "./auth-emulator.ts";
import type { TestServer } from "./test-server.ts";

/** A verified Firebase account signed in to the test server: its `__session` cookie and e-mail. */
export async function signedInMember(
  server: TestServer,
  options: { admin?: boolean; label?: string } = {},
): Promise<{ cookie: string; email: string; uid: string }> {
  const email = uniqueEmail(options.label ?? (options.admin ? "admin" : "member"));
  const uid = await server.auth.upsertVerifiedUser({
    email,
    password: "Secret@123",
    displayName: "Test Person",
  });
  if (options.admin) await server.auth.setAdminClaim(uid, true);
  const idToken = await signInWithPassword(email, "Secret@123");
  const response = await fetch(`${server.base}/api/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base },
    body: JSON.stringify({ idToken }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`sign-in failed with ${response.status}`);
  return { cookie: cookie.split(";")[0]!, email, uid };
}
