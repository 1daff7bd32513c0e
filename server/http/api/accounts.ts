import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { completeSignup, deleteAccount, updateProfile } from "#server/modules/accounts/service.ts";
import { profileBody, signupBody } from "#shared/api/session.ts";
import { m } from "#shared/paraglide/messages.js";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";
import { clearSessionCookie } from "../session.ts";

/** Sign-up details and the signed-in member's own profile. */
export function createAccountsApi({
  db,
  auth,
  storage,
  config,
  rateLimits = DEFAULT_RATE_LIMITS,
}: AppDeps): Router {
  const router = Router();
  const signUpLimit = limitRequests({
    limit: rateLimits.signUpPerHour,
    windowMs: 60 * 60 * 1000,
    message: m["account.tooManySignUps"],
  });

  router.post("/accounts", signUpLimit, async (req, res) => {
    const { idToken, locale, ...profile } = signupBody.parse(req.body);
    await completeSignup(db, { auth, storage, idToken, profile, locale });
    res.status(201).json({ ok: true });
  });

  router.get("/profile", async (_req, res) => {
    res.set("cache-control", "private, no-store");
    res.json({ profile: await getProfile(db, { userId: requireUser(res).id }) });
  });

  router.put("/profile", async (req, res) => {
    const user = requireUser(res);
    await updateProfile(db, { userId: user.id, input: profileBody.parse(req.body) });
    res.json({ profile: await getProfile(db, { userId: user.id }) });
  });

  router.delete("/profile", async (_req, res) => {
    const user = requireUser(res);
    await deleteAccount(db, { auth, storage, userId: user.id });
    clearSessionCookie(res, { secure: config.isProduction });
    res.status(204).end();
  });

  return router;
}
