// `npm test`: lint, typecheck and unit tests; then, on Firebase Auth and Firestore emulators started once for
// the run, the security rules tests and the integration tests (each test file on a Firestore project id of its
// own); then a production build served with demo data and browser end-to-end tests in headless Chromium; then the
// deploy suite: the deployed function under Google's Functions Framework and behind the Hosting emulator.
// Everything runs on free loopback ports and stops at the end. A missing emulator fails the run, it never skips
// tests. Ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer } from "./lib/app-server.ts";
import { runBuild } from "./lib/build.ts";
import { type RunningEmulators, startEmulators } from "./lib/emulators.ts";
import { run } from "./lib/processes.ts";

const ROOT = process.cwd();
// Two runs in one work tree (NILAM_TEST_RUN=name, NILAM_BUILD_DIR=dir) keep out of each other's files.
const TMP = path.join(ROOT, "tmp", process.env.NILAM_TEST_RUN ?? "test-run");
const PROJECT_ID = "demo-nilam";
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
// The tools' `#!/usr/bin/env node` finds the Node that runs this script, also when it is not first on PATH.
process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;

let passed = 0;
let failed = 0;
const failures: string[] = [];
const notes: string[] = [];

function fail(what: string, count = 1): void {
  failed += count;
  failures.push(what);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

/** The environment without emulator addresses a developer's shell may carry. */
function envWithoutEmulators(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIRESTORE_EMULATOR_HOST;
  return env;
}

/** A step that is a check rather than a test suite counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code === 0) passed += 1;
  else fail(name);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string }>;
  }>;
}

async function vitest(project: string, env: NodeJS.ProcessEnv, filters: string[] = []): Promise<void> {
  console.log(`\n▶ ${project} tests`);
  const report = path.join(TMP, `vitest-${project}.json`);
  const code = await run(
    bin("vitest"),
    [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...filters,
    ],
    env,
  );
  const result = readJson<VitestReport>(report);
  if (!result) {
    fail(`${project} (exit code ${code}, no report)`);
    return;
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (result.numFailedTests > 0) failures.push(`${project}: ${result.numFailedTests} failed`);
  // A file that fails before its tests run (a missing emulator, an import error) counts as one failure.
  const broken = result.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  for (const file of broken) {
    const reason =
      (file.message ?? "").split("\n").find((line) => line.trim()) ?? "a hook failed (its error is above)";
    fail(`${project}: ${path.relative(ROOT, file.name)}: ${reason.trim()}`);
  }
  if (result.numTotalTests === 0 && broken.length === 0) fail(`${project}: no tests ran`);
  else if (code !== 0 && result.numFailedTests === 0 && broken.length === 0) {
    fail(`${project} (exit code ${code})`);
  }
  if (result.numPendingTests > 0) notes.push(`${project}: ${result.numPendingTests} skipped or todo`);
}

async function build(): Promise<boolean> {
  console.log("\n▶ build");
  if (await runBuild()) return true;
  fail("build");
  return false;
}

async function endToEnd(emulators: RunningEmulators, filters: string[]): Promise<void> {
  const dataDir = path.join(TMP, "e2e-data");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startAppServer({
    dataDir,
    seed: true,
    emulators,
    // Every browser test signs in from 127.0.0.1: the per-address limit is not what they test.
    settings: { SIGN_IN_LIMIT: "1000" },
  });
  try {
    console.log("\n▶ end-to-end (Playwright, Chromium)");
    const report = path.join(TMP, "e2e.json");
    const code = await run(bin("playwright"), ["test", ...filters], {
      ...process.env,
      BASE_URL: server.baseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
      FIREBASE_PROJECT_ID: emulators.projectId,
      PLAYWRIGHT_JSON: report,
    });
    const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(report);
    if (!result) {
      fail(`end-to-end (exit code ${code}, no report)`);
      return;
    }
    passed += result.stats.expected + result.stats.flaky;
    failed += result.stats.unexpected;
    if (result.stats.unexpected > 0) failures.push(`end-to-end: ${result.stats.unexpected} failed`);
  } finally {
    await server.stop();
  }
}

/** `npm test -- integration fuzz`: one suite, with its runner's file filters (a developer's shortcut). */
const SUITES = ["lint", "typecheck", "unit", "rules", "integration", "e2e", "deploy"] as const;
type Suite = (typeof SUITES)[number];

function parseArguments(args: string[]): { wanted: (suite: Suite) => boolean; filters: string[] } {
  const [first, ...rest] = args;
  if (first === undefined) return { wanted: () => true, filters: [] };
  if (!SUITES.includes(first as Suite)) {
    console.error(`npm test: unknown suite "${first}"; one of ${SUITES.join(", ")}, then file filters`);
    process.exit(2);
  }
  return { wanted: (suite) => suite === first, filters: rest };
}

async function onEmulators(
  emulators: RunningEmulators,
  { wanted, filters }: ReturnType<typeof parseArguments>,
): Promise<void> {
  const env = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    FIREBASE_PROJECT_ID: emulators.projectId,
  };
  if (wanted("rules")) await vitest("rules", env, filters);
  // Integration tests of pages (tests/support/test-server.ts `pages: true`) serve the production build.
  if (!wanted("integration") && !wanted("e2e") && !wanted("deploy")) return;
  if (!(await build())) return;
  if (wanted("integration")) await vitest("integration", env, filters);
  if (wanted("e2e"))
    await endToEnd(emulators, filters).catch((error: unknown) => {
      console.error(error);
      fail(`end-to-end: ${error instanceof Error ? error.message : String(error)}`);
    });
  // Last: its function writes into demo-nilam, which the end-to-end run seeds only when it has no listings.
  if (wanted("deploy")) await vitest("deploy", env, filters);
}

