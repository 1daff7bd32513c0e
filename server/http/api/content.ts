import { Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { sendPublicAnswer } from "../public-answers.ts";

/** Home-page content managed by admins: banner groups and featured collections. */
export function createContentApi(deps: ApiDeps): Router {
  const { reads } = deps;
  const router = Router();

  router.get("/banners", async (req, res) => {
    await sendPublicAnswer(req, res, deps, {
      key: "banners",
      build: async () => ({ banners: await reads.banners() }),
    });
  });

  router.get("/collections", async (req, res) => {
    await sendPublicAnswer(req, res, deps, {
      key: "collections",
      build: async () => ({ collections: await reads.collections() }),
    });
  });

  return router;
}
