import type { ErrorRequestHandler, Request, Response } from "express";
import { $ZodError } from "zod/v4/core";
import { databaseUnavailable } from "#server/db/firestore.ts";
import { type ApiErrorBody, AppError } from "#server/errors.ts";
import { localizedPath } from "#shared/locale-paths.ts";
import { m } from "#shared/paraglide/messages.js";
import { getLocale } from "#shared/paraglide/runtime.js";
import { HOME_PATH } from "#shared/paths.ts";
import type { Logger } from "../logger.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Turns any error into a response: AppError keeps its status and message; anything else is a 500 that says nothing. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Any zod error, of the full API or of zod/mini (the shared form schemas).
  if (error instanceof $ZodError) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.join(".") || "_";
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    return AppError.badRequest(m["form.fixErrors"](), fieldErrors);
  }
  if (databaseUnavailable(error)) return AppError.unavailable(error);
  // Body-parser and friends mark client mistakes with a 4xx status.
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = Number((error as { status: unknown }).status);
    if (status >= 400 && status < 500) {
      const message = status === 413 ? m["error.tooLarge"]() : m["error.badRequest"]();
      return new AppError({
        status,
        code: status === 413 ? "too_large" : "bad_request",
        message,
        cause: error,
      });
    }
  }
  return new AppError({
    status: 500,
    code: "internal",
    message: m["error.internal"](),
    cause: error,
  });
}

/** Whether the client has gone (closed the connection): nothing can be sent, and it is not the server's failure. */
function clientGone(req: Request, res: Response): boolean {
  return res.destroyed || req.socket.destroyed;
}

/** Whether the answer is JSON: for the API, and for clients that want JSON. */
const wantsJson = (req: Request) => req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json";

/** A page's form posted by the browser itself (not the API, nor the app's own data requests, *.data). */
const isPageForm = (req: Request) =>
  req.method !== "GET" && req.method !== "HEAD" && !wantsJson(req) && !req.path.endsWith(".data");

/** The answer to a refusal or failure: JSON for the API (and clients that want JSON), else a page in the page's language. */
export function sendAppError(req: Request, res: Response, appError: AppError): void {
  res.status(appError.status);
  if (appError.retryAfterSeconds !== undefined) {
    res.setHeader("retry-after", String(appError.retryAfterSeconds));
    // A refusal for now, never to be kept by a cache.
    res.setHeader("cache-control", "no-store");
  }
  if (wantsJson(req)) {
    const body: ApiErrorBody = {
      error: {
        code: appError.code,
        message: appError.message,
        fieldErrors: appError.fieldErrors,
        requestId: res.locals.requestId,
      },
    };
    res.json(body);
    return;
  }
  const title =
    appError.status === 503
      ? m["error.unavailableTitle"]()
      : isPageForm(req) && appError.status < 500
        ? m["error.refusedTitle"]()
        : String(appError.status);
  // A refused form's way back: the address it was sent to, a page's own (with one leading slash, never "//host").
  const back = isPageForm(req)
    ? `<a href="${escapeHtml(req.path.replace(/^\/+/, "/"))}">${escapeHtml(m["error.backToPage"]())}</a> · `
    : "";
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${getLocale()}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(appError.message)}</p><p>${back}<a href="${localizedPath(HOME_PATH)}">${escapeHtml(m["notFound.home"]())}</a></p></body></html>`,
    );
}

/** Answers a posted form's refusal as its page (http/pages.ts answerRefusal); false when that page cannot. */
export type AnswerRefusal = (req: Request, res: Response, refusal: AppError) => Promise<boolean>;

export function errorHandler(options: {
  logger: Logger;
  isProduction: boolean;
  answerRefusal?: AnswerRefusal | undefined;
}): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // The request's own logger (pino-http's) when there is one, so the entry carries the request and its trace.
    const log = req.log ?? options.logger;
    // A client that went away, or a request already answered 503 by its deadline (http/deadline.ts): the request's
    // own log entry says so ("request aborted", or the deadline's warning); what failed after is no news.
    if (clientGone(req, res) || res.locals.gaveUp) {
      log.debug(
        { err: error, requestId: res.locals.requestId },
        "request failed after its client was answered or gone",
      );
      if (!res.writableEnded) res.destroy();
      return;
    }
    const appError = toAppError(error);
    // A database that did not answer in time is a fault to watch, not a defect.
    if (res.headersSent || appError.status >= 500)
      log[appError.status === 503 ? "warn" : "error"](
        { err: error, requestId: res.locals.requestId },
        "request failed",
      );
    if (res.headersSent) {
      // Half an answer cannot become an error page: end the connection, so the client sees that it failed.
      res.destroy();
      return;
    }
    const { answerRefusal } = options;
    if (answerRefusal && isPageForm(req) && appError.status < 500) {
      answerRefusal(req, res, appError).then(
        (answered) => {
          if (!answered && !res.headersSent) sendAppError(req, res, appError);
        },
        (failure: unknown) => {
          log.error({ err: failure, requestId: res.locals.requestId }, "a refused form's page failed");
          if (res.headersSent) res.destroy();
          else sendAppError(req, res, appError);
        },
      );
      return;
    }
    sendAppError(req, res, appError);
  };
}
