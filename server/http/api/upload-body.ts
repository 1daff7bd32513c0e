// The one file of a multipart/form-data upload, read into memory with busboy from the request stream. (On Cloud
// Functions the runtime reads the body first; the function hands the app a replay of it: server/http/replay-body.ts.)
import type { IncomingHttpHeaders } from "node:http";
import { type Readable, Transform } from "node:stream";
import busboy from "busboy";

/** The request as read here: a Node request's stream and headers. */
export type UploadRequest = Readable & { headers: IncomingHttpHeaders };

export interface UploadedFile {
  bytes: Buffer;
  /** As the browser sent it, read as UTF-8. */
  filename: string;
}

const REASONS = {
  too_large: "the file is over the size limit",
  malformed: "not one file in a readable form",
  stalled: "the client sent nothing for too long",
  waited: "the body waited too long for memory",
};

/**
 * Why a body was refused: over `maxFileBytes`, not one file in the named field of a readable form, or no byte moved
 * for `idleMs`: the client sent none (`stalled`), or the body waited for memory (`waited`).
 */
export class UploadBodyError extends Error {
  override name = "UploadBodyError";
  readonly reason: keyof typeof REASONS;
  constructor(reason: keyof typeof REASONS, cause?: unknown) {
    super(REASONS[reason], { cause });
    this.reason = reason;
  }
}

export interface UploadBodyOptions {
  field: string;
  maxFileBytes: number;
  /**
   * Called with each piece of the body as it arrives, before it is read: resolves when the memory for it is held
   * (the body waits meanwhile, unread); a rejection ends the read with its reason.
   */
  reserve?: (bytes: number) => Promise<void>;
  /** Gives up on a body when no byte has arrived, or been let in by `reserve`, for this long. */
  idleMs?: number;
}

/**
 * The file sent in `field`, at most `maxFileBytes`; undefined when the body holds no file (or is not multipart at
 * all). Rejects with an UploadBodyError for a file over the limit, a second file, a file in another field, text
 * fields past the limits, a body that ends before the form does or one that stops moving for `idleMs`; with the
 * reason `reserve` rejects with.
 */
export function readUploadFile(
  req: UploadRequest,
  options: UploadBodyOptions,
): Promise<UploadedFile | undefined> {
  if (!/^multipart\//i.test(req.headers["content-type"] ?? "")) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // File names as browsers send them (UTF-8), not Latin-1: சொத்து.jpg stays readable in messages.
        defParamCharset: "utf8",
        limits: {
          fileSize: options.maxFileBytes,
          files: 1,
          fields: 4,
          fieldSize: 1024,
          parts: 5,
          headerPairs: 20,
        },
      });
    } catch (error) {
      // No boundary, or not multipart/form-data.
      reject(new UploadBodyError("malformed", error));
      return;
    }
    let file: { chunks: Buffer[]; filename: string; whole: boolean } | null = null;
    let settled = false;
    let reserving = false;
    let idle: NodeJS.Timeout | undefined;
    /** A byte moved: the client's silence, or the wait for memory, counts from now. */
    const moved = () => {
      if (options.idleMs === undefined || settled) return;
      clearTimeout(idle);
      idle = setTimeout(() => settle(new UploadBodyError(reserving ? "waited" : "stalled")), options.idleMs);
    };
    // Each piece of the body waits here until `reserve` lets it in.
    const gate = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        moved();
        if (!options.reserve) return callback(null, chunk);
        reserving = true;
        options.reserve(chunk.length).then(
          () => {
            reserving = false;
            moved();
            callback(null, settled ? undefined : chunk);
          },
          (error: Error) => {
            reserving = false;
            callback(error);
          },
        );
      },
    });
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      // The rest of the body is read and dropped, so that the answer reaches a client still sending.
      req.unpipe(gate);
      gate.unpipe(parser);
      req.resume();
      if (error) {
        file = null;
        reject(error);
      } else
        resolve(file?.whole ? { bytes: Buffer.concat(file.chunks), filename: file.filename } : undefined);
    };
    const malformed = (cause?: unknown) => settle(new UploadBodyError("malformed", cause));

    parser.on("file", (name, stream, info) => {
      stream.on("error", malformed);
      if (name !== options.field || file) {
        stream.resume();
        malformed(new Error(`unexpected file in field ${JSON.stringify(name)}`));
        return;
      }
      const current = { chunks: [] as Buffer[], filename: info.filename ?? "", whole: false };
      file = current;
      stream.on("data", (chunk: Buffer) => current.chunks.push(chunk));
      stream.on("limit", () => settle(new UploadBodyError("too_large")));
      stream.on("end", () => {
        current.whole = !stream.truncated;
      });
    });
    parser.on("field", (_name, _value, info) => {
      if (info.nameTruncated || info.valueTruncated) malformed(new Error("field too long"));
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(limit, () => malformed(new Error(limit)));
    parser.on("error", malformed);
    parser.on("close", () => settle());

    // A client that goes away mid-body: busboy would wait for the rest for ever.
    req.on("error", malformed);
    req.on("close", () => {
      if (!req.readableEnded) malformed(new Error("the request ended early"));
    });
    // What `reserve` refused (the server is busy), as it is.
    gate.on("error", (error) => settle(error));
    moved();
    req.pipe(gate).pipe(parser);
  });
}
