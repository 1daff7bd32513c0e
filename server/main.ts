// The production server process: `npm run serve` after `npm run build`. `npm start` wraps the same pieces
// with the Auth emulator, demo data and an automatic build for development.
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import type { Express } from "express";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { startJobTimers } from "./jobs.ts";
import { openRuntime, type Runtime } from "./runtime.ts";

const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");
export const BUILD_ENTRY = path.join(BUILD_DIR, "server/index.js");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

/** The Express app from the production bundle (build/server/index.js, built from server/entry.ts). */
export async function loadBuiltApp(runtime: Runtime): Promise<Express> {
  if (!existsSync(BUILD_ENTRY)) throw new ConfigError("No build found: run `npm run build` first.");
  const { createServerApp } = (await import(BUILD_ENTRY)) as typeof import("./entry.ts");
  return createServerApp({
    config: runtime.config,
    db: runtime.database.db,
    auth: runtime.auth,
    logger: runtime.logger,
    storage: runtime.storage,
    mailer: runtime.mailer,
    publicData: runtime.publicData,
    publicReadCache: runtime.publicReadCache,
    pageCache: runtime.pageCache,
    clientDir: CLIENT_DIR,
  });
}

export interface RunningServer {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

export async function listen(app: Express, runtime: Runtime): Promise<RunningServer> {
  const { config } = runtime;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  const url = `http://${host}:${port}`;
  runtime.logger.info({ url, projectId: runtime.database.projectId }, "Nilam is listening");
  // Loads public data now rather than on the first visitor's request (a failure is retried by that request).
  runtime.publicData.sync().catch((error: unknown) => {
    runtime.logger.warn({ err: error }, "public data could not be loaded yet");
  });
  // Background jobs on timers here; on Cloud Functions they are scheduled functions of their own.
  const stopJobs = startJobTimers(runtime);
  return {
    server,
    url,
    async stop() {
      stopJobs();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
    },
  };
}

/** Exits cleanly on Ctrl-C and on the platform's SIGTERM. */
export function stopOnSignals(stop: () => Promise<void>): void {
  const shutdown = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

/** Runs `main`, turning a configuration problem into one line on stderr instead of a stack trace. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`nilam: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: Config): Promise<void> {
  const runtime = await openRuntime(config);
  const running = await listen(await loadBuiltApp(runtime), runtime);
  stopOnSignals(running.stop);
}

if (import.meta.main) await runCli(() => serve(loadConfig()));
