// A request that waits on Firestore waits at most the database deadline (DATABASE_DEADLINE_MS): then its client
// gets a 503 in the page's language with Retry-After, never a hang, and nothing the request had not yet written
// is written (db/deadlines.ts). Public reads answered from memory never come near it
// (modules/search/sync.ts).
import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { withRequestDeadline } from "#server/db/deadlines.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { sendAppError } from "./error-handler.ts";

export function requestDeadline(options: {
  deadlineMs: number;
  logger: Logger;
  /** Requests whose own work is long (an upload's body arriving over a slow phone): they keep their own limits. */
  exempt?: (req: Request) => boolean;
}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (options.exempt?.(req)) {
      next();
      return;
    }
    const controller = new AbortController();
    // Bound to the request's context: the answer is in its language (http/request-locale.ts).
    const giveUp = AsyncResource.bind(() => {
      if (res.writableEnded || res.destroyed) return;
      controller.abort();
      res.locals.gaveUp = true;
      (req.log ?? options.logger).warn(
        { deadlineMs: options.deadlineMs, requestId: res.locals.requestId },
        "request gave up at its deadline",
      );
      if (res.headersSent) res.destroy();
      else sendAppError(req, res, AppError.unavailable());
    });
    const timer = setTimeout(giveUp, options.deadlineMs);
    // On finish, not close: a response has close listeners enough (Node warns past ten, as under the Functions
    // Framework); when a client leaves instead, the timer finds it gone and does nothing.
    res.once("finish", () => clearTimeout(timer));
    withRequestDeadline(controller.signal, next);
  };
}
