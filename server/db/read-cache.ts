import { LRUCache } from "lru-cache";
import { dayInIndia } from "#shared/dates.ts";

/**
 * Answers of public reads (search results, suggestions, newest listings, counts, banners, shared pages) kept in
 * memory under the local version of public data (modules/search/sync.ts): the version moves whenever a change
 * to a listing, a banner or a collection reaches this process, so an answer is never served after the data
 * under it changed — at most the sync interval late for a change made by another instance, and never late for
 * a change made by this one (its state-changing requests call expire()). A read of any other collection must not
 * go through this cache unless its writes record a public change (db/public-changes.ts).
 */
export interface PublicReadCache {
  /** load()'s answer for `key`, computed once per data version and shared by concurrent callers. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The version answers are read at now: public data's, and the day in India (cards say how many days ago a
   * listing was confirmed; the registration rates in force change at 00:00 IST, issue 35). An answer kept
   * elsewhere under it is current while this stays the same.
   */
  version(): Promise<string>;
  /** Checks for changes again before the next read: this process has just changed data. */
  expire(): void;
}

/**
 * What the caches need of public data (modules/search/sync.ts's PublicData): its local version, current within
 * the sync interval, and a way to have it checked again.
 */
export interface DataVersion {
  /** The local version of public data, after checking for changes when the last check is older than allowed. */
  sync(): Promise<number>;
  /** This process has just changed public data: the next sync() checks the log. */
  expire(): void;
}

export interface PublicReadCacheOptions {
  /** Answers kept at most; the least recently used go first. */
  maxEntries?: number;
  /**
   * Bytes of answers kept at most, as approximateBytes counts them; the least recently used go first. Entries
   * alone do not bound memory: one shared page is 40 KB, one count a few bytes.
   */
  maxBytes?: number;
}

/** The read cache's default bound: a small share of the function's memory beside the listings' projection. */
export const READ_CACHE_BYTES = 64 * 1024 * 1024;

/** The shared pages' cache: pages run to tens of kilobytes each (and their gzip), so fewer of them. */
export function createPageCache(publicData: DataVersion): PublicReadCache {
  return createPublicReadCache(publicData, { maxEntries: 500, maxBytes: 48 * 1024 * 1024 });
}

/**
 * About what `value` holds in memory: strings at two bytes a character (V8 may store one), binary data at its
 * length, and a few bytes for every number, key and slot. An estimate for the cache's bound, not an exact count.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === "string") return 2 * value.length;
  if (typeof value === "number" || typeof value === "boolean") return 8;
  if (value === null || value === undefined || typeof value !== "object") return 0;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  // Answers are shallow; anything deeper than this counts as one slot.
  if (depth > 8) return 8;
  if (Array.isArray(value))
    return value.reduce<number>((sum, item) => sum + 8 + approximateBytes(item, depth + 1), 0);
  let bytes = 0;
  for (const [key, item] of Object.entries(value))
    bytes += 2 * key.length + 8 + approximateBytes(item, depth + 1);
  return bytes;
}

interface Boxed {
  value: unknown;
}

export function createPublicReadCache(
  publicData: DataVersion,
  options: PublicReadCacheOptions = {},
): PublicReadCache {
  const answers = new LRUCache<string, Boxed, () => Promise<unknown>>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxBytes ?? READ_CACHE_BYTES,
    sizeCalculation: (boxed, key) => Math.max(1, 2 * key.length + approximateBytes(boxed.value)),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  let version = "";
  const versionNow = async () => `${await publicData.sync()} ${dayInIndia()}`;

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = await versionNow();
      if (at !== version) {
        // Answers of older versions can never be read again.
        answers.clear();
        version = at;
      }
      // The version is part of the key: a load that finishes after a change is filed under the old version.
      const boxed = await answers.fetch(`${at}\u0000${key}`, { context: load });
      return boxed?.value as T;
    },
    version: versionNow,
    expire: () => publicData.expire(),
  };
}
