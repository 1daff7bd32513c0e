// The "firebase-tools" strategy: `firebase emulators:start` runs Auth and Firestore (and, for the deployed path,
// Hosting and Functions) from a generated firebase.json. Also how the "jar" strategy starts its Auth emulator.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { childPids, freePort, stopChild } from "../processes.ts";
import { killNow, signalEach, spawnLogged, waitReady } from "./children.ts";
import { readMetadata } from "./export-folder.ts";
import type { DeployedOptions, RunningEmulators, Settings } from "./settings.ts";
import type { EmulatorPlan, JavaInstall } from "./strategy.ts";
import { wrapperJar } from "./wrapper-jar.ts";

/** firebase-tools on the Node that runs us (its `#!/usr/bin/env node` may find an older one). */
export const firebaseCommand = (args: string[]) => ({
  command: process.execPath,
  args: [path.resolve("node_modules/firebase-tools/lib/bin/firebase.js"), ...args],
});

/**
 * The environment firebase-tools runs in: no update checks, our Java first on PATH, and a temporary folder of
 * its own: firebase-tools finds "the" running suite of a project through a file in it, so two suites for
 * demo-nilam (`npm start` and `npm test`) would otherwise export each other's data.
 */
export function firebaseToolsEnv(
  workDir: string,
  java: JavaInstall | null,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const tmp = path.join(workDir, "tmp");
  mkdirSync(tmp, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_UPDATE_NOTIFIER: "1",
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    TMPDIR: tmp,
    ...extra,
  };
  // Ours to start, not an existing one to talk to.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIRESTORE_EMULATOR_HOST;
  if (java) {
    const binDir = path.dirname(java.bin);
    env.PATH = `${binDir}${path.delimiter}${process.env.PATH ?? ""}`;
    env.JAVA_HOME = path.dirname(binDir);
  }
  return env;
}

/** firebase.json for the emulators alone (the project's own firebase.json describes the deployment). */
export async function writeFirebaseConfig(
  settings: Settings,
  withFirestore: boolean,
): Promise<{ file: string; hubPort: number }> {
  const hubPort = await freePort();
  const emulators: Record<string, unknown> = {
    auth: { host: "127.0.0.1", port: settings.authPort },
    hub: { host: "127.0.0.1", port: hubPort },
    logging: { host: "127.0.0.1", port: await freePort() },
    ui: { enabled: false },
    // Tests use a project id per file.
    singleProjectMode: false,
  };
  if (withFirestore) {
    emulators.firestore = {
      host: "127.0.0.1",
      port: settings.firestorePort,
      websocketPort: await freePort(),
    };
  }
  const config: Record<string, unknown> = { emulators };
  if (withFirestore && settings.rulesFile) config.firestore = { rules: settings.rulesFile };
  if (settings.deployed) Object.assign(config, await deployedConfig(settings, settings.deployed, emulators));
  const file = path.join(settings.workDir, "firebase.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, hubPort };
}

/**
 * Hosting and Functions as the project's firebase.json deploys them (its rewrites, headers and redirects), from
 * this build folder; paths relative to the generated config's folder, as firebase-tools resolves them.
 */
async function deployedConfig(
  settings: Settings,
  deployed: DeployedOptions,
  emulators: Record<string, unknown>,
) {
  const project = JSON.parse(readFileSync(path.resolve("firebase.json"), "utf8")) as {
    hosting: Record<string, unknown>;
    functions: Array<Record<string, unknown>>;
  };
  const from = (folder: string) => path.relative(settings.workDir, path.join(deployed.buildDir, folder));
  emulators.hosting = { host: "127.0.0.1", port: settings.hostingPort };
  emulators.functions = { host: "127.0.0.1", port: await freePort() };
  // The predeploy hooks belong to a deploy; the emulators run the build as it is.
  const { predeploy: _hosting, ...hosting } = project.hosting;
  const functions = project.functions.map(({ predeploy: _functions, ...codebase }) => ({
    ...codebase,
    source: from("functions"),
  }));
  return { hosting: { ...hosting, public: from("client") }, functions };
}

export async function startWithFirebaseTools(
  plan: Extract<EmulatorPlan, { kind: "firebase-tools" }>,
  settings: Settings,
): Promise<RunningEmulators> {
  const { file } = await writeFirebaseConfig(settings, true);
  const args = [
    "emulators:start",
    "--only",
    settings.deployed ? "auth,firestore,functions,hosting" : "auth,firestore",
    "--project",
    settings.projectId,
    "--config",
    file,
  ];
  if (settings.persistDir) {
    if (readMetadata(settings.persistDir)) args.push("--import", settings.persistDir);
    args.push("--export-on-exit", settings.persistDir);
  }
  const extraEnv: NodeJS.ProcessEnv = {};
  if (plan.emulatorJar) {
    // firebase-tools chmods the binary it is given: a copy of our own in a writable folder.
    const wrapper = path.join(settings.workDir, "cloud-firestore-emulator-wrapper.jar");
    writeFileSync(wrapper, wrapperJar(plan.emulatorJar));
    extraEnv.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
  }
  const log = path.join(settings.workDir, "firebase-tools.log");
  const firebase = firebaseCommand(args);
  const child = spawnLogged(firebase.command, firebase.args, {
    cwd: settings.workDir,
    // The Functions emulator passes its own environment on to the function.
    env: firebaseToolsEnv(settings.workDir, plan.java, { ...settings.deployed?.env, ...extraEnv }),
    log,
    spawned: settings.spawned,
  });
  const authHost = `127.0.0.1:${settings.authPort}`;
  const firestoreHost = `127.0.0.1:${settings.firestorePort}`;
  const hostingUrl = settings.deployed ? `http://127.0.0.1:${settings.hostingPort}` : undefined;
  // The download of firebase-tools' own emulator may take a while.
  const timeoutMs = plan.emulatorJar ? 90_000 : 300_000;
  // firebase-tools exports on SIGTERM, then stops its emulators itself; its java is ended too if left behind.
  const stop = async () => {
    const java = child.pid ? await childPids(child.pid) : [];
    await stopChild(child, "SIGTERM", { wholeGroup: false, graceMs: 60_000 });
    signalEach(java, "SIGTERM");
  };
  try {
    await waitReady("the Firebase Auth emulator", `http://${authHost}/`, child, log, timeoutMs);
    await waitReady("the Firestore emulator", `http://${firestoreHost}/`, child, log, timeoutMs);
    // Through Hosting to the function and on to Firestore: the whole path answers.
    if (hostingUrl)
      await waitReady("the site on the Hosting emulator", `${hostingUrl}/healthz`, child, log, timeoutMs);
  } catch (error) {
    await killNow(child);
    throw error;
  }
  return {
    hostingUrl,
    authHost,
    firestoreHost,
    projectId: settings.projectId,
    strategy: "firebase-tools",
    description: `firebase-tools on Java ${plan.java.major}, ${plan.emulatorJar ? "with the installed Firestore emulator" : "with its own Firestore emulator download"}`,
    stop,
  };
}
