import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { outboxMailer } from "./adapters/mail/mail.ts";
import { createPaymentGateway } from "./adapters/payments/create.ts";
import { isDiskStorage } from "./adapters/storage/disk.ts";
import { publicConfig } from "./config.ts";
import { refuseWritesPastDeadline } from "./db/deadlines.ts";
import { createDatabaseProbe } from "./db/firestore.ts";
import { createPageCache, createPublicReadCache } from "./db/read-cache.ts";
import type { AppDeps } from "./deps.ts";
import { apiNotFound, createApiRouter } from "./http/api.ts";
import { appContext, type SessionUser } from "./http/context.ts";
import { requestDeadline } from "./http/deadline.ts";
import { errorHandler } from "./http/error-handler.ts";
import { createPageHandler, type PageRefusal } from "./http/pages.ts";
import { createPublicAnswers } from "./http/public-answers.ts";
import { withRequestLocale } from "./http/request-locale.ts";
import { requireSameOrigin, securityHeaders } from "./http/security.ts";
import { sessionMiddleware } from "./http/session.ts";
import { createWebhooksRouter } from "./http/webhooks.ts";
import { requestLogOptions } from "./logger.ts";
import { createPublicReads } from "./modules/public/reads.ts";
import { createPublicData } from "./modules/search/sync.ts";

export type { ApiDeps, AppDeps } from "./deps.ts";

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      user: SessionUser | null;
      /** sessionIdOf the signed-in user's cookie. */
      sessionId: string | null;
      /** Set by a write that cannot change public data (a view beacon), so public reads keep their cache. */
      publicDataUnchanged?: boolean;
      /** Set when the request's deadline answered 503 for it (http/deadline.ts). */
      gaveUp?: boolean;
      /** Set when a posted form is refused and answered as its page (http/pages.ts answerRefusal). */
      refusal?: PageRefusal;
    }
  }
}

const ONE_YEAR_SECONDS = 31_536_000;
const REQUEST_ID_SHAPE = /^[\w.:-]{1,64}$/;
/** How long /healthz waits for Firestore: a read takes milliseconds; this allows a loaded emulator in tests. */
const HEALTH_DEADLINE_MS = 2000;
/** Uploads take as long as their bodies take to arrive; their memory and waiting have limits of their own. */
const LONG_REQUESTS = /^\/api\/v1\/uploads(\/[^/]+\/complete)?$/;

