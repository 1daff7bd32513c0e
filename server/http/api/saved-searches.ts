import { type Request, Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSavedSearchAlerts,
} from "#server/modules/saved-searches/service.ts";
import { requireMember, requireUser } from "../authorize.ts";

/** A member's saved searches (issue 24): their own only; the daily e-mail is a scheduled job (server/jobs.ts). */
export function createSavedSearchesApi({ db, reads }: ApiDeps): Router {
  const router = Router();
  router.use("/saved-searches", requireMember);

  router.get("/saved-searches", async (_req, res) => {
    res.set("cache-control", "private, no-store");
    res.json({ savedSearches: await listSavedSearches(db, requireUser(res).id) });
  });

  router.post("/saved-searches", async (req, res) => {
    const answer = await saveSearch(db, {
      userId: requireUser(res).id,
      body: req.body,
      search: reads.search,
    });
    res.status(201).json(answer);
  });

  router.patch("/saved-searches/:id", async (req: Request<{ id: string }>, res) => {
    res.json(
      await setSavedSearchAlerts(db, { userId: requireUser(res).id, id: req.params.id, body: req.body }),
    );
  });

  router.delete("/saved-searches/:id", async (req: Request<{ id: string }>, res) => {
    res.json(await deleteSavedSearch(db, { userId: requireUser(res).id, id: req.params.id }));
  });
  return router;
}
