import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BannerSlide } from "#shared/content.ts";
import { m } from "#web/lib/i18n.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

export type { BannerSlide };

/** SPEC §9: a new slide every 3 s. */
const AUTOPLAY_DELAY_MS = 3000;
/** Embla's duration is not in milliseconds (its docs suggest 20–60); 30 moves a full-width slide in about 0.5 s. */
const SLIDE_DURATION = 30;
const SIZES = "(max-width: 1240px) 100vw, 1240px";

interface Carousel {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Embla, loaded once the page is up: the first slide is server-rendered and shows without it, and visitors who
 * never touch the banner do not wait for its code before the page is interactive. A choice made before it has
 * arrived (`pending`) is applied when it does.
 */
function useLazyCarousel(pending: { current: number | null }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  useEffect(() => {
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled || !viewportRef.current) return;
        const autoplay = Autoplay({
          delay: AUTOPLAY_DELAY_MS,
          playOnInit: false,
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        api = EmblaCarousel(viewportRef.current, { loop: true, duration: SLIDE_DURATION }, [autoplay]);
        if (pending.current !== null) api.scrollTo(pending.current, true);
        setCarousel({ api, autoplay });
      },
      () => {
        // Without its code the banner stays on its first slide; the page works without it.
      },
    );
    return () => {
      cancelled = true;
      api?.destroy();
    };
  }, [pending]);
  return { viewportRef, carousel };
}

/**
 * The home page's banner: swipe, previous/next and dots; plays by itself every 3 s, pausing while the pointer is
 * over it or focus is inside it, when the visitor presses pause, and never playing for prefers-reduced-motion.
 * The first picture loads at once with its size known; the others lazily.
 */
export function BannerCarousel({ title, slides }: { title: string; slides: BannerSlide[] }) {
  const reducedMotion = useReducedMotion();
  const pending = useRef<number | null>(null);
  const { viewportRef, carousel } = useLazyCarousel(pending);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const shouldPlay = count > 1 && !reducedMotion && !userPaused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);
  shouldPlayRef.current = shouldPlay;

  useEffect(() => {
    if (!carousel) return;
    const { api, autoplay } = carousel;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // The plugin resumes after a swipe by itself; keep it paused when it should be.
    const onPointerUp = () => {
      if (!shouldPlayRef.current) autoplay.stop();
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect).on("pointerUp", onPointerUp);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerUp", onPointerUp);
    };
  }, [carousel]);

  useEffect(() => {
    if (!carousel) return;
    if (shouldPlay) carousel.autoplay.play();
    else carousel.autoplay.stop();
  }, [carousel, shouldPlay]);

  const goTo = useCallback(
    (index: number) => {
      if (!carousel) {
        pending.current = index;
        setSelected(index);
        return;
      }
      carousel.api.scrollTo(index, reducedMotion);
      if (shouldPlayRef.current) carousel.autoplay.reset();
    },
    [carousel, reducedMotion],
  );
  const step = (direction: 1 | -1) => goTo((selected + direction + count) % count);

  return (
    <section
      className="banner"
      aria-roledescription={m["carousel.role"]()}
      aria-labelledby="banner-title"
      // A mouse pointer, not a finger: a tap would otherwise count as hovering until the next tap elsewhere.
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h1 id="banner-title" className="banner-title">
        {title}
      </h1>
      {count > 0 ? (
        <div className="banner-frame">
          <div className="banner-viewport" ref={viewportRef} aria-live={shouldPlay ? "off" : "polite"}>
            <div className="banner-track">
              {slides.map((slide, index) => (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a fieldset.
                <div
                  className="banner-slide"
                  key={slide.id}
                  role="group"
                  aria-roledescription={m["carousel.slide"]()}
                  aria-label={m["banner.slide"]({ position: index + 1, count })}
                >
                  <img
                    src={slide.image.url}
                    srcSet={slide.image.srcSet ?? undefined}
                    sizes={slide.image.srcSet ? SIZES : undefined}
                    width={slide.image.width}
                    height={slide.image.height}
                    alt={slide.alt}
                    data-user-content=""
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : "auto"}
                    decoding={index === 0 ? "sync" : "async"}
                    draggable={false}
                  />
                </div>
              ))}
            </div>
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className="banner-arrow banner-prev"
                aria-label={m["banner.previous"]()}
                onClick={() => step(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="banner-arrow banner-next"
                aria-label={m["banner.next"]()}
                onClick={() => step(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
              <div className="banner-controls">
                <button
                  type="button"
                  className="banner-pause"
                  aria-label={userPaused || reducedMotion ? m["banner.play"]() : m["banner.pause"]()}
                  aria-pressed={userPaused}
                  onClick={() => setUserPaused((paused) => !paused)}
                  hidden={reducedMotion}
                >
                  <span aria-hidden="true">{userPaused ? "▶" : "❚❚"}</span>
                </button>
                {/* Dots: on a phone 44 px targets would not fit nine of them, so each dot sits in a wider hit area. */}
                <div className="banner-dots">
                  {slides.map((slide, index) => (
                    <button
                      type="button"
                      key={slide.id}
                      className="banner-dot"
                      aria-label={m["banner.goTo"]({ position: index + 1, count })}
                      aria-current={index === selected ? "true" : undefined}
                      onClick={() => goTo(index)}
                    />
                  ))}
                </div>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
