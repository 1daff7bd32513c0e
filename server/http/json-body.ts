import { createHash } from "node:crypto";
import { constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** An answer compressed once, to be sent many times (public reads and shared pages from the caches). */
export interface Precompressed {
  text: string;
  gzip: Buffer;
}

export function precompressed(text: string): Precompressed {
  return { text, gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }) };
}

/** Ends `res` with `body`, compressed when the client takes gzip (the compression middleware leaves it alone then). */
export function endPrecompressed(req: Request, res: Response, body: Precompressed): void {
  res.vary("Accept-Encoding");
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.set("content-encoding", "gzip");
    res.end(body.gzip);
    return;
  }
  res.end(body.text);
}

/** A JSON answer serialised and compressed once. */
export interface JsonBody extends Precompressed {
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const text = JSON.stringify(value);
  return { ...precompressed(text), etag: `"${createHash("sha1").update(text).digest("base64url")}"` };
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
  endPrecompressed(req, res, body);
}
