import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Express } from "express";
import { pino } from "pino";
import { type AuthAdapter, createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { createDiskStorage } from "#server/adapters/storage/disk.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { type AppDeps, createApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/firestore.ts";
import type { RateLimits } from "#server/http/rate-limits.ts";
import type { Logger } from "#server/logger.ts";
import { BUILD_ENTRY, CLIENT_DIR } from "#server/main.ts";
import type { PublicData } from "#server/modules/search/sync.ts";
import { TEST_MAP_TILES } from "../../scripts/lib/app-server.ts";
import { emulatorHost, projectId, signInWithPassword, uniqueEmail } from "./auth-emulator.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestServer {
  base: string;
  auth: AuthAdapter;
  storage: Storage;
  /** The folder the server serves at /media: where its disk storage writes, unless a test gave its own storage. */
  /** Public media (served at /media). */
  mediaDir: string;
  /** Private media (served only to signed URLs). */
  privateMediaDir: string;
  /** Where a key's file is on disk, public or private, or null when it is in neither place. */
  fileOf(key: string): string | null;
  close(): Promise<void>;
}

/** The settings of a test server: the Auth emulator of the test run, `settings` given, everything else by default. */
export function testConfig(settings: Record<string, string> = {}): Config {
  if (!emulatorHost)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests with `npm test`.");
  return loadConfig({
    ...TEST_MAP_TILES,
    ...settings,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
  });
}

/**
 * The production build's app (pages and API), as `npm run serve` runs it. `npm test` builds before the
 * integration tests; run alone, a test file needs `npm run build` first.
 */
async function builtApp(deps: AppDeps): Promise<Express> {
  if (!existsSync(BUILD_ENTRY))
    throw new Error("No build found: run `npm run build` (npm test builds first).");
  const { createServerApp } = (await import(BUILD_ENTRY)) as typeof import("#server/entry.ts");
  return createServerApp({ ...deps, clientDir: CLIENT_DIR });
}

/**
 * The app on a free loopback port, with real Firebase Auth (the emulator) and Firestore: the API alone, or with
 * `pages` the production build's pages too.
 */
export async function startTestServer(options: {
  config: Config;
  db: Db;
  rateLimits?: RateLimits;
  publicData?: PublicData;
  pages?: boolean;
  /** Firebase Auth on the emulator by default; a test may pass one with its own clock. */
  auth?: AuthAdapter;
  /** Media files; by default on disk in a fresh temporary folder, served at /media and removed on close. */
  storage?: Storage;
  /** Notification e-mails; by default the development outbox (nothing is sent). */
  mailer?: Mailer;
  /** What serves the app: e.g. a stand-in for Google's Functions runtime, which reads every body first. */
  inFront?: (app: Express) => Express;
  /** The server's log; silent by default. */
  logger?: Logger;
}): Promise<TestServer> {
  const auth = options.auth ?? createFirebaseAuth(options.config);
  const mediaRoot = await mkdtemp(path.join(tmpdir(), "nilam-media-"));
  const mediaDir = path.join(mediaRoot, "media");
  const privateMediaDir = path.join(mediaRoot, "media-private");
  const storage = options.storage ?? createDiskStorage({ mediaDir, privateDir: privateMediaDir });
  const deps: AppDeps = {
    config: { ...options.config, mediaDir, privateMediaDir },
    db: options.db,
    auth,
    storage,
    mailer: options.mailer,
    logger: options.logger ?? pino({ level: "silent" }),
    rateLimits: options.rateLimits,
    publicData: options.publicData,
  };
  const built = options.pages ? await builtApp(deps) : createApp(deps);
  const app = options.inFront ? options.inFront(built) : built;
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    auth,
    storage,
    mediaDir,
    privateMediaDir,
    fileOf(key) {
      const places = [mediaDir, privateMediaDir].map((dir) => path.join(dir, ...key.split("/")));
      return places.find((file) => existsSync(file)) ?? null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await auth.close();
      await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

/** A listing's owner, another member and an admin, signed in on `api` with labels that start with `label`. */
export function signInOwnerOtherAdmin(
  api: ApiTest,
  label: string,
): Promise<[TestMember, TestMember, TestMember]> {
  return Promise.all([
    api.signIn({ label: `${label}-owner` }),
    api.signIn({ label: `${label}-other` }),
    api.signIn({ admin: true, label: `${label}-admin` }),
  ]);
}

/** A signed-in member of the test server: the `__session` cookie to send, and who it is. */
export interface TestMember {
  cookie: string;
  email: string;
  uid: string;
}

export interface ApiTest {
  db: Db;
  database: Database;
  server: TestServer;
  /** fetch() on the test server, as a same-site browser would send it (JSON body, Origin, optional cookie). */
  call(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown; origin?: string },
  ): Promise<Response>;
  /** A verified Firebase account (the Auth emulator) signed in to the test server. */
  signIn(options?: { admin?: boolean; label?: string }): Promise<TestMember>;
  close(): Promise<void>;
}

/** The one fixture of API tests: a fresh Firestore project, the API on it, and members to sign in. */
export async function apiTest(
  options: {
    rateLimits?: RateLimits;
    publicData?: (db: Db) => PublicData;
    pages?: boolean;
    auth?: AuthAdapter;
    storage?: Storage;
    /** Notification e-mails, e.g. an SMTP mailer on a test's own SMTP server. */
    mailer?: Mailer;
    /** Settings as environment variables (e.g. MEDIA_MAX_IMAGE_MB), on top of testConfig's. */
    settings?: Record<string, string>;
    inFront?: (app: Express) => Express;
    logger?: Logger;
  } = {},
): Promise<ApiTest> {
  const database = await createTestDatabase();
  const publicData = options.publicData?.(database.db);
  const server = await startTestServer({
    config: testConfig(options.settings),
    db: database.db,
    rateLimits: options.rateLimits,
    publicData,
    pages: options.pages,
    auth: options.auth,
    storage: options.storage,
    mailer: options.mailer,
    inFront: options.inFront,
    logger: options.logger,
  });
  const call: ApiTest["call"] = (method, path, { cookie, body, origin } = {}) =>
    fetch(server.base + path, {
      method,
      headers: {
        "content-type": "application/json",
        origin: origin ?? server.base,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    db: database.db,
    database,
    server,
    call,
    async signIn({ admin = false, label } = {}) {
      const email = uniqueEmail(label ?? (admin ? "admin" : "member"));
      const uid = await server.auth.upsertVerifiedUser({
        email,
        password: "Secret@123",
        displayName: "Test Person",
      });
      if (admin) await server.auth.setAdminClaim(uid, true);
      const response = await call("POST", "/api/v1/session", {
        body: { idToken: await signInWithPassword(email, "Secret@123") },
      });
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
      if (!cookie) throw new Error(`sign-in failed with ${response.status}`);
      return { cookie: cookie.split(";")[0]!, email, uid };
    },
    async close() {
      await server.close();
      await publicData?.close();
      await database.close();
    },
  };
}
