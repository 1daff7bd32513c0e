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
import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { crc32 } from "node:zlib";
import { childPids, freePort, httpOk, stopChild, waitFor } from "./processes.ts";

export const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** Where the Google Cloud CLI (apt, tarball or Homebrew) puts the Firestore emulator. */
const EMULATOR_JAR_RELATIVE = "platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const SDK_ROOTS = [
  "/usr/lib/google-cloud-sdk",
  "/usr/share/google-cloud-sdk",
  "/opt/google-cloud-sdk",
  "/snap/google-cloud-cli/current",
  "/opt/homebrew/share/google-cloud-sdk",
  "/usr/local/share/google-cloud-sdk",
];

export interface JavaInstall {
  /** The java executable, symlinks resolved. */
  bin: string;
  major: number;
}

export type EmulatorPlan =
  /** `emulatorJar: null`: firebase-tools downloads its own emulator. */
  | { kind: "firebase-tools"; java: JavaInstall; emulatorJar: string | null }
  | { kind: "jar"; java: JavaInstall; emulatorJar: string };

export type StrategyName = EmulatorPlan["kind"];

/** No emulator can run here; the message is one line that says what is missing and how to fix it. */
export class EmulatorsUnavailable extends Error {
  override name = "EmulatorsUnavailable";
}

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

// ---------------------------------------------------------------------------------------------------------
// Pure parts

/** The major version in `java -version` output: `"17.0.15"` → 17, `"1.8.0_292"` → 8, `"25"` → 25. */
export function parseJavaMajorVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

const INSTALL_JDK = "install a JDK ≥ 17 (Debian: sudo apt-get install default-jre-headless)";
const INSTALL_EMULATOR =
  "the google-cloud-cli-firestore-emulator package (Google's apt repository), which runs on Java 17";

/**
 * Which way to run the emulators, given the Java installs found (in order of preference) and the installed
 * emulator jar. `prefer: "jar"` is for tests (faster start); `override` is NILAM_EMULATORS.
 */
export function chooseStrategy(facts: {
  javas: JavaInstall[];
  emulatorJar: string | null;
  prefer: StrategyName;
  override?: string;
}): EmulatorPlan | { kind: "unavailable"; problem: string } {
  const { javas, emulatorJar } = facts;
  const java21 = javas.find((j) => j.major >= 21);
  const java17 = javas.find((j) => j.major >= 17);
  const viaFirebaseTools = java21 && { kind: "firebase-tools" as const, java: java21, emulatorJar };
  const viaJar = java17 && emulatorJar && { kind: "jar" as const, java: java17, emulatorJar };
  const override = facts.override?.trim();

  if (override === "jar") {
    if (viaJar) return viaJar;
    return {
      kind: "unavailable",
      problem: emulatorJar
        ? `NILAM_EMULATORS=jar needs Java ≥ 17 (${describeJavas(javas)}): ${INSTALL_JDK}`
        : `NILAM_EMULATORS=jar needs the installed Firestore emulator jar: install ${INSTALL_EMULATOR}`,
    };
  }
  if (override === "firebase-tools") {
    if (viaFirebaseTools) return viaFirebaseTools;
    return {
      kind: "unavailable",
      problem: `NILAM_EMULATORS=firebase-tools needs Java ≥ 21 (${describeJavas(javas)}): install a JDK ≥ 21 or unset NILAM_EMULATORS`,
    };
  }
  if (override) {
    return {
      kind: "unavailable",
      problem: `NILAM_EMULATORS must be "firebase-tools" or "jar", not "${override}"`,
    };
  }

  if (facts.prefer === "jar" && viaJar) return viaJar;
  if (viaFirebaseTools) return viaFirebaseTools;
  if (viaJar) return viaJar;
  if (javas.length === 0) {
    return {
      kind: "unavailable",
      problem: `The Firestore emulator needs Java and none was found: ${INSTALL_JDK}, and ${INSTALL_EMULATOR}`,
    };
  }
  if (!java17) {
    return {
      kind: "unavailable",
      problem: `The Firestore emulator needs Java ≥ 17 (${describeJavas(javas)}): ${INSTALL_JDK}`,
    };
  }
  return {
    kind: "unavailable",
    problem: `The Firestore emulator is not installed and firebase-tools cannot fetch its own on Java ${java17.major}: install ${INSTALL_EMULATOR}, or a JDK ≥ 21`,
  };
}

function describeJavas(javas: JavaInstall[]): string {
  if (javas.length === 0) return "no Java found";
  return `found ${javas.map((j) => `Java ${j.major}`).join(", ")}`;
}

