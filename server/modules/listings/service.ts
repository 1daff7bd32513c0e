// Writing listings: a member's submission, the owner's (or an admin's) edit, deletion and the removal of one
// photo. Each is one Firestore transaction that reads what it checks (ownership, the code counter, the uploads)
// before it writes; stored files of removed media are deleted only after the commit, so a failed write never
// leaves a listing pointing at a missing file.
import { randomUUID } from "node:crypto";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc, ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { deleteMediaFiles, takeUploads } from "#server/modules/media/uploads.ts";
import { matchListingMediaAfterCommit, viewableMedia } from "#server/modules/media/visibility.ts";
import { LISTING_MESSAGES, type ListingFormValues, MAX_LISTING_FILES } from "#shared/forms/listing.ts";
import { toStoredListing } from "#shared/forms/listing-values.ts";
import { codeKey } from "#shared/forms/moderation.ts";
import { m } from "#shared/paraglide/messages.js";
import { formatListingCode, type ListingStatus } from "#shared/values.ts";
import { photoBandsOf } from "../media/photo-hash.ts";
import { assertMayChange, type ListingActor, listingIdOr404 } from "./access.ts";
import { type EditableMedia, toEditableMedia } from "./editing.ts";
import { applyTransition } from "./lifecycle.ts";
import { recordListChanges } from "./list-counts.ts";
import { placeLocation } from "./location.ts";
import { changedListingFields, resubmissionAfterEdit } from "./resubmission.ts";

export type { ListingActor } from "./access.ts";

/** What the API answers for a listing written: enough for the page to go on (to its listingPath). */
export interface WrittenListing {
  id: string;
  code: string;
  status: ListingStatus;
}

/** Who asked, for the audit log. */
interface RequestMeta {
  requestId?: string | null;
}

/** Deleting stored files happens after the commit; a failure there is logged, never the caller's error. */
interface FileCleanup {
  storage: Storage;
  logger?: Pick<Logger, "warn">;
}

const tooManyFiles = () =>
  AppError.badRequest(LISTING_MESSAGES.tooManyFiles(), { uploadIds: [LISTING_MESSAGES.tooManyFiles()] });

/** A failure that is not the user's mistake, said in the words of SPEC §8 (and logged with its cause as a 500). */
function failedWith(message: () => string, code: string) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    throw new AppError({ status: 500, code, message: message(), cause: error });
  };
}

async function removeFiles(cleanup: FileCleanup, media: readonly ListingMedia[], listingId: string) {
  if (media.length === 0) return;
  try {
    await deleteMediaFiles(cleanup.storage, media);
  } catch (error) {
    cleanup.logger?.warn({ err: error, listingId }, "stored files of removed media could not be deleted");
  }
}

/** The next number of `counters/listings` (the seed numbers its listings from the same counter). */
function nextCodeNumber(stored: unknown): number {
  return typeof stored === "number" && Number.isSafeInteger(stored) && stored > 0 ? stored : 1;
}

/**
 * A member's new listing (the Sell form), pending approval: the listing with the next code, its private contact
 * document, the uploads moved into it and an audit entry, all in one transaction, or nothing at all. A pending
 * listing is not public, so no public change is recorded.
 */
export async function createListing(
  db: Db,
  input: { ownerId: string; input: ListingFormValues; uploadIds: readonly string[] } & RequestMeta,
): Promise<WrittenListing> {
  const { ownerId, uploadIds } = input;
  if (uploadIds.length > MAX_LISTING_FILES) throw tooManyFiles();
  const { listing, contact } = toStoredListing(input.input);
  // A first placement: the offset to the public area is drawn now, once, and kept with the exact point.
  const placed = placeLocation(contact.location, null);
  const id = randomUUID();
  const counterRef = db.collection(INTERNAL_COLLECTIONS.counters).doc("listings");
  return db
    .runTransaction(async (tx) => {
      const counter = await tx.get(counterRef);
      const uploads = await takeUploads(db, { tx, ownerId, uploadIds });
      const codeNumber = nextCodeNumber(counter.get("next"));
      const code = formatListingCode(codeNumber);
      const now = new Date();
      tx.set(counterRef, { next: codeNumber + 1 });
      const created = await applyTransition(db, {
        tx,
        listingId: id,
        transition: "submit",
        actor: { kind: "owner", id: ownerId },
        now,
        create: {
          ...listing,
          area: placed.area,
          code,
          codeNumber,
          codeKey: codeKey(code),
          ownerId,
          media: uploads.media,
          photoBands: photoBandsOf(uploads.media),
          createdAt: now,
          updatedAt: now,
        },
        auditData: { code, files: uploads.media.length },
        requestId: input.requestId,
      });
      tx.create(col.listingContacts(db).doc(id), {
        ownerId,
        ...contact,
        location: placed.location,
        updatedAt: now,
      });
      uploads.attach();
      return { id, code, status: created.status };
    })
    .catch(failedWith(LISTING_MESSAGES.submitFailed, "submit_failed"));
}

