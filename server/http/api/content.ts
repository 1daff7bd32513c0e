import { Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { sendPublicJson } from "../json-body.ts";

/** Home-page content managed by admins: banner groups and featured collections. */
export function createContentApi({ reads }: ApiDeps): Router {
  const router = Router();

  router.get("/banners", async (req, res) => {
    sendPublicJson(req, res, await reads.json("banners", async () => ({ banners: await reads.banners() })));
  });

  router.get("/collections", async (req, res) => {
    const body = await reads.json("collections", async () => ({ collections: await reads.collections() }));
    sendPublicJson(req, res, body);
  });

  return router;
}
