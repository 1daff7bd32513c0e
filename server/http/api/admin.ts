import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { countDashboard } from "#server/modules/moderation/dashboard.ts";
import { requireAdmin } from "../authorize.ts";
import { createAdminContentApi } from "./admin/content.ts";
import { createAdminListingsApi } from "./admin/listings.ts";
import { createAdminPaymentsApi } from "./admin/payments.ts";
import { createAdminPeopleApi } from "./admin/people.ts";
import { createAdminRatesApi } from "./admin/rates.ts";
import { createAdminRecordsApi } from "./admin/records.ts";
import { createAdminReportsApi } from "./reports.ts";

/** The admin API: every request under /admin is checked for the `admin` claim before any route sees it. */
export function createAdminApi(deps: AppDeps): Router {
  const router = Router();
  router.use("/admin", requireAdmin, (_req, res, next) => {
    res.set("cache-control", "no-store");
    next();
  });

  router.get("/admin/counts", async (_req, res) => {
    res.json(await countDashboard(deps.db));
  });

  router.use(createAdminListingsApi(deps));
  router.use(createAdminPeopleApi(deps));
  router.use(createAdminRatesApi(deps));
  router.use(createAdminContentApi(deps));
  router.use(createAdminRecordsApi(deps));
  router.use(createAdminPaymentsApi(deps));
  router.use(createAdminReportsApi(deps));
  return router;
}
