// `npm run seed [-- --listings N]`: demo accounts (in the Firebase Auth emulator) and, into a project without
// listings, N demo listings (default 200) with pictures, plans, banners and collections. It uses the emulators
// of a running `npm start`, or starts its own on the data `npm start` keeps in ./data/emulators.
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureDemoAuthUser } from "#server/adapters/auth/demo-users.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openFirestore } from "#server/db/firestore.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { runCli } from "#server/main.ts";
import {
  authEmulatorAnswers,
  EmulatorsUnavailable,
  findRunningEmulators,
  firestoreEmulatorAnswers,
  localEmulatorFolders,
  type RunningEmulators,
  startEmulators,
} from "./lib/emulators.ts";

const { values } = parseArgs({ options: { listings: { type: "string", default: "200" } } });
const listingCount = Number(values.listings);

/** The emulators of a running `npm start` (its record, or the usual ports), else our own on the saved data. */
async function emulatorsIfNeeded(dataDir: string): Promise<RunningEmulators | null> {
  if (process.env.NODE_ENV === "production") return null;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST) return null;
  const { workDir, persistDir } = localEmulatorFolders(dataDir);
  const usual = { authHost: "127.0.0.1:9099", firestoreHost: "127.0.0.1:8080" };
  const running =
    (await findRunningEmulators(workDir)) ??
    ((await authEmulatorAnswers(usual.authHost)) && (await firestoreEmulatorAnswers(usual.firestoreHost))
      ? usual
      : null);
  if (running) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = running.authHost;
    process.env.FIRESTORE_EMULATOR_HOST = running.firestoreHost;
    return null;
  }
  console.log("Starting the Firebase Auth and Firestore emulators…");
  try {
    const emulators = await startEmulators({
      projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-nilam",
      workDir,
      persistDir,
    });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
    return emulators;
  } catch (error) {
    if (error instanceof EmulatorsUnavailable) throw new ConfigError(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  if (!Number.isSafeInteger(listingCount) || listingCount < 0) {
    throw new ConfigError(`--listings must be a whole number, not ${values.listings}`);
  }
  const emulators = await emulatorsIfNeeded(path.resolve(process.env.DATA_DIR ?? "./data"));
  try {
    const config = loadConfig();
    const started = performance.now();
    const database = openFirestore({
      projectId: config.firebase.projectId,
      emulatorHost: config.firebase.firestoreEmulatorHost,
    });
    try {
      const result = await seedDatabase({
        db: database.db,
        mediaDir: config.mediaDir,
        listingCount,
        ensureAuthUser: (account) => ensureDemoAuthUser(config, account),
        log: (message) => console.log(message),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        result.created
          ? `Seeded ${result.listings} listings in ${seconds} s.`
          : `Demo accounts are up to date; the project already has listings, so nothing else was added (${seconds} s).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await emulators?.stop();
  }
}

await runCli(main);
