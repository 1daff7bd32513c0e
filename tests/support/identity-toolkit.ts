// The Firebase Auth emulator's Identity Toolkit REST API, as the web SDK (sign up, sign in) and the Admin SDK
// (update an account) call it: the one copy every suite and the bench use. Each call names the emulator it talks
// to (host:port), so it works for the emulators of `npm test`, of the deploy suite and of the bench alike.

/** Any key does for the emulator; the web SDK always sends one. */
const API_KEY = "demo-api-key";

export interface SignedInAccount {
  idToken: string;
  /** The account's uid. */
  localId: string;
}

interface ToolkitError {
  error?: { message: string };
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : {}) as T & ToolkitError;
  if (!response.ok) {
    const endpoint = new URL(url).pathname.split(":").at(-1);
    throw new Error(`emulator ${endpoint} failed: ${answer.error?.message ?? `${response.status} ${text}`}`);
  }
  return answer;
}

/** An account endpoint a browser calls (`accounts:signUp`, `accounts:signInWithPassword`, …). */
const browserCall = <T>(host: string, endpoint: string, body: object) =>
  post<T>(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=${API_KEY}`, {
    ...body,
    returnSecureToken: true,
  });

/** Signs in with e-mail and password, as the sign-in screen does. */
export const signInWithPassword = (host: string, account: { email: string; password: string }) =>
  browserCall<SignedInAccount>(host, "signInWithPassword", account);

/** Makes an account whose e-mail is not verified, as the sign-up screen does. */
export const signUp = (host: string, account: { email: string; password: string }) =>
  browserCall<SignedInAccount>(host, "signUp", account);

/**
 * A Google sign-in as the emulator accepts it: an unsigned Google ID token for `email`. (The browser's popup
 * needs Google's iframe library from the internet, which these machines cannot reach.)
 */
export function signInWithGoogle(
  host: string,
  { email, displayName }: { email: string; displayName: string },
) {
  const googleToken = JSON.stringify({
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: displayName,
  });
  return browserCall<SignedInAccount>(host, "signInWithIdp", {
    postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
    requestUri: "http://localhost",
    returnIdpCredential: true,
  });
}

/**
 * Changes an account as the Admin SDK (or the Firebase console) could: the emulator takes "owner" as an admin
 * credential. `change` holds the REST API's own fields (`emailVerified`, `phoneNumber`, `disableUser`, …).
 */
export async function updateAccount(
  emulator: { host: string; projectId: string },
  localId: string,
  change: Record<string, unknown>,
): Promise<void> {
  await post(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:update`,
    { localId, ...change },
    { authorization: "Bearer owner" },
  );
}
