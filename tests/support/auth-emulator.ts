/** Helpers for tests that talk to the Firebase Auth emulator started by scripts/test.ts. */

function requiredEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    // Thrown while the test file loads: the file fails, it is never skipped.
    throw new Error(
      "FIREBASE_AUTH_EMULATOR_HOST is not set: these tests need the Firebase Auth emulator. Run them through " +
        "`npm test`, or start one and export FIREBASE_AUTH_EMULATOR_HOST=host:port.",
    );
  }
  return host;
}

/** host:port of the Auth emulator. */
export const emulatorHost: string = requiredEmulatorHost();
export const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-nilam";

/** Calls the emulator's Identity Toolkit REST API, as the web SDK would, and returns the new ID token. */
async function identityToolkit(endpoint: "signInWithPassword" | "signUp", email: string, password: string) {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator ${endpoint} failed: ${body.error?.message}`);
  return body.idToken;
}

export const signInWithPassword = (email: string, password: string) =>
  identityToolkit("signInWithPassword", email, password);

/** Creates an account whose e-mail is not verified. */
export const signUp = (email: string, password: string) => identityToolkit("signUp", email, password);

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nilam.test`;
}

/**
 * A Google sign-in as the emulator accepts it: an unsigned Google ID token for `email`. (The browser's popup
 * needs Google's iframe library from the internet, which these machines cannot reach.)
 */
export async function signInWithGoogleIdp(email: string, displayName: string): Promise<string> {
  const googleToken = JSON.stringify({
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: displayName,
  });
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator Google sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Disables the account as an admin would in the Firebase console (the emulator takes "owner" as admin). */
export async function disableInFirebase(uid: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: uid, disableUser: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator accounts:update failed: ${response.status}`);
}

/**
 * Changes what Firebase holds of an account as the Admin SDK could (the emulator takes "owner" as admin): a phone
 * number as if verified by SMS code (null takes it away), or when the account was made.
 */
export async function updateInFirebase(
  uid: string,
  change: { phoneNumber?: string | null; createdAt?: Date },
): Promise<void> {
  const body: Record<string, unknown> = { localId: uid };
  if (change.phoneNumber) body.phoneNumber = change.phoneNumber;
  if (change.phoneNumber === null) body.deleteProvider = ["phone"];
  if (change.createdAt) body.createdAt = String(change.createdAt.getTime());
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok)
    throw new Error(`emulator accounts:update failed: ${response.status} ${await response.text()}`);
}
