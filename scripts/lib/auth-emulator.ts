import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, httpOk, stopChild, waitFor } from "./processes.ts";

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, `--only auth`) on loopback. It needs no network; with
 * `persistDir` its accounts survive restarts (exported on exit, imported on the next start).
 */
export async function startAuthEmulator(options: {
  projectId: string;
  port?: number;
  workDir: string;
  persistDir?: string;
  logFile?: string;
}): Promise<RunningEmulator> {
  mkdirSync(options.workDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const configFile = path.join(options.workDir, "firebase.json");
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        hub: { host: "127.0.0.1", port: await freePort() },
        logging: { host: "127.0.0.1", port: await freePort() },
        ui: { enabled: false },
      },
    }),
  );
  const args = ["emulators:start", "--only", "auth", "--project", options.projectId, "--config", configFile];
  if (options.persistDir) {
    if (existsSync(path.join(options.persistDir, "firebase-export-metadata.json"))) {
      args.push("--import", options.persistDir);
    }
    args.push("--export-on-exit", options.persistDir);
  }
  const firebaseBin = path.resolve("node_modules/.bin/firebase");
  const child = spawn(firebaseBin, args, {
    cwd: options.workDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  });
  const log = createWriteStream(options.logFile ?? path.join(options.workDir, "auth-emulator.log"));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const host = `127.0.0.1:${port}`;
  try {
    await waitFor("the Firebase Auth emulator", () => httpOk(`http://${host}/`), {
      timeoutMs: 90_000,
      child,
    });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { host, projectId: options.projectId, stop: () => stopChild(child, "SIGINT") };
}
