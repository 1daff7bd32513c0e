// Which live feeds the live views on screen want now. Every page carries this (root.tsx's LiveData reads it), and
// nothing else of live data: the feeds' state (live-store.ts) belongs to the pages that show a live view.
import { useSyncExternalStore } from "react";

export type LiveFeed = "ownListings" | "pending";

const watchers: Record<LiveFeed, number> = { ownListings: 0, pending: 0 };
const NONE: Readonly<Record<LiveFeed, boolean>> = { ownListings: false, pending: false };
let wanted = NONE;
const listeners = new Set<() => void>();

function changeWatchers(feed: LiveFeed, by: number): void {
  watchers[feed] += by;
  wanted = { ownListings: watchers.ownListings > 0, pending: watchers.pending > 0 };
  for (const listener of listeners) listener();
}

/** A live view on screen asks for its feed; the returned function withdraws the request. */
export function wantFeed(feed: LiveFeed): () => void {
  changeWatchers(feed, 1);
  return () => changeWatchers(feed, -1);
}

/** The feeds some live view wants now (none on the server). */
export function useWantedFeeds(): Readonly<Record<LiveFeed, boolean>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => NONE,
  );
}
