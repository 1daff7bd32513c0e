import type { AuthAdapter, VerifiedIdentity } from "#server/adapters/auth/firebase.ts";
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";

function toSessionUser(uid: string, user: UserDoc, identity: VerifiedIdentity): SessionUser {
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "Member";
  return { id: uid, email: user.email ?? "", displayName, isAdmin: identity.isAdmin };
}

function splitName(name: string | null): { firstName: string; lastName: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** A new member's document from what Firebase knows of them (a Google name, a phone number). */
export function newUserDoc(identity: VerifiedIdentity, now: Date): UserDoc {
  return {
    email: identity.email?.toLowerCase() ?? null,
    ...splitName(identity.name),
    phoneNumber: identity.phoneNumber?.replace(/^\+91/, "") ?? null,
    city: null,
    address: null,
    disabled: false,
    disabledAt: null,
    lastSignInAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** `users/{uid}` is created on the first verified Firebase token and marked at every sign-in. */
export async function upsertUserFromIdentity(
  db: Db,
  { identity }: { identity: VerifiedIdentity },
): Promise<UserDoc> {
  const ref = col.users(db).doc(identity.uid);
  const now = new Date();
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) {
      tx.update(ref, { lastSignInAt: now });
      return { ...existing, lastSignInAt: now };
    }
    const created = newUserDoc(identity, now);
    tx.create(ref, created);
    return created;
  });
}

/** The identity behind a Firebase ID token; a forged or expired token is the caller's 401, not our 500. */
export async function verifyIdTokenOr401(
  auth: AuthAdapter,
  { idToken, message }: { idToken: string; message: string },
): Promise<VerifiedIdentity> {
  try {
    return await auth.verifyIdToken(idToken);
  } catch (cause) {
    throw new AppError({ status: 401, code: "invalid_token", message, cause });
  }
}

/** Exchanges a fresh Firebase ID token for a long-lived session cookie. */
export async function startSession(
  db: Db,
  input: { auth: AuthAdapter; idToken: string; maxAgeMs: number },
): Promise<{ sessionCookie: string; user: SessionUser }> {
  const identity = await verifyIdTokenOr401(input.auth, {
    idToken: input.idToken,
    message: "Your sign-in has expired. Please sign in again.",
  });
  if (identity.signInProvider === "password" && !identity.emailVerified) {
    throw new AppError({
      status: 403,
      code: "email_not_verified",
      message: "Please verify your email before logging in.",
    });
  }
  const user = await upsertUserFromIdentity(db, { identity });
  if (user.disabled) {
    throw new AppError({ status: 403, code: "user_disabled", message: "This user has been disabled." });
  }
  const sessionCookie = await input.auth.createSessionCookie(input.idToken, input.maxAgeMs);
  return { sessionCookie, user: toSessionUser(identity.uid, user, identity) };
}

/** The user behind a session cookie, or null when it is invalid, expired, or the account is disabled. */
export async function resolveSessionUser(
  db: Db,
  input: { auth: AuthAdapter; sessionCookie: string },
): Promise<SessionUser | null> {
  let identity: VerifiedIdentity;
  try {
    identity = await input.auth.verifySessionCookie(input.sessionCookie);
  } catch {
    return null;
  }
  const user = (await col.users(db).doc(identity.uid).get()).data();
  if (!user || user.disabled) return null;
  return toSessionUser(identity.uid, user, identity);
}

/** Signs the user out everywhere: Firebase refuses their refresh tokens from now on. */
export async function endSession(auth: AuthAdapter, { uid }: { uid: string }): Promise<void> {
  await auth.revokeSessions(uid);
}
