import { spawn } from "node:child_process";
import { freePort, httpOk, stopChild, waitFor } from "./processes.ts";

/**
 * The tiles of every test run: a reserved name (.invalid) that never reaches the internet; the browser tests
 * answer it themselves (tests/support/e2e/tiles.ts).
 */
export const TEST_MAP_TILES = {
  MAP_TILE_URL: "https://tiles.invalid/{z}/{x}/{y}.png",
  MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors (test tiles)",
} as const;

export interface RunningAppServer {
  baseUrl: string;
  /** The server's process id (its memory can be read in /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs `scripts/start.ts` (the built app) in its own process on a free loopback port, on the given Auth and
 * Firestore emulators (it starts none of its own), and waits until /healthz answers. In test mode by default;
 * `benchmark` runs it as in production (React's production build) on the same emulators, for benchmarks.
 */
export async function startAppServer(options: {
  /** Media and other local files. */
  dataDir: string;
  seed: boolean;
  /** The running Auth and Firestore emulators (see startEmulators). */
  emulators: { authHost: string; firestoreHost: string; projectId?: string };
  benchmark?: boolean;
  /** More settings for the server (README "Settings"). */
  settings?: Record<string, string>;
}): Promise<RunningAppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const { emulators } = options;
  // The placeholders satisfy the production checks; nothing here calls Firebase or Razorpay, and the server
  // listens on loopback only.
  const modeEnv = options.benchmark
    ? {
        NODE_ENV: "production",
        BENCHMARK_ON_EMULATORS: "1",
        PUBLIC_URL: baseUrl,
        FIREBASE_API_KEY: "bench-placeholder",
        PAYMENTS_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_bench",
        RAZORPAY_KEY_SECRET: "bench-placeholder",
        RAZORPAY_WEBHOOK_SECRET: "bench-placeholder",
      }
    : { NODE_ENV: "test", ...TEST_MAP_TILES };
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      ...modeEnv,
      FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
      FIREBASE_PROJECT_ID: emulators.projectId ?? "demo-nilam",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_ON_START: String(options.seed),
      LOG_LEVEL: "warn",
      ...options.settings,
    },
  });
  try {
    await waitFor("the Nilam server", () => httpOk(`${baseUrl}/healthz`), { timeoutMs: 180_000, child });
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop: () => stopChild(child, "SIGTERM") };
}
