// The deployed function (build/functions) under Google's Functions Framework: the server Cloud Functions runs
// Node code in, here on a loopback port, for the deploy tests and the cold-start benchmark.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort, stopChild } from "./processes.ts";

const FRAMEWORK = path.resolve("node_modules/@google-cloud/functions-framework/build/src/main.js");

export interface RunningFunction {
  base: string;
  child: ChildProcess;
  /** What the process printed so far (its logs), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the `nilam` function; `env` is the function's environment on top of this process's. */
export async function startFunctionsFramework(options: {
  buildDir: string;
  env: Record<string, string>;
}): Promise<RunningFunction> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(
    process.execPath,
    [FRAMEWORK, "--target=nilam", `--source=${path.join(options.buildDir, "functions")}`, `--port=${port}`],
    { env: { ...process.env, PUBLIC_URL: base, ...options.env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { base, child, output: () => output, stop: () => stopChild(child, "SIGTERM") };
}

/** Milliseconds until `url` answers 200, asked every 10 ms; throws if the process ends first. */
export async function untilAnswers(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the function exited with code ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) {
      await response.arrayBuffer();
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
