import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import type { AppDeps } from "#server/deps.ts";
import { isListingId } from "#server/modules/listings/detail.ts";
import {
  getListingForReview,
  listListingsForModeration,
  nextPendingListingId,
} from "#server/modules/moderation/queries.ts";
import { approveListing, rejectListing } from "#server/modules/moderation/service.ts";
import { MAX_CODE_QUERY_LENGTH } from "#shared/forms/moderation.ts";
import { parseListingType } from "#shared/listing-types.ts";
import { LISTING_STATUSES, LISTING_TYPES, MODERATION_LIST_STATUSES } from "#shared/values.ts";
import { requireUser } from "../../authorize.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
/** All Types (absent, blank or "all"), or Sell, Rent or Lease in any case. */
const typesFilter = z
  .string()
  .optional()
  .transform((value) => (!value?.trim() || value.trim().toLowerCase() === "all" ? null : value))
  .pipe(
    z
      .string()
      .transform(parseListingType)
      .pipe(z.enum(LISTING_TYPES, { message: "types must be All, Sell, Rent or Lease" }))
      .nullable(),
  );
/** A listing of the page next to the one asked for (the pager's links): a listing id. */
const listingCursor = z.string().refine(isListingId, "after and before must be listing ids").optional();
const moderationQuery = z.object({
  status: z.enum(MODERATION_LIST_STATUSES).default("pending"),
  page,
  q: z
    .string()
    .max(MAX_CODE_QUERY_LENGTH, `Search for at most ${MAX_CODE_QUERY_LENGTH} characters.`)
    .default(""),
  types: typesFilter,
  after: listingCursor,
  before: listingCursor,
});
/** The state the admin's view showed, to refuse a decision taken on a stale page (409). */
const decisionBody = z.object({ expectedStatus: z.enum(LISTING_STATUSES).optional() }).default({});

/** Single-valued parameters, the first value of each (a repeated `types` is not an array here). */
const firstValues = (req: Request) =>
  Object.fromEntries(new URL(req.originalUrl, "http://localhost").searchParams);

/** Moderation: the lists of listings by state, one listing for review, and the decisions on them. */
export function createAdminListingsApi({
  db,
  config,
  logger,
  storage,
  mailer = outboxMailer,
}: AppDeps): Router {
  const router = Router();
  const decision = (req: Request<{ id: string }>, res: Response) => ({
    actor: requireUser(res),
    listingId: req.params.id,
    expectedStatus: decisionBody.parse(req.body ?? {}).expectedStatus,
    requestId: res.locals.requestId,
    mailer,
    storage,
    logger,
    siteUrl: config.publicUrl,
  });

  router.get("/admin/listings", async (req, res) => {
    res.json(await listListingsForModeration(db, moderationQuery.parse(firstValues(req)), storage));
  });

  router.get("/admin/listings/:id", async (req, res) => {
    res.json(await getListingForReview(db, { listingId: req.params.id, storage }));
  });

  router.post("/admin/listings/:id/approve", async (req, res) => {
    const decided = await approveListing(db, decision(req, res));
    res.json({ ...decided, nextPendingId: await nextPendingListingId(db, { excludeId: req.params.id }) });
  });

  router.post("/admin/listings/:id/reject", async (req, res) => {
    const reason: unknown = (req.body as { reason?: unknown } | undefined)?.reason;
    const decided = await rejectListing(db, { ...decision(req, res), reason });
    res.json({ ...decided, nextPendingId: await nextPendingListingId(db, { excludeId: req.params.id }) });
  });

  return router;
}
