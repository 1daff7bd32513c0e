// The data the emulators keep between runs, in the layout of a firebase-tools export folder whichever strategy
// wrote it, so that a folder survives a change of strategy.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { postJson } from "./children.ts";

export const METADATA_FILE = "firebase-export-metadata.json";
const FIRESTORE_EXPORT = "firestore_export";
const FIRESTORE_SEED_FILE = `${FIRESTORE_EXPORT}/${FIRESTORE_EXPORT}.overall_export_metadata`;

interface ExportMetadata {
  version: string;
  firestore?: { version: string; path: string; metadata_file: string };
  auth?: { version: string; path: string };
}

export function readMetadata(persistDir: string): ExportMetadata | null {
  const file = path.join(persistDir, METADATA_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ExportMetadata) : null;
}

/**
 * Writes the same export folder firebase-tools would: the Auth emulator's export through the firebase-tools hub
 * (which replaces the whole folder), and the Firestore export beside it, made first so a failure loses nothing.
 */
export async function saveJarStrategyData(options: {
  persistDir: string;
  projectId: string;
  firestoreHost: string;
  hubHost: string;
}): Promise<void> {
  const { persistDir, projectId } = options;
  const staging = `${persistDir}.firestore-staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await postJson(`http://${options.firestoreHost}/emulator/v1/projects/${projectId}:export`, {
    database: `projects/${projectId}/databases/(default)`,
    export_directory: staging,
    export_name: FIRESTORE_EXPORT,
  });
  await postJson(`http://${options.hubHost}/_admin/export`, {
    path: persistDir,
    initiatedBy: "nilam",
    targets: ["auth"],
  });
  renameSync(path.join(staging, FIRESTORE_EXPORT), path.join(persistDir, FIRESTORE_EXPORT));
  rmSync(staging, { recursive: true, force: true });
  const metadata = readMetadata(persistDir) ?? { version: "unknown" };
  metadata.firestore = { version: "installed", path: FIRESTORE_EXPORT, metadata_file: FIRESTORE_SEED_FILE };
  writeFileSync(path.join(persistDir, METADATA_FILE), JSON.stringify(metadata, null, 2));
}
