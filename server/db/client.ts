import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

/** One type for both drivers: services take a `Db` (or a transaction) and never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: node-postgres pool. Without it, PGlite. */
  url?: string;
  /** PGlite only: a directory for a persistent database; null or absent keeps it in memory. */
  dataDir?: string | null;
  /**
   * The drizzle-kit output folder. Defaults to server/db/migrations under the working directory, because
   * this file is also bundled into build/server where import.meta.dirname points elsewhere.
   */
  migrationsFolder?: string;
  /** node-postgres pool size. */
  maxConnections?: number;
  /**
   * PGlite only: start from this dump of a migrated database (PGlite's dumpDataDir()), which opens several
   * times faster than a fresh one. Migrations still run and skip what the dump already has. For tests.
   */
  pgliteDump?: Blob;
}

/** Any fixed number: serialises migrations when several app instances start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_315_402_118;

export function defaultMigrationsFolder(): string {
  return path.resolve(process.cwd(), "server/db/migrations");
}

/** Opens PGlite (dataDir given → persistent at that directory; null → in-memory) or PostgreSQL (url given), applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.url) return openPostgres(options.url, migrationsFolder, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? null, migrationsFolder, options.pgliteDump);
}

async function openPglite(dataDir: string | null, migrationsFolder: string, dump?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir: dump,
    extensions: { pg_trgm },
  });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    // Embedded PostgreSQL has no autovacuum worker to keep planner statistics current, so refresh them at
    // every start; stale statistics turn indexed queries into full scans.
    await client.exec("analyze");
    return { db, engine: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection is dropped by the pool and the next query opens a new one;
  // without a listener the 'error' event would crash the process.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { db, engine: "postgres", close: () => pool.end() };
}

/** `select 1`, for /healthz. Throws when the database cannot answer. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of `db.execute`, whose result type Drizzle leaves open over the two drivers (both have `rows`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
