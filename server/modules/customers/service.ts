// An admin deletes a customer (SPEC §2 "Customer Details"): the account can no longer sign in, its sessions end,
// its listings leave public view and its personal data is erased. Resumable: the document is marked (and
// disabled) first, then each step runs in an order that may be repeated, so a failure part-way leaves a
// customer who is hidden everywhere and whose deletion the next DELETE finishes.
import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { eraseMemberData } from "#server/modules/accounts/erasure.ts";
import type { SessionUser } from "#server/modules/accounts/session.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { CUSTOMER_MESSAGES } from "#shared/forms/customers.ts";

export async function deleteCustomer(
  db: Db,
  input: {
    auth: AuthAdapter;
    storage: Storage;
    actor: SessionUser;
    customerId: string;
    requestId?: string | null;
  },
): Promise<void> {
  const { auth, actor, customerId } = input;
  if (!isDocumentId(customerId)) throw AppError.notFound(CUSTOMER_MESSAGES.notFound);
  if (customerId === actor.id)
    throw new AppError({ status: 409, code: "cannot_delete_self", message: CUSTOMER_MESSAGES.notYourself });
  const ref = col.users(db).doc(customerId);
  const stored = (await ref.get()).data();
  if (!stored) throw AppError.notFound(CUSTOMER_MESSAGES.notFound);
  if (stored.deletion?.completedAt) return;
  if (await auth.hasAdminClaim(customerId))
    throw new AppError({ status: 409, code: "cannot_delete_admin", message: CUSTOMER_MESSAGES.notAnAdmin });

  // 1. Marked and disabled: from here no list shows the customer and no session of theirs is honoured.
  const deletion = await db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    if (!user) throw AppError.notFound(CUSTOMER_MESSAGES.notFound);
    if (user.deletion) return user.deletion;
    const now = new Date();
    const marked = { requestedAt: now, by: actor.id, completedAt: null };
    tx.update(ref, { deletion: marked, disabled: true, disabledAt: now, updatedAt: now });
    return marked;
  });
  // 2. Firebase refuses the account's sign-ins, refresh tokens and session cookies.
  await auth.disableUser(customerId);
  // 3. Listings out of public view, wishlist gone, profile emptied; the audit entry with the last write.
  await eraseMemberData(db, {
    userId: customerId,
    storage: input.storage,
    listingReason: "The owner's account was removed.",
    audit: {
      actorId: actor.id,
      action: "customer.delete",
      data: { requestedAt: deletion.requestedAt.toISOString() },
      requestId: input.requestId ?? null,
    },
    userFields: { disabledAt: deletion.requestedAt, deletion: { ...deletion, completedAt: new Date() } },
  });
}
