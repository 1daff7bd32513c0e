import { type NextFunction, type Request, type Response, Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { setMemberLocale } from "#server/modules/accounts/service.ts";
import { endSession, startSession } from "#server/modules/accounts/session.ts";
import { localeBody, sessionBody } from "#shared/api/session.ts";
import { m } from "#shared/paraglide/messages.js";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from "../session.ts";

/** Sign-in (ID token → `__session` cookie), sign-out, who am I, and the member's language. */
export function createSessionApi({ db, auth, storage, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const signInLimit = limitRequests({
    // A test's own numbers, else the setting (SIGN_IN_LIMIT).
    limit: rateLimits?.signInPer15Minutes ?? config.signInLimit,
    windowMs: 15 * 60 * 1000,
    message: m["login.error.tooManyRequests"],
  });
  const membersOnly = (_req: Request, res: Response, next: NextFunction) => {
    requireUser(res);
    next();
  };
  const localeLimit = limitRequests({
    limit: rateLimits?.localeChangesPer10Minutes ?? DEFAULT_RATE_LIMITS.localeChangesPer10Minutes!,
    windowMs: 10 * 60 * 1000,
    message: m["account.tooManyRequests"],
    key: (_req, res) => `member ${requireUser(res).id}`,
  });

  router.post("/session", signInLimit, async (req, res) => {
    const { idToken, locale } = sessionBody.parse(req.body);
    const maxAgeMs = config.sessionDays * 24 * 60 * 60 * 1000;
    const { sessionCookie, user } = await startSession(db, { auth, storage, idToken, maxAgeMs, locale });
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

  // The language switch's keepalive request: the e-mails the server writes a member follow the language they use.
  router.put("/me/locale", membersOnly, localeLimit, async (req, res) => {
    const user = requireUser(res);
    await setMemberLocale(db, { userId: user.id, locale: localeBody.parse(req.body).locale });
    res.status(204).end();
  });

  return router;
}
