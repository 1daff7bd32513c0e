// The admin's writes of featured collections (SPEC §3 "Collection"): create at the end of the order, edit (the
// image stays unless a new upload replaces it), move one place up or down, delete. Each is one transaction with
// its audit entry and public change; positions are rewritten in the same transaction as the change that needs
// them, so the order is always 0, 1, 2, … after a move or a delete.
import { randomUUID } from "node:crypto";
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { CollectionDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { isDocumentId } from "#shared/document-id.ts";
import {
  CONTENT_MESSAGES,
  type CollectionFormInput,
  type MoveDirection,
  type NewCollectionInput,
} from "#shared/forms/content.ts";
import {
  auditedImage,
  collectionImageOf,
  type FileCleanup,
  publishPicture,
  removePictureFiles,
} from "./images.ts";
import { inOrder, moveInOrder, positionChanges } from "./ordering.ts";
import { type ContentActor, failedWith, takeOneUpload } from "./writing.ts";

const unknownCollection = () => AppError.notFound(CONTENT_MESSAGES.unknownCollection);

/** What the audit log keeps of a collection: its fields, its picture by address. */
const audited = (collection: CollectionDoc | null) =>
  collection
    ? {
        title: collection.title,
        description: collection.description,
        titleTa: collection.titleTa ?? null,
        descriptionTa: collection.descriptionTa ?? null,
        propertyName: collection.propertyName,
        image: auditedImage(collection.image),
      }
    : null;

/** Every collection, in order, read in the transaction (a handful of documents: the home page shows them all). */
async function readAll(db: Db, { tx }: { tx: Transaction }) {
  const snapshot = await tx.get(col.collections(db));
  return inOrder(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })));
}

function writePositions(
  db: Db,
  input: {
    tx: Transaction;
    items: ReadonlyArray<CollectionDoc & { id: string }>;
    order: readonly string[];
    now: Date;
  },
): void {
  const { tx, items, order, now } = input;
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const { id, position } of positionChanges(items, order)) {
    const { id: _id, ...stored } = byId.get(id)!;
    tx.set(col.collections(db).doc(id), { ...stored, position, updatedAt: now });
  }
}

/** A new collection, last in the order, with the admin's uploaded photo. */
export async function createCollection(
  db: Db,
  input: ContentActor & FileCleanup & { input: NewCollectionInput },
): Promise<{ id: string }> {
  const { actorId } = input;
  const { uploadId, ...fields } = input.input;
  const id = randomUUID();
  const image = await db
    .runTransaction(async (tx) => {
      const all = await readAll(db, { tx });
      const upload = await takeOneUpload(db, { tx, ownerId: actorId, uploadId });
      const now = new Date();
      const collection: CollectionDoc = {
        ...fields,
        image: collectionImageOf(upload.media),
        position: (all.at(-1)?.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(col.collections(db).doc(id), collection);
      upload.attach();
      recordAudit(db, {
        tx,
        actorId,
        action: "collection.create",
        entityType: "collection",
        entityId: id,
        before: null,
        after: audited(collection),
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return collection.image;
    })
    .catch(failedWith(CONTENT_MESSAGES.collectionSaveFailed, "collection_save_failed"));
  if (image) await publishPicture(input, image, { collectionId: id });
  return { id };
}

/** Edits a collection's fields; a new upload replaces its photo, whose files go after the commit. */
export async function updateCollection(
  db: Db,
  input: ContentActor & FileCleanup & { collectionId: string; input: CollectionFormInput },
): Promise<{ id: string }> {
  const { actorId, collectionId } = input;
  const { uploadId, ...fields } = input.input;
  if (!isDocumentId(collectionId)) throw unknownCollection();
  const ref = col.collections(db).doc(collectionId);
  const { replacedImage, image } = await db
    .runTransaction(async (tx) => {
      const stored = (await tx.get(ref)).data();
      if (!stored) throw unknownCollection();
      const upload = uploadId ? await takeOneUpload(db, { tx, ownerId: actorId, uploadId }) : null;
      const image = upload ? collectionImageOf(upload.media) : stored.image;
      const updated: CollectionDoc = { ...stored, ...fields, image, updatedAt: new Date() };
      tx.set(ref, updated);
      upload?.attach();
      recordAudit(db, {
        tx,
        actorId,
        action: "collection.update",
        entityType: "collection",
        entityId: collectionId,
        before: audited(stored),
        after: audited(updated),
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return upload ? { replacedImage: stored.image, image } : { replacedImage: null, image: null };
    })
    .catch(failedWith(CONTENT_MESSAGES.collectionSaveFailed, "collection_save_failed"));
  if (image) await publishPicture(input, image, { collectionId });
  if (replacedImage) await removePictureFiles(input, [replacedImage], { collectionId });
  return { id: collectionId };
}

/**
 * Moves a collection one place up (earlier) or down (later) on the home page; at either end it stays where it
 * is (moved: false) and nothing is written.
 */
export async function moveCollection(
  db: Db,
  input: ContentActor & { collectionId: string; direction: MoveDirection },
): Promise<{ moved: boolean; order: string[] }> {
  const { actorId, collectionId, direction } = input;
  if (!isDocumentId(collectionId)) throw unknownCollection();
  return db
    .runTransaction(async (tx) => {
      const all = await readAll(db, { tx });
      const ids = all.map((item) => item.id);
      const order = moveInOrder(ids, collectionId, direction);
      if (!order) throw unknownCollection();
      const from = ids.indexOf(collectionId);
      const to = order.indexOf(collectionId);
      if (from === to) return { moved: false, order };
      writePositions(db, { tx, items: all, order, now: new Date() });
      recordAudit(db, {
        tx,
        actorId,
        action: "collection.move",
        entityType: "collection",
        entityId: collectionId,
        before: { position: from },
        after: { position: to },
        data: { title: all[from]!.title },
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return { moved: true, order };
    })
    .catch(failedWith(CONTENT_MESSAGES.collectionSaveFailed, "collection_move_failed"));
}

/** Deletes a collection (the page confirms first); the ones after it move up a place, its photo's files go. */
export async function deleteCollection(
  db: Db,
  input: ContentActor & FileCleanup & { collectionId: string },
): Promise<void> {
  const { actorId, collectionId } = input;
  if (!isDocumentId(collectionId)) throw unknownCollection();
  const removed = await db
    .runTransaction(async (tx) => {
      const all = await readAll(db, { tx });
      const stored = all.find((item) => item.id === collectionId);
      if (!stored) throw unknownCollection();
      const rest = all.filter((item) => item.id !== collectionId);
      tx.delete(col.collections(db).doc(collectionId));
      writePositions(db, { tx, items: rest, order: rest.map((item) => item.id), now: new Date() });
      recordAudit(db, {
        tx,
        actorId,
        action: "collection.delete",
        entityType: "collection",
        entityId: collectionId,
        before: audited(stored),
        after: null,
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return stored;
    })
    .catch(failedWith(CONTENT_MESSAGES.collectionDeleteFailed, "collection_delete_failed"));
  if (removed.image) await removePictureFiles(input, [removed.image], { collectionId });
}
