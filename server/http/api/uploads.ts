import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import multer from "multer";
import type { ApiDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { configureMediaWork, uploadMemory } from "#server/modules/media/limits.ts";
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from "#server/modules/media/pipeline.ts";
import {
  ABANDONED_AFTER_MS,
  discardUpload,
  storeUpload,
  sweepAbandonedUploads,
} from "#server/modules/media/uploads.ts";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";

const MB = 1024 * 1024;
/** The multipart envelope around the file: boundaries, part headers, a few small fields. */
const ENVELOPE_BYTES = 64 * 1024;
/** At most one sweep of abandoned uploads per process in this time, started by an upload. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The member's photos and videos for a listing, one file per request (each has its own progress and retry). */
export function createUploadsApi({
  db,
  storage,
  config,
  logger,
  rateLimits = DEFAULT_RATE_LIMITS,
}: ApiDeps): Router {
  const router = Router();
  configureMediaWork({ concurrency: config.media.concurrency, bufferBytes: config.media.bufferBytes });
  const limits: MediaLimits = { ...DEFAULT_MEDIA_LIMITS, ...config.media };
  const maxFileBytes = Math.max(limits.maxImageBytes, limits.maxVideoBytes);
  const tooLarge = new AppError({
    status: 413,
    code: "too_large",
    message: `The file is too large: photos up to ${megabytes(limits.maxImageBytes)} and videos up to ${megabytes(limits.maxVideoBytes)} are accepted.`,
  });
  const readFile = multer({
    storage: multer.memoryStorage(),
    // File names as browsers send them (UTF-8), not Latin-1: சொத்து.jpg stays readable in messages.
    defParamCharset: "utf8",
    limits: { fileSize: maxFileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
  }).single("file");

  /** The one file of a multipart/form-data body, read into memory (at most maxFileBytes of it). */
  const fileOf = (req: Request, res: Response) =>
    new Promise<Express.Multer.File | undefined>((resolve, reject) => {
      readFile(req, res, (error?: unknown) => {
        if (!error) return resolve(req.file);
        if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") return reject(tooLarge);
        reject(
          new AppError({
            status: 400,
            code: "bad_request",
            message: "Send one photo or video, as the form field named file.",
            cause: error,
          }),
        );
      });
    });

  let lastSweep = 0;
  /** Now and then, in the background: deletes what members uploaded and never saved in a listing. */
  const sweepNowAndThen = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sweepAbandonedUploads(db, { storage, olderThan: new Date(Date.now() - ABANDONED_AFTER_MS) }).catch(
      (error: unknown) => logger.warn({ err: error }, "sweeping abandoned uploads failed"),
    );
  };

  const membersOnly = (_req: Request, res: Response, next: NextFunction) => {
    requireUser(res);
    next();
  };
  const uploadLimit = limitRequests({
    limit: rateLimits.uploadsPer10Minutes ?? DEFAULT_RATE_LIMITS.uploadsPer10Minutes!,
    windowMs: 10 * 60 * 1000,
    message: "Too many uploads. Please wait a few minutes and try again.",
    key: (_req, res) => `member ${requireUser(res).id}`,
  });

  router.post("/uploads", membersOnly, uploadLimit, async (req, res) => {
    const user = requireUser(res);
    // As the JSON API and page forms: a photo is sent as it is, never compressed or otherwise encoded.
    const encoding = req.get("content-encoding");
    if (encoding && encoding.toLowerCase() !== "identity")
      throw new AppError({
        status: 415,
        code: "unsupported_encoding",
        message: "Send the file as it is, without a Content-Encoding.",
      });
    // Memory is reserved before the body is read: a burst of uploads waits here rather than filling the heap.
    const declared = Number(req.get("content-length"));
    const release = await uploadMemory.acquire(
      Number.isFinite(declared) && declared > 0
        ? Math.min(declared, maxFileBytes + ENVELOPE_BYTES)
        : maxFileBytes + ENVELOPE_BYTES,
    );
    try {
      const file = await fileOf(req, res);
      if (!file)
        throw AppError.badRequest("Choose a photo or video to upload, as the form field named file.");
      const upload = await storeUpload(db, {
        storage,
        ownerId: user.id,
        file: { bytes: file.buffer, filename: file.originalname },
        limits,
      });
      res.status(201).json({ upload });
    } finally {
      release();
    }
    sweepNowAndThen();
  });

  router.delete("/uploads/:id", async (req, res) => {
    const user = requireUser(res);
    await discardUpload(db, { storage, ownerId: user.id, uploadId: req.params.id });
    res.status(204).end();
  });

  return router;
}
