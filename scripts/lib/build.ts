import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_ENTRY } from "#server/main.ts";
import { run } from "./processes.ts";

const SOURCES = ["web", "server", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the app when there is no build yet or a source file is newer than it. */
export async function ensureBuild(): Promise<void> {
  const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed: rebuilding…" : "Building Nilam (first run)…");
  const code = await run(path.resolve("node_modules/.bin/react-router"), ["build"]);
  if (code !== 0) throw new Error(`The build failed (exit code ${code}).`);
}
