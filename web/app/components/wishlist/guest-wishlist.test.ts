import { describe, expect, it } from "vitest";
import {
  GUEST_WISHLIST_LIMIT,
  readGuestWishlist,
  toggleGuestWishlist,
  writeGuestWishlist,
} from "./guest-wishlist.ts";

function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("guest wishlist", () => {
  it("adds, then removes, an id", () => {
    const store = memoryStore();
    expect(toggleGuestWishlist(store, id(1))).toEqual([id(1)]);
    expect(toggleGuestWishlist(store, id(2))).toEqual([id(2), id(1)]);
    expect(toggleGuestWishlist(store, id(1))).toEqual([id(2)]);
    expect(readGuestWishlist(store)).toEqual([id(2)]);
  });

  it("forgets the key when the list empties", () => {
    const store = memoryStore();
    toggleGuestWishlist(store, id(1));
    toggleGuestWishlist(store, id(1));
    expect(store.map.size).toBe(0);
  });

  it("ignores broken or tampered storage", () => {
    expect(readGuestWishlist(memoryStore({ "nilam:guest-wishlist": "{not json" }))).toEqual([]);
    expect(readGuestWishlist(memoryStore({ "nilam:guest-wishlist": '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([id(1), "<script>", 42, id(1), id(2)]);
    expect(readGuestWishlist(memoryStore({ "nilam:guest-wishlist": mixed }))).toEqual([id(1), id(2)]);
  });

  it("keeps at most the merge limit, newest first", () => {
    const store = memoryStore();
    writeGuestWishlist(
      store,
      Array.from({ length: GUEST_WISHLIST_LIMIT }, (_, n) => id(n + 1)),
    );
    const next = toggleGuestWishlist(store, id(999));
    expect(next).toHaveLength(GUEST_WISHLIST_LIMIT);
    expect(next[0]).toBe(id(999));
    expect(next).not.toContain(id(GUEST_WISHLIST_LIMIT));
  });

  it("survives a store that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    };
    expect(readGuestWishlist(throwing)).toEqual([]);
    expect(() => toggleGuestWishlist(throwing, id(1))).not.toThrow();
  });
});
