import type { Server } from "node:http";
import { pino } from "pino";
import { type AuthAdapter, createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { createApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import type { PublicReadCache } from "#server/db/read-cache.ts";
import type { RateLimits } from "#server/http/rate-limits.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestServer {
  base: string;
  auth: AuthAdapter;
  close(): Promise<void>;
}

/** The API app (no pages) on a free loopback port, with real Firebase Auth (the emulator) and a real database. */
export async function startTestServer(options: {
  config: Config;
  db: Db;
  rateLimits?: RateLimits;
  publicReadCache?: PublicReadCache;
}): Promise<TestServer> {
  const auth = createFirebaseAuth(options.config);
  const app = createApp({
    config: options.config,
    db: options.db,
    auth,
    logger: pino({ level: "silent" }),
    rateLimits: options.rateLimits,
    publicReadCache: options.publicReadCache,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    auth,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await auth.close();
    },
  };
}

/** A fresh database and the API on it, signed in through the Auth emulator of the test run. */
export async function startApiTest(
  options: { rateLimits?: RateLimits; publicReadCache?: (db: Db) => PublicReadCache } = {},
): Promise<{
  database: Database;
  server: TestServer;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const config = loadConfig({
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9",
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? "demo-nilam",
  });
  const server = await startTestServer({
    config,
    db: database.db,
    rateLimits: options.rateLimits,
    publicReadCache: options.publicReadCache?.(database.db),
  });
  return {
    database,
    server,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
