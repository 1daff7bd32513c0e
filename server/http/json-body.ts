import { createHash } from "node:crypto";
import { constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A JSON answer serialised and compressed once, to be sent many times (public reads from the cache). */
export interface JsonBody {
  text: string;
  gzip: Buffer;
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const text = JSON.stringify(value);
  return {
    text,
    gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }),
    etag: `"${createHash("sha1").update(text).digest("base64url")}"`,
  };
}

/**
 * Sends `body` compressed when the client takes gzip (the compression middleware leaves it alone then), as a
 * public answer that browsers and shared caches may keep for `maxAgeSeconds`.
 */
export function sendPublicJson(req: Request, res: Response, body: JsonBody, maxAgeSeconds = 60): void {
  res.set("cache-control", `public, max-age=${maxAgeSeconds}`);
  res.type("json");
  res.vary("Accept-Encoding");
  res.set("etag", body.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.set("content-encoding", "gzip");
    res.end(body.gzip);
    return;
  }
  res.end(body.text);
}
