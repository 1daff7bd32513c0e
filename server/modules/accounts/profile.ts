import { and, desc, eq, gt } from "drizzle-orm";
import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { Db } from "#server/db/client.ts";
import { subscriptions, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/http/errors.ts";
import type { EditProfileInput, SignupProfileInput } from "#shared/forms/account.ts";
import { verifyIdTokenOr401 } from "./session.ts";

export interface Profile {
  email: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  city: string | null;
  address: string | null;
  plan: { planName: string; pricePaise: number; expiresAt: Date } | null;
}

/**
 * Saves the sign-up form's details for a freshly created Firebase account. The e-mail need not be verified
 * yet (signing in still requires it); the token proves the account exists and is the caller's.
 */
export async function completeSignup(input: {
  db: Db;
  auth: AuthAdapter;
  idToken: string;
  profile: SignupProfileInput;
}): Promise<void> {
  const identity = await verifyIdTokenOr401(
    input.auth,
    input.idToken,
    "Your sign-up has expired. Please try again.",
  );
  const email = identity.email?.toLowerCase() ?? null;
  const values = { firebaseUid: identity.uid, email, ...input.profile };
  await input.db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: { ...input.profile, email, updatedAt: new Date() },
    });
}

export async function getProfile(db: Db, userId: string, now = new Date()): Promise<Profile> {
  const row = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!row) throw AppError.notFound("No profile found.");
  const [plan] = await db
    .select({
      planName: subscriptions.planName,
      pricePaise: subscriptions.pricePaise,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    city: row.city,
    address: row.address,
    plan: plan ?? null,
  };
}

/** The e-mail is not editable here: it belongs to the Firebase account. */
export async function updateProfile(db: Db, userId: string, input: EditProfileInput): Promise<void> {
  const updated = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw AppError.notFound("No profile found.");
}
