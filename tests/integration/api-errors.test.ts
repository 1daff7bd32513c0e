import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Db } from "#server/db/firestore.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A Firestore client whose every call throws stands in for any unexpected failure behind the API (a stalled
// Firestore is tests/integration/database-stall.test.ts).
const unreachableFirestore = new Proxy({} as Db, {
  get() {
    return () => {
      throw new Error("Firestore is unreachable");
    };
  },
});

describe("unexpected failures", () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9" });
    server = await startTestServer({ config, db: unreachableFirestore });
    base = server.base;
  });

  afterAll(() => server?.close());

  it("answer 500 with the JSON error shape and a request id, never a stack trace", async () => {
    const response = await fetch(`${base}/api/v1/listings/newest?types=sell`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "internal",
        message: "Something went wrong on our side. Please try again.",
        requestId: response.headers.get("x-request-id"),
      },
    });
    expect(text).not.toMatch(/at .+\.ts:\d+|Error:/);
  });

  it("keep a proxy's short request id, and replace a long or odd one with their own", async () => {
    const idOf = async (given: string) =>
      (await fetch(`${base}/healthz`, { headers: { "x-request-id": given } })).headers.get("x-request-id");
    expect(await idOf("trace-42.a:b")).toBe("trace-42.a:b");
    for (const given of ["x".repeat(8192), "a b", "<script>", "id\u00e9"]) {
      const id = await idOf(given);
      expect(id, given.slice(0, 20)).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("turn the health check to 503", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "unreachable",
      publicDataAgeSeconds: null,
    });
  });
});
