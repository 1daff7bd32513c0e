import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "#server/deps.ts";
import { listListingsForModeration } from "#server/modules/moderation/queries.ts";
import { LISTING_STATUSES } from "#shared/values.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const moderationQuery = z.object({ status: z.enum(LISTING_STATUSES).default("pending"), page });

/** Moderation: the lists of listings by state, and the decisions on them. */
export function createAdminListingsApi({ db }: AppDeps): Router {
  const router = Router();
  router.get("/admin/listings", async (req, res) => {
    res.json(await listListingsForModeration(db, moderationQuery.parse(req.query)));
  });
  return router;
}
