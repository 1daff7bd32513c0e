import { Router } from "express";
import * as z from "zod/mini";
import type { AppDeps } from "#server/app.ts";
import { deleteAccount } from "#server/modules/accounts/delete-account.ts";
import { completeSignup, getProfile, updateProfile } from "#server/modules/accounts/profile.ts";
import { editProfileSchema, signupProfileSchema } from "#shared/forms/account.ts";
import { requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";
import { SESSION_COOKIE } from "../session.ts";

const signupBody = z.extend(signupProfileSchema, {
  idToken: z.string().check(z.minLength(1), z.maxLength(4096)),
});

/** Sign-up details and the signed-in member's own profile. */
export function createAccountsApi({ db, auth, rateLimits = DEFAULT_RATE_LIMITS }: AppDeps): Router {
  const router = Router();
  const signUpLimit = limitRequests({
    limit: rateLimits.signUpPerHour,
    windowMs: 60 * 60 * 1000,
    message: "Too many sign-ups from this network. Please try again later.",
  });

  router.post("/accounts", signUpLimit, async (req, res) => {
    const { idToken, ...profile } = signupBody.parse(req.body);
    await completeSignup({ db, auth, idToken, profile });
    res.status(201).json({ ok: true });
  });

  router.get("/profile", async (_req, res) => {
    res.set("cache-control", "private, no-store");
    res.json({ profile: await getProfile(db, requireUser(res).id) });
  });

  router.put("/profile", async (req, res) => {
    const user = requireUser(res);
    await updateProfile(db, user.id, editProfileSchema.parse(req.body));
    res.json({ profile: await getProfile(db, user.id) });
  });

  router.delete("/profile", async (_req, res) => {
    const user = requireUser(res);
    await deleteAccount({ db, auth, userId: user.id, uid: user.uid });
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.status(204).end();
  });

  return router;
}
