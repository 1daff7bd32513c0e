import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type Storage } from "./storage.ts";

/**
 * Stores media as files under `mediaDir`; the app serves that directory at `/media` (server/app.ts),
 * so a key's URL is `/media/<key>`.
 */
export function createDiskStorage(options: { mediaDir: string; urlPrefix?: string }): Storage {
  const root = path.resolve(options.mediaDir);
  const prefix = (options.urlPrefix ?? "/media").replace(/\/$/, "");
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return { url: `${prefix}/${key}` };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
