/** Helpers for tests that talk to the Firebase Auth emulator started by scripts/test.ts. */
export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-nilam";

/** Signs in through the emulator's REST API, as the web SDK would, and returns the ID token. */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Creates an account through the emulator's sign-up endpoint (e-mail not verified). */
export async function signUp(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator sign-up failed: ${body.error?.message}`);
  return body.idToken;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nilam.test`;
}
