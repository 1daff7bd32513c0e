// Public answers already sent once — API reads and the pages shared by every visitor without an account — answered
// again before the per-request middleware they do not need (the request log line, the locale, compression, the
// deadline, the session lookup, the same-origin check, the body parsers, the router): a repeated public read then
// costs little more than its bytes (issues 23 and 31). The security headers are set before this, so a kept answer
// carries them as a fresh one does. An answer is kept under its URL with the public data version it was read at
// (PublicReadCache.version), and served only while that is still the current version, so it is never older than
// what the route itself would answer.
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { sendPublicJson } from "./json-body.ts";

/** An answer kept to be sent again as it was. */
export interface KeptAnswer {
  /** The public data version it was read at or after (PublicReadCache.version). */
  version: string;
  /** About the bytes it holds, for the bound. */
  bytes: number;
  /** Whether this request may have it; any request may when absent. */
  accepts?(req: Request): boolean;
  /** Sends it, as the route that made it did. */
  send(req: Request, res: Response): void;
}

export interface PublicAnswers {
  /** Keeps the answer to the GET of `url` (a request's originalUrl). */
  remember(url: string, answer: KeptAnswer): void;
  /** Express middleware: a GET with a kept answer of the current version gets it; anything else goes on. */
  serve(req: Request, res: Response, next: NextFunction): void;
}

export function createPublicAnswers(
  currentVersion: () => Promise<string>,
  { maxEntries = 2000, maxBytes = 16 * 1024 * 1024 } = {},
): PublicAnswers {
  const kept = new LRUCache<string, KeptAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ bytes }, url) => Math.max(1, url.length + bytes),
  });
  return {
    remember(url, answer) {
      kept.set(url, answer);
    },
    serve(req, res, next) {
      const answer = req.method === "GET" ? kept.get(req.originalUrl) : undefined;
      if (!answer || answer.accepts?.(req) === false) return next();
      currentVersion().then((version) => {
        if (version !== answer.version) {
          kept.delete(req.originalUrl);
          return next();
        }
        answer.send(req, res);
      }, next);
    },
  };
}

/**
 * Sends the public answer kept under `key` in the read cache (built on a miss), and keeps it for the next
 * request of the same URL.
 */
export async function sendPublicAnswer(
  req: Request,
  res: Response,
  deps: { reads: PublicReads; publicAnswers: PublicAnswers },
  answer: { key: string; build: () => Promise<unknown>; maxAgeSeconds?: number },
): Promise<void> {
  const { maxAgeSeconds = 60 } = answer;
  // Read first: the answer below is of this version or a later one, never an older one.
  const version = await deps.reads.version();
  const body = await deps.reads.json(answer.key, answer.build);
  const send = (req: Request, res: Response) => {
    // As withRequestLocale marks every API answer: a cache keeps each language's apart.
    res.vary("Accept-Language");
    sendPublicJson(req, res, body, maxAgeSeconds);
  };
  deps.publicAnswers.remember(req.originalUrl, {
    version,
    bytes: body.text.length + body.gzip.length,
    send,
  });
  send(req, res);
}
