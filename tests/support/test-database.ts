import { randomBytes } from "node:crypto";
import { type Database, openFirestore } from "#server/db/firestore.ts";

/** host:port of the Firestore emulator that scripts/test.ts started; without one the test file fails. */
export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      "FIRESTORE_EMULATOR_HOST is not set: these tests need the Firestore emulator. Run them through `npm test`, " +
        "or start an emulator and export FIRESTORE_EMULATOR_HOST=host:port.",
    );
  }
  return host;
}

/** Deletes every document of one project in the emulator (its REST call for tests). */
async function clearProject(host: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  if (!response.ok)
    throw new Error(`clearing the emulator's project ${projectId} answered ${response.status}`);
}

/**
 * A Firestore of its own for one test file: a fresh project id in the emulator, so files running side by side
 * never see each other's documents. close() deletes the project's documents and closes the client.
 */
export async function createTestDatabase(): Promise<Database> {
  const emulatorHost = firestoreEmulatorHost();
  const projectId = `demo-nilam-test-${randomBytes(6).toString("hex")}`;
  const database = openFirestore({ projectId, emulatorHost });
  return {
    db: database.db,
    projectId,
    async close() {
      try {
        await database.close();
      } finally {
        await clearProject(emulatorHost, projectId);
      }
    },
  };
}
