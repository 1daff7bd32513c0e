import { createHash } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import type { AuthAdapter, VerifiedIdentity } from "#server/adapters/auth/firebase.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Locale } from "#shared/locale.ts";
import { m } from "#shared/paraglide/messages.js";
import { upsertUserFromIdentity, verifyIdTokenOr401 } from "./identity.ts";
import { eraseAccountsDeletedInFirebase } from "./service.ts";

/** The signed-in person, read from the `__session` cookie on every request. */
export interface SessionUser {
  /** Firebase uid, which is also the id of the member's `users` document. */
  id: string;
  email: string;
  displayName: string;
  isAdmin: boolean;
}

function toSessionUser(uid: string, user: UserDoc, identity: VerifiedIdentity): SessionUser {
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "Member";
  return { id: uid, email: user.email ?? "", displayName, isAdmin: identity.isAdmin };
}

/** Exchanges a fresh Firebase ID token for a long-lived session cookie. */
export async function startSession(
  db: Db,
  input: { auth: AuthAdapter; storage: Storage; idToken: string; maxAgeMs: number; locale?: Locale },
): Promise<{ sessionCookie: string; user: SessionUser }> {
  const identity = await verifyIdTokenOr401(input.auth, {
    idToken: input.idToken,
    message: m["account.signInExpired"](),
  });
  if (identity.signInProvider === "password" && !identity.emailVerified) {
    throw new AppError({
      status: 403,
      code: "email_not_verified",
      message: m["login.error.emailNotVerified"](),
    });
  }
  const user = await upsertUserFromIdentity(db, { identity, locale: input.locale });
  if (identity.email)
    await eraseAccountsDeletedInFirebase(db, {
      auth: input.auth,
      storage: input.storage,
      uid: identity.uid,
      email: identity.email,
    });
  if (user.disabled) {
    throw new AppError({ status: 403, code: "user_disabled", message: m["login.error.userDisabled"]() });
  }
  const sessionCookie = await newSessionCookie(input, user.endedSessions);
  return { sessionCookie, user: toSessionUser(identity.uid, user, identity) };
}

/**
 * Firebase makes a session cookie from its claims alone, to the second: signing in again in the second of a
 * logout, when the session logged out began in that second too, would give the very cookie that was just ended
 * (endSession). That one is made again a second later, when its issue time differs.
 */
async function newSessionCookie(
  input: { auth: AuthAdapter; idToken: string; maxAgeMs: number },
  endedSessions: readonly string[],
): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const sessionCookie = await input.auth.createSessionCookie(input.idToken, input.maxAgeMs);
    if (!endedSessions.includes(sessionIdOf(sessionCookie))) return sessionCookie;
    await setTimeout(1000);
  }
  throw new Error("Firebase kept making the session cookie of a session that was ended");
}

/** A session's name in our records: a hash, so that nothing stored can be replayed as the cookie. */
export function sessionIdOf(sessionCookie: string): string {
  return createHash("sha256").update(sessionCookie).digest("base64url").slice(0, 32);
}

/**
 * The user behind a session cookie and the session's id (for logging out), or null when the cookie is invalid,
 * expired, ended by a logout, or the account is disabled.
 */
export async function resolveSessionUser(
  db: Db,
  input: { auth: AuthAdapter; sessionCookie: string },
): Promise<{ user: SessionUser; sessionId: string } | null> {
  let identity: VerifiedIdentity;
  try {
    identity = await input.auth.verifySessionCookie(input.sessionCookie);
  } catch {
    return null;
  }
  const user = (await col.users(db).doc(identity.uid).get()).data();
  const sessionId = sessionIdOf(input.sessionCookie);
  if (!user || user.disabled || user.endedSessions.includes(sessionId)) return null;
  return { user: toSessionUser(identity.uid, user, identity), sessionId };
}

/** How many ended sessions a member's document remembers: only those of the last second or so matter. */
const ENDED_SESSIONS_KEPT = 20;

/**
 * Logs out: this session ends at once on every instance, whenever it began, and Firebase refuses the member's
 * other sessions and refresh tokens from now on. (A sign-in in the very second of the one logged out is not
 * given its cookie again: see newSessionCookie.)
 */
export async function endSession(
  db: Db,
  { auth, uid, sessionId }: { auth: AuthAdapter; uid: string; sessionId: string },
): Promise<void> {
  const ref = col.users(db).doc(uid);
  await db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    if (!user) return;
    const kept = user.endedSessions.filter((id) => id !== sessionId).slice(1 - ENDED_SESSIONS_KEPT);
    tx.update(ref, { endedSessions: [...kept, sessionId] });
  });
  await auth.revokeSessions(uid);
}
