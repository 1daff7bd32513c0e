import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler, data, type RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicReadCache } from "#server/db/read-cache.ts";
import { AppError, RETRY_AFTER_SECONDS } from "#server/errors.ts";
import { type Precompressed, precompressed } from "#server/modules/public/precompressed.ts";
import type { Locale } from "#shared/locale.ts";
import { localeOfPath } from "#shared/locale-paths.ts";
import { m } from "#shared/paraglide/messages.js";
import { SHARED_PAGE_HEADER } from "#shared/shared-page.ts";
import { endPrecompressed } from "./json-body.ts";
import { withoutModulePreloads } from "./module-preloads.ts";
import type { PublicAnswers } from "./public-answers.ts";
import { inlineScriptHashes, withScriptHashes } from "./script-hashes.ts";
import { hasSessionCookie } from "./session.ts";

/** A page kept for visitors without an account, with the CSP hashes of its inline scripts. */
interface SharedPage {
  status: number;
  headers: [string, string][];
  /** The page compressed once, when it is kept, rather than on every response. */
  body: Precompressed;
  scriptHashes: string[];
}

/**
 * How long a copy of a page for visitors without an account may be used. Browsers revalidate every time
 * (max-age=0): a visitor who signs in must not see their own cached signed-out page. Hosting's CDN, whose cache
 * key holds the `__session` cookie, serves its copy for up to 5 minutes: an approved, edited or removed listing
 * shows there within 5 minutes, a delay buyers do not notice on a marketplace and that spares the function
 * every repeat view; stale-while-revalidate lets it answer from the old copy while it fetches the new one.
 */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=60";
/** Every other page: about its viewer, or carrying a per-visit token. */
export const OWN_PAGE_CACHE = "private, no-store";

/** Stored for a URL whose page turned out not to be shared (a form with a token, a 404): render it each time. */
const NOT_SHARED = "not shared";

/** The largest form a page action reads, as the API's JSON limit (files go through the API, not page forms). */
export const PAGE_FORM_LIMIT = "100kb";
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const readRawBody = express.raw({ type: () => true, limit: PAGE_FORM_LIMIT });

/**
 * The body of a page action, read and checked before React Router sees it: a web form of at most
 * PAGE_FORM_LIMIT that parses. Anything else is the sender's mistake (415, 413 or 400), never a 500.
 */
async function readPageForm(req: Request, res: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.is(FORM_TYPES))
    throw new AppError({
      status: 415,
      code: "unsupported_media_type",
      message: m["error.notAForm"](),
    });
  await new Promise<void>((resolve, reject) =>
    readRawBody(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  const body: unknown = req.body;
  // A copy the Fetch API's types accept (Buffer's may be a SharedArrayBuffer's).
  const bytes = new Uint8Array(Buffer.isBuffer(body) ? body : []);
  try {
    await new globalThis.Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": req.get("content-type") ?? "" },
      body: bytes,
    }).formData();
  } catch {
    throw AppError.badRequest(m["error.unreadableForm"]());
  }
  return bytes;
}

/** What a page's error boundary receives for a refusal: the message is safe to show. */
export interface PageErrorData {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** A refused form's page, to go back to (answerRefusal). */
  back?: string;
}

/** A form refused before its page's action saw it, as the page's error boundary shows it (answerRefusal). */
export interface PageRefusal {
  status: number;
  body: PageErrorData;
}

type DataFunction = (...args: never[]) => unknown;

/**
 * A loader or action whose AppError refusals (4xx), and a database that did not answer in time (503), reach the
 * page as their own status, not a 500.
 */
function answeringAppErrors<F extends DataFunction | undefined>(fn: F): F {
  if (!fn) return fn;
  return (async (...args: Parameters<NonNullable<F>>) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof AppError && (error.status < 500 || error.status === 503)) {
        const body: PageErrorData = {
          code: error.code,
          message: error.message,
          fieldErrors: error.fieldErrors,
        };
        throw data(body, { status: error.status });
      }
      throw error;
    }
  }) as F;
}

/**
 * The one place pages turn a service's AppError into an answer, as the API's error handler does for the API:
 * every route module's loader and action is wrapped once, when the build is loaded.
 */