/** A jar's manifest, lines folded at 72 bytes as the JAR specification asks. */
export function manifestText(attributes: Record<string, string>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    let line = `${name}: ${value}`;
    lines.push(line.slice(0, 72));
    line = line.slice(72);
    while (line.length > 0) {
      lines.push(` ${line.slice(0, 71)}`);
      line = line.slice(71);
    }
  }
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** A zip archive of stored (uncompressed) files: enough for a jar that only carries a manifest. */
function zipStored(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const dosDate = (1 << 5) | 1; // 1980-01-01: a fixed date keeps the file byte-identical between runs
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A jar with no classes of its own: a Main-Class and a Class-Path to the installed emulator jar. */
export function wrapperJar(emulatorJar: string): Buffer {
  const manifest = manifestText({
    "Manifest-Version": "1.0",
    "Main-Class": FIRESTORE_MAIN_CLASS,
    // A path-absolute URL, resolved against the wrapper's own location.
    "Class-Path": pathToFileURL(emulatorJar).pathname,
  });
  return zipStored([{ name: "META-INF/MANIFEST.MF", data: Buffer.from(manifest, "utf8") }]);
}

// ---------------------------------------------------------------------------------------------------------
// Looking at the machine

function onPath(command: string, searchPath: string | undefined): string | null {
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function javaVersionOutput(bin: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(bin, ["-Duser.language=en", "-version"], { timeout: 10_000 }, (_error, stdout, stderr) =>
      resolve(`${stdout}\n${stderr}`),
    );
  });
}

/** Java installs on PATH, in JAVA_HOME and in /usr/lib/jvm, in that order of preference. */
async function findJavaInstalls(env: NodeJS.ProcessEnv = process.env): Promise<JavaInstall[]> {
  const candidates: string[] = [];
  const fromPath = onPath("java", env.PATH);
  if (fromPath) candidates.push(fromPath);
  if (env.JAVA_HOME) candidates.push(path.join(env.JAVA_HOME, "bin", "java"));
  for (const root of ["/usr/lib/jvm", "/Library/Java/JavaVirtualMachines"]) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root).sort()) {
      candidates.push(
        path.join(root, entry, "bin", "java"),
        path.join(root, entry, "Contents/Home/bin/java"),
      );
    }
  }
  const unique = [...new Set(candidates.filter((c) => existsSync(c)).map((c) => realpathSync(c)))];
  const versions = await Promise.all(
    unique.map(async (bin) => parseJavaMajorVersion(await javaVersionOutput(bin))),
  );
  return unique.flatMap((bin, i) => {
    const major = versions[i];
    return major ? [{ bin, major }] : [];
  });
}

/** The Google Cloud CLI's Firestore emulator jar, if installed (FIRESTORE_EMULATOR_JAR names one elsewhere). */
function findEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FIRESTORE_EMULATOR_JAR)
    return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : null;
  const roots = [...SDK_ROOTS];
  if (env.CLOUDSDK_ROOT_DIR) roots.unshift(env.CLOUDSDK_ROOT_DIR);
  const gcloud = onPath("gcloud", env.PATH);
  // …/google-cloud-sdk/bin/gcloud
  if (gcloud) roots.unshift(path.dirname(path.dirname(realpathSync(gcloud))));
  if (env.HOME) roots.push(path.join(env.HOME, "google-cloud-sdk"));
  for (const root of roots) {
    const jar = path.join(root, EMULATOR_JAR_RELATIVE);
    if (existsSync(jar)) return jar;
  }
  return null;
}

async function planEmulators(prefer: StrategyName, env: NodeJS.ProcessEnv = process.env) {
  return chooseStrategy({
    javas: await findJavaInstalls(env),
    emulatorJar: findEmulatorJar(env),
    prefer,
    override: env.NILAM_EMULATORS,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Running them

const METADATA_FILE = "firebase-export-metadata.json";
const FIRESTORE_EXPORT = "firestore_export";
const FIRESTORE_SEED_FILE = `${FIRESTORE_EXPORT}/${FIRESTORE_EXPORT}.overall_export_metadata`;

interface ExportMetadata {
  version: string;
  firestore?: { version: string; path: string; metadata_file: string };
  auth?: { version: string; path: string };
}

function readMetadata(persistDir: string): ExportMetadata | null {
  const file = path.join(persistDir, METADATA_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ExportMetadata) : null;
}

/** firebase-tools on the Node that runs us (its `#!/usr/bin/env node` may find an older one). */
const firebaseCommand = (args: string[]) => ({
  command: process.execPath,
  args: [path.resolve("node_modules/firebase-tools/lib/bin/firebase.js"), ...args],
});

/**
 * The environment firebase-tools runs in: no update checks, our Java first on PATH, and a temporary folder of
 * its own: firebase-tools finds "the" running suite of a project through a file in it, so two suites for
 * demo-nilam (`npm start` and `npm test`) would otherwise export each other's data.
 */
function firebaseToolsEnv(
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

function spawnLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string; spawned: ChildProcess[] },
) {
  // Detached (own process group): a Ctrl-C in the terminal reaches us, and we stop the emulators in order.
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(options.log);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.once("error", (error) => log.write(`\nspawn failed: ${error.message}\n`));
  options.spawned.push(child);
  return child;
}

/**
 * Ends a child at once, with no clean shutdown: for firebase-tools a clean stop would export a half-started
 * suite over the saved data. firebase-tools starts its java in a process group of its own: ended by its id.
 */
async function killNow(child: ChildProcess): Promise<void> {
  const grandchildren = child.pid ? await childPids(child.pid) : [];
  await stopChild(child, "SIGKILL");
  signalEach(grandchildren, "SIGTERM");
}

function signalEach(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone already.
    }
  }
}

