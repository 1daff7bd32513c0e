import { Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { listWishlist } from "#server/modules/wishlist/queries.ts";
import { mergeWishlist, setWishlisted } from "#server/modules/wishlist/service.ts";
import { listingIdParam, mergeBody } from "#shared/api/wishlist.ts";
import { requireUser } from "../authorize.ts";

/** The signed-in member's own wishlist; nobody can read or change another member's. */
export function createWishlistApi({ db, reads }: ApiDeps): Router {
  const router = Router();
  const ownList = (userId: string) => listWishlist(db, { userId, publicCardsOf: reads.cardsOf });

  router.get("/wishlist", async (_req, res) => {
    const user = requireUser(res);
    res.set("cache-control", "private, no-store");
    res.json({ listings: await ownList(user.id) });
  });

  router.put("/wishlist/:listingId", async (req, res) => {
    const user = requireUser(res);
    await setWishlisted(db, {
      userId: user.id,
      listingId: listingIdParam.parse(req.params.listingId),
      wishlisted: true,
    });
    res.json({ isWishlisted: true });
  });

  router.delete("/wishlist/:listingId", async (req, res) => {
    const user = requireUser(res);
    await setWishlisted(db, {
      userId: user.id,
      listingId: listingIdParam.parse(req.params.listingId),
      wishlisted: false,
    });
    res.json({ isWishlisted: false });
  });

  router.post("/wishlist/merge", async (req, res) => {
    const user = requireUser(res);
    await mergeWishlist(db, { userId: user.id, listingIds: mergeBody.parse(req.body).listingIds });
    res.json({ listings: await ownList(user.id) });
  });

  return router;
}
