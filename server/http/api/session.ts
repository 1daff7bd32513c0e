import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "#server/deps.ts";
import { endSession, startSession } from "#server/modules/accounts/session.ts";
import { requireUser } from "../authorize.ts";
import { limitRequests } from "../rate-limits.ts";
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from "../session.ts";

const startSessionBody = z.object({ idToken: z.string().min(1).max(4096) });

/** Sign-in (ID token → `__session` cookie), sign-out, and who am I. */
export function createSessionApi({ db, auth, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const signInLimit = limitRequests({
    // A test's own numbers, else the setting (SIGN_IN_LIMIT).
    limit: rateLimits?.signInPer15Minutes ?? config.signInLimit,
    windowMs: 15 * 60 * 1000,
    message: "Too many attempts. Please wait a few minutes and try again.",
  });

  router.post("/session", signInLimit, async (req, res) => {
    const { idToken } = startSessionBody.parse(req.body);
    const maxAgeMs = config.sessionDays * 24 * 60 * 60 * 1000;
    const { sessionCookie, user } = await startSession(db, { auth, idToken, maxAgeMs });
    res.cookie(
      SESSION_COOKIE,
      sessionCookie,
      sessionCookieOptions({ secure: config.isProduction, maxAgeMs }),
    );
    res.json({ user });
  });

  router.delete("/session", async (_req, res) => {
    const { user, sessionId } = res.locals;
    if (user && sessionId) await endSession(db, { auth, uid: user.id, sessionId });
    clearSessionCookie(res, { secure: config.isProduction });
    res.status(204).end();
  });

  router.get("/me", (_req, res) => {
    res.json({ user: requireUser(res) });
  });

  return router;
}
