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
  let storage: ReturnType<typeof createDiskStorage>;
  const publicFile = (key: string) => path.join(dir, "public", ...key.split("/"));
  const privateFile = (key: string) => path.join(dir, "private", ...key.split("/"));
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "nilam-storage-"));
    storage = createDiskStorage({
      mediaDir: path.join(dir, "public"),
      privateDir: path.join(dir, "private"),
    });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes privately unless told, and answers the /media/<key> URL the file has once public", async () => {
    const result = await storage.put("listings/a.txt", new TextEncoder().encode("hello"), "text/plain");
    expect(result.url).toBe("/media/listings/a.txt");
    expect(await readFile(privateFile("listings/a.txt"), "utf8")).toBe("hello");
    await expect(stat(publicFile("listings/a.txt"))).rejects.toThrow();
    await storage.put("seed/b.txt", new TextEncoder().encode("seed"), "text/plain", { public: true });
    expect(await readFile(publicFile("seed/b.txt"), "utf8")).toBe("seed");
  });

  it("moves a file between the private and the public place, repeatably", async () => {
    await storage.put("a.txt", new TextEncoder().encode("one"), "text/plain");
    await storage.publish("a.txt");
    await storage.publish("a.txt");
    expect(await readFile(publicFile("a.txt"), "utf8")).toBe("one");
    await expect(stat(privateFile("a.txt"))).rejects.toThrow();
    await storage.unpublish("a.txt");
    await storage.unpublish("a.txt");
    expect(await readFile(privateFile("a.txt"), "utf8")).toBe("one");
    await expect(stat(publicFile("a.txt"))).rejects.toThrow();
    await expect(storage.publish("never.txt")).resolves.toBeUndefined();
  });

  it("replaces an existing object and deletes it from either place, idempotently", async () => {
    await storage.put("a.txt", new TextEncoder().encode("one"), "text/plain");
    await storage.put("a.txt", new TextEncoder().encode("two"), "text/plain");
    expect(await readFile(privateFile("a.txt"), "utf8")).toBe("two");
    await storage.publish("a.txt");
    await storage.delete("a.txt");
    await storage.delete("a.txt");
    await expect(stat(publicFile("a.txt"))).rejects.toThrow();
    await expect(stat(privateFile("a.txt"))).rejects.toThrow();
  });

  it("signs URLs of private files that name the file until they expire, and nothing once altered", async () => {
    await storage.put("listings/a.webp", new Uint8Array([1]), "image/webp");
    const signed = new URL(await storage.signedUrl("listings/a.webp", 60), "http://localhost");
    expect(signed.pathname).toBe("/media-private/listings/a.webp");
    const query = Object.fromEntries(signed.searchParams);
    expect(storage.signedFile("listings/a.webp", query)).toBe(privateFile("listings/a.webp"));
    expect(storage.signedFile("listings/a.webp", query, Date.now() + 61_000)).toBeNull();
    expect(storage.signedFile("listings/b.webp", query)).toBeNull();
    expect(
      storage.signedFile("listings/a.webp", { ...query, expires: String(Number(query.expires) + 1) }),
    ).toBeNull();
    expect(storage.signedFile("listings/a.webp", { expires: query.expires })).toBeNull();
    // Another process on the same disk shares the key; a storage elsewhere has its own.
    const same = createDiskStorage({
      mediaDir: path.join(dir, "public"),
      privateDir: path.join(dir, "private"),
    });
    expect(same.signedFile("listings/a.webp", query)).toBe(privateFile("listings/a.webp"));
    const elsewhere = createDiskStorage({ mediaDir: path.join(dir, "p2"), privateDir: path.join(dir, "q2") });
    expect(elsewhere.signedFile("listings/a.webp", query)).toBeNull();
  });

  it("refuses keys that escape the directory", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array(), "text/plain")).rejects.toThrow();
    await expect(storage.delete("../escape.txt")).rejects.toThrow();
    await expect(storage.publish("../escape.txt")).rejects.toThrow();
  });
});
