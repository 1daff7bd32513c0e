import { Router } from "express";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { listNewestListings } from "../../modules/listings/queries.ts";

const newestQuery = z.object({
  types: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(["sell", "rent", "lease"], { message: "types must be Sell, Rent or Lease" })),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Public listing reads. Only approved listings, and never the owner's contact details. */
export function createListingsApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/listings/newest", async (req, res) => {
    const { types, limit } = newestQuery.parse(req.query);
    res.json({ listings: await listNewestListings(db, { types, limit }) });
  });

  return router;
}
