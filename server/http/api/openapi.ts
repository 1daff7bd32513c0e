// GET /api/v1/openapi.json: the OpenAPI 3.1 document of the JSON API, generated from the routes mounted and the
// zod schemas of shared/api/ (server/http/openapi/).
import { Router as createRouter, type Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { buildOpenApiDocument } from "../openapi/document.ts";
import type { JsonObject } from "../openapi/json-schema.ts";

/** Serves the document of `apiRouter`, built once on first request (routes do not change after start). */
export function createOpenApiApi(deps: AppDeps, apiRouter: Router): Router {
  const router = createRouter();
  let document: JsonObject | null = null;
  router.get("/openapi.json", (_req, res) => {
    document ??= buildOpenApiDocument(apiRouter, { production: deps.config.isProduction });
    res.set("cache-control", "public, max-age=300");
    res.json(document);
  });
  return router;
}
