import { m } from "#web/lib/i18n.ts";
import { useWishlist } from "./WishlistProvider.tsx";

/** The props every wishlist toggle shares, or null where no wishlist is known (outside the public pages). */
function useToggleProps(listingId: string) {
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const on = wishlist.isWishlisted(listingId);
  return {
    on,
    button: {
      type: "button",
      "aria-pressed": on,
      disabled: wishlist.isBusy(listingId),
      onClick: () => wishlist.toggle(listingId),
    } as const,
  };
}

/** The heart on a listing card. */
export function WishlistHeart({ listingId, name }: { listingId: string; name: string }) {
  const toggle = useToggleProps(listingId);
  if (!toggle) return null;
  return (
    <button
      {...toggle.button}
      className="wishlist-heart"
      aria-label={(toggle.on ? m["wishlist.remove"] : m["wishlist.add"])({ name })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.2 1.8-2.1 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The detail page's Wishlist / Wishlisted button (SPEC §2). */
export function WishlistButton({ listingId }: { listingId: string }) {
  const toggle = useToggleProps(listingId);
  if (!toggle) return null;
  return (
    <button {...toggle.button} className="button">
      {toggle.on ? m["detail.wishlisted"]() : m["detail.wishlist"]()}
    </button>
  );
}
