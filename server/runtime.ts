import path from "node:path";
import { type AuthAdapter, createFirebaseAuth } from "./adapters/auth/firebase.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createPublicReadCache, type PublicReadCache } from "./db/read-cache.ts";
import { createLogger, type Logger } from "./logger.ts";

/** The long-lived things a server process holds: database, identity provider, logger. */
export interface Runtime {
  config: Config;
  database: Database;
  auth: AuthAdapter;
  logger: Logger;
  publicReadCache: PublicReadCache;
  pageCache: PublicReadCache;
  close(): Promise<void>;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? null : path.join(config.dataDir, "db"),
  });
  const auth = createFirebaseAuth(config);
  return {
    config,
    database,
    auth,
    logger,
    // Trusts a read data version for a second: another instance's change shows within that.
    publicReadCache: createPublicReadCache(database.db, { versionTtlMs: 1000 }),
    // Pages run to tens of kilobytes each: fewer of them.
    pageCache: createPublicReadCache(database.db, { versionTtlMs: 1000, maxEntries: 500 }),
    async close() {
      await auth.close();
      await database.close();
    },
  };
}
