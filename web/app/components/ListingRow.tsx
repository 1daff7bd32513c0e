import { useEffect, useRef, useState } from "react";
import { m } from "../lib/i18n.ts";
import { ListingCard, type ListingCardData } from "./ListingCard.tsx";

const STEP_PX = 300;

/** A horizontal row of listing cards: swipe or scroll on touch, arrows stepping 300 px elsewhere. */
export function ListingRow(props: {
  id: string;
  title: string;
  emptyText: string;
  listings: ListingCardData[];
}) {
  const row = useRef<HTMLUListElement>(null);
  // The arrows need JavaScript; until it has loaded they are disabled, and the row still scrolls by touch.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const scroll = (direction: 1 | -1) => {
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.current?.scrollBy({ left: direction * STEP_PX, behavior: still ? "auto" : "smooth" });
  };
  const titleId = `${props.id}-title`;
  return (
    <section className="listing-row" id={props.id} aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{props.title}</h2>
        {props.listings.length > 1 ? (
          <div className="row-arrows">
            <button
              type="button"
              className="arrow"
              aria-label={m["newest.previous"]()}
              disabled={!hydrated}
              onClick={() => scroll(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="arrow"
              aria-label={m["newest.next"]()}
              disabled={!hydrated}
              onClick={() => scroll(1)}
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
      {props.listings.length === 0 ? (
        <p className="empty">{props.emptyText}</p>
      ) : (
        <ul className="card-row" ref={row}>
          {props.listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
