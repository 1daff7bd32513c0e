import { type NextFunction, type Request, type Response, Router } from "express";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import type { AppDeps } from "#server/deps.ts";
import { answerHold } from "#server/modules/reports/answer.ts";
import { listReportedListings } from "#server/modules/reports/queries.ts";
import { dismissReports, reportListing } from "#server/modules/reports/service.ts";
import { type ReporterStanding, reporterStanding, reportLimitKey } from "#server/modules/reports/standing.ts";
import { REPORT_MESSAGES } from "#shared/forms/report.ts";
import { requireMember, requireUser } from "../authorize.ts";
import { clientAddressKey, DEFAULT_RATE_LIMITS, limitRequests } from "../rate-limits.ts";

/**
 * Report a listing: signed-in members, once each, a few an hour per phone number (or per network, for a member
 * without one); the owner's answer to a hold.
 */
export function createReportsApi({
  db,
  auth,
  config,
  logger,
  mailer = outboxMailer,
  rateLimits = DEFAULT_RATE_LIMITS,
}: AppDeps): Router {
  const router = Router();
  const standings = new WeakMap<Response, ReporterStanding>();
  const standingOf = (res: Response): ReporterStanding =>
    standings.get(res) ?? { since: null, phoneKey: null };
  // Asked of Firebase at each report: a phone number linked since the session began counts at once.
  const readStanding = async (_req: Request, res: Response, next: NextFunction) => {
    standings.set(res, reporterStanding(await auth.getAccount(requireUser(res).id)));
    next();
  };
  const reportLimit = limitRequests({
    limit: rateLimits.reportsPerHour ?? DEFAULT_RATE_LIMITS.reportsPerHour!,
    windowMs: 60 * 60 * 1000,
    message: REPORT_MESSAGES.tooMany,
    key: (req, res) => reportLimitKey(standingOf(res), clientAddressKey(req)),
  });

  router.post(
    "/listings/:id/reports",
    requireMember,
    readStanding,
    reportLimit,
    async (req: Request<{ id: string }>, res) => {
      const answer = await reportListing(db, {
        reporterId: requireUser(res).id,
        standing: standingOf(res),
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

  router.post("/listings/:id/reports/answer", async (req: Request<{ id: string }>, res) => {
    res.json(
      await answerHold(db, {
        ownerId: requireUser(res).id,
        listingId: req.params.id,
        body: req.body,
        requestId: res.locals.requestId,
      }),
    );
  });
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
