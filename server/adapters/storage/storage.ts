/** Where uploaded and generated media live. Keys are relative paths such as `listings/<id>/<name>.webp`. */
export interface Storage {
  /** Writes (or replaces) the object and returns the URL the browser loads it from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
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
