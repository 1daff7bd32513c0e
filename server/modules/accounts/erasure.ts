// Erasing a member's data, shared by a member deleting their own account and an admin deleting a customer: the
// wishlist, the saved searches (their names are the member's own words), the uploads no listing took, the photos and
// videos of their listings and the owner's contact details on them (the listings leave public view, kept as
// rejected for the admin's records), and the profile's personal data. The user document stays, emptied and
// disabled, because payment records must be kept for accounting and point at it; so do plan periods, checkout
// attempts, contact reveals and the audit log. Their reports of other members' listings stay for the moderation
// record (a hold rests on their counts), anonymised: each moves to a random id without its note and the reporter's
// standing, and their reporter record goes. Every step can run again, so a failure part-way is finished by the
// next attempt: files are deleted before the documents that name them are changed.
import { randomUUID } from "node:crypto";
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingReportDoc, UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { type AuditInput, recordAudit } from "#server/modules/audit/record.ts";
import { applyTransition } from "#server/modules/listings/lifecycle.ts";
import { type ListChange, recordListChanges } from "#server/modules/listings/list-counts.ts";
import { deleteKeys, mediaKeys, uploadKeys } from "#server/modules/media/uploads.ts";

/** Firestore commits at most 500 writes at once. */
const BATCH_LIMIT = 450;
/** A report's anonymisation is two writes (its move), so half as many go in a batch. */
const REPORT_BATCH_LIMIT = BATCH_LIMIT / 2;
/** Reports read at once. */
const READ_CHUNK = 100;

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

/**
 * The member's reports: `listingReports/{listingId}/reports/{uid}`, one read for each reported listing (their uid
 * is only the documents' id, which a collection-group query cannot match on its own).
 */
async function reportsBy(db: Db, userId: string): Promise<DocumentSnapshot<ListingReportDoc>[]> {
  const listingIds = (await db.collection("listingReports").select().get()).docs.map((doc) => doc.id);
  const found: DocumentSnapshot<ListingReportDoc>[] = [];
  for (let start = 0; start < listingIds.length; start += READ_CHUNK) {
    const refs = listingIds.slice(start, start + READ_CHUNK).map((id) => col.reports(db, id).doc(userId));
    const snaps = await Promise.all(refs.map((ref) => ref.get()));
    found.push(...snaps.filter((snap) => snap.exists));
  }
  return found;
}

/**
 * What an erased member's report keeps: its reason, when it was made, whether it is open, how it ended and
 * whether it counted towards a hold, so that the listing's summary and hold stay as they were; not its note (their
 * own words) nor their standing (the account's age, their phone number's digest).
 */
export function anonymisedReport(report: ListingReportDoc): ListingReportDoc {
  const { reason, createdAt, open, outcome, counted } = report;
  return {
    reason,
    note: null,
    createdAt,
    open,
    outcome,
    reporterSince: null,
    phoneKey: null,
    counted,
    reporterErased: true,
  };
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
  const [wishlist, savedSearches, uploads, listings, user, reports] = await Promise.all([
    col.wishlist(db, userId).get(),
    col.savedSearches(db).where("userId", "==", userId).get(),
    col.uploads(db).where("ownerId", "==", userId).get(),
    col.listings(db).where("ownerId", "==", userId).get(),
    col.users(db).doc(userId).get(),
    reportsBy(db, userId),
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
          location: null,
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
  // Each report moves in one batch (deleted under the uid, created under a random id), so that a failure never
  // loses one nor keeps both; the reporter record goes with the last.
  for (let start = 0; start === 0 || start < reports.length; start += REPORT_BATCH_LIMIT) {
    const batch = db.batch();
    for (const report of reports.slice(start, start + REPORT_BATCH_LIMIT)) {
      const stored = report.data();
      if (!stored) continue;
      batch.delete(report.ref);
      batch.create(report.ref.parent.doc(randomUUID()), anonymisedReport(stored));
    }
    if (start + REPORT_BATCH_LIMIT >= reports.length) batch.delete(col.reporters(db).doc(userId));
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
      reportsAnonymised: reports.length,
    },
  });
  await batch.commit();
}
