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
    // Behind Firebase Hosting two proxies append to X-Forwarded-For: Hosting's CDN (the client's address) and
    // Google's front end of Cloud Run (the CDN's). A deployment without Hosting sets TRUST_PROXY_HOPS=1.
    // One photo at a time: a 1 GiB instance has under one CPU, and each job takes a few hundred MB at its peak.
    app ??= openRuntime(loadConfig({ TRUST_PROXY_HOPS: "2", MEDIA_CONCURRENCY: "1", ...process.env })).then(
      loadBuiltApp,
    );
    (await app)(req, res);
  },
);
