import { Router } from "express";
import type { AppDeps } from "#server/app.ts";
import {
  listingIdSchema,
  listWishlist,
  mergeSchema,
  mergeWishlist,
  setWishlisted,
} from "#server/modules/wishlist/service.ts";
import { requireUser } from "../authorize.ts";

/** The signed-in member's own wishlist; nobody can read or change another member's. */
export function createWishlistApi({ db }: AppDeps): Router {
  const router = Router();

  router.get("/wishlist", async (_req, res) => {
    const user = requireUser(res);
    res.set("cache-control", "private, no-store");
    res.json({ listings: await listWishlist(db, user.id) });
  });

  router.put("/wishlist/:listingId", async (req, res) => {
    const user = requireUser(res);
    await setWishlisted(db, {
      userId: user.id,
      listingId: listingIdSchema.parse(req.params.listingId),
      wishlisted: true,
    });
    res.json({ isWishlisted: true });
  });

  router.delete("/wishlist/:listingId", async (req, res) => {
    const user = requireUser(res);
    await setWishlisted(db, {
      userId: user.id,
      listingId: listingIdSchema.parse(req.params.listingId),
      wishlisted: false,
    });
    res.json({ isWishlisted: false });
  });

  router.post("/wishlist/merge", async (req, res) => {
    const user = requireUser(res);
    await mergeWishlist(db, { userId: user.id, listingIds: mergeSchema.parse(req.body).listingIds });
    res.json({ listings: await listWishlist(db, user.id) });
  });

  return router;
}
