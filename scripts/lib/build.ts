import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_ENTRY } from "#server/main.ts";
import { FUNCTIONS_DIR, FUNCTIONS_MAIN } from "../build-functions.ts";
import { run } from "./processes.ts";

const SOURCES = [
  "web",
  "public",
  "server",
  "shared",
  "functions",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];
/** What `npm run build` makes that the others read: the server bundle and the functions package. */
const OUTPUTS = [
  BUILD_ENTRY,
  path.join(FUNCTIONS_DIR, FUNCTIONS_MAIN),
  path.join(FUNCTIONS_DIR, "package.json"),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.resolve(target, entry)));
  return newest;
}

/** Whether the build is newer than every source (false when a part of it is missing). */
export function buildIsFresh(): boolean {
  const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  return builtAt > changedAt;
}

/** `npm run build` (scripts/build.ts): the browser bundles, the server bundle, then the functions package. */
export async function runBuild(): Promise<boolean> {
  return (await run(process.execPath, [path.resolve("scripts/build.ts")])) === 0;
}

/** Builds the app when there is no build yet or a source file is newer than it. */
export async function ensureBuild(): Promise<void> {
  if (buildIsFresh()) return;
  console.log(existsSync(BUILD_ENTRY) ? "Sources changed: rebuilding…" : "Building Nilam (first run)…");
  if (!(await runBuild())) throw new Error("The build failed.");
}
