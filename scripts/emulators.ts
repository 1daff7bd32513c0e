// `npm run emulators`: Nilam as Firebase serves it, on this machine. The Hosting emulator serves the built
// assets and rewrites every other path to the `nilam` function in the Functions emulator, which runs the deployed
// package (build/functions) against the Auth and Firestore emulators, with only the `__session` cookie
// forwarded, as in production. Data are shared with `npm start` (./data), and demo data seeded into an empty
// project. `npm start` stays the quick path; this one is the product's.
import path from "node:path";
import { ensureDemoAuthUser } from "#server/adapters/auth/demo-users.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openFirestore } from "#server/db/firestore.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { runCli, stopOnSignals } from "#server/main.ts";
import { writeRobots } from "./build-functions.ts";
import { ensureBuild } from "./lib/build.ts";
import {
  EmulatorsUnavailable,
  localEmulatorFolders,
  type RunningEmulators,
  startEmulators,
} from "./lib/emulators.ts";
import { portIsFree } from "./lib/processes.ts";

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-nilam";
const HOSTING_PORT = Number(process.env.HOSTING_PORT ?? 5000);

/** What the function is told, beyond what the Functions emulator tells it (the emulators' addresses). */
function functionSettings(options: { dataDir: string; publicUrl: string }): Record<string, string> {
  return {
    PUBLIC_URL: options.publicUrl,
    // The function's working folder is build/functions: an absolute path for media and saved data.
    DATA_DIR: options.dataDir,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  };
}

/**
 * The site as deployed, on emulators of its own (`npm run emulators`, the deploy tests, the benchmark): Hosting
 * on `hostingPort` in front of the function from the build, its robots.txt written for that address, media and
 * saved data under `dataDir`; `env` adds to the function's settings. Stopping removes that robots.txt.
 */
export async function startDeployedSite(options: {
  workDir: string;
  dataDir: string;
  hostingPort: number;
  persistDir?: string;
  env?: Record<string, string>;
}): Promise<RunningEmulators & { hostingUrl: string }> {
  const publicUrl = `http://127.0.0.1:${options.hostingPort}`;
  // Hosting serves robots.txt itself (the Functions runtime would answer it with a 404).
  writeRobots(publicUrl);
  const emulators = await startEmulators({
    projectId: PROJECT_ID,
    workDir: options.workDir,
    persistDir: options.persistDir,
    prefer: "firebase-tools",
    deployed: {
      buildDir: path.resolve(process.env.NILAM_BUILD_DIR ?? "build"),
      hostingPort: options.hostingPort,
      env: { ...functionSettings({ dataDir: options.dataDir, publicUrl }), ...options.env },
    },
  });
  return {
    ...emulators,
    hostingUrl: publicUrl,
    async stop() {
      await emulators.stop();
      writeRobots(undefined);
    },
  };
}

/** Demo accounts and listings into an empty project, as `npm start` does. */
export async function seed(emulators: RunningEmulators, dataDir: string): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
  });
  const database = openFirestore({ projectId: PROJECT_ID, emulatorHost: emulators.firestoreHost });
  try {
    const result = await seedDatabase({
      db: database.db,
      mediaDir: config.mediaDir,
      ensureAuthUser: (account) => ensureDemoAuthUser(config, account),
      log: (message) => console.log(message),
    });
    if (result.created) console.log(`Seeded demo data: ${result.listings} listings`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  if (!(await portIsFree(HOSTING_PORT)))
    throw new ConfigError(`Port ${HOSTING_PORT} is taken: set HOSTING_PORT to a free one.`);
  await ensureBuild();
  const { workDir, persistDir } = localEmulatorFolders(dataDir);
  console.log("Starting the Auth, Firestore, Functions and Hosting emulators (firebase-tools)…");
  let emulators: RunningEmulators;
  try {
    emulators = await startDeployedSite({ workDir, persistDir, dataDir, hostingPort: HOSTING_PORT });
  } catch (error) {
    if (error instanceof EmulatorsUnavailable) throw new ConfigError(error.message);
    throw error;
  }
  try {
    await seed(emulators, dataDir);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  console.log(
    `\n  Nilam, as deployed, at ${emulators.hostingUrl}/ (Hosting → function nilam → Auth ${emulators.authHost}, Firestore ${emulators.firestoreHost})\n  Logs in ${path.relative(process.cwd(), workDir)}; Ctrl-C stops and saves the data.\n`,
  );
  stopOnSignals(() => emulators.stop());
}

if (import.meta.main) await runCli(main);
