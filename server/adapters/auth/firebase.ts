import { type App, deleteApp, initializeApp } from "firebase-admin/app";
import { type Auth, type DecodedIdToken, getAuth } from "firebase-admin/auth";
import type { Config } from "#server/config.ts";

/** Who a verified Firebase token or session cookie belongs to. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  phoneNumber: string | null;
  signInProvider: string;
  isAdmin: boolean;
}

/** What Firebase holds of an account that the app itself cannot be told by its member. */
export interface AccountFacts {
  createdAt: Date;
  /** E.164 (+91…); Firebase sets it only after an SMS code, and holds each number on one account at most. */
  phoneNumber: string | null;
}

export interface AuthAdapter {
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /** Also refuses the cookie once the account is disabled in Firebase or its sessions were revoked. */
  verifySessionCookie(sessionCookie: string): Promise<VerifiedIdentity>;
  revokeSessions(uid: string): Promise<void>;
  setAdminClaim(uid: string, isAdmin: boolean): Promise<void>;
  findUidByEmail(email: string): Promise<string | null>;
  /** False once the account is deleted in Firebase (also outside the app). */
  userExists(uid: string): Promise<boolean>;
  /** When the account was made and the phone number Firebase verified for it (by SMS code); null once it is gone. */
  getAccount(uid: string): Promise<AccountFacts | null>;
  /** Deletes the Firebase account; an account that is already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
  /**
   * Disables the Firebase account (it can no longer sign in) and revokes its sessions and refresh tokens; an
   * account already disabled or gone is not an error.
   */
  disableUser(uid: string): Promise<void>;
  /** Whether the account holds the `admin` claim now; false for an account that is gone. */
  hasAdminClaim(uid: string): Promise<boolean>;
  /** Creates the account, or updates the existing one with this e-mail, with a verified e-mail. */
  upsertVerifiedUser(input: { email: string; password: string; displayName: string }): Promise<string>;
  /**
   * A custom token for the browser's web SDK (signInWithCustomToken), so the security rules see this uid;
   * `admin: true` puts the admin claim in its ID tokens.
   */
  createCustomToken(uid: string, claims?: { admin: true }): Promise<string>;
  close(): Promise<void>;
}

function toIdentity(token: DecodedIdToken): VerifiedIdentity {
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    name: typeof token.name === "string" ? token.name : null,
    phoneNumber: token.phone_number ?? null,
    signInProvider: token.firebase.sign_in_provider,
    isAdmin: token.admin === true,
  };
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error as { code: unknown }).code === "auth/user-not-found"
  );
}

/**
 * How long an account's disabled flag, revocation time and admin claim are trusted before Firebase is asked
 * again. Checking on every request (firebase-admin's checkRevoked) would add a call to Google to every page; this
 * bounds the delay for a change made in the Firebase console. Our own disable (users.disabled) and logout act at
 * once.
 */
export const ACCOUNT_STATUS_TTL_MS = 30_000;

interface AccountStatus {
  disabled: boolean;
  /** Sessions that began before this (seconds since the epoch) were revoked. */
  validSinceSeconds: number;
  /** The `admin` claim as Firebase holds it now; a session cookie keeps the claims of its sign-in. */
  isAdmin: boolean;
  checkedAt: number;
}

/**
 * Firebase Auth through firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the
 * local Auth emulator (it reads that variable from the process environment, so we put it there). `now` is the
 * clock of the account-status cache (tests move it on).
 */
let adapters = 0;

export function createFirebaseAuth(
  config: Config,
  { now = Date.now }: { now?: () => number } = {},
): AuthAdapter {
  if (config.firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.emulatorHost;
  // An app of its own, so that close() ends this adapter alone (a test may run two servers side by side).
  adapters += 1;
  const app: App = initializeApp(
    { projectId: config.firebase.projectId },
    `nilam-${config.firebase.projectId}-${adapters}`,
  );
  const auth: Auth = getAuth(app);
  const statuses = new Map<string, AccountStatus>();

  async function accountStatus(uid: string): Promise<AccountStatus> {
    const cached = statuses.get(uid);
    if (cached && now() - cached.checkedAt < ACCOUNT_STATUS_TTL_MS) return cached;
    const user = await auth.getUser(uid);
    const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
    const status = {
      disabled: user.disabled,
      validSinceSeconds: Math.floor(validAfter / 1000),
      isAdmin: user.customClaims?.admin === true,
      checkedAt: now(),
    };
    statuses.set(uid, status);
    return status;
  }

  return {
    async verifyIdToken(idToken) {
      return toIdentity(await auth.verifyIdToken(idToken));
    },
    createSessionCookie(idToken, expiresInMs) {
      return auth.createSessionCookie(idToken, { expiresIn: expiresInMs });
    },
    async verifySessionCookie(sessionCookie) {
      const token = await auth.verifySessionCookie(sessionCookie);
      const status = await accountStatus(token.uid);
      if (status.disabled) throw new Error("auth/user-disabled");
      if (token.auth_time < status.validSinceSeconds) throw new Error("auth/session-cookie-revoked");
      // The right follows the claim as it is now, granted or taken away (also in the Firebase console).
      return { ...toIdentity(token), isAdmin: status.isAdmin };
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
      statuses.delete(uid);
    },
    async setAdminClaim(uid, isAdmin) {
      const user = await auth.getUser(uid);
      await auth.setCustomUserClaims(uid, { ...user.customClaims, admin: isAdmin });
      statuses.delete(uid);
    },
    async findUidByEmail(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async userExists(uid) {
      try {
        await auth.getUser(uid);
        return true;
      } catch (error) {
        if (isUserNotFound(error)) return false;
        throw error;
      }
    },
    async getAccount(uid) {
      try {
        const user = await auth.getUser(uid);
        return { createdAt: new Date(user.metadata.creationTime), phoneNumber: user.phoneNumber ?? null };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async deleteUser(uid) {
      statuses.delete(uid);
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
    async disableUser(uid) {
      try {
        await auth.updateUser(uid, { disabled: true });
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      } finally {
        statuses.delete(uid);
      }
    },
    async hasAdminClaim(uid) {
      try {
        return (await auth.getUser(uid)).customClaims?.admin === true;
      } catch (error) {
        if (isUserNotFound(error)) return false;
        throw error;
      }
    },
    async upsertVerifiedUser({ email, password, displayName }) {
      const uid = await this.findUidByEmail(email);
      if (uid) {
        await auth.updateUser(uid, { password, displayName, emailVerified: true, disabled: false });
        return uid;
      }
      return (await auth.createUser({ email, password, displayName, emailVerified: true })).uid;
    },
    createCustomToken(uid, claims) {
      // The emulator takes an unsigned token; production signs with the runtime's service account.
      return auth.createCustomToken(uid, claims);
    },
    async close() {
      await deleteApp(app);
    },
  };
}
