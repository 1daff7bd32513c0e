// Uploads: a member's photo or video, processed and stored before the listing that will hold it is saved. Each
// upload's files live under `listings/u-{uploadId}/` and its record in `uploads/{uploadId}` until a listing takes it
// (takeUploads, in the listing's transaction) or it is discarded or swept away unused. A direct upload's file waits
// at `incoming/{uploadId}` until the server takes it over (direct-uploads.ts).
import { randomUUID } from "node:crypto";
import type { Transaction } from "firebase-admin/firestore";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingMedia, MediaVariant, UploadDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
import {
  type MediaLimits,
  type ProcessedFile,
  type ProcessedMedia,
  processMedia,
  VIDEO_FILE_NAME,
} from "./pipeline.ts";

/** An upload no listing took within a day is abandoned (the form was closed, the browser crashed). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StoredUpload {
  id: string;
  media: ListingMedia;
}

/** The folder of an upload's files. */
export const uploadFolder = (uploadId: string) => `listings/u-${uploadId}`;
/** Where the browser puts a direct upload's file, until the server has checked it and moved it into the folder. */
export const incomingKey = (uploadId: string) => `incoming/${uploadId}`;
/** The key of an upload's video, in its folder. */
export const videoKey = (uploadId: string) => `${uploadFolder(uploadId)}/${VIDEO_FILE_NAME}`;

/** 404 for an upload that does not exist, or is another member's. */
export const noSuchUpload = () => AppError.notFound(m["upload.noSuchUpload"]());

const unknownUpload = () =>
  new AppError({ status: 400, code: "unknown_upload", message: m["upload.failed"]() });

interface StoredFile {
  file: ProcessedFile;
  key: string;
  url: string;
}

const variantOf = ({ file, key, url }: StoredFile): MediaVariant => ({
  width: file.width ?? 0,
  height: file.height ?? 0,
  url,
  key,
  contentType: file.contentType,
});

/** A video's media: the file kept as it was sent, with its picture size when it says. */
export function videoMedia(
  id: string,
  video: { url: string; key: string; bytes: number; width: number | null; height: number | null },
): ListingMedia {
  return {
    id,
    kind: "video",
    width: video.width,
    height: video.height,
    alt: null,
    url: video.url,
    storageKey: video.key,
    contentType: "video/mp4",
    bytes: video.bytes,
    variants: [],
    placeholder: null,
  };
}

function toListingMedia(id: string, processed: ProcessedMedia, stored: readonly StoredFile[]): ListingMedia {
  if (processed.kind === "video") {
    const { url, key, file } = stored[0]!;
    return videoMedia(id, { url, key, bytes: file.bytes.byteLength, width: file.width, height: file.height });
  }
  const common = { id, width: processed.width, height: processed.height, alt: null };
  const webp = stored.filter((s) => s.file.role === "webp");
  const widest = webp.at(-1)!;
  return {
    ...common,
    kind: "image",
    url: widest.url,
    storageKey: widest.key,
    contentType: widest.file.contentType,
    bytes: widest.file.bytes.byteLength,
    variants: webp.map(variantOf),
    avifVariants: stored.filter((s) => s.file.role === "avif").map(variantOf),
    placeholder: processed.placeholder,
    photoHash: processed.photoHash,
  };
}

/** Deletes keys, a few at a time; throws after trying them all if any could not be deleted. */
export async function deleteKeys(storage: Storage, keys: readonly string[]): Promise<void> {
  const failures: unknown[] = [];
  for (let i = 0; i < keys.length; i += 8) {
    const results = await Promise.allSettled(keys.slice(i, i + 8).map((key) => storage.delete(key)));
    for (const result of results) if (result.status === "rejected") failures.push(result.reason);
  }
  if (failures.length > 0)
    throw new AggregateError(
      failures,
      `${failures.length} of ${keys.length} media files could not be deleted`,
    );
}

/** What stored files a picture has: a listing's media, a banner image or a collection's image. */
export type StoredFiles = Pick<ListingMedia, "storageKey" | "variants" | "avifVariants">;

/** Every storage key of these media; null keys (shared seed files) are not theirs to delete. */
export function mediaKeys(media: readonly StoredFiles[]): string[] {
  const keys = media.flatMap((m) => [
    m.storageKey,
    ...m.variants.map((v) => v.key),
    ...(m.avifVariants ?? []).map((v) => v.key),
  ]);
  return [...new Set(keys.filter((key): key is string => key !== null))];
}

/**
 * Deletes the stored files of these media (every variant and the original); keys that are null are shared (seed)
 * files and are kept; a missing file is not an error. Call after the transaction that dropped them committed.
 * Throws an AggregateError after trying every file if some could not be deleted (storage unreachable): the
 * document change stands, so a caller logs it rather than failing the request.
 */
export async function deleteMediaFiles(storage: Storage, media: readonly StoredFiles[]): Promise<void> {
  await deleteKeys(storage, mediaKeys(media));
}

