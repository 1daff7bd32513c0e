import type { Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { AppError } from "#server/errors.ts";

/** Requests allowed per client address in each window; tests pass smaller numbers. */
export interface RateLimits {
  signInPer15Minutes: number;
  signUpPerHour: number;
  /** Per signed-in member: a listing holds 15 files, so 60 is four full listings, retries included. */
  uploadsPer10Minutes?: number;
  /** Per signed-in member: owners' contacts shown (POST /listings/{id}/contact). */
  revealsPer10Minutes?: number;
  /** Per verified phone number, or per client address for a member without one: listings reported. */
  reportsPerHour?: number;
  /** Per signed-in member: language switches remembered (PUT /me/locale). */
  localeChangesPer10Minutes?: number;
  /** Per signed-in member: uploads through the server being read or processed at once; one more is 429. */
  uploadsAtOnce?: number;
  /** An upload body that moves no byte for this long is given up (408, or 503 when it waited for memory). */
  uploadIdleMs?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPer15Minutes: 30,
  signUpPerHour: 10,
  uploadsPer10Minutes: 60,
  revealsPer10Minutes: 30,
  reportsPerHour: 10,
  localeChangesPer10Minutes: 30,
  uploadsAtOnce: 3,
  uploadIdleMs: 30_000,
};

/**
 * The client's address (an IPv6 client by its /56, as it may hold many), or one shared bucket when the server cannot
 * tell: the Functions emulator's runtime listens on a socket and its proxy sends no X-Forwarded-For.
 */
export function clientAddressKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip) : "address unknown";
}

/**
 * A per-address limit that answers 429 in the API's error shape. The counts live in this process: with several
 * instances each keeps its own, which still bounds guessing; Firebase Auth adds its own limits behind ours.
 */
export function limitRequests(options: {
  limit: number;
  windowMs: number;
  /** The refusal, as a message: it is read per request, in that request's language. */
  message: () => string;
  /** What to count by, when not the client's address (e.g. the signed-in member, who may move between networks). */
  key?: (req: Request, res: Response) => string;
}) {
  return rateLimit({
    keyGenerator: options.key ?? clientAddressKey,
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Our proxies speak X-Forwarded-For (TRUST_PROXY_HOPS); a client's own Forwarded header is not worth a log.
    validate: { forwardedHeader: false, ip: false },
    handler: (_req, _res, next) => {
      next(new AppError({ status: 429, code: "rate_limited", message: options.message() }));
    },
  });
}
