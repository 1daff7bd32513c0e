// The Cloud Functions (2nd gen) entries: the Express app as one HTTPS function behind Firebase Hosting, and the
// background jobs as scheduled functions. Bundled with the server by `npm run build` into build/functions, the
// package a deploy uploads (scripts/build-functions.ts).
import type { Express } from "express";
import { defineSecret } from "firebase-functions/params";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { ConfigError, loadConfig, onCloudFunctions } from "#server/config.ts";
import { createServerApp } from "#server/entry.ts";
import { withReplayedBody } from "#server/http/replay-body.ts";
import { JOBS, type JobName, runJob } from "#server/jobs.ts";
import { openRuntime, type Runtime } from "#server/runtime.ts";
import { jobMemory, jobTimeoutSeconds, SITE_MEMORY } from "./resources.ts";

export const REGION = "asia-south1";

/**
 * Settings that are secrets live in Secret Manager (`npx firebase functions:secrets:set NAME`) and reach the
 * function as environment variables of the same name; every other setting comes from `functions/.env.<project>`.
 */
export const SECRETS = {
  razorpayKeySecret: defineSecret("RAZORPAY_KEY_SECRET"),
  razorpayWebhookSecret: defineSecret("RAZORPAY_WEBHOOK_SECRET"),
  smtpUrl: defineSecret("SMTP_URL"),
  s3SecretAccessKey: defineSecret("S3_SECRET_ACCESS_KEY"),
};

/** Settings the deployment implies, under what the environment says. */
export function functionEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    // Behind Firebase Hosting two proxies append to X-Forwarded-For: Hosting's CDN (the client's address) and
    // Google's front end of Cloud Run (the CDN's).
    TRUST_PROXY_HOPS: "2",
    // An instance has 1 vCPU, shared by up to 80 concurrent requests; one photo job peaks at a few hundred
    // MB, so one at a time.
    MEDIA_CONCURRENCY: "1",
    ...env,
    // Deployed, always production: the refusals (emulators, sandbox payments, disk media, missing secrets) hold.
    // The emulator and the Functions Framework run by hand keep the developer's mode.
    NODE_ENV: onCloudFunctions(env) ? "production" : env.NODE_ENV,
    // The runtime's PORT is where the Functions Framework listens (a socket under the emulator), not ours.
    PORT: undefined,
    // firebase-tools refuses settings named FIREBASE_* in .env files: the runtime names the project, and the web
    // app's key and auth domain come as WEB_API_KEY and WEB_AUTH_DOMAIN.
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT,
    FIREBASE_API_KEY: env.FIREBASE_API_KEY ?? env.WEB_API_KEY,
    FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN ?? env.WEB_AUTH_DOMAIN,
  };
}

let runtime: Promise<Runtime> | undefined;
let app: Promise<Express> | undefined;

/** One runtime per instance, opened by its first request or job. */
function instanceRuntime(): Promise<Runtime> {
  runtime ??= Promise.resolve().then(() => openRuntime(loadConfig(functionEnvironment())));
  return runtime;
}

function instanceApp(): Promise<Express> {
  app ??= instanceRuntime().then((opened) =>
    createServerApp({
      config: opened.config,
      db: opened.database.db,
      auth: opened.auth,
      logger: opened.logger,
      storage: opened.storage,
      mailer: opened.mailer,
      publicData: opened.publicData,
      publicReadCache: opened.publicReadCache,
      pageCache: opened.pageCache,
    }),
  );
  return app;
}

export const nilam = onRequest(
  {
    region: REGION,
    memory: SITE_MEMORY,
    cpu: 1,
    concurrency: 80,
    // A ceiling on cost and on Firestore connections; raise it with the traffic. minInstances stays 0 (the
    // first visitor after an idle spell waits for a cold start, see README "Deploy to Firebase").
    maxInstances: 10,
    timeoutSeconds: 120,
    invoker: "public",
    secrets: Object.values(SECRETS),
  },
  withReplayedBody(async (req, res) => {
    let handle: Express;
    try {
      handle = await instanceApp();
    } catch (error) {
      // A setting is wrong (one line naming it), or a service could not be reached: the next request tries again.
      app = runtime = undefined;
      console.error(error instanceof ConfigError ? `nilam: ${error.message}` : error);
      res.statusCode = 503;
      res.setHeader("retry-after", "30");
      res.end("Nilam is not available at the moment. Please try again shortly.");
      return;
    }
    handle(req as Parameters<Express>[0], res as Parameters<Express>[1]);
  }),
);

function scheduled(name: JobName) {
  return onSchedule(
    {
      region: REGION,
      schedule: `every ${JOBS[name].everyMinutes} minutes`,
      timeZone: "Asia/Kolkata",
      memory: jobMemory(name),
      timeoutSeconds: jobTimeoutSeconds(name),
      maxInstances: 1,
      // The same settings as the site: production refuses to start without any of them.
      secrets: Object.values(SECRETS),
    },
    async () => runJob(name, await instanceRuntime()),
  );
}

export const sweepAbandonedUploads = scheduled("sweepAbandonedUploads");
export const followMediaVisibility = scheduled("followMediaVisibility");
export const retryFailedMail = scheduled("retryFailedMail");
export const indexListingCodes = scheduled("indexListingCodes");
export const recountModerationLists = scheduled("recountModerationLists");
export const keepListingsFresh = scheduled("keepListingsFresh");
export const mailSavedSearchAlerts = scheduled("mailSavedSearchAlerts");
