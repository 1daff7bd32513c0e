import { Router } from "express";
import type { AppDeps } from "#server/deps.ts";

/** Home-page content: banner groups and featured collections. */
export function createAdminContentApi(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
