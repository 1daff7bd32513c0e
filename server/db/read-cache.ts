import { LRUCache } from "lru-cache";
import type { PublicData } from "#server/modules/search/sync.ts";

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
  /** Checks for changes again before the next read: this process has just changed data. */
  expire(): void;
}

export interface PublicReadCacheOptions {
  /** Answers kept at most; the least recently used go first. */
  maxEntries?: number;
}

interface Boxed {
  value: unknown;
}

export function createPublicReadCache(
  publicData: PublicData,
  options: PublicReadCacheOptions = {},
): PublicReadCache {
  const answers = new LRUCache<string, Boxed, () => Promise<unknown>>({
    max: options.maxEntries ?? 2000,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  let version = -1;

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = await publicData.sync();
      if (at !== version) {
        // Answers of older versions can never be read again.
        answers.clear();
        version = at;
      }
      // The version is part of the key: a load that finishes after a change is filed under the old version.
      const boxed = await answers.fetch(`${at}\u0000${key}`, { context: load });
      return boxed?.value as T;
    },
    expire: () => publicData.expire(),
  };
}
