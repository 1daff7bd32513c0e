// The admin's writes of home-page content: banner images (add, replace, delete) and featured collections (create,
// edit, reorder, delete). Each is one transaction that reads what it checks, moves the admin's upload in
// (takeUploads), records the audit entry and the public change that makes every server drop its cached home
// page; files of replaced or deleted pictures are removed only after the commit.
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { BannerGroupDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { isDocumentId } from "#shared/document-id.ts";
import {
  type BannerAddInput,
  type BannerReplaceInput,
  CONTENT_MESSAGES,
  MIN_BANNER_IMAGES,
  TYPE_BANNER_GROUPS,
} from "#shared/forms/content.ts";
import {
  auditedImage,
  bannerImageOf,
  type FileCleanup,
  publishPicture,
  removePictureFiles,
} from "./images.ts";
import { type ContentActor, failedWith, takeOneUpload } from "./writing.ts";

export { createCollection, deleteCollection, moveCollection, updateCollection } from "./collections.ts";
export type { ContentActor } from "./writing.ts";

const unknownGroup = () => AppError.notFound(CONTENT_MESSAGES.unknownGroup);
const unknownImage = () => AppError.notFound(CONTENT_MESSAGES.unknownImage);

/** The stored group, or for a listing type's group not made yet a new empty one (SPEC: a group per type). */
function groupOrNew(groupId: string, stored: BannerGroupDoc | undefined, now: Date): BannerGroupDoc {
  if (stored) return stored;
  const typeIndex = TYPE_BANNER_GROUPS.findIndex((group) => group.id === groupId);
  const type = TYPE_BANNER_GROUPS[typeIndex];
  if (!type) throw unknownGroup();
  return { name: type.name, alt: type.name, position: typeIndex, images: [], createdAt: now, updatedAt: now };
}

async function readGroup(db: Db, { tx, groupId }: { tx: Transaction; groupId: string }) {
  if (!isDocumentId(groupId)) throw unknownGroup();
  const ref = col.bannerGroups(db).doc(groupId);
  return { ref, stored: (await tx.get(ref)).data() };
}

function imageIndex(group: BannerGroupDoc, imageId: string): number {
  const index = group.images.findIndex((image) => image.id === imageId);
  if (index < 0) throw unknownImage();
  return index;
}

/** Adds the admin's uploaded photo at the end of a group (a listing type's group is made on its first image). */
export async function addBannerImage(
  db: Db,
  input: ContentActor & BannerAddInput & FileCleanup,
): Promise<{ groupId: string; imageId: string }> {
  const { actorId, groupId } = input;
  const { image } = await db
    .runTransaction(async (tx) => {
      const { ref, stored } = await readGroup(db, { tx, groupId });
      const upload = await takeOneUpload(db, { tx, ownerId: actorId, uploadId: input.uploadId });
      const now = new Date();
      const group = groupOrNew(groupId, stored, now);
      const image = bannerImageOf(upload.media, input);
      tx.set(ref, { ...group, images: [...group.images, image], updatedAt: now });
      upload.attach();
      recordAudit(db, {
        tx,
        actorId,
        action: "banner.add",
        entityType: "bannerGroup",
        entityId: groupId,
        before: { image: null },
        after: { image: auditedImage(image) },
        data: { group: group.name, position: group.images.length },
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return { image };
    })
    .catch(failedWith(CONTENT_MESSAGES.addFailed, "banner_add_failed"));
  await publishPicture(input, image, { groupId, imageId: image.id });
  return { groupId, imageId: image.id };
}

/**
 * Replaces one image in place (same position) with the admin's new upload and alt text, or without an upload
 * changes only its alt text. The old picture's files are deleted after the commit.
 */
export async function replaceBannerImage(
  db: Db,
  input: ContentActor & BannerReplaceInput & FileCleanup & { groupId: string; imageId: string },
): Promise<{ imageId: string; replaced: boolean }> {
  const { actorId, groupId, uploadId } = input;
  const { old, image } = await db
    .runTransaction(async (tx) => {
      const { ref, stored } = await readGroup(db, { tx, groupId });
      if (!stored) throw unknownGroup();
      const upload = uploadId ? await takeOneUpload(db, { tx, ownerId: actorId, uploadId }) : null;
      const index = imageIndex(stored, input.imageId);
      const old = stored.images[index]!;
      const image = upload
        ? bannerImageOf(upload.media, input)
        : { ...old, alt: input.alt, altTa: input.altTa };
      const images = stored.images.with(index, image);
      tx.set(ref, { ...stored, images, updatedAt: new Date() });
      upload?.attach();
      recordAudit(db, {
        tx,
        actorId,
        action: upload ? "banner.replace" : "banner.update",
        entityType: "bannerGroup",
        entityId: groupId,
        before: { image: auditedImage(old) },
        after: { image: auditedImage(image) },
        data: { group: stored.name, position: index },
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return { old, image };
    })
    .catch(failedWith(CONTENT_MESSAGES.replaceFailed, "banner_replace_failed"));
  const replaced = image.id !== old.id;
  if (replaced) await publishPicture(input, image, { groupId, imageId: image.id });
  if (replaced) await removePictureFiles(input, [old], { groupId, imageId: old.id });
  return { imageId: image.id, replaced };
}

/**
 * Deletes one image, only while its group holds more than MIN_BANNER_IMAGES (409 otherwise). The count is read
 * in the transaction, so two deletes at once cannot leave fewer: the second one reads the first one's result.
 */
export async function deleteBannerImage(
  db: Db,
  input: ContentActor & FileCleanup & { groupId: string; imageId: string },
): Promise<void> {
  const { actorId, groupId } = input;
  const removed = await db
    .runTransaction(async (tx) => {
      const { ref, stored } = await readGroup(db, { tx, groupId });
      if (!stored) throw unknownGroup();
      const index = imageIndex(stored, input.imageId);
      if (stored.images.length <= MIN_BANNER_IMAGES)
        throw new AppError({ status: 409, code: "too_few_banners", message: CONTENT_MESSAGES.keepTwo });
      const removed = stored.images[index]!;
      tx.set(ref, { ...stored, images: stored.images.toSpliced(index, 1), updatedAt: new Date() });
      recordAudit(db, {
        tx,
        actorId,
        action: "banner.delete",
        entityType: "bannerGroup",
        entityId: groupId,
        before: { image: auditedImage(removed) },
        after: { image: null },
        data: { group: stored.name, position: index },
        requestId: input.requestId,
      });
      recordPublicChange(db, { tx, content: true });
      return removed;
    })
    .catch(failedWith(CONTENT_MESSAGES.deleteFailed, "banner_delete_failed"));
  await removePictureFiles(input, [removed], { groupId, imageId: removed.id });
}
