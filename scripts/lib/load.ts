// A bounded closed-loop load: `concurrency` connections request a URL until the time or request budget runs out.
// The load runs in a process of its own (scripts/lib/load-process.ts, autocannon), not in the bench's: a runner
// that shares a process, or is slower than the server, measures itself (issue 31). The bench checks that it is
// not the bottleneck by its figure against a bare Node server (scripts/lib/bare-server.ts).
import { spawn } from "node:child_process";
import path from "node:path";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadOptions {
  /**
   * The URL of every request. With `numbered`, each `{n}` in it becomes the request's own number, so that every
   * request asks something new (answers that cannot come from a cache).
   */
  url: string;
  /** The number of the i-th request: from + i × step. */
  numbered?: { from: number; step: number };
  concurrency: number;
  seconds: number;
  maxRequests: number;
  /** Requests made one by one before the measured load (its own numbers below `from`). */
  warmup?: number;
  /** Sent with every request (a session cookie, the encodings taken). */
  headers?: Record<string, string>;
}

/** The URL of request `i` (negative for the warm-up's). */
export function urlOfRequest(options: Pick<LoadOptions, "url" | "numbered">, i: number): string {
  if (!options.numbered) return options.url;
  return options.url.replaceAll("{n}", String(options.numbered.from + i * options.numbered.step));
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** The load's figures from its answers' latencies (ms, in any order) and errors. */
export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const LOAD_PROCESS = path.join(import.meta.dirname, "load-process.ts");

/** Runs the load in a new process and returns its figures. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD_PROCESS, JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
      else resolve(JSON.parse(output) as LoadResult);
    });
  });
}
