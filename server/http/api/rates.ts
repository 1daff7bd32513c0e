import { Router } from "express";
import type { ApiDeps } from "#server/deps.ts";
import { dayInIndia } from "#shared/dates.ts";
import { sendPublicAnswer } from "../public-answers.ts";

/** The registration rates in force today in India, for everyone (issue 35). */
export function createRatesApi(deps: ApiDeps): Router {
  const router = Router();

  router.get("/rates", async (req, res) => {
    const today = dayInIndia();
    await sendPublicAnswer(req, res, deps, {
      key: `rates ${today}`,
      build: async () => ({ rates: await deps.reads.rates(today), today }),
    });
  });

  return router;
}
