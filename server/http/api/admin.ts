import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "#server/deps.ts";
import { listContactMessages } from "#server/modules/contact/service.ts";
import { listListingsForModeration } from "#server/modules/moderation/queries.ts";
import { LISTING_STATUSES } from "#shared/values.ts";
import { requireAdmin } from "../authorize.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const moderationQuery = z.object({ status: z.enum(LISTING_STATUSES).default("pending"), page });
const inboxQuery = z.object({ page });

/** Admin-only reads and actions; every request is checked for the admin claim. */
export function createAdminApi({ db }: AppDeps): Router {
  const router = Router();
  router.use("/admin", requireAdmin);

  router.get("/admin/listings", async (req, res) => {
    res.set("cache-control", "no-store");
    res.json(await listListingsForModeration(db, moderationQuery.parse(req.query)));
  });

  router.get("/admin/contact-messages", async (req, res) => {
    res.set("cache-control", "no-store");
    res.json(await listContactMessages(db, inboxQuery.parse(req.query)));
  });

  return router;
}
