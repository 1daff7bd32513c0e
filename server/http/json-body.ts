import type { Request, Response } from "express";
import type { JsonBody, Precompressed } from "#server/modules/public/precompressed.ts";

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
