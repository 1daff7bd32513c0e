import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk.ts";
import { assertStorageKey } from "./storage.ts";

describe("assertStorageKey", () => {
  it.each(["a.webp", "seed/listing-01-480.webp", "listings/2f1c/photo_1.JPG"])("accepts %s", (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it.each(["", "/etc/passwd", "../x", "a/../../x", "a//b", ".hidden", "a/./b", "a\\b", "a b", "a/"])(
    "rejects %j",
    (key) => {
      expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
    },
  );
});

describe("disk storage", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "nilam-storage-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes under the media directory and answers /media/<key>", async () => {
    const storage = createDiskStorage({ mediaDir: dir });
    const result = await storage.put("seed/a.txt", new TextEncoder().encode("hello"), "text/plain");
    expect(result.url).toBe("/media/seed/a.txt");
    expect(await readFile(path.join(dir, "seed", "a.txt"), "utf8")).toBe("hello");
  });

  it("replaces an existing object and deletes idempotently", async () => {
    const storage = createDiskStorage({ mediaDir: dir });
    await storage.put("a.txt", new TextEncoder().encode("one"), "text/plain");
    await storage.put("a.txt", new TextEncoder().encode("two"), "text/plain");
    expect(await readFile(path.join(dir, "a.txt"), "utf8")).toBe("two");
    await storage.delete("a.txt");
    await storage.delete("a.txt");
    await expect(stat(path.join(dir, "a.txt"))).rejects.toThrow();
  });

  it("refuses keys that escape the directory", async () => {
    const storage = createDiskStorage({ mediaDir: dir });
    await expect(storage.put("../escape.txt", new Uint8Array(), "text/plain")).rejects.toThrow();
    await expect(storage.delete("../escape.txt")).rejects.toThrow();
  });
});
