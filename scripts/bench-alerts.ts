// `npm run bench` (and alone: `npm run bench -- --alerts [--listings N]`): the saved-search e-mail job
// (mailSavedSearchAlerts) as its scheduled function runs it, in a fresh process: it opens the runtime, loads the
// public projection and checks a full run's members (500, two searches each, every one with news, so each gets an
// e-mail). Reports the process's peak memory (VmHWM) against the function's memory (functions/resources.ts), and
// the time the run took. The members and their searches are written into the bench project first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import type { SavedSearchDoc } from "#server/db/documents.ts";
import { openFirestore } from "#server/db/firestore.ts";
import { JOBS } from "#server/jobs.ts";
import { openRuntime } from "#server/runtime.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { createUser } from "#tests/support/factories/users.ts";
import { jobMemory, memoryMiB } from "../functions/resources.ts";
import { measureInChild } from "./lib/processes.ts";

/** A run's members at most (MEMBERS_PER_RUN in server/modules/saved-searches/alerts.ts). */
const MEMBERS = 500;
const QUERIES = ["types=sell&propertyName=Land&city={city}", "types=rent&propertyName=House&city={city}"];
/** Eight in the morning in India: past ALERT_HOUR whatever the bench machine's clock says. */
const RUN_AT = new Date(`${new Date().toISOString().slice(0, 10)}T02:30:00Z`);

interface Emulators {
  firestoreHost: string;
  authHost: string;
}

/** Members with e-mails on and searches never checked: each is due, and everything they match is news. */
async function seedMembers(emulators: Emulators, projectId: string): Promise<void> {
  const database = openFirestore({ projectId, emulatorHost: emulators.firestoreHost });
  const now = new Date();
  try {
    for (let start = 0; start < MEMBERS; start += 100) {
      const batch = database.db.batch();
      const ids = Array.from(
        { length: Math.min(100, MEMBERS - start) },
        (_, k) => `bench-alerts-${start + k}`,
      );
      await Promise.all(ids.map((uid) => createUser(database.db, { uid })));
      for (const [k, userId] of ids.entries()) {
        QUERIES.forEach((query, n) => {
          const city = TAMIL_NADU_DISTRICTS[(start + k + n) % TAMIL_NADU_DISTRICTS.length]!;
          const search: SavedSearchDoc = {
            userId,
            name: `Search ${n + 1}`,
            query: query.replace("{city}", encodeURIComponent(city)),
            alerts: true,
            seen: {},
            checkedOn: "",
            createdAt: now,
            updatedAt: now,
          };
          batch.set(col.savedSearches(database.db).doc(`${userId}-${n}`), search);
        });
      }
      await batch.commit();
    }
  } finally {
    await database.close();
  }
}

/** The job in this process, as its scheduled function runs it; prints one JSON line. */
async function runJobHere(): Promise<void> {
  const started = performance.now();
  const runtime = await openRuntime(loadConfig());
  try {
    // The load alone first (the job's own sync() then finds the projection current).
    await runtime.publicData.sync();
    const loadSeconds = (performance.now() - started) / 1000;
    const outcome = await JOBS.mailSavedSearchAlerts.run(runtime, RUN_AT);
    const status = readFileSync("/proc/self/status", "utf8");
    const kilobytes = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
    console.log(
      JSON.stringify({
        ...outcome,
        loadSeconds,
        seconds: (performance.now() - started) / 1000,
        peakMB: kilobytes("VmHWM") / 1024,
        rssMB: kilobytes("VmRSS") / 1024,
      }),
    );
  } finally {
    await runtime.close();
  }
}

interface JobMeasure {
  members: number;
  mailed: number;
  loadSeconds: number;
  seconds: number;
  peakMB: number;
  rssMB: number;
}

/** Seeds a run's members into the project of `listings` listings and measures the job on it. */
export async function runAlertJobBenchmark(options: {
  emulators: Emulators;
  projectId: string;
  listings: number;
  workDir: string;
}): Promise<void> {
  await seedMembers(options.emulators, options.projectId);
  const result = await measureInChild<JobMeasure>([import.meta.filename, "--child"], {
    ...process.env,
    NODE_ENV: "test",
    FIREBASE_PROJECT_ID: options.projectId,
    FIRESTORE_EMULATOR_HOST: options.emulators.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: options.emulators.authHost,
    DATA_DIR: path.join(options.workDir, "alerts"),
    LOG_LEVEL: "warn",
  });
  const memory = memoryMiB(jobMemory("mailSavedSearchAlerts"));
  console.log(
    `\nsaved-search e-mail job, ${options.listings} listings, ${result.members} members (${QUERIES.length} searches each), ${result.mailed} e-mails: ${result.seconds.toFixed(1)} s (${result.loadSeconds.toFixed(1)} s of it loading the listings), peak ${result.peakMB.toFixed(0)} MB RSS (the function has ${memory.toLocaleString("en-US")} MiB), ${result.rssMB.toFixed(0)} MB at the end`,
  );
}

if (process.argv.includes("--child")) await runJobHere();
