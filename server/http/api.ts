import express, { type Request, type Response, Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
import { createAccountsApi } from "./api/accounts.ts";
import { createAdminApi } from "./api/admin.ts";
import { createContactApi } from "./api/contact.ts";
import { createContentApi } from "./api/content.ts";
import { createFirebaseTokenApi } from "./api/firebase-token.ts";
import { createListingsApi } from "./api/listings.ts";
import { createOpenApiApi } from "./api/openapi.ts";
import { createPaymentsApi } from "./api/payments.ts";
import { createRatesApi } from "./api/rates.ts";
import { createReportsApi } from "./api/reports.ts";
import { createRevealsApi } from "./api/reveals.ts";
import { createSavedSearchesApi } from "./api/saved-searches.ts";
import { createSessionApi } from "./api/session.ts";
import { createUploadsApi } from "./api/uploads.ts";
import { createWishlistApi } from "./api/wishlist.ts";

/** The JSON API: one router per domain. Each handler parses with zod, authorises, calls one service, responds. */
export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: "100kb" }));
  router.use(createSessionApi(deps));
  router.use(createFirebaseTokenApi(deps));
  router.use(createAccountsApi(deps));
  router.use(createListingsApi(deps));
  router.use(createContentApi(deps));
  router.use(createRatesApi(deps));
  router.use(createWishlistApi(deps));
  router.use(createUploadsApi(deps));
  router.use(createAdminApi(deps));
  router.use(createContactApi(deps));
  router.use(createPaymentsApi(deps));
  router.use(createRevealsApi(deps));
  router.use(createReportsApi(deps));
  router.use(createSavedSearchesApi(deps));
  router.use(createOpenApiApi(deps, router));
  return router;
}

export function apiNotFound(req: Request, _res: Response): never {
  throw AppError.notFound(m["error.noApiRoute"]({ method: req.method, path: req.path }));
}
