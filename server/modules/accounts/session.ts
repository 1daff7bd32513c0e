import { eq } from "drizzle-orm";
import type { AuthAdapter, VerifiedIdentity } from "#server/adapters/auth/firebase.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/http/context.ts";
import { AppError } from "#server/http/errors.ts";

type UserRow = typeof users.$inferSelect;

function toSessionUser(row: UserRow, identity: VerifiedIdentity): SessionUser {
  const displayName = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "Member";
  return { id: row.id, uid: identity.uid, email: row.email ?? "", displayName, isAdmin: identity.isAdmin };
}

function splitName(name: string | null): { firstName: string; lastName: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/**
 * Our own users row is created on the first verified Firebase token and marked at every sign-in.
 * A known e-mail under a new uid (the emulator was reset, or the account was re-created) follows the new uid.
 */
export async function upsertUserFromIdentity(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  const email = identity.email?.toLowerCase() ?? null;
  const now = new Date();
  const existing =
    (await db.query.users.findFirst({ where: eq(users.firebaseUid, identity.uid) })) ??
    (email ? await db.query.users.findFirst({ where: eq(users.email, email) }) : undefined);
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ firebaseUid: identity.uid, lastSignInAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db
    .insert(users)
    .values({
      firebaseUid: identity.uid,
      email,
      lastSignInAt: now,
      phoneNumber: identity.phoneNumber?.replace(/^\+91/, "") ?? null,
      ...splitName(identity.name),
    })
    .returning();
  return created!;
}

/** The identity behind a Firebase ID token; a forged or expired token is the caller's 401, not our 500. */
export async function verifyIdTokenOr401(
  auth: AuthAdapter,
  idToken: string,
  message: string,
): Promise<VerifiedIdentity> {
  try {
    return await auth.verifyIdToken(idToken);
  } catch (cause) {
    throw new AppError({ status: 401, code: "invalid_token", message, cause });
  }
}

/** Exchanges a fresh Firebase ID token for a long-lived session cookie. */
export async function startSession(input: {
  db: Db;
  auth: AuthAdapter;
  idToken: string;
  maxAgeMs: number;
}): Promise<{ sessionCookie: string; user: SessionUser }> {
  const identity = await verifyIdTokenOr401(
    input.auth,
    input.idToken,
    "Your sign-in has expired. Please sign in again.",
  );
  if (identity.signInProvider === "password" && !identity.emailVerified) {
    throw new AppError({
      status: 403,
      code: "email_not_verified",
      message: "Please verify your email before logging in.",
    });
  }
  const row = await upsertUserFromIdentity(input.db, identity);
  if (row.disabled) {
    throw new AppError({ status: 403, code: "user_disabled", message: "This user has been disabled." });
  }
  const sessionCookie = await input.auth.createSessionCookie(input.idToken, input.maxAgeMs);
  return { sessionCookie, user: toSessionUser(row, identity) };
}

/** The user behind a session cookie, or null when it is invalid, expired, or the account is disabled. */
export async function resolveSessionUser(input: {
  db: Db;
  auth: AuthAdapter;
  sessionCookie: string;
}): Promise<SessionUser | null> {
  let identity: VerifiedIdentity;
  try {
    identity = await input.auth.verifySessionCookie(input.sessionCookie);
  } catch {
    return null;
  }
  const row = await input.db.query.users.findFirst({ where: eq(users.firebaseUid, identity.uid) });
  if (!row || row.disabled) return null;
  return toSessionUser(row, identity);
}

/** Signs the user out everywhere: Firebase refuses their refresh tokens from now on. */
export async function endSession(input: { auth: AuthAdapter; uid: string }): Promise<void> {
  await input.auth.revokeSessions(input.uid);
}
