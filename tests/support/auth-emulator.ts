// The Auth emulator that scripts/test.ts started, for the rules, integration and deploy tests: the Identity
// Toolkit calls (identity-toolkit.ts) bound to it.
import * as identityToolkit from "./identity-toolkit.ts";

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
const emulator = { host: emulatorHost, projectId };

/** Signs in as the web SDK would and returns the new ID token. */
export const signInWithPassword = async (email: string, password: string) =>
  (await identityToolkit.signInWithPassword(emulatorHost, { email, password })).idToken;

/** Creates an account whose e-mail is not verified; returns its ID token. */
export const signUp = async (email: string, password: string) =>
  (await identityToolkit.signUp(emulatorHost, { email, password })).idToken;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nilam.test`;
}

/** A Google sign-in (identity-toolkit.ts); returns its ID token. */
export const signInWithGoogleIdp = async (email: string, displayName: string) =>
  (await identityToolkit.signInWithGoogle(emulatorHost, { email, displayName })).idToken;

/** Disables the account as an admin would in the Firebase console. */
export const disableInFirebase = (uid: string) =>
  identityToolkit.updateAccount(emulator, uid, { disableUser: true });

/**
 * Changes what Firebase holds of an account as the Admin SDK could: a phone number as if verified by SMS code
 * (null takes it away), or when the account was made.
 */
export async function updateInFirebase(
  uid: string,
  change: { phoneNumber?: string | null; createdAt?: Date },
): Promise<void> {
  const fields: Record<string, unknown> = {};
  if (change.phoneNumber) fields.phoneNumber = change.phoneNumber;
  if (change.phoneNumber === null) fields.deleteProvider = ["phone"];
  if (change.createdAt) fields.createdAt = String(change.createdAt.getTime());
  await identityToolkit.updateAccount(emulator, uid, fields);
}