async function main(): Promise<void> {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const selection = parseArguments(process.argv.slice(2));
  const { wanted } = selection;
  const needsEmulators = wanted("rules") || wanted("integration") || wanted("e2e") || wanted("deploy");

  // The emulators start while lint, typecheck and unit tests run (the Auth emulator alone takes seconds of CPU).
  const starting = needsEmulators
    ? startEmulators({
        projectId: PROJECT_ID,
        workDir: path.join(TMP, "emulators"),
        prefer: "jar",
      }).then(
        (emulators) => ({ emulators, error: null }),
        (error: unknown) => ({ emulators: null, error }),
      )
    : null;

  if (wanted("lint")) {
    await check("lint", bin("biome"), ["check", "."]);
    // CI installs with `npm ci`, which refuses a lock file out of step with package.json; a work tree that already
    // has node_modules would never notice. The registry here lacks some platforms' optional packages, and a plain
    // `npm install` then drops their entries from the lock file.
    await check("lock file in step with package.json", "sh", [
      "-c",
      "npm ci --dry-run --ignore-scripts --no-audit --no-fund >/dev/null",
    ]);
  }
  if (wanted("typecheck"))
    await check("typecheck", "sh", ["-c", `${bin("react-router")} typegen && ${bin("tsc")}`]);
  // Without emulator addresses: a unit test needs none.
  if (wanted("unit")) await vitest("unit", envWithoutEmulators(), selection.filters);

  if (starting) {
    console.log("\n▶ Firebase Auth and Firestore emulators");
    const { emulators, error } = await starting;
    if (emulators) {
      console.log(
        `Auth ${emulators.authHost}, Firestore ${emulators.firestoreHost}: ${emulators.description}`,
      );
      const stopOnInterrupt = () => {
        void emulators.stop().finally(() => process.exit(130));
      };
      process.once("SIGINT", stopOnInterrupt);
      try {
        await onEmulators(emulators, selection);
      } finally {
        process.off("SIGINT", stopOnInterrupt);
        await emulators.stop();
      }
    } else {
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      // Every suite that needs them fails: none is skipped.
      fail(`emulators: ${message}; the rules, integration and end-to-end tests could not run`, 3);
    }
  }

  if (notes.length > 0) console.log(`\nNotes:\n- ${notes.join("\n- ")}`);
  if (failures.length > 0) console.log(`\nFailures:\n- ${failures.join("\n- ")}`);
  const summary = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(TMP, "summary.txt"), `${summary}\n`);
  console.log(`\n${summary}`);
  process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
}

await main();
