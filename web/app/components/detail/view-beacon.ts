import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Counts one view of the listing per page view, after hydration (the page's HTML is shared by every visitor, so the
 * count cannot be taken while rendering). keepalive: a visitor who leaves at once still counts. The server records
 * counts only, never who looked, and ignores listings that are not public.
 */
export function useViewBeacon(listingId: string, send: boolean): void {
  const { key } = useLocation();
  // The location's key is new for each page view; revalidations (a wishlist toggle) keep it.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const view = `${key} ${listingId}`;
    if (!send || counted.current === view) return;
    counted.current = view;
    fetch(`/api/v1/listings/${encodeURIComponent(listingId)}/views`, {
      method: "POST",
      keepalive: true,
    }).catch(() => undefined);
  }, [listingId, send, key]);
}
