// `npm start`: builds if needed, starts the Firebase Auth and Firestore emulators (their data kept in
// ./data/emulators between runs), seeds demo data into an empty project and serves Nilam on
// http://localhost:3000. `npm run dev` does the same with Vite's dev server (HMR). Given
// FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (or NODE_ENV=production) it starts no emulator.
import path from "node:path";
import express from "express";
import { ensureDemoAuthUser } from "#server/adapters/auth/demo-users.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { listen, loadBuiltApp, runCli, stopOnSignals } from "#server/main.ts";
import { openRuntime, type Runtime } from "#server/runtime.ts";
import { ensureBuild } from "./lib/build.ts";
import {
  EmulatorsUnavailable,
  localEmulatorFolders,
  type RunningEmulators,
  startEmulators,
} from "./lib/emulators.ts";
import { portIsFree } from "./lib/processes.ts";

const dev = process.argv.includes("--dev");

/** The usual port when it is free (other tools' defaults), else any. */
async function preferredPort(port: number): Promise<number | undefined> {
  return (await portIsFree(port)) ? port : undefined;
}

function displayPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith("..") ? folder : relative;
}

async function startEmulatorsIfNeeded(): Promise<RunningEmulators | null> {
  if (process.env.NODE_ENV === "production") return null;
  const given = [process.env.FIREBASE_AUTH_EMULATOR_HOST, process.env.FIRESTORE_EMULATOR_HOST].filter(
    Boolean,
  );
  if (given.length === 2) return null;
  if (given.length === 1) {
    throw new ConfigError(
      "Set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (emulators you run yourself), or neither (npm start runs its own).",
    );
  }
  const { workDir, persistDir } = localEmulatorFolders(path.resolve(process.env.DATA_DIR ?? "./data"));
  console.log("Starting the Firebase Auth and Firestore emulators…");
  let emulators: RunningEmulators;
  try {
    emulators = await startEmulators({
      projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-nilam",
      workDir,
      persistDir,
      ports: { auth: await preferredPort(9099), firestore: await preferredPort(8080) },
    });
  } catch (error) {
    if (error instanceof EmulatorsUnavailable) throw new ConfigError(error.message);
    throw error;
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  console.log(
    `Emulators: Auth ${emulators.authHost}, Firestore ${emulators.firestoreHost} (${emulators.description}); logs in ${displayPath(workDir)}`,
  );
  return emulators;
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
        storage: runtime.storage,
        mailer: runtime.mailer,
        publicData: runtime.publicData,
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
  const emulatorPlaceholders =
    process.env.NODE_ENV === "production"
      ? {}
      : { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" };
  loadConfig({ ...emulatorPlaceholders, ...process.env });
  const emulators = await startEmulatorsIfNeeded();
  try {
    await serve(emulators);
  } catch (error) {
    await emulators?.stop();
    throw error;
  }
}

async function serve(emulators: RunningEmulators | null): Promise<void> {
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
  // On the emulators sessions are unsigned: the config keeps such a server on loopback unless told otherwise.
  const reach = ["127.0.0.1", "localhost", "::1"].includes(runtime.config.host)
    ? "this machine only (HOST is loopback)"
    : `every network interface of ${runtime.config.host}`;
  console.log(
    `\n  Nilam is running at ${running.url}/, reachable from ${reach}\n  Demo accounts: see README.md\n`,
  );
  stopOnSignals(async () => {
    await running.stop();
    await emulators?.stop();
  });
}

await runCli(main);
