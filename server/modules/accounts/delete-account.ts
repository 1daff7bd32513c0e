import { eq } from "drizzle-orm";
import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { Db } from "#server/db/client.ts";
import { auditLog, listings, users, wishlistItems } from "#server/db/schema/index.ts";

/**
 * Erases a member on request (India's DPDP Act 2023): the profile's personal data, the wishlist, the owner's
 * contact details on their listings (which leave public view), and the Firebase account. The users row stays,
 * emptied, because payment records must be kept for accounting and point at it.
 */
export async function deleteAccount(input: {
  db: Db;
  auth: AuthAdapter;
  userId: string;
  uid: string;
}): Promise<void> {
  const now = new Date();
  await input.db.transaction(async (tx) => {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, input.userId));
    await tx
      .update(listings)
      .set({
        status: "rejected",
        rejectionReason: "The owner deleted their account.",
        rejectedAt: now,
        contactOwnerName: "",
        contactOwnerPhone: "",
        propertyAddress: "",
        updatedAt: now,
      })
      .where(eq(listings.ownerId, input.userId));
    await tx
      .update(users)
      .set({
        firebaseUid: `deleted:${input.userId}`,
        email: null,
        firstName: "",
        lastName: "",
        phoneNumber: null,
        city: null,
        address: null,
        disabled: true,
        disabledAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, input.userId));
    await tx.insert(auditLog).values({
      actorId: input.userId,
      action: "account.delete",
      entityType: "user",
      entityId: input.userId,
    });
  });
  // After the database: if Firebase fails now, the member can sign in again and retry; nothing personal is left.
  await input.auth.deleteUser(input.uid);
}
