import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type Storage } from "./storage.ts";

export interface DiskStorageOptions {
  /** The public place: the app serves it at `urlPrefix` (server/app.ts), so a key's URL is `/media/<key>`. */
  mediaDir: string;
  /**
   * The private place, `<mediaDir>-private` unless told: never served as it is, only through signed URLs at
   * `privateUrlPrefix`.
   */
  privateDir?: string;
  urlPrefix?: string;
  privateUrlPrefix?: string;
  /**
   * Signs private URLs; by default a random key kept in the private place (`.signing-key`, a name no storage key can
   * have), so that every process sharing the disk (the Functions emulator's workers) accepts the others' URLs.
   */
  signingKey?: Uint8Array;
}

export type DiskStorage = Storage & {
  /** The private file a signed URL names, or null when its signature is wrong or its time is up. */
  signedFile(key: string, query: { expires?: unknown; signature?: unknown }, now?: number): string | null;
};

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === "ENOENT";

/** The key in `dir/.signing-key`, made by the first process that needs it. */
function keptKey(dir: string): Buffer {
  const file = path.join(dir, ".signing-key");
  try {
    return readFileSync(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process made it first: theirs it is.
    if ((error as { code?: unknown }).code !== "EEXIST") throw error;
  }
  return readFileSync(file);
}

/** Moves a file, keeping its name; a missing source is not an error (moved before, or never there). */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if (isMissing(error)) return;
    if ((error as { code?: unknown }).code !== "EXDEV") throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Stores media as files: public ones under `mediaDir`, private ones under `privateDir`. */
export function createDiskStorage(options: DiskStorageOptions): DiskStorage {
  const roots = {
    public: path.resolve(options.mediaDir),
    private: path.resolve(options.privateDir ?? `${options.mediaDir}-private`),
  };
  const prefix = (options.urlPrefix ?? "/media").replace(/\/$/, "");
  const privatePrefix = (options.privateUrlPrefix ?? "/media-private").replace(/\/$/, "");
  let signingKey = options.signingKey;
  const fileOf = (key: string, place: keyof typeof roots) => {
    assertStorageKey(key);
    return path.join(roots[place], ...key.split("/"));
  };
  const sign = (key: string, expires: number) => {
    signingKey ??= keptKey(roots.private);
    return createHmac("sha256", signingKey).update(`${key}\n${expires}`).digest("base64url");
  };
  return {
    async put(key, bytes, _contentType, putOptions) {
      const file = fileOf(key, putOptions?.public ? "public" : "private");
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return { url: `${prefix}/${key}` };
    },
    async delete(key) {
      await rm(fileOf(key, "public"), { force: true });
      await rm(fileOf(key, "private"), { force: true });
    },
    async publish(key) {
      await move(fileOf(key, "private"), fileOf(key, "public"));
    },
    async unpublish(key) {
      await move(fileOf(key, "public"), fileOf(key, "private"));
    },
    async signedUrl(key, expiresInSeconds) {
      assertStorageKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return `${privatePrefix}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    signedFile(key, query, now = Date.now()) {
      const expires = Number(query.expires);
      if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
      if (typeof query.signature !== "string") return null;
      const given = Buffer.from(query.signature);
      const expected = Buffer.from(sign(key, expires));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return fileOf(key, "private");
      } catch {
        return null;
      }
    },
  };
}

/** True for the disk storage, whose private files the app itself serves to signed URLs. */
export const isDiskStorage = (storage: Storage): storage is DiskStorage =>
  typeof (storage as Partial<DiskStorage>).signedFile === "function";
