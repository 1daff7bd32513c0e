import { type Request, Router } from "express";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import type { AppDeps } from "#server/deps.ts";
import { dismissReports, listReportedListings, reportListing } from "#server/modules/reports/service.ts";
import { REPORT_MESSAGES } from "#shared/forms/report.ts";
import { requireMember, requireUser } from "../authorize.ts";
import { DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";

/** Report a listing: signed-in members, once each, a few an hour. */
export function createReportsApi({
  db,
  config,
  logger,
  mailer = outboxMailer,
  rateLimits = DEFAULT_RATE_LIMITS,
}: AppDeps): Router {
  const router = Router();
  const reportLimit = limitRequests({
    limit: rateLimits.reportsPerHour ?? DEFAULT_RATE_LIMITS.reportsPerHour!,
    windowMs: 60 * 60 * 1000,
    message: REPORT_MESSAGES.tooMany(),
    key: (_req, res) => `member ${requireUser(res).id}`,
  });

  router.post(
    "/listings/:id/reports",
    requireMember,
    reportLimit,
    async (req: Request<{ id: string }>, res) => {
      const answer = await reportListing(db, {
        reporterId: requireUser(res).id,
        listingId: req.params.id,
        body: req.body,
        hideAfter: config.reportsToHide,
        mailer,
        logger,
        siteUrl: config.publicUrl,
      });
      res.status(201).json(answer);
    },
  );
  return router;
}

/** The admin's queue of reported listings, and dismissing a listing's reports (mounted behind requireAdmin). */
export function createAdminReportsApi({ db }: AppDeps): Router {
  const router = Router();
  router.get("/admin/reports", async (_req, res) => {
    res.json({ listings: await listReportedListings(db) });
  });

  router.post("/admin/reports/:listingId/dismiss", async (req, res) => {
    res.json(
      await dismissReports(db, {
        actorId: requireUser(res).id,
        listingId: req.params.listingId,
        requestId: res.locals.requestId,
      }),
    );
  });

  return router;
}
