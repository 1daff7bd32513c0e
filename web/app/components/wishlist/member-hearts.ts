// A signed-in member's hearts come from the page's data (the public layout's loader reads their wishlist) and from
// the answers to their own saves; nothing listens for changes made elsewhere. A list the server sent may have been
// read before a save of this page committed, so the page's own saves are laid over it as long as they may be newer.

/** A heart this page saved: the state chosen (or, once answered, the state the server confirmed). */
export interface HeartSave {
  on: boolean;
  /** The server has answered: the next list laid over may have been read before the save, the one after not. */
  answered: boolean;
}

/**
 * The hearts to show when a list arrives from the server (a navigation reloaded the layout's data), and the saves
 * still to lay over later lists: those under way, but not those answered before this list arrived.
 */
export function heartsFromServer(
  serverIds: readonly string[],
  saves: ReadonlyMap<string, HeartSave>,
): { ids: Set<string>; saves: Map<string, HeartSave> } {
  const ids = new Set(serverIds);
  const kept = new Map<string, HeartSave>();
  for (const [listingId, save] of saves) {
    if (save.on) ids.add(listingId);
    else ids.delete(listingId);
    if (!save.answered) kept.set(listingId, save);
  }
  return { ids, saves: kept };
}
