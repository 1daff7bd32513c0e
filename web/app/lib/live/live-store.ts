// What the live Firestore feeds (live-feeds.client.tsx, loaded after hydration for signed-in members) last said,
// for the components that show it. This module carries no Firebase code: public pages import it for free.
// null = no live data (visitor, not loaded yet, or failed): show the server's data.
import { useEffect, useSyncExternalStore } from "react";
import type { ListingStatus, ListingType } from "#shared/values.ts";

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
  /** Ids in the member's `users/{uid}/wishlist`. */
  wishlistIds: ReadonlySet<string> | null;
  /** The member's own listings' moderation state, by listing id. */
  ownListings: ReadonlyMap<string, LiveListingState> | null;
  /** How many mounted components want the own-listings feed (the feed listens only while some do). */
  ownListingsWatchers: number;
  /** For an admin: the listings waiting for approval, oldest first (at most LIVE_PENDING_LIMIT). */
  pendingListings: readonly LivePendingListing[] | null;
  /** How many mounted components want the pending feed (admin pages). */
  pendingWatchers: number;
}

let state: LiveState = {
  wishlistIds: null,
  ownListings: null,
  ownListingsWatchers: 0,
  pendingListings: null,
  pendingWatchers: 0,
};
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

function sameSet(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): boolean {
  if (a === null || b === null) return a === b;
  return a.size === b.size && [...a].every((id) => b.has(id));
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

/** For the feeds: a server-confirmed wishlist, or null when the feed stopped. Unchanged sets cause no render. */
export function publishWishlist(ids: ReadonlySet<string> | null): void {
  if (!sameSet(state.wishlistIds, ids)) update({ wishlistIds: ids });
}

export function publishOwnListings(listings: ReadonlyMap<string, LiveListingState> | null): void {
  if (!sameListings(state.ownListings, listings)) update({ ownListings: listings });
}

/** The member's wishlist as Firestore last said, or null (then the server's list stands). */
export function useLiveWishlistIds(): ReadonlySet<string> | null {
  return useLiveState((current) => current.wishlistIds, null);
}

/**
 * The member's own listings as Firestore last said, or null. Mounting this asks for the feed; the page's
 * server data is shown until the feed has answered.
 */
export function useLiveOwnListings(): ReadonlyMap<string, LiveListingState> | null {
  useEffect(() => {
    update({ ownListingsWatchers: state.ownListingsWatchers + 1 });
    return () => update({ ownListingsWatchers: state.ownListingsWatchers - 1 });
  }, []);
  return useLiveState((current) => current.ownListings, null);
}

/** For the feeds: whether any page wants the own-listings feed now. */
export function useOwnListingsWanted(): boolean {
  return useLiveState((current) => current.ownListingsWatchers > 0, false);
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
  useEffect(() => {
    update({ pendingWatchers: state.pendingWatchers + 1 });
    return () => update({ pendingWatchers: state.pendingWatchers - 1 });
  }, []);
  return useLiveState((current) => current.pendingListings, null);
}

/** For the feeds: whether any page wants the pending feed now. */
export function usePendingListingsWanted(): boolean {
  return useLiveState((current) => current.pendingWatchers > 0, false);
}
