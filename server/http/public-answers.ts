// Public API answers already sent once, answered again before the per-request middleware they do not need (the
// request log line, the locale, compression, the session lookup, the same-origin check, the body parsers): a
// repeated public read then costs little more than its bytes (issue 23). An answer is kept under its URL with
// the public data version it was read at, and served only while that is still the current version, so it is
// never older than what the route itself would answer.
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { type JsonBody, sendPublicJson } from "./json-body.ts";

interface KeptAnswer {
  version: number;
  body: JsonBody;
  maxAgeSeconds: number;
}

export interface PublicAnswers {
  /** Keeps the answer to `url`, read at public data version `version` or later. */
  remember(url: string, version: number, body: JsonBody, maxAgeSeconds: number): void;
  /** Express middleware: a GET with a kept answer of the current version gets it; anything else goes on. */
  serve(req: Request, res: Response, next: NextFunction): void;
}

export function createPublicAnswers(
  currentVersion: () => Promise<number>,
  { maxEntries = 2000, maxBytes = 16 * 1024 * 1024 } = {},
): PublicAnswers {
  const kept = new LRUCache<string, KeptAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ body }, url) => url.length + body.text.length + body.gzip.length,
  });
  return {
    remember(url, version, body, maxAgeSeconds) {
      kept.set(url, { version, body, maxAgeSeconds });
    },
    serve(req, res, next) {
      const answer = req.method === "GET" ? kept.get(req.originalUrl) : undefined;
      if (!answer) return next();
      currentVersion().then((version) => {
        if (version !== answer.version) {
          kept.delete(req.originalUrl);
          return next();
        }
        // As withRequestLocale marks every API answer: a cache keeps each language's apart.
        res.vary("Accept-Language");
        sendPublicJson(req, res, answer.body, answer.maxAgeSeconds);
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
  deps.publicAnswers.remember(req.originalUrl, version, body, maxAgeSeconds);
  sendPublicJson(req, res, body, maxAgeSeconds);
}
