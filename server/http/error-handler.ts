import type { ErrorRequestHandler } from "express";
import { $ZodError } from "zod/v4/core";
import { type ApiErrorBody, AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
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
  // Body-parser and friends mark client mistakes with a 4xx status.
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = Number((error as { status: unknown }).status);
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "The request is too large." : "The request could not be understood.";
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
    message: "Something went wrong on our side. Please try again.",
    cause: error,
  });
}

export function errorHandler(options: { logger: Logger; isProduction: boolean }): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    // The request's own logger (pino-http's) when there is one, so the entry carries the request and its trace.
    if (appError.status >= 500)
      (req.log ?? options.logger).error({ err: error, requestId: res.locals.requestId }, "request failed");
    res.status(appError.status);
    if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
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
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nilam</title><body><h1>${appError.status}</h1><p>${escapeHtml(appError.message)}</p><p><a href="/common/Sell">Go to the home page</a></p></body></html>`,
      );
  };
}
