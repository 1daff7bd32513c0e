// What a start of the emulators is asked for (EmulatorOptions) and gives back (RunningEmulators), and the settings
// both strategies start from.
import type { ChildProcess } from "node:child_process";
import type { StrategyName } from "./strategy.ts";

export interface RunningEmulators {
  /** The Hosting emulator's origin, with `deployed`: the site as Firebase serves it. */
  hostingUrl?: string;
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  authHost: string;
  /** host:port, the value of FIRESTORE_EMULATOR_HOST. */
  firestoreHost: string;
  projectId: string;
  strategy: StrategyName;
  /** One line for the console, e.g. "installed emulator jar on Java 17". */
  description: string;
  /** Saves data (with `persistDir`) and stops both emulators. */
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  projectId: string;
  /** Config, logs and scratch files; created if missing. */
  workDir: string;
  /** A firebase-tools export folder: imported at start when present, written at stop. */
  persistDir?: string;
  ports?: { auth?: number; firestore?: number };
  /** Which strategy to use when both can run (NILAM_EMULATORS overrides). Default: firebase-tools. */
  prefer?: StrategyName;
  /** Firestore security rules; default ./firestore.rules when it exists. */
  rulesFile?: string;
  /**
   * The deployed path as well: the Hosting emulator serving `build/client` and rewriting the rest to the
   * Functions emulator running `build/functions` (firebase-tools only). `env` reaches the function.
   */
  deployed?: DeployedOptions;
}

export interface DeployedOptions {
  /** The folder `npm run build` wrote (client/ for Hosting, functions/ for the function). */
  buildDir: string;
  hostingPort?: number;
  env: Record<string, string>;
}

export type Settings = Omit<EmulatorOptions, "rulesFile"> & {
  rulesFile: string | null;
  authPort: number;
  firestorePort: number;
  /** With `deployed`: the Hosting emulator's port. */
  hostingPort: number;
  /** Every process started, to end them if the start is interrupted. */
  spawned: ChildProcess[];
};
