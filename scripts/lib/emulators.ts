// The local Firebase emulators Nilam develops and tests on: Auth (firebase-tools, Node) and Firestore (Java).
//
// Strategies, chosen by `chooseStrategy` from what this machine has:
// - "firebase-tools": `firebase emulators:start --only auth,firestore`. firebase-tools insists on Java ≥ 21. When
//   the Google Cloud CLI's emulator jar is installed it runs through a generated wrapper jar
//   (FIRESTORE_EMULATOR_BINARY_PATH), offline; otherwise firebase-tools downloads its own (needs the internet).
// - "jar": the installed emulator jar started directly (Java ≥ 17 is enough), and the Auth emulator through
//   firebase-tools `--only auth` (Node only). Faster to start: the choice for tests.
// NILAM_EMULATORS=firebase-tools|jar overrides the choice.
//
// Both keep data in the same layout (a firebase-tools export folder), so `persistDir` survives a change of strategy.
//
// This file starts them and finds them running; emulators/ holds the parts: the choice of strategy
// (strategy.ts, from what machine.ts finds), each strategy (firebase-tools.ts, jar.ts, with wrapper-jar.ts), their
// processes (children.ts) and the data kept between runs (export-folder.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { killNow } from "./emulators/children.ts";
import { METADATA_FILE } from "./emulators/export-folder.ts";
import { startWithFirebaseTools } from "./emulators/firebase-tools.ts";
import { startWithJar } from "./emulators/jar.ts";
import { planEmulators } from "./emulators/machine.ts";
import type { EmulatorOptions, RunningEmulators, Settings } from "./emulators/settings.ts";
import { describeJavas, EmulatorsUnavailable } from "./emulators/strategy.ts";
import { freePort } from "./processes.ts";

export type { DeployedOptions, EmulatorOptions, RunningEmulators } from "./emulators/settings.ts";
export { EmulatorsUnavailable } from "./emulators/strategy.ts";

/**
 * Starts the Auth and Firestore emulators on loopback; throws EmulatorsUnavailable (one line) when it cannot.
 * While they run, `workDir/running.json` names them, for other commands (`npm run seed`) to find.
 */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  const running = await startEither(options);
  const record = path.join(options.workDir, RUNNING_FILE);
  const { authHost, firestoreHost, projectId } = running;
  writeFileSync(record, JSON.stringify({ authHost, firestoreHost, projectId, pid: process.pid }));
  return {
    ...running,
    async stop() {
      rmSync(record, { force: true });
      await running.stop();
    },
  };
}

async function startEither(options: EmulatorOptions): Promise<RunningEmulators> {
  const plan = await planEmulators(options.prefer ?? "firebase-tools");
  if (plan.kind === "unavailable") throw new EmulatorsUnavailable(plan.problem);
  if (options.deployed && plan.kind !== "firebase-tools")
    throw new EmulatorsUnavailable(
      `The Hosting and Functions emulators run through firebase-tools, which needs Java ≥ 21 (${describeJavas([plan.java])}; NILAM_EMULATORS=${process.env.NILAM_EMULATORS ?? "unset"})`,
    );
  mkdirSync(options.workDir, { recursive: true });
  if (options.persistDir) mkdirSync(path.dirname(options.persistDir), { recursive: true });
  const rulesFile = options.rulesFile ?? path.resolve("firestore.rules");
  const settings: Settings = {
    ...options,
    rulesFile: existsSync(rulesFile) ? path.resolve(rulesFile) : null,
    authPort: options.ports?.auth ?? (await freePort()),
    firestorePort: options.ports?.firestore ?? (await freePort()),
    hostingPort: options.deployed ? (options.deployed.hostingPort ?? (await freePort())) : 0,
    spawned: [],
  };
  // The emulators run in process groups of their own, out of reach of a Ctrl-C: one while they start ends them.
  const interrupted = (signal: NodeJS.Signals) => {
    void Promise.all(settings.spawned.map(killNow)).finally(() =>
      process.exit(signal === "SIGINT" ? 130 : 143),
    );
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    return plan.kind === "jar"
      ? await startWithJar(plan, settings)
      : await startWithFirebaseTools(plan, settings);
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
  }
}

const RUNNING_FILE = "running.json";

/** The emulators another process started with this `workDir`, if they still answer. */
export async function findRunningEmulators(
  workDir: string,
): Promise<{ authHost: string; firestoreHost: string; projectId: string } | null> {
  const file = path.join(workDir, RUNNING_FILE);
  if (!existsSync(file)) return null;
  const running = JSON.parse(readFileSync(file, "utf8")) as {
    authHost: string;
    firestoreHost: string;
    projectId: string;
  };
  const answering =
    (await authEmulatorAnswers(running.authHost)) && (await firestoreEmulatorAnswers(running.firestoreHost));
  return answering ? running : null;
}

/** Where `npm start` and `npm run seed` keep the emulators' files: config and logs, and the data kept between runs. */
export function localEmulatorFolders(dataDir: string): { workDir: string; persistDir: string } {
  const workDir = path.join(dataDir, "emulators", "run");
  const persistDir = path.join(dataDir, "emulators", "saved");
  // Accounts saved when the Auth emulator ran alone carry over.
  const legacy = path.join(dataDir, "auth-emulator", "accounts");
  if (!existsSync(persistDir) && existsSync(path.join(legacy, METADATA_FILE))) {
    mkdirSync(path.dirname(persistDir), { recursive: true });
    renameSync(legacy, persistDir);
  }
  return { workDir, persistDir };
}

/** True when a Firestore emulator answers at host:port (it says "Ok" on /). */
export async function firestoreEmulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return response.ok && (await response.text()).trim() === "Ok";
  } catch {
    return false;
  }
}

/** True when a Firebase Auth emulator answers at host:port. */
export async function authEmulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return response.ok && (await response.text()).includes("authEmulator");
  } catch {
    return false;
  }
}
