// The Cloud Functions (2nd gen) entry: the same Express app as `npm run serve`, nothing else.
import type { Express } from "express";
import { onRequest } from "firebase-functions/v2/https";
import { loadConfig } from "#server/config.ts";
import { loadBuiltApp } from "#server/main.ts";
import { openRuntime } from "#server/runtime.ts";

let app: Promise<Express> | undefined;

export const nilam = onRequest(
  { region: "asia-south1", memory: "1GiB", concurrency: 80 },
  async (req, res) => {
    app ??= openRuntime(loadConfig()).then(loadBuiltApp);
    (await app)(req, res);
  },
);