async function waitReady(what: string, url: string, child: ChildProcess, log: string, timeoutMs: number) {
  try {
    await waitFor(what, () => httpOk(url), { timeoutMs, child });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmulatorsUnavailable(`${reason}; its log: ${path.relative(process.cwd(), log) || log}`);
  }
}

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
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

type Settings = Omit<EmulatorOptions, "rulesFile"> & {
  rulesFile: string | null;
  authPort: number;
  firestorePort: number;
  /** With `deployed`: the Hosting emulator's port. */
  hostingPort: number;
  /** Every process started, to end them if the start is interrupted. */
  spawned: ChildProcess[];
};

/** firebase.json for the emulators alone (the project's own firebase.json describes the deployment). */
async function writeFirebaseConfig(
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

async function startWithFirebaseTools(
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

async function startWithJar(
  plan: Extract<EmulatorPlan, { kind: "jar" }>,
  settings: Settings,
): Promise<RunningEmulators> {
  const { file, hubPort } = await writeFirebaseConfig(settings, false);
  const metadata = settings.persistDir ? readMetadata(settings.persistDir) : null;

  const authArgs = ["emulators:start", "--only", "auth", "--project", settings.projectId, "--config", file];
  if (metadata?.auth && settings.persistDir) authArgs.push("--import", settings.persistDir);
  const authLog = path.join(settings.workDir, "auth.log");
  const firebase = firebaseCommand(authArgs);
  const auth = spawnLogged(firebase.command, firebase.args, {
    cwd: settings.workDir,
    env: firebaseToolsEnv(settings.workDir, null),
    log: authLog,
    spawned: settings.spawned,
  });

  const firestoreArgs = [
    "-Duser.language=en",
    "-cp",
    plan.emulatorJar,
    FIRESTORE_MAIN_CLASS,
    "--host",
    "127.0.0.1",
    "--port",
    String(settings.firestorePort),
  ];
  if (settings.rulesFile) firestoreArgs.push("--rules", settings.rulesFile);
  if (metadata?.firestore && settings.persistDir) {
    firestoreArgs.push(
      "--seed_from_export",
      path.join(settings.persistDir, metadata.firestore.metadata_file),
    );
  }
  const firestoreLog = path.join(settings.workDir, "firestore.log");
  const firestore = spawnLogged(plan.java.bin, firestoreArgs, {
    cwd: settings.workDir,
    env: process.env,
    log: firestoreLog,
    spawned: settings.spawned,
  });

  const authHost = `127.0.0.1:${settings.authPort}`;
  const firestoreHost = `127.0.0.1:${settings.firestorePort}`;
  // A java ignores SIGINT when started in the background: SIGTERM.
  const stopBoth = () =>
    Promise.all([stopChild(firestore, "SIGTERM"), stopChild(auth, "SIGTERM", { wholeGroup: false })]).then(
      () => undefined,
    );
  try {
    await Promise.all([
      waitReady("the Firebase Auth emulator", `http://${authHost}/`, auth, authLog, 90_000),
      waitReady("the Firestore emulator", `http://${firestoreHost}/`, firestore, firestoreLog, 60_000),
    ]);
  } catch (error) {
    await Promise.all([killNow(auth), killNow(firestore)]);
    throw error;
  }

  return {
    authHost,
    firestoreHost,
    projectId: settings.projectId,
    strategy: "jar",
    description: `the installed Firestore emulator on Java ${plan.java.major}, Auth through firebase-tools`,
    async stop() {
      try {
        if (settings.persistDir) {
          await saveJarStrategyData({
            persistDir: settings.persistDir,
            projectId: settings.projectId,
            firestoreHost,
            hubHost: `127.0.0.1:${hubPort}`,
          });
        }
      } finally {
        await stopBoth();
      }
    },
  };
}

/**
 * Writes the same export folder firebase-tools would: the Auth emulator's export through the firebase-tools hub
 * (which replaces the whole folder), and the Firestore export beside it, made first so a failure loses nothing.
 */
async function saveJarStrategyData(options: {
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
