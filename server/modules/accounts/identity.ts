import type { AuthAdapter, VerifiedIdentity } from "#server/adapters/auth/firebase.ts";
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Locale } from "#shared/locale.ts";

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
    endedSessions: [],
    lastSignInAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * `users/{uid}` is created on the first verified Firebase token and marked at every sign-in, with the language
 * of the page signed in on when the browser says it (an older page that does not leaves the one stored).
 */
export async function upsertUserFromIdentity(
  db: Db,
  { identity, locale }: { identity: VerifiedIdentity; locale?: Locale },
): Promise<UserDoc> {
  const ref = col.users(db).doc(identity.uid);
  const now = new Date();
  const language = locale ? { locale } : {};
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) {
      tx.update(ref, { lastSignInAt: now, ...language });
      return { ...existing, lastSignInAt: now, ...language };
    }
    const created = { ...newUserDoc(identity, now), ...language };
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
