import { type Request, Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { revealContact } from "#server/modules/reveals/service.ts";
import { REVEAL_MESSAGES } from "#shared/reveals.ts";
import { requireMember, requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";

/** Contact owner: the owner's details for the owner, admins and members with a plan, each reveal recorded. */
export function createRevealsApi({ db, rateLimits = DEFAULT_RATE_LIMITS }: ApiDeps): Router {
  const router = Router();
  const revealLimit = limitRequests({
    limit: rateLimits.revealsPer10Minutes ?? DEFAULT_RATE_LIMITS.revealsPer10Minutes!,
    windowMs: 10 * 60 * 1000,
    message: REVEAL_MESSAGES.tooMany,
    key: (_req, res) => `member ${requireUser(res).id}`,
  });

  router.post(
    "/listings/:id/contact",
    requireMember,
    revealLimit,
    async (req: Request<{ id: string }>, res) => {
      const user = requireUser(res);
      const contact = await revealContact(db, {
        viewer: { id: user.id, isAdmin: user.isAdmin },
        listingId: req.params.id,
      });
      res.set("cache-control", "private, no-store");
      res.json(contact);
    },
  );

  return router;
}
