// `npm start`: builds if needed, starts the Firebase Auth emulator, seeds demo data into an empty database
// and serves Nilam on http://localhost:3000. `npm run dev` does the same with Vite's dev server (HMR).
import path from "node:path";
import express from "express";
import { ensureDemoAuthUser } from "#server/adapters/auth/demo-users.ts";
import { loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { listen, loadBuiltApp, runCli, stopOnSignals } from "#server/main.ts";
import { openRuntime, type Runtime } from "#server/runtime.ts";
import { type RunningEmulator, startAuthEmulator } from "./lib/auth-emulator.ts";
import { ensureBuild } from "./lib/build.ts";
import { freePort } from "./lib/processes.ts";

const dev = process.argv.includes("--dev");

async function portIsFree(port: number): Promise<boolean> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function startEmulatorIfNeeded(): Promise<RunningEmulator | null> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.NODE_ENV === "production") return null;
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  const port = (await portIsFree(9099)) ? 9099 : await freePort();
  console.log("Starting the Firebase Auth emulator…");
  const emulator = await startAuthEmulator({
    projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-nilam",
    port,
    workDir: path.join(dataDir, "auth-emulator"),
    persistDir: path.join(dataDir, "auth-emulator", "accounts"),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return emulator;
}

async function createDevApp(runtime: Runtime): Promise<express.Express> {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  const app = express();
  app.use(viteServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      // Loaded per request so that edits to server code apply without a restart.
      const { createServerApp } = (await viteServer.ssrLoadModule(
        "./server/entry.ts",
      )) as typeof import("#server/entry.ts");
      const inner = createServerApp({
        config: runtime.config,
        db: runtime.database.db,
        auth: runtime.auth,
        logger: runtime.logger,
        publicReadCache: runtime.publicReadCache,
        dev: true,
      });
      inner(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  });
  return app;
}

async function main(): Promise<void> {
  // Settings are checked before anything starts, so a bad value costs one line and no waiting.
  const emulatorPlaceholder =
    process.env.NODE_ENV === "production" ? {} : { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
  loadConfig({ ...emulatorPlaceholder, ...process.env });
  const emulator = await startEmulatorIfNeeded();
  try {
    await serve(emulator);
  } catch (error) {
    await emulator?.stop();
    throw error;
  }
}

async function serve(emulator: RunningEmulator | null): Promise<void> {
  const config = loadConfig();
  if (!dev) await ensureBuild();
  const runtime = await openRuntime(config);
  if (config.seedOnStart) {
    const result = await seedDatabase({
      db: runtime.database.db,
      mediaDir: config.mediaDir,
      ensureAuthUser: (account) => ensureDemoAuthUser(config, account),
      log: (message) => runtime.logger.info(message),
    });
    if (result.created) runtime.logger.info({ listings: result.listings }, "seeded demo data");
  }
  const app = dev ? await createDevApp(runtime) : await loadBuiltApp(runtime);
  const running = await listen(app, runtime);
  console.log(`\n  Nilam is running at ${running.url}/\n  Demo accounts: see README.md\n`);
  stopOnSignals(async () => {
    await running.stop();
    await emulator?.stop();
  });
}

await runCli(main);
