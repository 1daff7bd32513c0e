import { Link } from "react-router";
import type { ListingCard as ListingCardData } from "../../../server/modules/listings/types.ts";
import { formatArea } from "../lib/area.ts";
import { t } from "../lib/i18n.ts";
import { budgetLabel } from "../lib/money.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";
import { WishlistHeart } from "./wishlist/WishlistToggle.tsx";

export type { ListingCardData };

const CARD_SIZES = "(max-width: 768px) 250px, (max-width: 1024px) 300px, 350px";

function Cover({ listing, eager }: { listing: ListingCardData; eager: boolean }) {
  const cover = listing.coverImage;
  const names = { name: listing.propertyName, city: listing.city };
  if (!cover) {
    return (
      <div className="card-media card-placeholder" role="img" aria-label={t("card.noImage")}>
        <span aria-hidden="true">{listing.propertyName}</span>
      </div>
    );
  }
  if (cover.kind === "video") {
    return (
      <video
        className="card-media"
        src={cover.url}
        muted
        playsInline
        preload="metadata"
        aria-label={t("card.videoAlt", names)}
        width={cover.width}
        height={cover.height}
      />
    );
  }
  return (
    <ResponsiveImage
      className="card-media"
      image={cover}
      sizes={CARD_SIZES}
      alt={t("card.imageAlt", names)}
      eager={eager}
    />
  );
}

/**
 * One listing in a row or grid. Rooms are left out for Land, where they mean nothing. The wishlist heart is
 * left out where it cannot apply (a member's own listings, which may not be public).
 */
export function ListingCard({
  listing,
  eager = false,
  wishlist = true,
}: {
  listing: ListingCardData;
  eager?: boolean;
  wishlist?: boolean;
}) {
  const price = budgetLabel(listing.budget, listing.budgetMethod);
  const showRooms = listing.propertyName !== "Land" && listing.numberOfRooms;
  return (
    <article className="listing-card">
      <div className="card-cover">
        <Cover listing={listing} eager={eager} />
        {wishlist ? (
          <WishlistHeart listingId={listing.id} name={`${listing.propertyName} ${listing.code}`} />
        ) : null}
      </div>
      <div className="card-body">
        <p className="card-code">
          <span className="visually-hidden">{t("card.code")} </span>
          {listing.code}
        </p>
        <h3 className="card-title">
          {listing.propertyName}
          <span className="card-type">{t(`type.${listing.types}`)}</span>
        </h3>
        {price ? <p className="card-price">{price}</p> : null}
        <ul className="card-facts">
          {listing.propertyType ? <li>{listing.propertyType}</li> : null}
          {listing.areaSqFt ? <li>{formatArea(listing.areaSqFt, listing.areaUnit)}</li> : null}
          {showRooms ? <li>{listing.numberOfRooms}</li> : null}
          <li>{listing.city}</li>
        </ul>
        <Link className="button button-primary card-action" to={`/view-property5/${listing.id}`}>
          {t("card.viewDetails")}
        </Link>
      </div>
    </article>
  );
}
