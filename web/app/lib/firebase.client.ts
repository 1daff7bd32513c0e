// The Firebase web SDK for the sign-in screens (dynamic import), never on listing pages' first load.
import { type FirebaseApp, getApps, initializeApp } from "firebase/app";
import {
  type Auth,
  type ConfirmationResult,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  getAdditionalUserInfo,
  getAuth,
  inMemoryPersistence,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type User,
} from "firebase/auth";
import type { PublicConfig } from "#shared/public-config.ts";
import { apiHeaders } from "./api.ts";
import { apiErrorOf } from "./api-fetch.ts";
import { getLocale } from "./i18n.ts";

let cached: Auth | null = null;

/** Its own app, apart from the signed-in member's live-data app (lib/live), whose session it must not touch. */
const SIGN_IN_APP = "nilam-sign-in";

function firebaseAuth(config: PublicConfig["firebase"]): Auth {
  if (cached) return cached;
  const app: FirebaseApp =
    getApps().find((existing) => existing.name === SIGN_IN_APP) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      SIGN_IN_APP,
    );
  const auth = getAuth(app);
  if (config.emulatorUrl) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    // The emulator checks no reCAPTCHA; real projects do.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  cached = auth;
  return auth;
}

export class SignInError extends Error {
  override name = "SignInError";
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

function firebaseErrorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "unknown";
}

/**
 * Signs in with Firebase, then trades the ID token for our server session cookie. The browser keeps no
 * Firebase session of its own: the `__session` cookie is the one source of truth.
 */
export async function signInWithPassword(
  config: PublicConfig["firebase"],
  email: string,
  password: string,
): Promise<void> {
  const auth = firebaseAuth(config);
  await setPersistence(auth, inMemoryPersistence);
  let idToken: string;
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    if (!credential.user.emailVerified) {
      await signOut(auth);
      throw new SignInError("auth/email-not-verified", "");
    }
    idToken = await credential.user.getIdToken();
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
  try {
    await postJson("/api/v1/session", { idToken, locale: getLocale() });
  } finally {
    await signOut(auth);
  }
}

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: apiHeaders({ "content-type": "application/json" }),
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    // Only a refusal is read: signing in needs nothing of the answer.
    const refusal = apiErrorOf(await response.json().catch(() => null));
    const error = new SignInError(refusal?.code ?? "server", refusal?.message ?? response.statusText);
    throw Object.assign(error, { fieldErrors: refusal?.fieldErrors });
  }
}

/**
 * Creates the Firebase account, stores the sign-up details on our server, sends the verification e-mail and
 * signs out again: signing in waits until the e-mail is verified (SPEC §4).
 */
export async function signUpWithPassword(
  config: PublicConfig["firebase"],
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    city: string;
  },
): Promise<void> {
  const auth = firebaseAuth(config);
  await setPersistence(auth, inMemoryPersistence);
  const { email, password, ...profile } = input;
  let credential: Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
  try {
    credential = await createUserWithEmailAndPassword(auth, email, password);
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
  try {
    await postJson("/api/v1/accounts", {
      idToken: await credential.user.getIdToken(),
      ...profile,
      locale: getLocale(),
    });
    await sendEmailVerification(credential.user);
  } finally {
    await signOut(auth);
  }
}

export async function sendResetEmail(config: PublicConfig["firebase"], email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(firebaseAuth(config), email);
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
}

/** Signs in again just long enough to send a fresh verification e-mail. */
export async function resendVerification(
  config: PublicConfig["firebase"],
  email: string,
  password: string,
): Promise<void> {
  const auth = firebaseAuth(config);
  await setPersistence(auth, inMemoryPersistence);
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    await sendEmailVerification(credential.user);
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  } finally {
    await signOut(auth);
  }
}

/** The page's language goes with the token: the server writes the member's e-mails in it. */
async function startServerSession(user: User): Promise<void> {
  await postJson("/api/v1/session", { idToken: await user.getIdToken(), locale: getLocale() });
}

/**
 * Google sign-in (the emulator's account chooser locally). A first sign-in creates the profile from the Google
 * account on the server; `isNewUser` lets the page greet a new member.
 */
export async function signInWithGoogle(config: PublicConfig["firebase"]): Promise<{ isNewUser: boolean }> {
  const auth = firebaseAuth(config);
  await setPersistence(auth, inMemoryPersistence);
  let credential: Awaited<ReturnType<typeof signInWithPopup>>;
  try {
    credential = await signInWithPopup(auth, new GoogleAuthProvider());
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
  try {
    await startServerSession(credential.user);
  } finally {
    await signOut(auth);
  }
  return { isNewUser: getAdditionalUserInfo(credential)?.isNewUser === true };
}

let pendingPhoneSignIn: ConfirmationResult | null = null;

/** Sends a one-time code to +91 `phone` (ten digits); reCAPTCHA guards it in production. */
export async function sendPhoneCode(
  config: PublicConfig["firebase"],
  phone: string,
  recaptchaContainer: HTMLElement,
) {
  const auth = firebaseAuth(config);
  await setPersistence(auth, inMemoryPersistence);
  try {
    const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: "invisible" });
    pendingPhoneSignIn = await signInWithPhoneNumber(auth, `+91${phone}`, verifier);
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
}

/** Checks the code and starts the server session. */
export async function confirmPhoneCode(config: PublicConfig["firebase"], code: string): Promise<void> {
  if (!pendingPhoneSignIn)
    throw new SignInError("auth/missing-verification-id", "Please ask for a code first.");
  const auth = firebaseAuth(config);
  let user: User;
  try {
    user = (await pendingPhoneSignIn.confirm(code)).user;
  } catch (error) {
    throw new SignInError(firebaseErrorCode(error), error instanceof Error ? error.message : String(error));
  }
  try {
    await startServerSession(user);
  } finally {
    await signOut(auth);
  }
}
