import { Router } from "express";
import * as z from "zod/mini";
import type { AppDeps } from "#server/deps.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { completeSignup, deleteAccount, updateProfile } from "#server/modules/accounts/service.ts";
import { editProfileSchema, signupProfileSchema } from "#shared/forms/account.ts";
import { LOCALES } from "#shared/locale.ts";
import { m } from "#shared/paraglide/messages.js";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";
import { clearSessionCookie } from "../session.ts";

const signupBody = z.extend(signupProfileSchema, {
  idToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** The sign-up page's language: the member's e-mails are written in it. */
  locale: z.optional(z.enum(LOCALES, { message: "locale must be en or ta" })),
});

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
    await updateProfile(db, { userId: user.id, input: editProfileSchema.parse(req.body) });
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