/** Refuses a change of the read-only fields, with the message beside the field. */
function assertSameKind(stored: ListingDoc, values: ListingFormValues): void {
  const fieldErrors: Record<string, string[]> = {};
  if (values.propertyName !== stored.propertyName)
    fieldErrors.propertyName = [LISTING_MESSAGES.propertyNameFixed()];
  if (values.types !== stored.types) fieldErrors.types = [LISTING_MESSAGES.typesFixed()];
  if (Object.keys(fieldErrors).length > 0) throw AppError.badRequest(m["form.fixErrors"](), fieldErrors);
}

/** The kept media in their new order; an id the listing does not hold (removed meanwhile) is refused. */
function keptMedia(stored: readonly ListingMedia[], keepMediaIds: readonly string[]): ListingMedia[] {
  const byId = new Map(stored.map((media) => [media.id, media]));
  return keepMediaIds.map((mediaId) => {
    const media = byId.get(mediaId);
    if (!media)
      throw AppError.badRequest(LISTING_MESSAGES.unknownMedia(), {
        keepMediaIds: [LISTING_MESSAGES.unknownMedia()],
      });
    return media;
  });
}

/**
 * The listing's media in the edit form's order: `order` names every kept media id and new upload id once; empty,
 * the kept media come first, then the new uploads.
 */
function orderedMedia(
  entries: ReadonlyArray<readonly [id: string, media: ListingMedia]>,
  order: readonly string[],
): ListingMedia[] {
  if (order.length === 0) return entries.map(([, media]) => media);
  const byId = new Map(entries);
  if (order.length !== byId.size || !order.every((id) => byId.has(id)))
    throw AppError.badRequest(LISTING_MESSAGES.unknownMedia(), {
      mediaOrder: [LISTING_MESSAGES.unknownMedia()],
    });
  return order.map((id) => byId.get(id)!);
}

/**
 * The edit form (/editProperty/{id}) saved by the owner or an admin: every field but the property name and type,
 * and the kept media and new uploads in the form's order (at most 15 in all). An owner's edit of an
 * approved listing sends it back to pending (the `edit` transition, lifecycle-graph.ts). Files of media no
 * longer kept are deleted after the commit.
 */
export async function updateListing(
  db: Db,
  input: {
    actor: ListingActor;
    listingId: string;
    input: ListingFormValues;
    keepMediaIds: readonly string[];
    uploadIds: readonly string[];
    /** Kept media ids and upload ids in display order; empty or absent: kept media first. */
    mediaOrder?: readonly string[];
  } & FileCleanup &
    RequestMeta,
): Promise<WrittenListing> {
  const { actor, keepMediaIds, uploadIds } = input;
  const listingId = listingIdOr404(input.listingId);
  if (keepMediaIds.length + uploadIds.length > MAX_LISTING_FILES) throw tooManyFiles();
  const { listing: fields, contact } = toStoredListing(input.input);
  const listingRef = col.listings(db).doc(listingId);
  const { written, removed, publicChange } = await db
    .runTransaction(async (tx) => {
      const stored = assertMayChange((await tx.get(listingRef)).data(), actor);
      assertSameKind(stored, input.input);
      const storedContact = (await tx.get(col.listingContacts(db).doc(listingId))).data() ?? null;
      // The stored offset is kept (the area moves with the point); clearing the point removes the area too.
      const placed = placeLocation(contact.location, storedContact?.location ?? null);
      const kept = keptMedia(stored.media, keepMediaIds);
      // The uploader's own uploads: an admin adding photos to a member's listing uploads them as the admin.
      const uploads = await takeUploads(db, { tx, ownerId: actor.id, uploadIds });
      const now = new Date();
      const keptIds = new Set(keepMediaIds);
      const media = orderedMedia(
        [
          ...kept.map((media) => [media.id, media] as const),
          ...uploads.media.map((media, index) => [uploadIds[index]!, media] as const),
        ],
        input.mediaOrder ?? [],
      );
      // What the admin sees on the queue card of a re-submitted listing (cleared by their next decision).
      const resubmission = resubmissionAfterEdit({
        stored,
        isAdminEdit: actor.isAdmin,
        changed: changedListingFields(
          { fields: stored, contact: storedContact, mediaIds: stored.media.map((m) => m.id) },
          { fields, contact, mediaIds: media.map((m) => m.id) },
        ),
        now,
      });
      const removedMedia = stored.media.filter((media) => !keptIds.has(media.id));
      const moved = await applyTransition(db, {
        tx,
        listingId,
        listing: stored,
        transition: "edit",
        actor: { kind: actor.isAdmin ? "admin" : "owner", id: actor.id },
        now,
        fields: {
          ...fields,
          area: placed.area,
          resubmission,
          media,
          photoBands: photoBandsOf(media),
          updatedAt: now,
        },
        auditData: (edited) => ({
          statusBefore: stored.status,
          statusAfter: edited.status,
          filesAdded: uploads.media.length,
          filesRemoved: removedMedia.length,
        }),
        requestId: input.requestId,
      });
      // In the same transaction as the listing's area: never one without the other.
      tx.set(col.listingContacts(db).doc(listingId), {
        ownerId: stored.ownerId,
        ...contact,
        location: placed.location,
        updatedAt: now,
      });
      uploads.attach();
      return {
        written: { id: listingId, code: stored.code, status: moved.status },
        removed: removedMedia,
        // Withdrawn, edited or approved: a public change, and its files follow (matchListingMediaAfterCommit).
        publicChange: moved.publicChange,
      };
    })
    .catch(failedWith(LISTING_MESSAGES.updateFailed, "update_failed"));
  await removeFiles(input, removed, listingId);
  // Withdrawn for a new approval, its files go private; an admin's new photos on a public listing go public.
  if (publicChange) await matchListingMediaAfterCommit(db, { ...input, listingIds: [listingId] });
  return written;
}

