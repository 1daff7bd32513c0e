import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Profile } from "#shared/forms/profile.ts";
import { m } from "#shared/paraglide/messages.js";

/**
 * The member's plans not yet expired, the one lasting longest first (a plan bought while another runs has not
 * started yet). One query, and one index, for the profile, contact reveals and activation.
 */
export function unexpiredSubscriptions(db: Db, { userId, now }: { userId: string; now: Date }) {
  return col
    .subscriptions(db)
    .where("userId", "==", userId)
    .where("status", "==", "active")
    .where("expiresAt", ">", now)
    .orderBy("expiresAt", "desc");
}

/** The member's active plan, the one lasting longest, or null. */
export async function getActivePlan(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const snapshot = await unexpiredSubscriptions(db, { userId, now }).limit(1).get();
  const subscription = snapshot.docs[0]?.data();
  return subscription
    ? {
        planName: subscription.planName,
        pricePaise: subscription.pricePaise,
        expiresAt: subscription.expiresAt,
      }
    : null;
}

export async function getProfile(db: Db, { userId, now }: { userId: string; now?: Date }): Promise<Profile> {
  const [snapshot, plan] = await Promise.all([
    col.users(db).doc(userId).get(),
    getActivePlan(db, { userId, now }),
  ]);
  const user = snapshot.data();
  if (!user) throw AppError.notFound(m["profile.notFound"]());
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    city: user.city,
    address: user.address,
    plan,
  };
}
