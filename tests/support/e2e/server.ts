import { openFirestore } from "#server/db/firestore.ts";

/** The server's Firestore emulator, which the e2e run names in the environment: here the test plays the server. */
export function serverFirestore() {
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!emulatorHost || !projectId)
    throw new Error("FIRESTORE_EMULATOR_HOST and FIREBASE_PROJECT_ID must be set.");
  return openFirestore({ projectId, emulatorHost });
}
