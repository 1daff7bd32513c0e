// Direct uploads: a video too large for one request to the server (a Cloud Functions request is capped at 32 MB)
// goes from the browser straight to the bucket with a short-lived presigned PUT, then the server takes it over. The
// record `uploads/{id}` is made first (with `incoming`), so a file sent and never completed is swept like any
// abandoned upload; completing checks the stored bytes as the normal path checks a body, moves the file to the
// upload's folder and records its media.
import { randomUUID } from "node:crypto";
import type { DirectStorage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { type Mp4Facts, type ReadAt, readMp4At } from "./mp4.ts";
import { checkVideoSize, displayName, type MediaLimits, sniffMedia } from "./pipeline.ts";
import {
  deleteKeys,
  incomingKey,
  noSuchUpload,
  type StoredUpload,
  UPLOAD_ID,
  uploadKeys,
  videoKey,
  videoMedia,
} from "./uploads.ts";

/** How long the browser has to start sending the file. */
export const PRESIGNED_FOR_SECONDS = 15 * 60;
/**
 * The Content-Type the PUT must carry: whatever the member sends waits in the bucket as bare bytes, never as a page
 * or a picture a browser would render from there, until the server has checked it.
 */
const INCOMING_TYPE = "application/octet-stream";
/** The first bytes of the file, read to tell what it is (file-type needs about 4 kB). */
const SNIFF_BYTES = 64 * 1024;

export interface DirectUploadTicket {
  uploadId: string;
  /** Where the browser PUTs the file, with `headers`. */
  url: string;
  headers: Record<string, string>;
  /** ISO time after which the URL no longer accepts a PUT. */
  expiresAt: string;
}

/**
 * Records a direct upload of the member's file (`size` bytes, as announced) and answers the presigned PUT it is
 * sent with; the bucket takes exactly `size` bytes. The caller has checked `size` against the limits.
 */
export async function startDirectUpload(
  db: Db,
  options: {
    storage: DirectStorage;
    ownerId: string;
    file: { filename: string; size: number };
    now?: Date;
  },
): Promise<DirectUploadTicket> {
  const { storage, ownerId, file } = options;
  const now = options.now ?? new Date();
  const id = randomUUID();
  const ref = col.uploads(db).doc(id);
  await ref.create({ ownerId, incoming: { filename: file.filename, size: file.size }, createdAt: now });
  try {
    const put = await storage.presignPut(incomingKey(id), {
      contentLength: file.size,
      contentType: INCOMING_TYPE,
      expiresInSeconds: PRESIGNED_FOR_SECONDS,
    });
    return {
      uploadId: id,
      url: put.url,
      headers: put.headers,
      expiresAt: new Date(now.getTime() + PRESIGNED_FOR_SECONDS * 1000).toISOString(),
    };
  } catch (error) {
    await ref.delete().catch(() => undefined);
    throw error;
  }
}

const photoRefused = (filename: string) =>
  new AppError({
    status: 415,
    code: "unsupported_media",
    message: `${filename} is a photo: photos are sent to the server, which prepares them for the site.`,
  });

/**
 * What the normal path decides for a body, decided for a stored object: the type from its first bytes (file-type),
 * a whole MP4 from its boxes, the video size limit. Only MP4 videos are taken this way; photos go through the
 * server's pipeline. Throws the same AppErrors (415, 413).
 */
async function checkStoredVideo(
  storage: DirectStorage,
  object: { key: string; size: number },
  filename: string,
  limits: MediaLimits,
): Promise<Mp4Facts> {
  const readAt: ReadAt = (offset, length) => storage.readRange(object.key, offset, length);
  let facts: Promise<Mp4Facts | null> | undefined;
  const mp4 = () => {
    facts ??= readMp4At(readAt, object.size);
    return facts;
  };
  const head = await readAt(0, Math.min(object.size, SNIFF_BYTES));
  const type = await sniffMedia(head, filename, mp4);
  if (type.kind !== "video") throw photoRefused(filename);
  checkVideoSize(object.size, limits, filename);
  // sniffMedia read the facts and refused the file without them.
  return (await mp4())!;
}

/** Records the media of a checked upload, unless a completion got there first; null when the upload is gone. */
function recordMedia(
  db: Db,
  input: { uploadId: string; ownerId: string; media: ListingMedia; now: Date },
): Promise<{ media: ListingMedia; created: boolean } | null> {
  const ref = col.uploads(db).doc(input.uploadId);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.ownerId !== input.ownerId) return null;
    if (current.media) return { media: current.media, created: false };
    // From now on it is an upload like any other: a day for a listing to take it.
    tx.set(ref, { ownerId: input.ownerId, media: input.media, createdAt: input.now });
    return { media: input.media, created: true };
  });
}

/**
 * Takes over the file of the member's direct upload: checks the stored bytes (415, 413 as the normal path answers;
 * a refusal deletes the file and the upload), moves it to the upload's folder, records the media and answers the
 * upload as the normal path does. Completing again answers the same upload (`created` false). Unknown or another
 * member's upload: 404; no file sent yet: 409.
 */
export async function completeDirectUpload(
  db: Db,
  options: { storage: DirectStorage; ownerId: string; uploadId: string; limits: MediaLimits; now?: Date },
): Promise<{ upload: StoredUpload; created: boolean }> {
  const { storage, ownerId, uploadId } = options;
  if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload();
  const ref = col.uploads(db).doc(uploadId);
  const upload = (await ref.get()).data();
  if (!upload || upload.ownerId !== ownerId) throw noSuchUpload();
  if (upload.media) return { upload: { id: uploadId, media: upload.media }, created: false };
  if (!upload.incoming) throw noSuchUpload();

  const from = incomingKey(uploadId);
  const found = await storage.head(from);
  if (!found)
    throw new AppError({
      status: 409,
      code: "not_uploaded",
      message: "The file has not arrived. Please upload it again.",
    });
  const filename = displayName(upload.incoming.filename);
  let facts: Mp4Facts;
  try {
    facts = await checkStoredVideo(storage, { key: from, size: found.size }, filename, options.limits);
  } catch (error) {
    await ref.delete().catch(() => undefined);
    await deleteKeys(storage, uploadKeys(uploadId, upload)).catch(() => undefined);
    throw error;
  }

  const key = videoKey(uploadId);
  const { url } = await storage.copy(from, key, "video/mp4");
  // Before the record: if recording fails, the upload still reads as incomplete and the sweep deletes both keys.
  await storage.delete(from);
  const media = videoMedia(uploadId, {
    url,
    key,
    bytes: found.size,
    width: facts.width,
    height: facts.height,
  });
  const recorded = await recordMedia(db, { uploadId, ownerId, media, now: options.now ?? new Date() });
  if (!recorded) {
    // Discarded or swept while we worked: its file goes too.
    await deleteKeys(storage, [key]).catch(() => undefined);
    throw noSuchUpload();
  }
  return { upload: { id: uploadId, media: recorded.media }, created: recorded.created };
}