export function createApp(deps: AppDeps): express.Express {
  const { config, db, logger } = deps;
  // Here rather than where the client is opened: the server bundle has its own copy of the deadline's context.
  refuseWritesPastDeadline(db);
  const publicData = deps.publicData ?? createPublicData(db, { checkIntervalMs: 0 });
  const reads = createPublicReads(db, {
    publicData,
    cache: deps.publicReadCache ?? createPublicReadCache(publicData),
  });
  const payments = deps.payments ?? createPaymentGateway(config);
  const publicAnswers = createPublicAnswers(reads.version);
  // Under Vite, edited components must show at once: no page is kept.
  const pageCache = deps.build && !deps.dev ? (deps.pageCache ?? createPageCache(publicData)) : null;
  const sharedPages =
    pageCache && createPublicAnswers(pageCache.version, { maxEntries: 500, maxBytes: 24 * 1024 * 1024 });
  const app = express();
  app.disable("x-powered-by");
  // req.ip is the client's address only as far as the proxies in front are known (rate limits key on it).
  app.set("trust proxy", config.trustProxyHops);

  app.use((req: Request, res: Response, next: NextFunction) => {
    // A proxy's request id is kept for tracing, but only a short one of a safe shape: it goes into logs and headers.
    const given = req.get("x-request-id");
    res.locals.requestId = given && REQUEST_ID_SHAPE.test(given) ? given : randomUUID();
    res.setHeader("x-request-id", res.locals.requestId);
    next();
  });
  // Security headers first: a public answer served from memory below carries them too.
  app.use(securityHeaders(config, { dev: deps.dev === true }));
  app.use(publicAnswers.serve);
  if (sharedPages) app.use(sharedPages.serve);
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true || req.url === "/healthz" },
      // Cloud Logging: each entry of a request filed under its trace, the finished request as an httpRequest.
      ...requestLogOptions({ projectId: config.firebase.projectId }),
    }),
  );
  app.use(withRequestLocale);
  app.use(compression());

  const databaseAnswers = createDatabaseProbe(db, HEALTH_DEADLINE_MS);
  app.get("/healthz", async (_req, res) => {
    res.setHeader("cache-control", "no-store");
    if (await databaseAnswers()) {
      res.json({ status: "ok" });
      return;
    }
    logger.warn("health check: Firestore did not answer in time");
    const staleness = publicData.staleness();
    // Public pages are still answered from memory, this old.
    res.status(503).json({
      status: "unavailable",
      database: "unreachable",
      publicDataAgeSeconds: staleness === null ? null : Math.round(staleness / 1000),
    });
  });

  if (deps.clientDir) {
    // Hashed file names: safe to cache forever.
    app.use(
      "/assets",
      express.static(path.join(deps.clientDir, "assets"), {
        immutable: true,
        maxAge: ONE_YEAR_SECONDS * 1000,
        fallthrough: false,
      }),
    );
    // Only a name with an extension (favicon.svg, robots.txt) can be a file here: pages and API calls skip the
    // disk lookup.
    const rootFiles = express.static(deps.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  }
  // Public media: files can be taken down (their listing leaves the site), so caches keep them an hour at most.
  app.use("/media", express.static(config.mediaDir, { maxAge: "1h", index: false, fallthrough: false }));
  // Private media on disk, to signed URLs only (storage.signedUrl); on S3 the private bucket answers them itself.
  app.get("/media-private/*key", (req, res) => {
    const key = (req.params as { key: string[] }).key.join("/");
    const file = isDiskStorage(deps.storage) ? deps.storage.signedFile(key, req.query) : null;
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.sendFile(file, { headers: { "cache-control": "private, max-age=600" } }, (error) => {
      if (error && !res.headersSent) res.status(404).type("text/plain").send("Not found");
    });
  });

  // Everything below may wait on Firestore: not past the deadline.
  app.use(
    requestDeadline({
      deadlineMs: config.databaseDeadlineMs,
      logger,
      exempt: (req) => req.method === "POST" && LONG_REQUESTS.test(req.path),
    }),
  );
  // Payment webhooks: signed raw bodies from the gateway, so ahead of the session, the same-origin check and JSON.
  app.use("/api/v1", createWebhooksRouter({ db, logger, payments }));
  app.use(sessionMiddleware({ db, auth: deps.auth, logger }));
  app.use(requireSameOrigin(config));
  // A change made through this process is seen by its next public read, not up to a version check later.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD")
      res.once("finish", () => {
        if (!res.locals.publicDataUnchanged) reads.expire();
      });
    next();
  });

  app.use("/api/v1", createApiRouter({ ...deps, reads, publicAnswers, payments }));
  app.use("/api", apiNotFound);

  let pages: ReturnType<typeof createPageHandler> | null = null;
  if (deps.build) {
    const pub = publicConfig(config);
    pages = createPageHandler({
      build: deps.build,
      localeBuilds: deps.localeBuilds,
      pageCache,
      sharedPages,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(appContext, {
          db,
          reads,
          auth: deps.auth,
          storage: deps.storage,
          mailer: deps.mailer ?? outboxMailer,
          payments,
          logger,
          config,
          publicConfig: pub,
          user: res.locals.user,
          sessionId: res.locals.sessionId,
          requestId: res.locals.requestId,
          clientAddress: req.ip ?? null,
          refusal: res.locals.refusal ?? null,
        });
        return context;
      },
    });
    app.all("/{*splat}", pages);
  }
  app.use(errorHandler({ logger, isProduction: config.isProduction, answerRefusal: pages?.answerRefusal }));
  return app;
}
