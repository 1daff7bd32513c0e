// A guest's wishlist lives in this browser until they sign in; then it merges into their server list
// (SPEC §4: server entries win). Kept small and forgiving: storage may be full, disabled or tampered with.

const KEY = "nilam:guest-wishlist";
/** The server's merge endpoint takes at most 100 ids. */
export const GUEST_WISHLIST_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readGuestWishlist(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === "string" && UUID.test(id));
    return [...new Set(ids)].slice(0, GUEST_WISHLIST_LIMIT);
  } catch {
    return [];
  }
}

/** Adds or removes one id; the newest additions are kept when the list is full. */
export function toggleGuestWishlist(store: KeyValueStore, listingId: string): string[] {
  const current = readGuestWishlist(store);
  const next = current.includes(listingId)
    ? current.filter((id) => id !== listingId)
    : [listingId, ...current].slice(0, GUEST_WISHLIST_LIMIT);
  writeGuestWishlist(store, next);
  return next;
}

export function writeGuestWishlist(store: KeyValueStore, ids: readonly string[]): void {
  try {
    if (ids.length === 0) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: the guest list is a convenience, not a record.
  }
}
