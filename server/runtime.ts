import { type AuthAdapter, createFirebaseAuth } from "./adapters/auth/firebase.ts";
import { createMailer } from "./adapters/mail/create.ts";
import type { Mailer } from "./adapters/mail/mail.ts";
import { createStorage } from "./adapters/storage/create.ts";
import type { Storage } from "./adapters/storage/storage.ts";
import type { Config } from "./config.ts";
import { type Database, openFirestore } from "./db/firestore.ts";
import { createPageCache, createPublicReadCache, type PublicReadCache } from "./db/read-cache.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createPublicData, type PublicData, servingDeadlines } from "./modules/search/sync.ts";

/** The long-lived things a server process holds: Firestore, identity provider, logger, public data. */
export interface Runtime {
  config: Config;
  database: Database;
  auth: AuthAdapter;
  logger: Logger;
  storage: Storage;
  /** Notification e-mails: SMTP (SMTP_URL) or the development outbox. */
  mailer: Mailer;
  publicData: PublicData;
  publicReadCache: PublicReadCache;
  pageCache: PublicReadCache;
  close(): Promise<void>;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const logger = createLogger(config.logLevel);
  const database = openFirestore({
    projectId: config.firebase.projectId,
    emulatorHost: config.firebase.firestoreEmulatorHost,
  });
  const auth = createFirebaseAuth(config);
  // Another instance's change shows here within a second, also after this instance was idle: the check runs
  // on the next request rather than on a timer that an idle (throttled) instance would miss.
  const publicData = createPublicData(database.db, {
    checkIntervalMs: 1000,
    deadlines: servingDeadlines(config.databaseDeadlineMs),
    onError: (error, message) => logger.warn({ err: error }, message),
  });
  return {
    config,
    database,
    auth,
    logger,
    storage: createStorage(config),
    mailer: createMailer(config),
    publicData,
    publicReadCache: createPublicReadCache(publicData),
    pageCache: createPageCache(publicData),
    async close() {
      await publicData.close();
      await auth.close();
      await database.close();
    },
  };
}
