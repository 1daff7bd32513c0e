import { type App, deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";

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

/** One small read, for /healthz. Throws when Firestore cannot answer. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.collection("meta").limit(1).get();
}