/** The files of an upload: its media's, or a direct upload's file wherever it may be (arrived, or moved). */
export const uploadKeys = (uploadId: string, upload: UploadDoc): string[] =>
  upload.media ? mediaKeys([upload.media]) : [incomingKey(uploadId), videoKey(uploadId)];

/**
 * Processes a member's file (pipeline.ts: 415 for what we do not accept, 413 for too large), stores every rendition
 * under `listings/u-{id}/` and records `uploads/{id}`. When a file or the record cannot be written, the files
 * already written are deleted again: a failed upload leaves nothing behind.
 */
export async function storeUpload(
  db: Db,
  options: {
    storage: Storage;
    ownerId: string;
    file: { bytes: Uint8Array; filename?: string };
    limits?: MediaLimits;
    now?: Date;
  },
): Promise<StoredUpload> {
  const { storage, ownerId, file } = options;
  const processed = await processMedia(file.bytes, { limits: options.limits, filename: file.filename });
  const id = randomUUID();
  const folder = uploadFolder(id);
  const results = await Promise.allSettled(
    processed.files.map(async (f): Promise<StoredFile> => {
      const key = `${folder}/${f.name}`;
      const { url } = await storage.put(key, f.bytes, f.contentType);
      return { file: f, key, url };
    }),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const undo = () => deleteKeys(storage, [...stored.map((s) => s.key)]).catch(() => undefined);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await undo();
    throw failed.reason;
  }
  const media = toListingMedia(id, processed, stored);
  try {
    await col
      .uploads(db)
      .doc(id)
      .create({ ownerId, media, createdAt: options.now ?? new Date() });
  } catch (error) {
    await undo();
    throw error;
  }
  return { id, media };
}

/** Deletes one of the member's own uploads and its files (a photo removed from the form before saving). */
export async function discardUpload(
  db: Db,
  options: { storage: Storage; ownerId: string; uploadId: string },
): Promise<void> {
  if (!UPLOAD_ID.test(options.uploadId)) throw noSuchUpload();
  const ref = col.uploads(db).doc(options.uploadId);
  const upload = await db.runTransaction(async (tx) => {
    const found = (await tx.get(ref)).data();
    if (!found || found.ownerId !== options.ownerId) throw noSuchUpload();
    tx.delete(ref);
    return found;
  });
  await deleteKeys(options.storage, uploadKeys(options.uploadId, upload));
}

/** Another writer got there first: a listing took the upload, or another sweep deleted it. */
function lostTheRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // gRPC FAILED_PRECONDITION and NOT_FOUND.
  return code === 9 || code === 5;
}

/**
 * Deletes uploads created before `olderThan` (normally now − ABANDONED_AFTER_MS) that no listing took, with their
 * files, and direct uploads never completed with the file the browser may have sent; at most `limit` per call,
 * oldest first. Each record is deleted only if it is unchanged since it was read, so an upload that a listing's
 * transaction takes (or a completion records) at the same moment is never swept from under it. For a scheduled job.
 */
export async function sweepAbandonedUploads(
  db: Db,
  options: { storage: Storage; olderThan: Date; limit?: number },
): Promise<{ swept: number }> {
  const abandoned = await col
    .uploads(db)
    .where("createdAt", "<", options.olderThan)
    .orderBy("createdAt")
    .limit(options.limit ?? 100)
    .get();
  let swept = 0;
  for (const snapshot of abandoned.docs) {
    try {
      await snapshot.ref.delete({ lastUpdateTime: snapshot.updateTime });
    } catch (error) {
      if (lostTheRace(error)) continue;
      throw error;
    }
    await deleteKeys(options.storage, uploadKeys(snapshot.id, snapshot.data()));
    swept += 1;
  }
  return { swept };
}

/**
 * Inside a listing's transaction (reads first, as Firestore requires): reads uploads/{id} for each id — each must
 * belong to ownerId and be unattached — and returns their media in the given order, plus attach(), to call in the
 * write phase, which deletes those uploads/{id} documents (the media now lives in the listing document).
 * Unknown, foreign or already-used ids: AppError 400 with code "unknown_upload" and the message 'Failed to upload files.'
 */
export async function takeUploads(
  db: Db,
  input: { tx: Transaction; ownerId: string; uploadIds: readonly string[] },
): Promise<{ media: ListingMedia[]; attach(): void }> {
  const { tx, ownerId, uploadIds } = input;
  if (uploadIds.length === 0) return { media: [], attach() {} };
  if (new Set(uploadIds).size !== uploadIds.length || !uploadIds.every((id) => UPLOAD_ID.test(id)))
    throw unknownUpload();
  const refs = uploadIds.map((id) => col.uploads(db).doc(id));
  const snapshots = await tx.getAll(...refs);
  const media = snapshots.map((snapshot) => {
    const upload = snapshot.data();
    // A direct upload not completed has no media yet: nothing to take.
    if (!upload?.media || upload.ownerId !== ownerId) throw unknownUpload();
    return upload.media;
  });
  return {
    media,
    attach() {
      for (const ref of refs) tx.delete(ref);
    },
  };
}
