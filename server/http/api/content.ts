import { Router } from "express";
import type { ApiDeps } from "../../app.ts";

/** Home-page content managed by admins: banner groups and featured collections. */
export function createContentApi({ reads }: ApiDeps): Router {
  const router = Router();

  router.get("/banners", async (_req, res) => {
    res.set("cache-control", "public, max-age=60");
    res.json({ banners: await reads.banners() });
  });

  router.get("/collections", async (_req, res) => {
    res.set("cache-control", "public, max-age=60");
    res.json({ collections: await reads.collections() });
  });

  return router;
}
