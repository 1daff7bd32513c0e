import { type Request, type Response, Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { AppError } from "#server/errors.ts";
import { getPublicListing, isListingId } from "#server/modules/listings/detail.ts";
import { answerForListing } from "#server/modules/listings/freshness.ts";
import {
  createListing,
  deleteListing,
  removeListingMedia,
  updateListing,
} from "#server/modules/listings/service.ts";
import { recordListingView } from "#server/modules/listings/views.ts";
import { listingCosts } from "#server/modules/public/costs.ts";
import { costsQuery } from "#shared/api/costs.ts";
import {
  countsQuery,
  freshnessBody,
  listingBody,
  listingEditBody,
  newestQuery,
  parseMapQuery,
  similarQuery,
  suggestionsQuery,
} from "#shared/api/listings.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { LISTINGS_PAGE_SIZE, parseListingFilters } from "#shared/listing-filters/schema.ts";
import { m } from "#shared/paraglide/messages.js";
import { requireUser } from "../authorize.ts";
import { sendPublicAnswer } from "../public-answers.ts";
import { limitRequests } from "../rate-limits.ts";

/** The query string exactly as sent: repeated parameters stay repeated (city=Salem&city=Erode). */
function searchParams(req: Request): URLSearchParams {
  return new URL(req.originalUrl, "http://localhost").searchParams;
}

/** Single-valued parameters of a simple query, the first value of each. */
function firstValues(req: Request): Record<string, string> {
  return Object.fromEntries(searchParams(req));
}

const PUBLIC_MINUTE = "public, max-age=60";

/** Public listing reads: approved listings only, and never the owner's contact details except to the owner and admins. */
export function createListingsApi(deps: ApiDeps): Router {
  const { db, reads, storage } = deps;
  const router = Router();
  /** A public answer from the read cache, already serialised; `key` names what it depends on. */
  const sendPublic = (
    req: Request,
    res: Response,
    key: string,
    build: () => Promise<unknown>,
    maxAgeSeconds = 60,
  ) => sendPublicAnswer(req, res, deps, { key, build, maxAgeSeconds });

  router.get("/listings", async (req, res) => {
    const parsed = parseListingFilters(searchParams(req));
    if (!parsed.success)
      throw AppError.badRequest(parsed.message, parsed.fieldErrors as Record<string, string[]>);
    const { filters } = parsed;
    await sendPublic(req, res, `listings ${JSON.stringify(filters)}`, async () => ({
      ...(await reads.search(filters)),
      pageSize: LISTINGS_PAGE_SIZE,
      filters,
    }));
  });

  // Before /listings/:id, which would take "map" for an id.
  router.get("/listings/map", async (req, res) => {
    const parsed = parseMapQuery(searchParams(req));
    if (!parsed.success) throw AppError.badRequest(parsed.message, parsed.fieldErrors);
    const { filters, zoom } = parsed;
    await sendPublic(req, res, `listings map ${zoom} ${JSON.stringify({ ...filters, page: 1 })}`, () =>
      reads.map(filters, zoom),
    );
  });

  router.get("/listings/newest", async (req, res) => {
    const { types, limit } = newestQuery.parse(firstValues(req));
    await sendPublic(req, res, `newest ${types} ${limit}`, async () => ({
      listings: await reads.newest(types, limit),
    }));
  });

  router.get("/listings/:id", async (req, res) => {
    const user = res.locals.user;
    const listing = await getPublicListing(db, {
      id: req.params.id,
      viewer: user ? { id: user.id, isAdmin: user.isAdmin } : null,
      storage,
    });
    if (!listing) throw AppError.notFound(m["form.listing.notFound"]());
    // What a signed-in viewer gets may depend on who they are; only the anonymous answer is shared.
    res.vary("Cookie");
    res.set("cache-control", user ? "private, no-store" : PUBLIC_MINUTE);
    res.json({ listing });
  });

  router.get("/listings/:id/costs", async (req, res) => {
    const input = costsQuery.parse(firstValues(req));
    await sendPublic(req, res, `costs ${req.params.id} ${JSON.stringify(input)}`, async () => {
      const answer = await listingCosts(reads, req.params.id, input);
      if (!answer) throw AppError.notFound(m["form.listing.notFound"]());
      return answer;
    });
  });

  router.get("/listings/:id/similar", async (req, res) => {
    const { limit } = similarQuery.parse(firstValues(req));
    const similar = await reads.similar(req.params.id, limit);
    if (!similar) throw AppError.notFound(m["form.listing.notFound"]());
    await sendPublic(req, res, `similar ${req.params.id} ${limit}`, async () => ({ listings: similar }));
  });

  router.get("/suggestions", async (req, res) => {
    const { q, lang } = suggestionsQuery.parse(firstValues(req));
    await sendPublic(req, res, `suggestions ${lang} ${q}`, async () => ({
      suggestions: await reads.suggest(q, lang),
    }));
  });

  router.get("/counts", async (req, res) => {
    const { types } = countsQuery.parse(firstValues(req));
    await sendPublic(req, res, `counts ${types ?? ""}`, async () => ({
      counts: await reads.countsByName(types),
    }));
  });

  router.get("/cities", async (req, res) => {
    await sendPublic(req, res, "cities", async () => ({ cities: await reads.cities() }), 3600);
  });

  router.use(createListingWritesApi(deps));
  return router;
}

/** A page beacon per view is plenty; more from one address in a minute are not people reading. */
const VIEWS_PER_MINUTE = 60;

/**
 * Listing writes: a member's submission, and the owner's (or an admin's) edit, deletion and photo removal; the
 * service checks who may, in the transaction that writes. Also the view beacon of the detail page.
 */
function createListingWritesApi({ db, reads, storage, logger }: ApiDeps): Router {
  const router = Router();
  const viewLimit = limitRequests({
    limit: VIEWS_PER_MINUTE,
    windowMs: 60 * 1000,
    message: m["error.tooManyRequests"],
  });

  router.post("/listings", async (req, res) => {
    const user = requireUser(res);
    const { uploadIds, ...input } = listingBody.parse(req.body);
    const listing = await createListing(db, {
      ownerId: user.id,
      input,
      uploadIds,
      requestId: res.locals.requestId,
    });
    res.status(201).json({ listing, message: LISTING_MESSAGES.submitted() });
  });

  router.put("/listings/:id", async (req, res) => {
    const user = requireUser(res);
    const { keepMediaIds, uploadIds, mediaOrder, ...input } = listingEditBody.parse(req.body);
    const listing = await updateListing(db, {
      actor: user,
      listingId: req.params.id,
      input,
      keepMediaIds,
      uploadIds,
      mediaOrder,
      storage,
      logger,
      requestId: res.locals.requestId,
    });
    res.json({ listing, message: LISTING_MESSAGES.updated() });
  });

  router.delete("/listings/:id", async (req, res) => {
    const user = requireUser(res);
    await deleteListing(db, {
      actor: user,
      listingId: req.params.id,
      storage,
      logger,
      requestId: res.locals.requestId,
    });
    res.status(204).end();
  });

  // The owner's "Still available" (stays on the site, or back on it when lapsed) or "Sold"/"Let" (off it).
  router.post("/listings/:id/freshness", async (req: Request<{ id: string }>, res) => {
    const user = requireUser(res);
    const { answer } = freshnessBody.parse(req.body ?? {});
    const outcome = await answerForListing(
      { db },
      { listingId: req.params.id, by: { ownerId: user.id }, answer, requestId: res.locals.requestId },
    );
    res.json({ status: outcome.status, message: outcome.message });
  });

  router.delete("/listings/:id/media/:mediaId", async (req, res) => {
    const user = requireUser(res);
    const { media } = await removeListingMedia(db, {
      actor: user,
      listingId: req.params.id,
      mediaId: req.params.mediaId,
      storage,
      logger,
      requestId: res.locals.requestId,
    });
    res.json({ media });
  });

  // Always 204: a beacon reads no answer, and the answer says nothing of which listings exist. Only public
  // listings count, and not an admin's visits (the page sends none for the owner's own).
  router.post("/listings/:id/views", viewLimit, async (req: Request<{ id: string }>, res) => {
    const listingId = req.params.id;
    if (isListingId(listingId) && !res.locals.user?.isAdmin && (await reads.cardsOf([listingId])).length > 0)
      await recordListingView(db, { listingId });
    res.locals.publicDataUnchanged = true;
    res.status(204).end();
  });

  return router;
}
