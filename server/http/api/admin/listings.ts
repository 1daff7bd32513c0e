import { type Request, type Response, Router } from "express";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import type { AppDeps } from "#server/deps.ts";
import {
  getListingForReview,
  listListingsForModeration,
  nextPendingListingId,
} from "#server/modules/moderation/queries.ts";
import { approveListing, rejectListing } from "#server/modules/moderation/service.ts";
import { decisionBody, moderationQuery } from "#shared/api/admin/listings.ts";
import { requireUser } from "../../authorize.ts";

/** Single-valued parameters, the first value of each (a repeated `types` is not an array here). */
const firstValues = (req: Request) =>
  Object.fromEntries(new URL(req.originalUrl, "http://localhost").searchParams);

/** Moderation: the lists of listings by state, one listing for review, and the decisions on them. */
export function createAdminListingsApi({
  db,
  config,
  logger,
  storage,
  mailer = outboxMailer,
}: AppDeps): Router {
  const router = Router();
  const decision = (req: Request<{ id: string }>, res: Response) => ({
    actor: requireUser(res),
    listingId: req.params.id,
    expectedStatus: decisionBody.parse(req.body ?? {}).expectedStatus,
    requestId: res.locals.requestId,
    mailer,
    storage,
    logger,
    siteUrl: config.publicUrl,
  });

  router.get("/admin/listings", async (req, res) => {
    res.json(await listListingsForModeration(db, { ...moderationQuery.parse(firstValues(req)), storage }));
  });

  router.get("/admin/listings/:id", async (req, res) => {
    res.json(await getListingForReview(db, { listingId: req.params.id, storage }));
  });

  router.post("/admin/listings/:id/approve", async (req, res) => {
    const decided = await approveListing(db, decision(req, res));
    res.json({ ...decided, nextPendingId: await nextPendingListingId(db, { excludeId: req.params.id }) });
  });

  router.post("/admin/listings/:id/reject", async (req, res) => {
    const reason: unknown = (req.body as { reason?: unknown } | undefined)?.reason;
    const decided = await rejectListing(db, { ...decision(req, res), reason });
    res.json({ ...decided, nextPendingId: await nextPendingListingId(db, { excludeId: req.params.id }) });
  });

  return router;
}
