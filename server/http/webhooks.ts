// Payment webhooks, mounted in app.ts ahead of the session, the same-origin check and the JSON parser: the
// gateway signs the raw bytes, sends no cookie and no Origin. Only the configured gateway's path is in service.
import express, { Router } from "express";
import type { PaymentGateway } from "#server/adapters/payments/gateway.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { handleWebhook } from "#server/modules/payments/webhook.ts";
import { PAYMENT_PROVIDERS } from "#shared/values.ts";

export function createWebhooksRouter(deps: { db: Db; logger: Logger; payments: PaymentGateway }): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: "1mb" });
  for (const provider of PAYMENT_PROVIDERS) {
    router.post(`/webhooks/${provider}`, rawBody, async (req, res) => {
      if (provider !== deps.payments.provider)
        throw AppError.notFound(`The ${provider} gateway is not in use here.`);
      const result = await handleWebhook(deps.db, {
        gateway: deps.payments,
        logger: deps.logger,
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        signature: req.get("x-razorpay-signature"),
        eventId: req.get("x-razorpay-event-id"),
      });
      res.json({ ok: true, result });
    });
  }
  return router;
}
