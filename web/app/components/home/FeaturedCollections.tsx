import { useState } from "react";
import type { Collection as FeaturedCollection } from "#shared/content.ts";
import { typeResultsPath } from "#shared/paths.ts";
import type { ListingType } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { PLACEHOLDER_IMAGE } from "../ResponsiveImage.tsx";
import { wrapIndex } from "./home-links.ts";

export type { FeaturedCollection };

const MAIN_SIZES = "(max-width: 1024px) 100vw, 620px";

/**
 * One collection at a time: its picture and description, 'View More' to its listings, thumbnails of every
 * collection, and previous/next arrows that wrap (SPEC §2).
 */
export function FeaturedCollections(props: {
  collections: FeaturedCollection[];
  types: ListingType;
  headingLevel?: "h1" | "h2";
}) {
  const { collections, types } = props;
  const [current, setCurrent] = useState(0);
  const Heading = props.headingLevel ?? "h2";
  const count = collections.length;
  const active = collections[wrapIndex(current, count)];
  const go = (step: number) => setCurrent((index) => wrapIndex(index + step, count));

  return (
    <section className="home-section featured" aria-labelledby="featured-title">
      <div className="section-head">
        <Heading id="featured-title">{m["featured.title"]()}</Heading>
        {count > 1 ? (
          <div className="row-arrows">
            <button
              type="button"
              className="arrow"
              aria-label={m["featured.previous"]()}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <button type="button" className="arrow" aria-label={m["featured.next"]()} onClick={() => go(1)}>
              ›
            </button>
          </div>
        ) : null}
      </div>
      {!active ? (
        <p className="empty">{m["featured.empty"]()}</p>
      ) : (
        <>
          <article className="featured-card" aria-live="polite">
            <img
              className="featured-image"
              src={active.image?.url ?? PLACEHOLDER_IMAGE}
              srcSet={active.image?.srcSet ?? undefined}
              sizes={active.image?.srcSet ? MAIN_SIZES : undefined}
              width={active.image?.width ?? 1200}
              height={active.image?.height ?? 800}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <div className="featured-body">
              <p className="featured-position">
                {m["featured.position"]({ position: wrapIndex(current, count) + 1, count })}
              </p>
              {/* The admin's words, in whatever language they were written. */}
              <h3 className="featured-name" data-user-content="">
                {active.title}
              </h3>
              <p data-user-content="">{active.description}</p>
              <Link
                className="button button-primary"
                // The property name the admin linked it to; the old app's collections had only a title.
                to={typeResultsPath(types, active.propertyName ?? active.title)}
                aria-label={m["featured.viewMoreLabel"]({ title: active.title, purpose: types })}
              >
                {m["featured.viewMore"]()}
              </Link>
            </div>
          </article>
          {count > 1 ? (
            <ul className="featured-thumbs">
              {collections.map((collection, index) => (
                <li key={collection.id}>
                  <button
                    type="button"
                    className="featured-thumb"
                    // A caption under its picture: a two-word title (அடுக்குமாடி வீடு) takes two centred lines.
                    data-may-wrap=""
                    aria-label={m["featured.show"]({ title: collection.title })}
                    aria-pressed={index === wrapIndex(current, count)}
                    onClick={() => setCurrent(index)}
                  >
                    <img
                      src={collection.image?.url ?? PLACEHOLDER_IMAGE}
                      srcSet={collection.image?.srcSet ?? undefined}
                      sizes={collection.image?.srcSet ? "120px" : undefined}
                      width={120}
                      height={80}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                    <span data-user-content="">{collection.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
