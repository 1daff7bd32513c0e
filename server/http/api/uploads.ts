import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import { type DirectStorage, takesDirectUploads } from "#server/adapters/storage/storage.ts";
import type { ApiDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { completeDirectUpload, startDirectUpload } from "#server/modules/media/direct-uploads.ts";
import { busy, configureMediaWork, createPerKeyLimit, uploadMemory } from "#server/modules/media/limits.ts";
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from "#server/modules/media/pipeline.ts";
import { discardUpload, type StoredUpload, storeUpload } from "#server/modules/media/uploads.ts";
import { viewableMedia } from "#server/modules/media/visibility.ts";
import { directUploadBody } from "#shared/api/uploads.ts";
import { m } from "#shared/paraglide/messages.js";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";
import { readUploadFile, UploadBodyError } from "./upload-body.ts";

const MB = 1024 * 1024;
/** The multipart envelope around the file: boundaries, part headers, a few small fields. */
const ENVELOPE_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The member's photos and videos for a listing, one file per request (each has its own progress and retry). */
export function createUploadsApi({ db, storage, config, rateLimits = DEFAULT_RATE_LIMITS }: ApiDeps): Router {
  const router = Router();
  configureMediaWork({ concurrency: config.media.concurrency, bufferBytes: config.media.bufferBytes });
  const limits: MediaLimits = { ...DEFAULT_MEDIA_LIMITS, ...config.media };
  const maxFileBytes = Math.max(limits.maxImageBytes, limits.maxVideoBytes);
  const tooLarge = () =>
    new AppError({
      status: 413,
      code: "too_large",
      message: m["upload.fileTooLarge"]({
        photoSize: megabytes(limits.maxImageBytes),
        videoSize: megabytes(limits.maxVideoBytes),
      }),
    });
  const badForm = (cause?: unknown) =>
    new AppError({
      status: 400,
      code: "bad_request",
      message: m["upload.sendOneFile"](),
      cause,
    });
  // Direct uploads need a storage the browser can reach (S3) and a threshold (MEDIA_DIRECT_OVER_MB not off).
  const direct: DirectStorage | null =
    config.media.directUploadOverBytes !== null && takesDirectUploads(storage) ? storage : null;
  const directStorage = () => {
    if (direct) return direct;
    throw AppError.notFound(m["upload.sendToServer"]());
  };

  // An upload is private until a listing on the site holds it: the form previews it through signed URLs.
  const previewOf = async (upload: StoredUpload) => {
    const [media] = await viewableMedia(storage, { status: "upload", media: [upload.media] });
    return { ...upload, media: media! };
  };

  const membersOnly = (_req: Request, res: Response, next: NextFunction) => {
    requireUser(res);
    next();
  };
  const uploadLimit = limitRequests({
    limit: rateLimits.uploadsPer10Minutes ?? DEFAULT_RATE_LIMITS.uploadsPer10Minutes!,
    windowMs: 10 * 60 * 1000,
    message: m["upload.rateLimited"],
    key: (_req, res) => `member ${requireUser(res).id}`,
  });
  // A member's bodies read or processed at once: however slowly they come, one member cannot keep the instance busy.
  const uploadsAtOnce = rateLimits.uploadsAtOnce ?? DEFAULT_RATE_LIMITS.uploadsAtOnce!;
  const membersUploading = createPerKeyLimit(uploadsAtOnce);
  const idleMs = rateLimits.uploadIdleMs ?? DEFAULT_RATE_LIMITS.uploadIdleMs!;
  const bodyError = (error: unknown, res: Response) => {
    if (!(error instanceof UploadBodyError)) return error;
    switch (error.reason) {
      case "too_large":
        return tooLarge();
      case "stalled":
        // The client stopped sending: nothing more is read from this connection.
        res.set("connection", "close");
        return new AppError({
          status: 408,
          code: "upload_stalled",
          message: m["upload.stopped"](),
        });
      case "waited":
        return busy();
      default:
        return badForm(error);
    }
  };

  router.post("/uploads", membersOnly, uploadLimit, async (req, res) => {
    const user = requireUser(res);
    // As the JSON API and page forms: a photo is sent as it is, never compressed or otherwise encoded.
    const encoding = req.get("content-encoding");
    if (encoding && encoding.toLowerCase() !== "identity")
      throw new AppError({
        status: 415,
        code: "unsupported_encoding",
        message: m["upload.notEncoded"](),
      });
    const leave = membersUploading.enter(user.id);
    if (!leave)
      throw new AppError({
        status: 429,
        code: "too_many_uploads",
        message: m["upload.alreadySending"]({ count: String(uploadsAtOnce) }),
      });
    // Memory is held as the body's bytes arrive, up to what it announces: a burst of uploads waits, unread, rather
    // than filling the heap, and a body that comes slowly holds only what it has sent.
    const declared = Number(req.get("content-length"));
    const memory = uploadMemory.open(
      Number.isFinite(declared) && declared > 0
        ? Math.min(declared, maxFileBytes + ENVELOPE_BYTES)
        : maxFileBytes + ENVELOPE_BYTES,
    );
    try {
      const file = await readUploadFile(req, {
        field: "file",
        maxFileBytes,
        reserve: (bytes) => memory.take(bytes),
        idleMs,
      }).catch((error: unknown) => {
        throw bodyError(error, res);
      });
      memory.doneTaking();
      if (!file) throw AppError.badRequest(m["upload.chooseFile"]());
      const upload = await storeUpload(db, {
        storage,
        ownerId: user.id,
        file: { bytes: file.bytes, filename: file.filename },
        limits,
      });
      res.status(201).json({ upload: await previewOf(upload) });
    } finally {
      memory.release();
      leave();
    }
  });

  // A video larger than MEDIA_DIRECT_OVER_MB: the browser PUTs it to the bucket, then asks us to take it over.
  router.post("/uploads/direct", membersOnly, uploadLimit, async (req, res) => {
    const user = requireUser(res);
    const storage = directStorage();
    const file = directUploadBody.parse(req.body);
    const photo = file.contentType.toLowerCase().startsWith("image/");
    if (file.size > (photo ? limits.maxImageBytes : maxFileBytes)) throw tooLarge();
    res.set("cache-control", "no-store");
    res.status(201).json(await startDirectUpload(db, { storage, ownerId: user.id, file }));
  });

  router.post("/uploads/:id/complete", membersOnly, async (req, res) => {
    const user = requireUser(res);
    const { upload, created } = await completeDirectUpload(db, {
      storage: directStorage(),
      ownerId: user.id,
      uploadId: String(req.params.id),
      limits,
    });
    res.status(created ? 201 : 200).json({ upload: await previewOf(upload) });
  });

  router.delete("/uploads/:id", async (req, res) => {
    const user = requireUser(res);
    await discardUpload(db, { storage, ownerId: user.id, uploadId: req.params.id });
    res.status(204).end();
  });

  return router;
}
