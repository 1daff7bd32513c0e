import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The server's own entry, run as a user would run it: a bad setting must cost one clear line, not a stack trace.
function serve(env: Record<string, string>) {
  return spawnSync(process.execPath, ["server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("starting the server with bad settings", () => {
  it("names the bad variable in one line and exits 1", () => {
    const result = serve({ PORT: "eighty" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^nilam: Invalid setting: PORT /),
    ]);
  });

  it("refuses production on the emulator and demo defaults, naming each setting", () => {
    const result = serve({ NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    for (const setting of [
      "FIREBASE_AUTH_EMULATOR_HOST",
      "FIREBASE_PROJECT_ID",
      "PAYMENTS_PROVIDER",
      "PUBLIC_URL",
    ]) {
      expect(lines[0]).toContain(setting);
    }
  });
});
