import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { SHARED_PAGE_HEADER } from "#web/lib/shared-page.ts";
import type { PublicReadCache } from "../db/read-cache.ts";

/** A page kept for visitors without an account; its HTML holds a placeholder where the CSP nonce goes. */
interface SharedPage {
  status: number;
  headers: [string, string][];
  html: string;
}

/** Stored for a URL whose page turned out not to be shared (a form with a token, a 404): render it each time. */
const NOT_SHARED = "not shared";

/** A fresh Fetch API Request for React Router, aborted when the client goes away. */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host || "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== SHARED_PAGE_HEADER) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
}

function isShared(response: globalThis.Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(SHARED_PAGE_HEADER) === "1" &&
    !response.headers.has("set-cookie")
  );
}

/**
 * React Router's pages for Express. A page whose route says it is the same for everyone (sharedPage headers)
 * is rendered once per public data version for visitors without an account and then served from memory,
 * with this response's CSP nonce put in place of the one it was rendered with.
 */
export function createPageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext(req: Request, res: Response): RouterContextProvider;
  /** null renders every page afresh. */
  pageCache: PublicReadCache | null;
}) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  const noncePlaceholder = randomBytes(24).toString("hex");
  const render = (req: Request, res: Response) =>
    handleRequest(toFetchRequest(req, res), options.getLoadContext(req, res));

  async function serveShared(req: Request, res: Response, pageCache: PublicReadCache): Promise<void> {
    const nonce = res.locals.cspNonce;
    let ownResponse: globalThis.Response | undefined;
    const page = await pageCache.read<SharedPage | typeof NOT_SHARED>(`page ${req.originalUrl}`, async () => {
      const response = await render(req, res);
      if (!isShared(response)) {
        ownResponse = response;
        return NOT_SHARED;
      }
      const html = (await response.text()).replaceAll(nonce, noncePlaceholder);
      const headers = [...response.headers].filter(([name]) => name !== SHARED_PAGE_HEADER);
      return { status: response.status, headers, html };
    });
    if (ownResponse) return send(res, ownResponse);
    if (page === NOT_SHARED) return send(res, await render(req, res));
    res.status(page.status);
    for (const [name, value] of page.headers) res.append(name, value);
    res.end(page.html.replaceAll(noncePlaceholder, nonce));
  }

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const { pageCache } = options;
      if (pageCache && req.method === "GET" && res.locals.user === null)
        await serveShared(req, res, pageCache);
      else await send(res, await render(req, res));
    } catch (error) {
      next(error);
    }
  };
}
