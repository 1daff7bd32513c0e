import { useRef } from "react";
import { t } from "../lib/i18n.ts";
import { ListingCard, type ListingCardData } from "./ListingCard.tsx";

const STEP_PX = 300;

/** The 'Newest listings' row: swipe or scroll on touch, arrows stepping 300 px elsewhere. */
export function NewestListings({ listings }: { listings: ListingCardData[] }) {
  const row = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * STEP_PX, behavior: "smooth" });
  return (
    <section className="newest" aria-labelledby="newest-title">
      <div className="section-head">
        <h2 id="newest-title">{t("newest.title")}</h2>
        {listings.length > 1 ? (
          <div className="row-arrows">
            <button
              type="button"
              className="arrow"
              aria-label={t("newest.previous")}
              onClick={() => scroll(-1)}
            >
              ‹
            </button>
            <button type="button" className="arrow" aria-label={t("newest.next")} onClick={() => scroll(1)}>
              ›
            </button>
          </div>
        ) : null}
      </div>
      {listings.length === 0 ? (
        <p className="empty">{t("newest.empty")}</p>
      ) : (
        <ul className="card-row" ref={row}>
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
