// Erasing a member's data, shared by a member deleting their own account and an admin deleting a customer: the
// wishlist, the saved searches (their names are the member's own words), the uploads no listing took, the photos and
// videos of their listings and the owner's contact details on them (the listings leave public view, kept as
// rejected for the admin's records), and the profile's personal data. The user document stays, emptied and
// disabled, because payment records must be kept for accounting and point at it; so do plan periods, checkout
// attempts, contact reveals and the audit log. Every step can run again, so a failure part-way is finished by the
// next attempt: files are deleted before the documents that name them are changed.
import type { WriteBatch } from "firebase-admin/firestore";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { type AuditInput, recordAudit } from "#server/modules/audit/record.ts";
import { applyTransition } from "#server/modules/listings/lifecycle.ts";
import { type ListChange, recordListChanges } from "#server/modules/listings/list-counts.ts";
import { deleteKeys, mediaKeys, uploadKeys } from "#server/modules/media/uploads.ts";

/** Firestore commits at most 500 writes at once. */
const BATCH_LIMIT = 450;

/** The personal data of a profile, as an erased one holds it. */
export const ERASED_PROFILE = {
  email: null,
  firstName: "",
  lastName: "",
  phoneNumber: null,
  city: null,
  address: null,
} as const satisfies Partial<UserDoc>;

type ProfileFields = { [K in keyof typeof ERASED_PROFILE]: UserDoc[K] };

function profileFieldsOf(user: UserDoc): ProfileFields {
  const { email, firstName, lastName, phoneNumber, city, address } = user;
  return { email, firstName, lastName, phoneNumber, city, address };
}

export async function eraseMemberData(
  db: Db,
  input: {
    userId: string;
    /** Where the files of their listings and uploads are. */
    storage: Storage;
    /** What the owner is shown on each listing taken out of public view. */
    listingReason: string;
    /**
     * The entry written with the last step. It names the personal fields erased, never their values: an audit
     * entry that kept them would undo the erasure.
     */
    audit: Omit<AuditInput, "entityType" | "entityId" | "before" | "after">;
    /** More fields of the user document, written with the last step (a deletion's completion). */
    userFields?: Partial<UserDoc>;
  },
): Promise<void> {
  const { userId } = input;
  const now = new Date();
  const [wishlist, savedSearches, uploads, listings, user] = await Promise.all([
    col.wishlist(db, userId).get(),
    col.savedSearches(db).where("userId", "==", userId).get(),
    col.uploads(db).where("ownerId", "==", userId).get(),
    col.listings(db).where("ownerId", "==", userId).get(),
    col.users(db).doc(userId).get(),
  ]);
  await deleteKeys(input.storage, [
    ...mediaKeys(listings.docs.flatMap((doc) => doc.data().media)),
    ...uploads.docs.flatMap((doc) => uploadKeys(doc.id, doc.data())),
  ]);
  const deletion = (doc: { ref: FirebaseFirestore.DocumentReference }) => (batch: WriteBatch) => {
    batch.delete(doc.ref);
  };
  // Each write to make; a listing's erasure (listings/lifecycle.ts) adds its move to the batch's counts.
  const writes: Array<(batch: WriteBatch, counts: ListChange[]) => unknown> = [
    ...wishlist.docs.map(deletion),
    ...savedSearches.docs.map(deletion),
    ...uploads.docs.map(deletion),
    ...listings.docs.flatMap((doc) => [
      (batch: WriteBatch, counts: ListChange[]) =>
        applyTransition(db, {
          tx: batch,
          listingId: doc.id,
          listing: doc.data(),
          transition: "erase",
          actor: { kind: "erasure", id: input.audit.actorId },
          reason: input.listingReason,
          now,
          countInto: counts,
        }),
      (batch: WriteBatch) => {
        batch.set(col.listingContacts(db).doc(doc.id), {
          ownerId: userId,
          name: "",
          phone: "",
          address: "",
          updatedAt: now,
        });
      },
    ]),
  ];
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    const counts: ListChange[] = [];
    for (const write of writes.slice(start, start + BATCH_LIMIT)) await write(batch, counts);
    recordListChanges(db, { tx: batch, changes: counts });
    await batch.commit();
  }
  // Last, so that instances re-read the listings only after every change to them is committed, and the profile
  // is emptied (and the audit entry written) only once everything else is done.
  const batch = db.batch();
  if (listings.size > 0)
    recordPublicChange(db, { tx: batch, listingIds: listings.docs.map((doc) => doc.id) });
  batch.set(
    col.users(db).doc(userId),
    { ...ERASED_PROFILE, disabled: true, disabledAt: now, updatedAt: now, ...input.userFields },
    { merge: true },
  );
  const stored = user.data();
  const erasedFields = stored
    ? Object.entries(profileFieldsOf(stored))
        .filter(([, value]) => value !== null && value !== "")
        .map(([field]) => field)
    : [];
  recordAudit(db, {
    tx: batch,
    ...input.audit,
    entityType: "user",
    entityId: userId,
    data: {
      ...input.audit.data,
      erasedFields,
      listingsHidden: listings.size,
      wishlistRemoved: wishlist.size,
      savedSearchesRemoved: savedSearches.size,
      uploadsRemoved: uploads.size,
    },
  });
  await batch.commit();
}
