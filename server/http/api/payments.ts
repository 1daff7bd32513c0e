import { Router } from "express";
import { createPaymentGateway } from "#server/adapters/payments/create.ts";
import type { ApiDeps } from "#server/deps.ts";
import { createOrder, verifyCheckout } from "#server/modules/payments/service.ts";
import { listPlansOnSale, planOnSaleOf } from "#server/modules/plans/queries.ts";
import { orderBody, verifyBody } from "#shared/api/payments.ts";
import { requireUser } from "../authorize.ts";

/** Plans on sale, and buying one: the order from the stored plan, then the Checkout callback verified. */
export function createPaymentsApi({ db, config, ...deps }: ApiDeps): Router {
  const router = Router();
  const payments = deps.payments ?? createPaymentGateway(config);

  router.get("/plans", async (_req, res) => {
    const plans = await listPlansOnSale(db);
    res.json({ plans: plans.map(planOnSaleOf) });
  });

  router.post("/orders", async (req, res) => {
    const user = requireUser(res);
    const { planId } = orderBody.parse(req.body);
    res.status(201).json(await createOrder(db, { gateway: payments, userId: user.id, planId }));
  });

  router.post("/orders/:id/verify", async (req, res) => {
    const user = requireUser(res);
    const { paymentId, signature } = verifyBody.parse(req.body);
    const result = await verifyCheckout(db, {
      gateway: payments,
      userId: user.id,
      orderId: req.params.id,
      paymentId,
      signature,
    });
    res.set("cache-control", "private, no-store");
    res.json(result);
  });

  return router;
}
