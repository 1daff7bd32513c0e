import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { CONTACT_MESSAGES, submitContactMessage } from "#server/modules/contact/service.ts";
import { issueFormToken } from "#server/modules/contact/spam.ts";

/**
 * The Contact form for JSON clients: fetch a form token, then post the five fields with it (and the empty
 * honeypot). The answers match the page's: 201, or 400 with field errors, or 429.
 */
export function createContactApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/contact/form-token", (_req, res) => {
    res.set("cache-control", "no-store");
    res.json({ formToken: issueFormToken(Date.now()) });
  });

  router.post("/contact", async (req, res) => {
    const body: unknown = req.body;
    const input = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    // A bot that filled the honeypot gets this same answer; nothing was kept.
    await submitContactMessage(db, {
      input,
      ip: req.ip ?? null,
      userId: res.locals.user?.id ?? null,
      requestId: res.locals.requestId,
    });
    res.status(201).json({ ok: true, message: CONTACT_MESSAGES.success() });
  });

  return router;
}
