import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "#server/deps.ts";
import { listContactMessages } from "#server/modules/contact/service.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const inboxQuery = z.object({ page });

/** Records the admin reads: the contact messages inbox, the audit log and the development mail outbox. */
export function createAdminRecordsApi({ db }: AppDeps): Router {
  const router = Router();
  router.get("/admin/contact-messages", async (req, res) => {
    res.json(await listContactMessages(db, inboxQuery.parse(req.query)));
  });
  return router;
}
