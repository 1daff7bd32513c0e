import { Router } from "express";
import type { AppDeps } from "../../app.ts";
import { listBanners, listCollections } from "../../modules/content/queries.ts";

/** Home-page content managed by admins: banner groups and featured collections. */
export function createContentApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/banners", async (_req, res) => {
    res.set("cache-control", "public, max-age=60");
    res.json({ banners: await listBanners(db) });
  });

  router.get("/collections", async (_req, res) => {
    res.set("cache-control", "public, max-age=60");
    res.json({ collections: await listCollections(db) });
  });

  return router;
}
