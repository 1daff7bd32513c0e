import type { Readable } from "node:stream";

/**
 * Where uploaded and generated media live. Keys are relative paths such as `listings/<id>/<name>.webp`. Each object
 * is in one of two places under the same key: the private one (nobody reads it but the server and a signed URL it
 * makes; every upload starts there) or the public one (anyone may read it by name, nobody may list it). `url` is
 * always where the key is read from once public.
 */
export interface Storage {
  /** Writes (or replaces) the object, private unless `public`, and returns its public URL. */
  put(
    key: string,
    bytes: Uint8Array,
    contentType: string,
    options?: { public?: boolean },
  ): Promise<{ url: string }>;
  /** Removes the object, wherever it is; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Moves the object to the public place; a key already there, or in neither place, is left as it is. */
  publish(key: string): Promise<void>;
  /** Moves the object to the private place; a key already there, or in neither place, is left as it is. */
  unpublish(key: string): Promise<void>;
  /** A URL that reads the private object for `expiresInSeconds`, then no more. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A URL the browser PUTs one file to, straight into storage, with the headers it must send; only the
   * `contentLength` bytes announced are accepted. Absent where the browser cannot reach storage itself (disk).
   */
  presignPut?(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  // The rest acts on the private place, where direct uploads arrive and are taken over.
  /** The object's size in bytes, or null when there is no such object. */
  head?(key: string): Promise<{ size: number } | null>;
  /** `length` bytes of the object from `offset` (fewer at its end). */
  readRange?(key: string, offset: number, length: number): Promise<Uint8Array>;
  /** Copies an object to another key with a new content type; answers the URL of the copy. */
  copy?(from: string, to: string, contentType: string): Promise<{ url: string }>;
  /** put() of an object of exactly `size` bytes that arrive as `body` streams them, never holding them all. */
  putStream?(key: string, body: Readable, size: number, contentType: string): Promise<{ url: string }>;
}

export interface PresignPutOptions {
  contentLength: number;
  /** The Content-Type the browser must send (signed: another one is refused). */
  contentType: string;
  expiresInSeconds: number;
}

export interface PresignedPut {
  url: string;
  /** Headers the PUT must carry, besides the Content-Length the browser sets itself. */
  headers: Record<string, string>;
}

/** A storage that lets the browser send files straight to it, and the server take them over afterwards. */
export type DirectStorage = Storage &
  Required<Pick<Storage, "presignPut" | "head" | "readRange" | "copy" | "putStream">>;

/** True when the storage can take files from the browser itself (S3), false when every file goes through us. */
export function takesDirectUploads(storage: Storage): storage is DirectStorage {
  return Boolean(
    storage.presignPut && storage.head && storage.readRange && storage.copy && storage.putStream,
  );
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws unless the key is a safe relative path: no `..`, no leading slash or dot, no odd characters. */
export function assertStorageKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY_PATTERN.test(key) ||
    key.split("/").some((part) => part === ".." || part === ".")
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
