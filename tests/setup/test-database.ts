import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, defaultMigrationsFolder, openDatabase } from "#server/db/client.ts";

// One migrated template per set of migrations, then a fresh copy per test file:
// - PGlite: a dump of a migrated in-memory database, cached in node_modules/.cache (a fresh PGlite spends
//   ~5 s in initdb; loading the dump takes under 1 s);
// - PostgreSQL: a template database, copied with CREATE DATABASE … TEMPLATE and dropped on close.

const MIGRATIONS = defaultMigrationsFolder();
const CACHE_DIR = path.resolve("node_modules/.cache/nilam-test");
const TEMPLATE_LOCK_KEY = 7_315_402_120;

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const pgliteVersion = JSON.parse(
    await readFile("node_modules/@electric-sql/pglite/package.json", "utf8"),
  ) as {
    version: string;
  };
  hash.update(pgliteVersion.version);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(MIGRATIONS);
  return hash.digest("hex").slice(0, 12);
}

async function pgliteDump(hash: string): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${hash}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir("none");
    await mkdir(CACHE_DIR, { recursive: true });
    // Written then renamed: parallel test workers may build it at the same time.
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createPostgresDatabase(adminUrl: string, hash: string): Promise<Database> {
  const template = `nilam_template_${hash}`;
  const name = `nilam_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (exists.rowCount === 0) {
        // Built under another name and renamed, so a half-migrated template is never used.
        const building = `${template}_building`;
        await admin.query(`drop database if exists "${building}" with (force)`);
        await admin.query(`create database "${building}"`);
        const database = await openDatabase({
          url: withDatabase(adminUrl, building),
          migrationsFolder: MIGRATIONS,
        });
        await database.close();
        await admin.query(`alter database "${building}" rename to "${template}"`);
      }
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    url: withDatabase(adminUrl, name),
    migrationsFolder: MIGRATIONS,
    maxConnections: 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh, migrated database for one test file: PGlite in memory by default; a brand-new PostgreSQL database (created from TEST_DATABASE_URL, dropped on close) when process.env.TEST_DB_ENGINE === "postgres". */
export async function createTestDatabase(): Promise<Database> {
  const hash = await migrationsHash();
  if (process.env.TEST_DB_ENGINE === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error(
        "TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL (a database the tests may create others from)",
      );
    return createPostgresDatabase(url, hash);
  }
  return openDatabase({ dataDir: null, migrationsFolder: MIGRATIONS, pgliteDump: await pgliteDump(hash) });
}
