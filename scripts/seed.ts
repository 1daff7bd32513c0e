// `npm run seed [-- --listings N]`: demo accounts (in the Firebase Auth emulator) and, into a database
// without listings, N demo listings (default 200) with pictures, plans, banners and collections.
// Run it while `npm start` is stopped: PGlite allows one process per data directory.
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureDemoAuthUser } from "#server/adapters/auth/demo-users.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { runCli } from "#server/main.ts";
import { type RunningEmulator, startAuthEmulator } from "./lib/auth-emulator.ts";
import { httpOk } from "./lib/processes.ts";

const { values } = parseArgs({ options: { listings: { type: "string", default: "200" } } });
const listingCount = Number(values.listings);

/** Uses the emulator of a running `npm start` (port 9099) or starts one with the same saved accounts. */
async function emulatorIfNeeded(dataDir: string): Promise<RunningEmulator | null> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.NODE_ENV === "production") return null;
  if (await httpOk("http://127.0.0.1:9099/")) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
    return null;
  }
  console.log("Starting the Firebase Auth emulator…");
  const emulator = await startAuthEmulator({
    projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-nilam",
    workDir: path.join(dataDir, "auth-emulator"),
    persistDir: path.join(dataDir, "auth-emulator", "accounts"),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return emulator;
}

async function main(): Promise<void> {
  if (!Number.isSafeInteger(listingCount) || listingCount < 0) {
    throw new Error(`--listings must be a whole number, not ${values.listings}`);
  }
  const emulator = await emulatorIfNeeded(path.resolve(process.env.DATA_DIR ?? "./data"));
  try {
    const config = loadConfig();
    const started = performance.now();
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, "db"),
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
          ? `Seeded ${result.listings} listings (${database.engine}) in ${seconds} s.`
          : `Demo accounts are up to date; the database already has listings, so nothing else was added (${seconds} s).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await emulator?.stop();
  }
}

await runCli(main);
