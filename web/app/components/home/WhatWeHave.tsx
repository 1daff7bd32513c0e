import { type RefObject, useEffect, useRef, useState } from "react";
import type { NameCount } from "#shared/content.ts";
import { typeResultsPath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import type { ListingType } from "#shared/values.ts";
import {
  animatedCount,
  COUNT_ANIMATION_MS,
  COUNT_VISIBLE_THRESHOLD,
  countLabel,
} from "#web/lib/count-label.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { useReducedMotion } from "./use-reduced-motion.ts";

export type { NameCount };

/**
 * Runs 0 → 1 over the animation once the element is 10 % visible. Until then it is 1: the server's HTML and the
 * first render show the final numbers, so nothing depends on JavaScript.
 */
function useCountProgress(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    let started = false;
    setProgress(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (started || !entries.some((entry) => entry.isIntersecting)) return;
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setProgress(Math.min(1, elapsed / COUNT_ANIMATION_MS));
          if (elapsed < COUNT_ANIMATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNT_VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setProgress(1);
    };
  }, [ref, enabled]);
  return progress;
}

/** 'What We Have': approved listings per property name, the numbers counting up once the band is in view. */
export function WhatWeHave(props: { counts: NameCount[]; types: ListingType; typeLabel: string }) {
  const band = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const progress = useCountProgress(band, !reducedMotion && props.counts.length > 0);
  return (
    <section className="home-section counts" aria-labelledby="counts-title" ref={band}>
      <h2 id="counts-title">{m["counts.title"]()}</h2>
      <p className="section-intro">{m["counts.intro"]({ type: props.typeLabel })}</p>
      {props.counts.length === 0 ? (
        <p className="empty">{m["counts.empty"]()}</p>
      ) : (
        <ul className="count-band">
          {props.counts.map(({ name: stored, count }) => {
            const label = countLabel(count);
            // The stored (English) name is for the link; the page shows it in its own language.
            const name = propertyNameLabel(stored);
            return (
              <li key={stored}>
                <Link to={typeResultsPath(props.types, stored)} className="count-item">
                  <span className="count-number" aria-hidden="true">
                    {countLabel(animatedCount(count, progress * COUNT_ANIMATION_MS))}
                  </span>
                  <span className="count-name" aria-hidden="true">
                    {name}
                  </span>
                  <span className="visually-hidden">{m["counts.itemLabel"]({ label, name })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
