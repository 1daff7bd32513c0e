import { spawn } from "node:child_process";
import { freePort, httpOk, stopChild, waitFor } from "./processes.ts";

export interface RunningAppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `scripts/start.ts` (the built app, PGlite in `dataDir`) in its own process on a free loopback port and
 * waits until /healthz answers. Tests and benchmarks use it; `FIREBASE_AUTH_EMULATOR_HOST` must be given.
 */
export async function startAppServer(options: {
  dataDir: string;
  emulatorHost: string;
  seed: boolean;
}): Promise<RunningAppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
      SEED_ON_START: String(options.seed),
      LOG_LEVEL: "warn",
    },
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitFor("the Nilam server", () => httpOk(`${baseUrl}/healthz`), { timeoutMs: 180_000, child });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { baseUrl, stop: () => stopChild(child, "SIGTERM") };
}
