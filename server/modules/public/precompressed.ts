// Answers serialised and compressed once, to be sent many times: public reads keep them in the read cache, and
// shared pages in the page cache. Sending one is the HTTP layer's part (server/http/json-body.ts).
import { createHash } from "node:crypto";
import { constants, gzipSync } from "node:zlib";

/** An answer compressed once, to be sent many times (public reads and shared pages from the caches). */
export interface Precompressed {
  text: string;
  gzip: Buffer;
}

export function precompressed(text: string): Precompressed {
  return { text, gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }) };
}

/** A JSON answer serialised and compressed once. */
export interface JsonBody extends Precompressed {
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const text = JSON.stringify(value);
  return { ...precompressed(text), etag: `"${createHash("sha1").update(text).digest("base64url")}"` };
}
