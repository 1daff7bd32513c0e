import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { listOrdersForAdmin } from "#server/modules/payments/admin-queries.ts";
import { paymentsQuery } from "#shared/api/admin/records.ts";
import { m } from "#shared/paraglide/messages.js";

/** The payments list (the admin claim is checked by admin.ts first): filters, totals, newest first, paged. */
export function createAdminPaymentsApi({ db }: AppDeps): Router {
  const router = Router();
  router.get("/admin/payments", async (req, res) => {
    const parsed = paymentsQuery.safeParse(req.query);
    if (!parsed.success)
      throw AppError.badRequest(parsed.error.issues[0]?.message ?? m["adminPayments.invalidFilter"]());
    res.json(await listOrdersForAdmin(db, parsed.data));
  });
  return router;
}
