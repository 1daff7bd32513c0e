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
  seed: boolean;
  /** The Auth emulator to sign in with; without one the server runs as in production (for benchmarks). */
  emulatorHost?: string;
  databaseUrl?: string;
}): Promise<RunningAppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // React and React Router are measured as they run in production. These placeholders satisfy the production
  // checks; nothing here calls Firebase or Razorpay, and the server listens on loopback only.
  const modeEnv = options.emulatorHost
    ? { NODE_ENV: "test", FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost }
    : {
        NODE_ENV: "production",
        FIREBASE_AUTH_EMULATOR_HOST: "",
        PUBLIC_URL: baseUrl,
        FIREBASE_PROJECT_ID: "nilam-bench",
        FIREBASE_API_KEY: "bench-placeholder",
        PAYMENTS_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_bench",
        RAZORPAY_KEY_SECRET: "bench-placeholder",
        RAZORPAY_WEBHOOK_SECRET: "bench-placeholder",
      };
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      ...modeEnv,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SEED_ON_START: String(options.seed),
      LOG_LEVEL: "warn",
    },
  });
  try {
    await waitFor("the Nilam server", () => httpOk(`${baseUrl}/healthz`), { timeoutMs: 180_000, child });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { baseUrl, stop: () => stopChild(child, "SIGTERM") };
}
