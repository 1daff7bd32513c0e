import { formatArea } from "#shared/area-label.ts";
import { formatDistance } from "#shared/distance.ts";
import { districtLabel } from "#shared/districts.ts";
import type { ListingCard as ListingCardData } from "#shared/listing-card.ts";
import { budgetLabel } from "#shared/money.ts";
import { listingPath } from "#shared/paths.ts";
import { propertyNameLabel, propertyTypeLabel, roomOptionLabel } from "#shared/value-labels.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { Link } from "#web/lib/links.tsx";
import { confirmedAgo } from "../lib/freshness.ts";
import { m } from "../lib/i18n.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";
import { WishlistHeart } from "./wishlist/WishlistToggle.tsx";

export type { ListingCardData };

/** Image widths the browser picks from: fixed-width cards in a row (SPEC §9), or fluid cards in a grid. */
const CARD_SIZES = {
  row: "(max-width: 768px) 250px, (max-width: 1024px) 300px, 350px",
  grid: "(max-width: 560px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 350px",
} as const;
export type CardLayout = keyof typeof CARD_SIZES;

function Cover({ listing, eager, layout }: { listing: ListingCardData; eager: boolean; layout: CardLayout }) {
  const cover = listing.coverImage;
  const names = { name: propertyNameLabel(listing.propertyName), city: districtLabel(listing.city) };
  if (!cover) {
    return (
      <div className="card-media card-placeholder" role="img" aria-label={m["card.noImage"]()}>
        <span aria-hidden="true">{propertyNameLabel(listing.propertyName)}</span>
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
        aria-label={m["card.videoAlt"](names)}
        width={cover.width}
        height={cover.height}
      />
    );
  }
  return (
    <ResponsiveImage
      className="card-media"
      image={cover}
      sizes={CARD_SIZES[layout]}
      alt={m["card.imageAlt"](names)}
      eager={eager}
    />
  );
}

/** "DTCP approved", "TNRERA": what the listing's references show, checked when they were entered. */
export function ApprovalBadges({ approvals }: { approvals: ListingCardData["approvals"] }) {
  if (!approvals.layout && !approvals.tnrera) return null;
  return (
    <ul className="approval-badges" aria-label={m["card.approvals"]()}>
      {approvals.layout ? (
        <li className="approval-badge">{m["card.layoutApproved"]({ authority: approvals.layout })}</li>
      ) : null}
      {approvals.tnrera ? <li className="approval-badge">{m["card.tnrera"]()}</li> : null}
    </ul>
  );
}

/**
 * One listing in a row or grid. Rooms are left out for Land, where they mean nothing, and on whole pages where
 * the SPEC hides them (Land and Store results). The wishlist heart is left out where it cannot apply (a member's
 * own listings, which may not be public).
 */
export function ListingCard({
  listing,
  eager = false,
  wishlist = true,
  hideRooms = false,
  layout = "row",
  taken = null,
}: {
  listing: ListingCardData;
  eager?: boolean;
  wishlist?: boolean;
  hideRooms?: boolean;
  layout?: CardLayout;
  /**
   * Its owner marked it sold or let (a wishlist's card): the badge and the note the card shows instead of its
   * link (given by the page, so that other pages' bundles carry no such texts).
   */
  taken?: { badge: string; note: string } | null;
}) {
  const price = budgetLabel(listing.budget, listing.budgetMethod);
  const showRooms = !hideRooms && listing.propertyName !== "Land" && listing.numberOfRooms;
  return (
    <article className={taken ? "listing-card listing-card-taken" : "listing-card"}>
      <div className="card-cover">
        <Cover listing={listing} eager={eager} layout={layout} />
        {taken ? <span className="card-taken">{taken.badge}</span> : null}
        {wishlist ? (
          <WishlistHeart
            listingId={listing.id}
            name={`${propertyNameLabel(listing.propertyName)} ${listing.code}`}
          />
        ) : null}
      </div>
      <div className="card-body">
        <p className="card-code">
          <span className="visually-hidden">{m["card.code"]()} </span>
          {listing.code}
        </p>
        <h3 className="card-title">
          {/* Beside the purpose's badge a phone's card has no room for "அடுக்குமாடி வீடு". */}
          {propertyNameLabel(listing.propertyName, undefined, { short: true })}
          <span className="card-type">{LISTING_TYPE_LABELS[listing.types]()}</span>
        </h3>
        {price ? <p className="card-price">{price}</p> : null}
        <ApprovalBadges approvals={listing.approvals} />
        <ul className="card-facts">
          {listing.propertyType ? <li>{propertyTypeLabel(listing.propertyType)}</li> : null}
          {listing.areaSqFt ? <li>{formatArea(listing.areaSqFt, listing.areaUnit)}</li> : null}
          {showRooms && listing.numberOfRooms ? <li>{roomOptionLabel(listing.numberOfRooms)}</li> : null}
          <li>{districtLabel(listing.city)}</li>
          {listing.distanceKm !== undefined ? (
            // Unlabelled like the card's other facts: "4.2 km" says what it is.
            <li className="card-distance">{formatDistance(listing.distanceKm)}</li>
          ) : null}
        </ul>
        {listing.confirmedDaysAgo !== null ? (
          <p className="card-confirmed">{confirmedAgo(listing.confirmedDaysAgo)}</p>
        ) : null}
        {taken ? (
          <p className="card-taken-note">{taken.note}</p>
        ) : (
          <Link className="button button-primary card-action" to={listingPath(listing.id)}>
            {m["card.viewDetails"]()}
          </Link>
        )}
      </div>
    </article>
  );
}
