import { lazy, type PointerEvent, Suspense, useRef, useState } from "react";
import { m } from "#web/lib/i18n.ts";
import { PLACEHOLDER_IMAGE, ResponsiveImage } from "../ResponsiveImage.tsx";
import { type GalleryItem, isVideo, swipeDirection, thumbnailPlan, wrapIndex } from "./gallery-logic.ts";

export type { GalleryItem };

const GalleryLightbox = lazy(() => import("./GalleryLightbox.tsx"));
const MAIN_SIZES = "(max-width: 1024px) 100vw, 760px";

function Picture(props: { item: GalleryItem; eager: boolean; sizes: string; className: string }) {
  const { item } = props;
  if (isVideo(item)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: owners upload walk-through videos without caption files.
      <video
        className={props.className}
        src={item.url}
        controls
        playsInline
        preload="metadata"
        width={item.width}
        height={item.height}
      />
    );
  }
  return (
    <ResponsiveImage
      className={props.className}
      image={item}
      sizes={props.sizes}
      alt={item.alt ?? ""}
      eager={props.eager}
    />
  );
}

/** Main picture with wrapping previous/next and 50 px swipe, three thumbnails with '+N', and a full-screen viewer. */
export function Gallery({ items, title }: { items: GalleryItem[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const pointerStart = useRef<number | null>(null);

  if (items.length === 0) {
    return (
      <div className="gallery">
        <img
          className="gallery-main"
          src={PLACEHOLDER_IMAGE}
          width={1200}
          height={800}
          alt={m["detail.noPhotos"]()}
        />
      </div>
    );
  }
  const active = items[current] ?? items[0]!;
  const go = (step: number) => setCurrent((index) => wrapIndex(index + step, items.length));
  const { indexes, extra } = thumbnailPlan(items.length);
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const step = swipeDirection(event.clientX - pointerStart.current);
    pointerStart.current = null;
    if (step !== 0) go(step);
  };

  return (
    <section
      className="gallery"
      aria-label={m["detail.gallery"]({ title })}
      aria-roledescription={m["carousel.role"]()}
    >
      <div
        className="gallery-stage"
        onPointerDown={(event) => {
          pointerStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
      >
        <button
          type="button"
          className="gallery-open"
          onClick={() => setViewerOpen(true)}
          aria-label={m["detail.openViewer"]({ position: current + 1, count: items.length })}
        >
          <Picture item={active} eager sizes={MAIN_SIZES} className="gallery-main" />
        </button>
        {items.length > 1 ? (
          <>
            <button
              type="button"
              className="gallery-arrow gallery-prev"
              aria-label={m["detail.previousPhoto"]()}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-arrow gallery-next"
              aria-label={m["detail.nextPhoto"]()}
              onClick={() => go(1)}
            >
              ›
            </button>
            <p className="gallery-count" aria-live="polite">
              {current + 1} / {items.length}
            </p>
          </>
        ) : null}
      </div>
      {indexes.length > 0 ? (
        <ul className="gallery-thumbs">
          {indexes.map((index, position) => {
            const item = items[index]!;
            const isLast = position === indexes.length - 1;
            return (
              <li key={item.url + index}>
                <button
                  type="button"
                  className="gallery-thumb"
                  aria-label={
                    isLast && extra > 0
                      ? m["detail.morePhotos"]({ count: extra })
                      : m["detail.showPhoto"]({ position: index + 1 })
                  }
                  onClick={() => {
                    setCurrent(index);
                    if (isLast && extra > 0) setViewerOpen(true);
                  }}
                >
                  {isVideo(item) ? (
                    <span className="gallery-thumb-video" aria-hidden="true">
                      ▶
                    </span>
                  ) : (
                    <img
                      src={item.url}
                      srcSet={item.srcSet ?? undefined}
                      sizes="120px"
                      width={item.width}
                      height={item.height}
                      alt=""
                      loading="lazy"
                    />
                  )}
                  {isLast && extra > 0 ? <span className="gallery-more">+{extra}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {viewerOpen ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={items}
            index={current}
            onClose={() => setViewerOpen(false)}
            onIndexChange={setCurrent}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
