import express, { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { AppDeps } from "../app.ts";
import { endSession, startSession } from "../modules/accounts/session.ts";
import { listNewestListings } from "../modules/listings/queries.ts";
import { AppError } from "./errors.ts";
import { SESSION_COOKIE, sessionCookieOptions } from "./session.ts";

const startSessionBody = z.object({ idToken: z.string().min(1).max(4096) });
const newestQuery = z.object({
  types: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(["sell", "rent", "lease"], { message: "types must be Sell, Rent or Lease" })),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The JSON API. Each handler: parse with zod, authorise, call one service, respond. */
export function createApiRouter(deps: AppDeps): Router {
  const { db, auth, config } = deps;
  const router = Router();
  router.use(express.json({ limit: "100kb" }));

  router.post("/session", async (req, res) => {
    const { idToken } = startSessionBody.parse(req.body);
    const maxAgeMs = config.sessionDays * 24 * 60 * 60 * 1000;
    const { sessionCookie, user } = await startSession({ db, auth, idToken, maxAgeMs });
    res.cookie(
      SESSION_COOKIE,
      sessionCookie,
      sessionCookieOptions({ secure: config.isProduction, maxAgeMs }),
    );
    res.json({ user });
  });

  router.delete("/session", async (_req, res) => {
    if (res.locals.user) await endSession({ auth, uid: res.locals.user.uid });
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions({ secure: config.isProduction }));
    res.status(204).end();
  });

  router.get("/me", (_req, res) => {
    if (!res.locals.user) throw AppError.unauthorized();
    res.json({ user: res.locals.user });
  });

  router.get("/listings/newest", async (req, res) => {
    const { types, limit } = newestQuery.parse(req.query);
    res.json({ listings: await listNewestListings(db, { types, limit }) });
  });

  return router;
}

export function apiNotFound(req: Request, _res: Response): never {
  throw AppError.notFound(`No API route for ${req.method} ${req.path}.`);
}