export function withPageErrors(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = {
        ...route.module,
        loader: answeringAppErrors(route.module.loader),
        action: answeringAppErrors(route.module.action),
        middleware: route.module.middleware?.map(answeringAppErrors),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

/**
 * The origin the client asked for: its Host (behind trusted proxies, the X-Forwarded-Host they set, as under
 * Firebase Hosting), because React Router checks an action's Origin header against it. A Host that is not a
 * host and port (user info `a@b`, a path, a port out of range) is the client's mistake: 400, as HTTP says.
 */
function requestedOrigin(req: Request): string {
  const url = URL.parse(`${req.protocol}://${req.host || "localhost"}`);
  if (!url || url.username || url.password || url.pathname !== "/" || url.search || url.hash)
    throw AppError.badRequest(m["error.unreadableAddress"]());
  return url.origin;
}

/**
 * A fresh Fetch API Request for React Router at `origin` (requestedOrigin), aborted when the client goes away;
 * `body` is the action's form.
 */
function toFetchRequest(
  req: Request,
  res: Response,
  origin: string,
  body: Uint8Array<ArrayBuffer> | null,
  method = req.method,
): globalThis.Request {
  const url = URL.parse(req.originalUrl, origin);
  if (!url) throw AppError.badRequest(m["error.unreadableAddress"]());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(body ? { body } : {}),
  });
}

const isHtml = (headers: Headers | [string, string][]) =>
  /^text\/html/i.test(new Headers(headers).get("content-type") ?? "");

/** The response's CSP with the page's inline scripts allowed by hash (server/http/script-hashes.ts). */
function allowScripts(res: Response, scriptHashes: readonly string[]): void {
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string")
    res.setHeader("content-security-policy", withScriptHashes(policy, scriptHashes));
}

/** A rendered document as it is sent: read whole, without module hints, with its inline scripts' hashes. */
async function readDocument(
  response: globalThis.Response,
): Promise<{ html: string; scriptHashes: string[] }> {
  const html = withoutModulePreloads(await response.text());
  return { html, scriptHashes: inlineScriptHashes(html) };
}

/** A page for this viewer alone (a shared page goes through serveShared). */
async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== SHARED_PAGE_HEADER) res.append(name, value);
  if (!res.hasHeader("cache-control")) res.setHeader("cache-control", OWN_PAGE_CACHE);
  // The page of a database that did not answer in time (answeringAppErrors).
  if (response.status === 503 && !res.hasHeader("retry-after"))
    res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
  if (!response.body) {
    res.end();
    return;
  }
  // A document is read whole, to hash its inline scripts before the headers go (pages are small and wait on no
  // deferred data); anything else streams.
  if (isHtml(response.headers)) {
    const { html, scriptHashes } = await readDocument(response);
    allowScripts(res, scriptHashes);
    res.end(html);
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
}

/** A kept page for visitors without an account, as every one of them gets it. */
function sendSharedPage(req: Request, res: Response, page: SharedPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  // The same copy for every visitor without an account, here and at the CDN (whose key holds __session).
  res.setHeader("cache-control", SHARED_PAGE_CACHE);
  res.vary("Cookie");
  allowScripts(res, page.scriptHashes);
  endPrecompressed(req, res, page.body);
}

/**
 * Whether a request may have a shared page kept ahead of the middleware: no session cookie (a signed-in member
 * gets their own page; an unreadable cookie is cleared by the session middleware), and an address that is one
 * (the page handler refuses any other, kept page or not).
 */
