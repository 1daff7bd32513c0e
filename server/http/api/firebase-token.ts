import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { requireUser } from "../authorize.ts";

/**
 * A Firebase custom token for the signed-in member. Our session is the `__session` cookie, which the web SDK
 * cannot use; with this token the browser signs in to Firebase as the same uid, so the security rules let it
 * read that member's live data (wishlist, own listings) and nothing else.
 */
export function createFirebaseTokenApi({ auth }: AppDeps): Router {
  const router = Router();

  router.post("/session/firebase-token", async (_req, res) => {
    const user = requireUser(res);
    const token = await auth.createCustomToken(user.id, user.isAdmin ? { admin: true } : undefined);
    res.set("cache-control", "no-store");
    res.json({ token });
  });

  return router;
}
