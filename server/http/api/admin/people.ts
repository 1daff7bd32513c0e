import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";

/** Customers and premium plans. */
export function createAdminPeopleApi(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
