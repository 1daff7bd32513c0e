import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/firestore.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe("rate limits", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9" });
    server = await startTestServer({
      config,
      db: database.db,
      rateLimits: { signInPer15Minutes: 3, signUpPerHour: 2 },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const post = (path: string) =>
    fetch(server.base + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: "{}",
    });

  it("answers 429 with the API's error shape once sign-in attempts pass the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post("/api/v1/session")).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await post("/api/v1/session");
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("limits sign-ups separately", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post("/api/v1/accounts")).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe("the sign-in limit from the settings (SIGN_IN_LIMIT)", () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9", SIGN_IN_LIMIT: "2" });
    server = await startTestServer({ config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers 429 after the configured number of sign-ins", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${server.base}/api/v1/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: "{}",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
