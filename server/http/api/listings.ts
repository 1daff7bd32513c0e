import { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { LISTING_TYPES } from "../../db/schema/values.ts";
import { getPublicListing, listSimilarListings } from "../../modules/listings/detail.ts";
import { LISTINGS_PAGE_SIZE, MAX_QUERY_LENGTH, parseListingFilters } from "../../modules/listings/filters.ts";
import { listNewestListings } from "../../modules/listings/queries.ts";
import {
  countListingsByName,
  listCities,
  searchListings,
  suggestListings,
} from "../../modules/listings/search.ts";
import { AppError } from "../errors.ts";

const listingType = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(LISTING_TYPES, { message: "types must be Sell, Rent or Lease" }));

const newestQuery = z.object({
  types: listingType,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const similarQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
const suggestionsQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `Search for at most ${MAX_QUERY_LENGTH} characters.`).default(""),
});
const countsQuery = z.object({ types: listingType.optional() });

/** The query string exactly as sent: repeated parameters stay repeated (city=Salem&city=Erode). */
function searchParams(req: Request): URLSearchParams {
  return new URL(req.originalUrl, "http://localhost").searchParams;
}

/** Single-valued parameters of a simple query, the first value of each. */
function firstValues(req: Request): Record<string, string> {
  return Object.fromEntries(searchParams(req));
}

const PUBLIC_MINUTE = "public, max-age=60";
const publicFor = (res: Response, seconds = 60) => res.set("cache-control", `public, max-age=${seconds}`);

/** Public listing reads: approved listings only, and never the owner's contact details except to the owner and admins. */
export function createListingsApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/listings", async (req, res) => {
    const parsed = parseListingFilters(searchParams(req));
    if (!parsed.success)
      throw AppError.badRequest(parsed.message, parsed.fieldErrors as Record<string, string[]>);
    const result = await searchListings(db, parsed.filters);
    res.set("cache-control", PUBLIC_MINUTE);
    res.json({ ...result, pageSize: LISTINGS_PAGE_SIZE, filters: parsed.filters });
  });

  router.get("/listings/newest", async (req, res) => {
    const { types, limit } = newestQuery.parse(firstValues(req));
    publicFor(res);
    res.json({ listings: await listNewestListings(db, { types, limit }) });
  });

  router.get("/listings/:id", async (req, res) => {
    const user = res.locals.user;
    const listing = await getPublicListing(db, {
      id: req.params.id,
      viewer: user ? { id: user.id, isAdmin: user.isAdmin } : null,
    });
    if (!listing) throw AppError.notFound("No property details found.");
    // What a signed-in viewer gets may depend on who they are; only the anonymous answer is shared.
    res.set("vary", "Cookie");
    res.set("cache-control", user ? "private, no-store" : PUBLIC_MINUTE);
    res.json({ listing });
  });

  router.get("/listings/:id/similar", async (req, res) => {
    const { limit } = similarQuery.parse(firstValues(req));
    const similar = await listSimilarListings(db, { listingId: req.params.id, limit });
    if (!similar) throw AppError.notFound("No property details found.");
    publicFor(res);
    res.json({ listings: similar });
  });

  router.get("/suggestions", async (req, res) => {
    const { q } = suggestionsQuery.parse(firstValues(req));
    publicFor(res);
    res.json({ suggestions: await suggestListings(db, q) });
  });

  router.get("/counts", async (req, res) => {
    const { types } = countsQuery.parse(firstValues(req));
    publicFor(res);
    res.json({ counts: await countListingsByName(db, types) });
  });

  router.get("/cities", async (_req, res) => {
    publicFor(res, 3600);
    res.json({ cities: await listCities(db) });
  });

  return router;
}
