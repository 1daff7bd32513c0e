import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { listRateSetsForAdmin } from "#server/modules/rates/queries.ts";
import { createRates, deleteRates, updateRates } from "#server/modules/rates/service.ts";
import { ratesBody } from "#shared/api/rates.ts";
import { requireUser } from "../../authorize.ts";

/** The registration rates table (the admin claim is checked by admin.ts before any of these). */
export function createAdminRatesApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/admin/rates", async (_req, res) => {
    res.json(await listRateSetsForAdmin(db));
  });

  router.post("/admin/rates", async (req, res) => {
    const rates = ratesBody.parse(req.body);
    const actorId = requireUser(res).id;
    res
      .status(201)
      .json({ rates: await createRates(db, { actorId, rates, requestId: res.locals.requestId }) });
  });

  router.put("/admin/rates/:id", async (req, res) => {
    const rates = ratesBody.parse(req.body);
    const actorId = requireUser(res).id;
    const requestId = res.locals.requestId;
    res.json({ rates: await updateRates(db, { actorId, ratesId: req.params.id, rates, requestId }) });
  });

  router.delete("/admin/rates/:id", async (req, res) => {
    const actorId = requireUser(res).id;
    const requestId = res.locals.requestId;
    res.json({ outcome: await deleteRates(db, { actorId, ratesId: req.params.id, requestId }) });
  });

  return router;
}
