import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AuthAdapter } from "./adapters/auth/firebase.ts";
import { type Config, publicConfig } from "./config.ts";
import type { Db } from "./db/client.ts";
import { checkDatabase } from "./db/client.ts";
import { createPublicReadCache, type PublicReadCache } from "./db/read-cache.ts";
import { apiNotFound, createApiRouter } from "./http/api.ts";
import { appContext, type SessionUser } from "./http/context.ts";
import { errorHandler } from "./http/error-handler.ts";
import { createPageHandler } from "./http/pages.ts";
import type { RateLimits } from "./http/rate-limits.ts";
import { cspNonce, requireSameOrigin, securityHeaders } from "./http/security.ts";
import { sessionMiddleware } from "./http/session.ts";
import type { Logger } from "./logger.ts";
import { createPublicReads, type PublicReads } from "./modules/public/reads.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: AuthAdapter;
  logger: Logger;
  /** The React Router server build; without it the app serves only the API (as in API tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Built browser assets (build/client); absent in development, where Vite serves them. */
  clientDir?: string;
  /** True under Vite's dev server: relaxes the CSP for HMR. */
  dev?: boolean;
  rateLimits?: RateLimits;
  /** The cache of public reads; without one, every read checks the data version (exact, as tests need). */
  publicReadCache?: PublicReadCache;
  /** The cache of shared pages' HTML (see http/pages.ts); the same default. */
  pageCache?: PublicReadCache;
}

/** What the API routers receive: the app's dependencies and the public reads built from them. */
export interface ApiDeps extends AppDeps {
  reads: PublicReads;
}

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
      requestId: string;
      user: SessionUser | null;
    }
  }
}

const ONE_YEAR_SECONDS = 31_536_000;

export function createApp(deps: AppDeps): express.Express {
  const { config, db, logger } = deps;
  const reads = createPublicReads(db, deps.publicReadCache ?? createPublicReadCache(db, { versionTtlMs: 0 }));
  const app = express();
  app.disable("x-powered-by");
  // Firebase Hosting and Cloud Run put one proxy in front of us; locally there is none.
  app.set("trust proxy", config.isProduction ? 1 : "loopback");

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = req.get("x-request-id") ?? randomUUID();
    res.setHeader("x-request-id", res.locals.requestId);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true || req.url === "/healthz" },
    }),
  );
  app.use(cspNonce);
  app.use(securityHeaders(config, { dev: deps.dev === true }));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await checkDatabase(db);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
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
  app.use("/media", express.static(config.mediaDir, { maxAge: "7d", index: false, fallthrough: false }));

  app.use(sessionMiddleware({ db, auth: deps.auth, logger }));
  app.use(requireSameOrigin(config));
  // A change made through this process is seen by its next public read, not up to a version check later.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", reads.expire);
    next();
  });

  app.use("/api/v1", createApiRouter({ ...deps, reads }));
  app.use("/api", apiNotFound);

  if (deps.build) {
    const pub = publicConfig(config);
    app.all(
      "/{*splat}",
      createPageHandler({
        build: deps.build,
        mode: config.isProduction ? "production" : "development",
        // Under Vite, edited components must show at once.
        pageCache: deps.dev
          ? null
          : (deps.pageCache ?? createPublicReadCache(db, { versionTtlMs: 0, maxEntries: 500 })),
        getLoadContext(_req, res) {
          const context = new RouterContextProvider();
          context.set(appContext, {
            db,
            reads,
            auth: deps.auth,
            config,
            publicConfig: pub,
            user: res.locals.user,
            cspNonce: res.locals.cspNonce,
            requestId: res.locals.requestId,
          });
          return context;
        },
      }),
    );
  }
  app.use(errorHandler({ logger, isProduction: config.isProduction }));
  return app;
}