function isVisitorAtOurAddress(req: Request): boolean {
  if (hasSessionCookie(req)) return false;
  try {
    requestedOrigin(req);
    return true;
  } catch {
    return false;
  }
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
 * with its inline scripts allowed by their hashes, so that the same copy may be kept by Hosting's CDN too.
 */
export function createPageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build for a language's pages where it is not `build` (each language's browser bundle). */
  localeBuilds?: Partial<Record<Locale, ServerBuild>>;
  getLoadContext(req: Request, res: Response): RouterContextProvider;
  /** null renders every page afresh. */
  pageCache: PublicReadCache | null;
  /** Where a shared page is kept to be sent again ahead of the middleware it does not need (app.ts). */
  sharedPages?: PublicAnswers | null;
}) {
  const { build } = options;
  // Always production mode: in development mode React Router puts errors' messages and stack traces into the
  // page it sends. It logs them to the server's console either way. (Under Vite this also skips its critical-CSS
  // inlining, a development nicety.)
  const handleRequest = createRequestHandler(
    typeof build === "function" ? async () => withPageErrors(await build()) : withPageErrors(build),
    "production",
  );
  const localeHandlers = new Map(
    Object.entries(options.localeBuilds ?? {}).map(([locale, localeBuild]) => [
      locale,
      createRequestHandler(withPageErrors(localeBuild), "production"),
    ]),
  );
  const render = (
    req: Request,
    res: Response,
    origin: string,
    body: Uint8Array<ArrayBuffer> | null = null,
    method = req.method,
  ) => {
    const handle = localeHandlers.get(localeOfPath(req.path)) ?? handleRequest;
    return handle(toFetchRequest(req, res, origin, body, method), options.getLoadContext(req, res));
  };

  async function serveShared(
    req: Request,
    res: Response,
    origin: string,
    pageCache: PublicReadCache,
  ): Promise<void> {
    let ownResponse: globalThis.Response | undefined;
    // Read first: the page below is of this version or a later one, never an older one.
    const version = await pageCache.version();
    const page = await pageCache.read<SharedPage | typeof NOT_SHARED>(`page ${req.originalUrl}`, async () => {
      const response = await render(req, res, origin);
      if (!isShared(response)) {
        ownResponse = response;
        return NOT_SHARED;
      }
      const { html, scriptHashes } = isHtml(response.headers)
        ? await readDocument(response)
        : { html: await response.text(), scriptHashes: [] };
      const headers = [...response.headers].filter(
        ([name]) => name !== SHARED_PAGE_HEADER && name !== "content-length",
      );
      return { status: response.status, headers, body: precompressed(html), scriptHashes };
    });
    if (ownResponse) return send(res, ownResponse);
    if (page === NOT_SHARED) return send(res, await render(req, res, origin));
    options.sharedPages?.remember(req.originalUrl, {
      version,
      bytes: page.body.text.length + page.body.gzip.length,
      accepts: isVisitorAtOurAddress,
      send: (request, response) => sendSharedPage(request, response, page),
    });
    sendSharedPage(req, res, page);
  }

  /**
   * A posted form refused before its page's action saw it (cross-site, too large, not a readable form) answered as
   * the page's own error page, in its language and chrome, with the way back to the form: the page is rendered as
   * for a GET, and the public layout's loader throws the refusal (web/app/routes/public/layout.tsx). False when the
   * path is no such page (its answer was not the refusal): the caller answers as for any other request.
   */
  async function answerRefusal(req: Request, res: Response, refusal: AppError): Promise<boolean> {
    let origin: string;
    try {
      origin = requestedOrigin(req);
    } catch {
      return false;
    }
    res.locals.refusal = {
      status: refusal.status,
      body: { code: refusal.code, message: refusal.message, back: formPage(req, origin) },
    };
    let response: globalThis.Response;
    try {
      response = await render(req, res, origin, null, "GET");
    } catch (error) {
      // An address no page can have (toFetchRequest): answered as any other request.
      if (error instanceof AppError && error.status < 500) return false;
      throw error;
    }
    if (response.status !== refusal.status) {
      await response.body?.cancel();
      return false;
    }
    await send(res, response);
    return true;
  }

  const handler = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const { pageCache } = options;
      // Before the shared pages too: a request whose Host is not a host is refused alike, cached page or not.
      const origin = requestedOrigin(req);
      const readsOnly = req.method === "GET" || req.method === "HEAD";
      if (pageCache && req.method === "GET" && res.locals.user === null)
        await serveShared(req, res, origin, pageCache);
      else await send(res, await render(req, res, origin, readsOnly ? null : await readPageForm(req, res)));
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(handler, { answerRefusal });
}

/**
 * The page a refused form was on: the Referer when it is a page of ours (pages send it to their own origin only),
 * else the address the form was sent to, which is the form's own page for every page action.
 */
function formPage(req: Request, origin: string): string {
  const referer = URL.parse(req.get("referer") ?? "");
  const page = referer?.origin === origin ? referer : URL.parse(req.originalUrl, origin);
  if (!page) return "/";
  // One leading slash: "//host/…" would be another site's address.
  return page.pathname.replace(/^\/+/, "/") + page.search;
}
