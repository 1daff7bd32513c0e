import { useState } from "react";
import { t } from "../../lib/i18n.ts";

/** Wishlist / Wishlisted toggle: changes at once, and goes back with a message if the server says no. */
export function WishlistButton({ listingId, initial }: { listingId: string; initial: boolean }) {
  const [wishlisted, setWishlisted] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const next = !wishlisted;
    setWishlisted(next);
    setError(null);
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/wishlist/${listingId}`, { method: next ? "PUT" : "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      setWishlisted(!next);
      setError(t("detail.wishlistFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" aria-pressed={wishlisted} disabled={busy} onClick={toggle}>
        {wishlisted ? t("detail.wishlisted") : t("detail.wishlist")}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