/** Firestore commits at most 500 writes at once. */
const BATCH_LIMIT = 450;

/** Removes the listing from every member's wishlist (users/{uid}/wishlist/{listingId}). */
async function removeFromWishlists(db: Db, listingId: string): Promise<void> {
  const entries = await db.collectionGroup("wishlist").where("listingId", "==", listingId).select().get();
  for (let start = 0; start < entries.size; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const entry of entries.docs.slice(start, start + BATCH_LIMIT)) batch.delete(entry.ref);
    await batch.commit();
  }
}

/**
 * Deletes a listing for good (its owner or an admin): the listing, its private contact document and its view
 * counter in one transaction, then its wishlist entries and its stored files. Entries left by a failure there
 * are harmless (wishlists show only listings that are public) and are logged.
 */
export async function deleteListing(
  db: Db,
  input: { actor: ListingActor; listingId: string } & FileCleanup & RequestMeta,
): Promise<void> {
  const { actor } = input;
  const listingId = listingIdOr404(input.listingId);
  const listingRef = col.listings(db).doc(listingId);
  const deleted = await db
    .runTransaction(async (tx) => {
      const stored = assertMayChange((await tx.get(listingRef)).data(), actor);
      tx.delete(listingRef);
      tx.delete(col.listingContacts(db).doc(listingId));
      tx.delete(db.collection(INTERNAL_COLLECTIONS.listingViews).doc(listingId));
      // Out of the admin's reports queue with it (the reports themselves go below).
      tx.delete(col.listingReports(db).doc(listingId));
      recordListChanges(db, { tx, changes: [{ before: stored, after: null }] });
      if (stored.status === "approved") recordPublicChange(db, { tx, listingIds: [listingId] });
      recordAudit(db, {
        tx,
        actorId: actor.id,
        action: actor.isAdmin && stored.ownerId !== actor.id ? "listing.admin-delete" : "listing.delete",
        entityType: "listing",
        entityId: listingId,
        data: { code: stored.code, status: stored.status, ownerId: stored.ownerId },
        requestId: input.requestId,
      });
      return stored;
    })
    .catch(failedWith(LISTING_MESSAGES.deleteFailed, "delete_failed"));
  try {
    await removeFromWishlists(db, listingId);
  } catch (error) {
    input.logger?.warn(
      { err: error, listingId },
      "wishlist entries of a deleted listing could not be removed",
    );
  }
  try {
    await db.recursiveDelete(col.listingReports(db).doc(listingId));
  } catch (error) {
    input.logger?.warn({ err: error, listingId }, "the reports of a deleted listing could not be removed");
  }
  await removeFiles(input, deleted.media, listingId);
}

/**
 * Removes one photo or video of a listing (the edit page's delete button), keeping the others in order. It adds
 * nothing to review, so the listing keeps its moderation state.
 */
export async function removeListingMedia(
  db: Db,
  input: { actor: ListingActor; listingId: string; mediaId: string } & FileCleanup & RequestMeta,
): Promise<{ media: EditableMedia[] }> {
  const { actor, mediaId } = input;
  const listingId = listingIdOr404(input.listingId);
  const listingRef = col.listings(db).doc(listingId);
  const { removed, remaining, stored } = await db
    .runTransaction(async (tx) => {
      const stored = assertMayChange((await tx.get(listingRef)).data(), actor);
      const target = stored.media.find((media) => media.id === mediaId);
      if (!target) throw AppError.notFound(LISTING_MESSAGES.imageDeleteFailed());
      const left = stored.media.filter((media) => media.id !== mediaId);
      tx.set(listingRef, { ...stored, media: left, photoBands: photoBandsOf(left), updatedAt: new Date() });
      if (stored.status === "approved") recordPublicChange(db, { tx, listingIds: [listingId] });
      recordAudit(db, {
        tx,
        actorId: actor.id,
        action: "listing.remove-media",
        entityType: "listing",
        entityId: listingId,
        data: { mediaId },
        requestId: input.requestId,
      });
      return { removed: target, remaining: left, stored };
    })
    .catch(failedWith(LISTING_MESSAGES.imageDeleteFailed, "media_delete_failed"));
  await removeFiles(input, [removed], listingId);
  const media = await viewableMedia(input.storage, { status: stored.status, media: remaining });
  return { media: media.map((item) => toEditableMedia(item, stored)) };
}
