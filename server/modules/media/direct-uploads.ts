// Direct uploads: a video too large for one request to the server (a Cloud Functions request is capped at 32 MB)
// goes from the browser straight to the bucket with a short-lived presigned PUT, then the server takes it over. The
// record `uploads/{id}` is made first (with `incoming`), so a file sent and never completed is swept like any
// abandoned upload; completing checks the stored bytes as the normal path checks a body, moves the file to the
// upload's folder (without its metadata, as the normal path stores a video) and records its media.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { DirectStorage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingMedia, UploadDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
import { blankedPieces, type Mp4Facts, type ReadAt, readMp4At } from "./mp4.ts";
import { checkVideoSize, displayName, type MediaLimits, sniffMedia } from "./pipeline.ts";
import {
  deleteKeys,
  incomingKey,
  noSuchUpload,
  type StoredUpload,
  UPLOAD_ID,
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
/** The stored file is rewritten without its metadata in reads of this size, two held at a time. */
const REWRITE_PIECE_BYTES = 8 * 1024 * 1024;

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
    message: m["upload.photoNotDirect"]({ file: filename }),
  });

/**
 * What the normal path decides for a body, decided for a stored object: the type from its first bytes (file-type),
 * a whole MP4 from its boxes, the video size limit. Only MP4 videos are taken this way; photos go through the
 * server's pipeline. Throws the same AppErrors (415, 413).
 */
async function checkStoredVideo(
  readAt: ReadAt,
  size: number,
  filename: string,
  limits: MediaLimits,
): Promise<Mp4Facts> {
  let facts: Promise<Mp4Facts | null> | undefined;
  const mp4 = () => {
    facts ??= readMp4At(readAt, size);
    return facts;
  };
  const head = await readAt(0, Math.min(size, SNIFF_BYTES));
  const type = await sniffMedia(head, filename, mp4);
  if (type.kind !== "video") throw photoRefused(filename);
  checkVideoSize(size, limits, filename);
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
 * How long one completion holds the upload: the browser may complete twice at once (a retry, two tabs), and only one
 * may read, move and record the file. Past it (the instance stopped mid-way), another completion may take over.
 */
export const COMPLETION_CLAIM_MS = 5 * 60 * 1000;

type Claim =
  | { kind: "done"; media: ListingMedia }
  | { kind: "claimed"; incoming: NonNullable<UploadDoc["incoming"]> };

/** Claims the completion of the member's direct upload in a transaction, or answers the media already recorded. */
function claimCompletion(db: Db, input: { uploadId: string; ownerId: string; now: Date }): Promise<Claim> {
  const ref = col.uploads(db).doc(input.uploadId);
  return db.runTransaction(async (tx) => {
    const upload = (await tx.get(ref)).data();
    if (!upload || upload.ownerId !== input.ownerId) throw noSuchUpload();
    if (upload.media) return { kind: "done", media: upload.media };
    if (!upload.incoming) throw noSuchUpload();
    const claimedAt = upload.incoming.claimedAt;
    if (claimedAt && input.now.getTime() - claimedAt.getTime() < COMPLETION_CLAIM_MS)
      throw new AppError({
        status: 409,
        code: "completing",
        message: m["upload.takingOver"](),
      });
    tx.set(ref, { ...upload, incoming: { ...upload.incoming, claimedAt: input.now } });
    return { kind: "claimed", incoming: upload.incoming };
  });
}

/** Gives the claim up, for the browser to complete again (the file had not arrived, or storage failed). */
async function releaseClaim(db: Db, uploadId: string): Promise<void> {
  const ref = col.uploads(db).doc(uploadId);
  await db.runTransaction(async (tx) => {
    const upload = (await tx.get(ref)).data();
    if (!upload?.incoming || upload.media) return;
    const { claimedAt: _released, ...incoming } = upload.incoming;
    tx.set(ref, { ...upload, incoming });
  });
}

/**
 * Takes over the file of the member's direct upload: checks the stored bytes (415, 413 as the normal path answers;
 * a refusal deletes the file and the upload), moves it to the upload's folder, records the media and answers the
 * upload as the normal path does. Completing again answers the same upload (`created` false); while another
 * completion is at work, 409. Unknown or another member's upload: 404; no file sent yet: 409.
 */
export async function completeDirectUpload(
  db: Db,
  options: { storage: DirectStorage; ownerId: string; uploadId: string; limits: MediaLimits; now?: Date },
): Promise<{ upload: StoredUpload; created: boolean }> {
  const { storage, ownerId, uploadId } = options;
  if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload();
  const now = options.now ?? new Date();
  const claim = await claimCompletion(db, { uploadId, ownerId, now });
  if (claim.kind === "done") return { upload: { id: uploadId, media: claim.media }, created: false };

  const from = incomingKey(uploadId);
  let media: ListingMedia;
  try {
    media = await takeOver(storage, { uploadId, from, incoming: claim.incoming, limits: options.limits });
  } catch (error) {
    if (error instanceof AppError && error.status !== 409) {
      // Refused (not a video, too large): the file and the upload go.
      await col
        .uploads(db)
        .doc(uploadId)
        .delete()
        .catch(() => undefined);
      await deleteKeys(storage, [from, videoKey(uploadId)]).catch(() => undefined);
    } else await releaseClaim(db, uploadId).catch(() => undefined);
    throw error;
  }
  const recorded = await recordMedia(db, { uploadId, ownerId, media, now });
  if (!recorded) {
    // Discarded or swept while we worked: its file goes too.
    await deleteKeys(storage, [videoKey(uploadId)]).catch(() => undefined);
    throw noSuchUpload();
  }
  return { upload: { id: uploadId, media: recorded.media }, created: recorded.created };
}

/**
 * The claimant's work: the stored file checked (AppErrors as the normal path's) and moved into the upload's folder.
 * A file with metadata is rewritten there with those boxes blanked, as the normal path stores a video: read in
 * ranges, patched and streamed to the new key as it is read, so a 100 MB video is never held whole (one PUT of a
 * known length: every S3-compatible service takes it, where copying parts of an object does not work alike on all).
 * Without metadata, the bucket copies the file itself.
 */
async function takeOver(
  storage: DirectStorage,
  input: { uploadId: string; from: string; incoming: { filename: string }; limits: MediaLimits },
): Promise<ListingMedia> {
  const found = await storage.head(input.from);
  if (!found)
    throw new AppError({
      status: 409,
      code: "not_uploaded",
      message: m["upload.notArrived"](),
    });
  const filename = displayName(input.incoming.filename);
  const readAt: ReadAt = (offset, length) => storage.readRange(input.from, offset, length);
  const facts = await checkStoredVideo(readAt, found.size, filename, input.limits);
  const key = videoKey(input.uploadId);
  const { url } =
    facts.metadata.length === 0
      ? await storage.copy(input.from, key, "video/mp4")
      : await storage.putStream(
          key,
          Readable.from(blankedPieces(readAt, found.size, facts.metadata, REWRITE_PIECE_BYTES)),
          found.size,
          "video/mp4",
        );
  // Before the record: if recording fails, the upload still reads as incomplete and the sweep deletes both keys.
  await storage.delete(input.from);
  return videoMedia(input.uploadId, {
    url,
    key,
    bytes: found.size,
    width: facts.width,
    height: facts.height,
  });
}
