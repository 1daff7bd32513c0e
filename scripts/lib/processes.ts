import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port that was free a moment ago, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a TCP port on loopback can be listened on now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Polls `check` until it is true, failing after `timeoutMs` or as soon as `child` exits. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; child?: ChildProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`${what} exited with code ${options.child.exitCode} before it was ready`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${options.timeoutMs / 1000} s`);
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A measurement made in a fresh Node process (so that one's memory does not inflate the next's): runs `args`
 * with this Node and resolves with the JSON of the last line it printed; its errors go to ours.
 */
export function measureInChild<T>(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], env });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as T);
      else reject(new Error(`${args.join(" ")} exited with ${code}: ${out.slice(-2000)}`));
    });
  });
}

/**
 * Stops a child and, by default, its whole process group, waiting for it to go (SIGKILL after `graceMs`).
 * `wholeGroup: false` signals only the child first, for a parent that stops its own children in order
 * (firebase-tools exports emulator data before it stops them); what is left of the group is then ended.
 */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGINT",
  options: { wholeGroup?: boolean; graceMs?: number } = {},
): Promise<void> {
  const wholeGroup = options.wholeGroup ?? true;
  const signalGroup = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // The group is gone already.
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    if (wholeGroup && child.pid) signalGroup(signal);
    else child.kill(signal);
    const timer = setTimeout(() => {
      signalGroup("SIGKILL");
      child.kill("SIGKILL");
    }, options.graceMs ?? 10_000);
    await exited;
    clearTimeout(timer);
  }
  // Grandchildren that outlived their parent (a java that ignored the parent's SIGINT).
  if (!wholeGroup) signalGroup("SIGTERM");
}

/** The direct children of a process (through `pgrep -P`); none where pgrep is missing. */
export function childPids(pid: number): Promise<number[]> {
  return new Promise((resolve) => {
    execFile("pgrep", ["-P", String(pid)], (_error, stdout) =>
      resolve(
        stdout
          .split("\n")
          .map((line) => Number(line.trim()))
          .filter((n) => Number.isInteger(n) && n > 0),
      ),
    );
  });
}
