import { t } from "../../lib/i18n.ts";
import { useWishlist } from "./WishlistProvider.tsx";

/** The heart on a listing card. Rendered only where a wishlist is known (the public pages). */
export function WishlistHeart({ listingId, name }: { listingId: string; name: string }) {
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const on = wishlist.isWishlisted(listingId);
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed={on}
      aria-label={t(on ? "wishlist.remove" : "wishlist.add", { name })}
      disabled={wishlist.isBusy(listingId)}
      onClick={() => wishlist.toggle(listingId)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.2 1.8-2.1 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The detail page's Wishlist / Wishlisted button (SPEC §2). */
export function WishlistButton({ listingId }: { listingId: string }) {
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const on = wishlist.isWishlisted(listingId);
  return (
    <button
      type="button"
      className="button"
      aria-pressed={on}
      disabled={wishlist.isBusy(listingId)}
      onClick={() => wishlist.toggle(listingId)}
    >
      {on ? t("detail.wishlisted") : t("detail.wishlist")}
    </button>
  );
}
