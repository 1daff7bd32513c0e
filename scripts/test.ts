// `npm test`: lint, typecheck, unit and integration tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is
// set), then a production build served with demo data and browser end-to-end tests in headless Chromium.
// It starts and stops its own Firebase Auth emulator and server on free ports, and ends with one line:
// "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer } from "./lib/app-server.ts";
import { startAuthEmulator } from "./lib/auth-emulator.ts";
import { run } from "./lib/processes.ts";

const ROOT = process.cwd();
const TMP = path.join(ROOT, "tmp", "test-run");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

let passed = 0;
let failed = 0;
const failures: string[] = [];

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

/** A step that is a check rather than a test suite counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

async function vitest(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`\n▶ ${name}`);
  const report = path.join(TMP, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(
    bin("vitest"),
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { ...process.env, ...env },
  );
  const result = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTests: number }>(report);
  if (!result || (code !== 0 && result.numFailedTests === 0)) {
    failed += 1;
    failures.push(`${name} (exit code ${code})`);
  }
  if (result) {
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numFailedTests > 0) failures.push(`${name}: ${result.numFailedTests} failed`);
    if (result.numTotalTests === 0) failures.push(`${name}: no tests ran`);
  }
}

async function endToEnd(emulatorHost: string): Promise<void> {
  console.log("\n▶ build");
  if ((await run(bin("react-router"), ["build"])) !== 0) {
    failed += 1;
    failures.push("build");
    return;
  }
  const dataDir = path.join(TMP, "e2e-data");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startAppServer({ dataDir, emulatorHost, seed: true });
  try {
    console.log("\n▶ end-to-end (Playwright, Chromium)");
    const report = path.join(TMP, "e2e.json");
    const code = await run(bin("playwright"), ["test"], {
      ...process.env,
      BASE_URL: server.baseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      PLAYWRIGHT_JSON: report,
    });
    const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(report);
    if (!result) {
      failed += 1;
      failures.push(`end-to-end (exit code ${code}, no report)`);
      return;
    }
    passed += result.stats.expected + result.stats.flaky;
    failed += result.stats.unexpected;
    if (result.stats.unexpected > 0) failures.push(`end-to-end: ${result.stats.unexpected} failed`);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  await check("lint", bin("biome"), ["check", "."]);
  await check("typecheck", "sh", ["-c", `${bin("react-router")} typegen && ${bin("tsc")}`]);

  console.log("\n▶ starting the Firebase Auth emulator");
  const emulator = await startAuthEmulator({
    projectId: "demo-nilam",
    workDir: path.join(TMP, "auth-emulator"),
  });
  try {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId };
    await vitest("unit and integration (PGlite)", [], { ...env, TEST_DB_ENGINE: "pglite" });
    if (process.env.TEST_DATABASE_URL) {
      await vitest("integration (PostgreSQL)", ["--project", "integration"], {
        ...env,
        TEST_DB_ENGINE: "postgres",
      });
    } else {
      console.log("\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration tests is skipped)");
    }
    await endToEnd(emulator.host).catch((error: unknown) => {
      console.error(error);
      failed += 1;
      failures.push(`end-to-end: ${error instanceof Error ? error.message : String(error)}`);
    });
  } finally {
    await emulator.stop();
  }

  if (failures.length > 0) console.log(`\nFailures:\n- ${failures.join("\n- ")}`);
  const summary = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(TMP, "summary.txt"), `${summary}\n`);
  console.log(`\n${summary}`);
  process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
}

await main();
