import { type App, deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { settledBy } from "./deadlines.ts";

/** The database every service takes first: a Firestore client (firebase-admin). */
export type Db = Firestore;

export interface Database {
  db: Db;
  projectId: string;
  close(): Promise<void>;
}

/**
 * Opens Cloud Firestore for `projectId`, or the local emulator at `emulatorHost` (host:port). firebase-admin
 * reads the emulator's address from the process environment, so it is put there; every client in one process
 * therefore talks to the same emulator, while tests keep apart by project id.
 */
export function openFirestore(options: { projectId: string; emulatorHost?: string }): Database {
  if (options.emulatorHost) {
    process.env.FIRESTORE_EMULATOR_HOST = options.emulatorHost;
    // The emulator needs no Google credentials; without this, Google's auth library still probes the Compute
    // Engine metadata server, which is unreachable off Google Cloud, and prints a warning.
    process.env.METADATA_SERVER_DETECTION ??= "none";
  }
  const name = `nilam-firestore-${options.projectId}-${options.emulatorHost ?? "live"}`;
  const existing = getApps().find((a) => a.name === name);
  const app: App = existing ?? initializeApp({ projectId: options.projectId }, name);
  const db = getFirestore(app);
  if (!existing) db.settings({ ignoreUndefinedProperties: true });
  return {
    db,
    projectId: options.projectId,
    close: () => deleteApp(app),
  };
}

/**
 * Whether `error` is Firestore saying it cannot serve now, after its client's own retries: ABORTED (gRPC 10: a
 * transaction that kept losing to others on the same documents; "Transaction lock timeout." on the emulator, or
 * HTTP's 409 for it), DEADLINE_EXCEEDED (4) or UNAVAILABLE (14). The request is answered as for a stalled
 * database (503, try again), not as a defect: nothing was written, as the transaction or write did not commit.
 */
export function databaseUnavailable(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return code === 10 || code === 409 || code === 4 || code === 14;
}

/**
 * Whether Firestore answers one small read within `deadlineMs` (for /healthz). One read at a time: while one is
 * late, every caller is told false at once, and a stalled database is not asked again until it answers.
 */
export function createDatabaseProbe(db: Db, deadlineMs: number): () => Promise<boolean> {
  let running: { startedAt: number; done: Promise<boolean> } | null = null;
  return () => {
    if (!running) {
      const done = Promise.resolve()
        .then(() => db.collection("meta").limit(1).get())
        .then(
          () => true,
          () => false,
        );
      const probe = { startedAt: performance.now(), done };
      running = probe;
      void done.finally(() => {
        if (running === probe) running = null;
      });
    }
    return settledBy(running.done, running.startedAt + deadlineMs);
  };
}
