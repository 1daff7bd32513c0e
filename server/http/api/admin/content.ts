import { type Response, Router } from "express";
import type { AppDeps } from "#server/deps.ts";
import { listBannerGroupsForAdmin, listCollectionsForAdmin } from "#server/modules/content/queries.ts";
import {
  addBannerImage,
  createCollection,
  deleteBannerImage,
  deleteCollection,
  moveCollection,
  replaceBannerImage,
  updateCollection,
} from "#server/modules/content/service.ts";
import {
  bannerAddBody,
  bannerReplaceBody,
  collectionBody,
  moveBody,
  newCollectionBody,
} from "#shared/api/admin/content.ts";
import { CONTENT_MESSAGES } from "#shared/forms/content.ts";
import { requireUser } from "../../authorize.ts";

/**
 * Home-page content: banner groups (a group per listing type; images added, replaced in place and deleted while
 * a group keeps more than two) and featured collections (created, edited, moved one place up or down, deleted).
 * Pictures are uploaded first through POST /uploads, then named here by their upload id.
 */
export function createAdminContentApi({ db, storage, logger }: AppDeps): Router {
  const router = Router();
  const actor = (res: Response) => ({ actorId: requireUser(res).id, requestId: res.locals.requestId });

  router.get("/admin/banners", async (_req, res) => {
    res.json({ groups: await listBannerGroupsForAdmin(db) });
  });

  router.post("/admin/banners", async (req, res) => {
    const input = bannerAddBody.parse(req.body);
    const added = await addBannerImage(db, { ...actor(res), ...input, storage, logger });
    res.status(201).json({ ...added, message: CONTENT_MESSAGES.bannerAdded });
  });

  router.put("/admin/banners/:id/images/:imageId", async (req, res) => {
    const input = bannerReplaceBody.parse(req.body);
    const { imageId, replaced } = await replaceBannerImage(db, {
      ...actor(res),
      ...input,
      groupId: req.params.id,
      imageId: req.params.imageId,
      storage,
      logger,
    });
    res.json({ imageId, message: replaced ? CONTENT_MESSAGES.bannerReplaced : CONTENT_MESSAGES.altSaved });
  });

  router.delete("/admin/banners/:id/images/:imageId", async (req, res) => {
    await deleteBannerImage(db, {
      ...actor(res),
      groupId: req.params.id,
      imageId: req.params.imageId,
      storage,
      logger,
    });
    res.json({ message: CONTENT_MESSAGES.imageDeleted });
  });

  router.get("/admin/collections", async (_req, res) => {
    res.json({ collections: await listCollectionsForAdmin(db) });
  });

  router.post("/admin/collections", async (req, res) => {
    const input = newCollectionBody.parse(req.body);
    const { id } = await createCollection(db, { ...actor(res), input, storage, logger });
    res.status(201).json({ id, message: CONTENT_MESSAGES.collectionAdded });
  });

  router.put("/admin/collections/:id", async (req, res) => {
    const input = collectionBody.parse(req.body);
    await updateCollection(db, { ...actor(res), collectionId: req.params.id, input, storage, logger });
    res.json({ id: req.params.id, message: CONTENT_MESSAGES.collectionUpdated });
  });

  router.delete("/admin/collections/:id", async (req, res) => {
    await deleteCollection(db, { ...actor(res), collectionId: req.params.id, storage, logger });
    res.json({ message: CONTENT_MESSAGES.collectionDeleted });
  });

  /** One place up (earlier on the home page) or down; at either end it stays (moved: false). */
  router.post("/admin/collections/:id/move", async (req, res) => {
    const { direction } = moveBody.parse(req.body);
    const moved = await moveCollection(db, { ...actor(res), collectionId: req.params.id, direction });
    res.json({ ...moved, message: CONTENT_MESSAGES.collectionMoved });
  });

  return router;
}
