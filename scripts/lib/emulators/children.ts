// The emulators' processes: started with their output in a log, waited for until they answer, ended at once when a
// start fails.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { childPids, httpOk, stopChild, waitFor } from "../processes.ts";
import { EmulatorsUnavailable } from "./strategy.ts";

export function spawnLogged(
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
export async function killNow(child: ChildProcess): Promise<void> {
  const grandchildren = child.pid ? await childPids(child.pid) : [];
  await stopChild(child, "SIGKILL");
  signalEach(grandchildren, "SIGTERM");
}

export function signalEach(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone already.
    }
  }
}

export async function waitReady(
  what: string,
  url: string,
  child: ChildProcess,
  log: string,
  timeoutMs: number,
) {
  try {
    await waitFor(what, () => httpOk(url), { timeoutMs, child });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmulatorsUnavailable(`${reason}; its log: ${path.relative(process.cwd(), log) || log}`);
  }
}

export async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
}
