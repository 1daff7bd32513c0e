import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { type Db, selectRows } from "./client.ts";

/**
 * Answers of public reads (search results, suggestions, newest listings, counts, banners) kept in memory under
 * the database's public data version (migration 0005): triggers bump the version whenever a listing, its
 * media, a banner or a collection changes, so an answer is never served after the data under it changed —
 * at most `versionTtlMs` late for a change made by another server instance, and never late for a change made
 * by this one (its state-changing requests call expire()). A read of any other table must not go through this
 * cache until a migration adds that table to the version's triggers.
 */
export interface PublicReadCache {
  /** load()'s answer for `key`, computed once per data version and shared by concurrent callers. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Checks the data version again before the next read: this process has just changed data. */
  expire(): void;
}

export interface PublicReadCacheOptions {
  /** How long a read data version is trusted; 0 checks it on every read. */
  versionTtlMs: number;
  /** Answers kept at most; the least recently used go first. */
  maxEntries?: number;
}

interface Boxed {
  value: unknown;
}

export function createPublicReadCache(db: Db, options: PublicReadCacheOptions): PublicReadCache {
  const answers = new LRUCache<string, Boxed, () => Promise<unknown>>({
    max: options.maxEntries ?? 2000,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  let version = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<string> | null = null;

  async function readVersion(): Promise<string> {
    const [row] = await selectRows<{ version: string }>(
      db,
      sql`select version::text as version from public_data_version where id = 1`,
    );
    return row?.version ?? "";
  }

  /** The current data version; concurrent callers share one query. */
  async function currentVersion(): Promise<string> {
    if (performance.now() - checkedAt < options.versionTtlMs) return version;
    checking ??= readVersion().finally(() => {
      checking = null;
    });
    const latest = await checking;
    if (latest !== version) {
      // Answers of older versions can never be read again.
      answers.clear();
      version = latest;
    }
    checkedAt = performance.now();
    return version;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = await currentVersion();
      // The version is part of the key: a load that finishes after a change is filed under the old version.
      const boxed = await answers.fetch(`${at}\u0000${key}`, { context: load });
      return boxed?.value as T;
    },
    expire() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
