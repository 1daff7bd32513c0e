// What the live Firestore feeds (live-feeds.client.tsx) last said, for the live views that show it: an owner's
// listings on the profile, the admin's pending count and queue. This module carries no Firebase code. A live view
// asks for its feed once it is on screen (wanted-feeds.ts); root.tsx's LiveData loads the Firebase SDK only then.
// null = no live data (visitor, not asked or loaded yet, or failed): show the server's data.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { ListingStatus, ListingType } from "#shared/values.ts";
import { wantFeed } from "./wanted-feeds.ts";

export interface LiveListingState {
  status: ListingStatus;
  rejectionReason: string | null;
  /** Members' reports hold it off the site until an admin decides. */
  heldForReports: boolean;
}

/** A listing waiting for approval, as the admin's live feed reports it. */
export interface LivePendingListing {
  id: string;
  code: string;
  types: ListingType;
  submittedAt: Date;
}

/** The admin's pending feed reads at most this many, oldest first (as the queue does). */
export const LIVE_PENDING_LIMIT = 200;

interface LiveState {
  /** The member's own listings' moderation state, by listing id. */
  ownListings: ReadonlyMap<string, LiveListingState> | null;
  /** For an admin: the listings waiting for approval, oldest first (at most LIVE_PENDING_LIMIT). */
  pendingListings: readonly LivePendingListing[] | null;
}

let state: LiveState = { ownListings: null, pendingListings: null };
const listeners = new Set<() => void>();

function update(change: Partial<LiveState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useLiveState<T>(select: (current: LiveState) => T, onServer: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => onServer,
  );
}

function sameListings(
  a: ReadonlyMap<string, LiveListingState> | null,
  b: ReadonlyMap<string, LiveListingState> | null,
): boolean {
  if (a === null || b === null) return a === b;
  if (a.size !== b.size) return false;
  for (const [id, listing] of a) {
    const other = b.get(id);
    if (
      other?.status !== listing.status ||
      other.rejectionReason !== listing.rejectionReason ||
      other.heldForReports !== listing.heldForReports
    )
      return false;
  }
  return true;
}

export function publishOwnListings(listings: ReadonlyMap<string, LiveListingState> | null): void {
  if (!sameListings(state.ownListings, listings)) update({ ownListings: listings });
}

/**
 * Whether the element given to the returned ref has been on screen (then it stays so: scrolling past a live view,
 * or switching a tab away from it, does not stop and restart its feed).
 */
function useSeen(): [boolean, (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [seen, setElement];
}

/**
 * The member's own listings as Firestore last said, or null; and the ref for the list that shows them. Once that
 * list is on screen this asks for the feed; the page's server data is shown until the feed has answered.
 */
export function useLiveOwnListings(): [
  ReadonlyMap<string, LiveListingState> | null,
  (view: Element | null) => void,
] {
  const [seen, viewRef] = useSeen();
  useEffect(() => (seen ? wantFeed("ownListings") : undefined), [seen]);
  return [useLiveState((current) => current.ownListings, null), viewRef];
}

function samePending(
  a: readonly LivePendingListing[] | null,
  b: readonly LivePendingListing[] | null,
): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((listing, index) => listing.id === b[index]?.id);
}

/** For the admin's feed: the pending listings, or null when it stopped. An unchanged list causes no render. */
export function publishPendingListings(listings: readonly LivePendingListing[] | null): void {
  if (!samePending(state.pendingListings, listings)) update({ pendingListings: listings });
}

/**
 * For admin pages: the listings waiting for approval as Firestore last said, or null (then the server's data
 * stands). Mounting this asks for the feed, which only an admin's browser runs.
 */
export function useLivePendingListings(): readonly LivePendingListing[] | null {
  useEffect(() => wantFeed("pending"), []);
  return useLiveState((current) => current.pendingListings, null);
}
