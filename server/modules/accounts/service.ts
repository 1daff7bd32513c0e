import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { EditProfileInput, SignupProfileInput } from "#shared/forms/account.ts";
import type { Locale } from "#shared/locale.ts";
import { m } from "#shared/paraglide/messages.js";
import { eraseMemberData } from "./erasure.ts";
import { newUserDoc, verifyIdTokenOr401 } from "./identity.ts";

/**
 * Saves the sign-up form's details for a freshly created Firebase account. The e-mail need not be verified
 * yet (signing in still requires it); the token proves the account exists and is the caller's.
 */
export async function completeSignup(
  db: Db,
  input: {
    auth: AuthAdapter;
    storage: Storage;
    idToken: string;
    profile: SignupProfileInput;
    locale?: Locale;
  },
): Promise<void> {
  const identity = await verifyIdTokenOr401(input.auth, {
    idToken: input.idToken,
    message: m["account.signUpExpired"](),
  });
  const ref = col.users(db).doc(identity.uid);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    const email = identity.email?.toLowerCase() ?? null;
    const language = input.locale ? { locale: input.locale } : {};
    tx.set(ref, {
      ...(existing ?? newUserDoc(identity, now)),
      ...input.profile,
      ...language,
      email,
      updatedAt: now,
    });
  });
  if (identity.email)
    await eraseAccountsDeletedInFirebase(db, {
      auth: input.auth,
      storage: input.storage,
      uid: identity.uid,
      email: identity.email,
    });
}

/**
 * A Firebase account deleted outside the app (in the Firebase console) leaves our document, its listings and
 * its wishlist behind. When its e-mail signs up or signs in again, under a new uid, that is a new person's
 * account: nothing is adopted, and the deleted account's data is erased as a deletion in the app would erase
 * it. An account that still exists in Firebase (its e-mail changed there) is left alone.
 */
export async function eraseAccountsDeletedInFirebase(
  db: Db,
  { auth, storage, uid, email }: { auth: AuthAdapter; storage: Storage; uid: string; email: string },
): Promise<void> {
  const sameEmail = await col.users(db).where("email", "==", email.toLowerCase()).select().get();
  for (const doc of sameEmail.docs) {
    if (doc.id === uid || (await auth.userExists(doc.id))) continue;
    await deleteAccount(db, { auth, storage, userId: doc.id, action: "account.erase-deleted-in-firebase" });
  }
}

/** The e-mail is not editable here: it belongs to the Firebase account. */
export async function updateProfile(db: Db, { userId, input }: { userId: string; input: EditProfileInput }) {
  const ref = col.users(db).doc(userId);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw AppError.notFound(m["profile.notFound"]());
    tx.update(ref, { ...input, updatedAt: new Date() });
  });
}

/** Remembers the language the member switched to, for the e-mails the server writes them. */
export async function setMemberLocale(db: Db, { userId, locale }: { userId: string; locale: Locale }) {
  const ref = col.users(db).doc(userId);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw AppError.notFound(m["profile.notFound"]());
    tx.update(ref, { locale });
  });
}

/**
 * Erases a member on request (India's DPDP Act 2023): their data as eraseMemberData erases it, then the Firebase
 * account. Each step can run again, so a failure part-way is finished by the member's next attempt.
 */
export async function deleteAccount(
  db: Db,
  {
    auth,
    storage,
    userId,
    action = "account.delete",
  }: { auth: AuthAdapter; storage: Storage; userId: string; action?: string },
) {
  await eraseMemberData(db, {
    userId,
    storage,
    listingReason: "The owner deleted their account.",
    audit: { actorId: userId, action },
  });
  // After the database: if Firebase fails now, the member can sign in again and retry; nothing personal is left.
  await auth.deleteUser(userId);
}
