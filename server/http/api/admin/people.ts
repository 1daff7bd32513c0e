import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { listCustomers } from "#server/modules/customers/queries.ts";
import { deleteCustomer } from "#server/modules/customers/service.ts";
import { listPlansForAdmin } from "#server/modules/plans/queries.ts";
import { createPlan, deletePlan, updatePlan } from "#server/modules/plans/service.ts";
import { customersQuery, planBody } from "#shared/api/admin/people.ts";
import { requireUser } from "../../authorize.ts";

/** Customers and premium plans (the admin claim is checked by admin.ts before any of these). */
export function createAdminPeopleApi({ db, auth, storage }: AppDeps): Router {
  const router = Router();

  router.get("/admin/customers", async (req, res) => {
    res.json(await listCustomers(db, customersQuery.parse(req.query)));
  });

  router.delete("/admin/customers/:id", async (req, res) => {
    const actor = requireUser(res);
    await deleteCustomer(db, {
      auth,
      storage,
      actor,
      customerId: req.params.id,
      requestId: res.locals.requestId,
    });
    res.status(204).end();
  });

  router.get("/admin/plans", async (_req, res) => {
    res.json(await listPlansForAdmin(db));
  });

  router.post("/admin/plans", async (req, res) => {
    const plan = planBody.parse(req.body);
    const actorId = requireUser(res).id;
    res.status(201).json({ plan: await createPlan(db, { actorId, plan, requestId: res.locals.requestId }) });
  });

  router.put("/admin/plans/:id", async (req, res) => {
    const plan = planBody.parse(req.body);
    const actorId = requireUser(res).id;
    const requestId = res.locals.requestId;
    res.json({ plan: await updatePlan(db, { actorId, planId: req.params.id, plan, requestId }) });
  });

  router.delete("/admin/plans/:id", async (req, res) => {
    const actorId = requireUser(res).id;
    const requestId = res.locals.requestId;
    res.json({ outcome: await deletePlan(db, { actorId, planId: req.params.id, requestId }) });
  });

  return router;
}
