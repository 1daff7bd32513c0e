import { afterEach, describe, expect, it, vi } from "vitest";
import { approximateBytes, createPublicReadCache, type DataVersion } from "./read-cache.ts";

/** Public data that never changes (version 1), for the cache's own rules. */
const unchanging: DataVersion = { sync: async () => 1, expire: () => {} };

describe("the public read cache's bound in bytes", () => {
  it("estimates strings, binary data, numbers and nesting", () => {
    expect(approximateBytes("abcd")).toBe(8);
    expect(approximateBytes(Buffer.alloc(1000))).toBe(1000);
    expect(approximateBytes({ html: "x".repeat(100), n: 1 })).toBe(2 * 4 + 8 + 200 + (2 * 1 + 8 + 8));
    expect(approximateBytes([1, 2])).toBe(32);
    expect(approximateBytes(null)).toBe(0);
  });

  it("lets the least recently used answers go once the bytes are spent, whatever the count", async () => {
    const cache = createPublicReadCache(unchanging, { maxEntries: 100, maxBytes: 50_000 });
    let loads = 0;
    const page = (key: string) =>
      cache.read(key, async () => {
        loads += 1;
        return { html: "x".repeat(10_000) }; // about 20 KB each
      });
    await page("a");
    await page("b");
    await page("a"); // kept, and now the most recently used
    expect(loads).toBe(2);
    await page("c"); // a third does not fit: b goes
    expect(loads).toBe(3);
    await page("a");
    expect(loads).toBe(3);
    await page("b");
    expect(loads).toBe(4);
  });
});

describe("the public read cache's version", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps an answer through the day in India and loads it afresh at 00:00 IST (cards count days, rates change)", async () => {
    // 23:59 IST on 26 November is 18:29 UTC.
    vi.useFakeTimers({ now: new Date("2026-11-26T18:29:00Z") });
    const cache = createPublicReadCache(unchanging);
    let loads = 0;
    const read = () => cache.read("results", async () => ++loads);
    expect(await read()).toBe(1);
    vi.setSystemTime(new Date("2026-11-26T18:29:59Z"));
    expect(await read()).toBe(1);
    vi.setSystemTime(new Date("2026-11-26T18:30:01Z"));
    expect(await read()).toBe(2);
    // Midnight UTC (05:30 IST) is no new day.
    vi.setSystemTime(new Date("2026-11-27T00:00:01Z"));
    expect(await read()).toBe(2);
  });

  it("names the version its answers are read at: the same through a day in India, another on the next", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T18:30:00Z") });
    const cache = createPublicReadCache(unchanging);
    const morning = await cache.version();
    vi.setSystemTime(new Date("2026-11-26T18:29:59Z"));
    expect(await cache.version()).toBe(morning);
    vi.setSystemTime(new Date("2026-11-26T18:30:00Z"));
    expect(await cache.version()).not.toBe(morning);
  });
});
