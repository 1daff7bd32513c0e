import { useEffect, useRef, useState } from "react";
import type { BBox } from "#shared/geo.ts";
import { filtersToSearchParams, type ListingFilters } from "#shared/listing-filters/values.ts";
import type { MapSettings } from "#shared/public-config.ts";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { initialMapBox } from "./map-view.ts";

/** Leaflet and the map's cards: loaded when a page in map view comes alive, never with the page itself. */
const loadResultsMap = loadOnce(() => import("./results-map.client.ts"));

/** What the map's markers depend on: the filters, not the page, order, view or the box searched. */
function markerKey(filters: ListingFilters): string {
  return filtersToSearchParams({
    ...filters,
    bbox: undefined,
    page: 1,
    sort: "newest",
    view: undefined,
  }).toString();
}

/**
 * The results on a map (view=map), above the list of the same results. The map starts on the URL's box (or the
 * place asked about, the chosen districts, the state); after the visitor pans or zooms, "Search this area" asks
 * for the results inside the map's bounds (`onSearchArea`). Without JavaScript the list alone shows them.
 */
export function ResultsMap({
  filters,
  config,
  onSearchArea,
}: {
  filters: ListingFilters;
  config: MapSettings;
  onSearchArea(bbox: BBox): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(filters);
  latest.current = filters;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [moved, setMoved] = useState<BBox | null>(null);
  const key = markerKey(filters);
  // A new page's loader data brings an equal but new config: the map is drawn again only for other tiles.
  const { tileUrl, attribution } = config;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is drawn again for new filters (key), not for a new box: a searched area stays where the visitor left it
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    setState("loading");
    setMoved(null);
    loadResultsMap().then(
      ({ showResultsMap }) => {
        if (cancelled) return;
        dispose = showResultsMap(el, {
          bbox: initialMapBox(latest.current),
          config: { tileUrl, attribution },
          filters: () => latest.current,
          onMoved: setMoved,
        });
        setState("ready");
      },
      () => {
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [key, tileUrl, attribution]);

  return (
    <section className="results-map" aria-labelledby="results-map-title">
      <h2 id="results-map-title" className="visually-hidden">
        {m["results.map.region"]()}
      </h2>
      <p className="results-map-note scriptless-only">{m["results.map.needsScript"]()}</p>
      <div className="results-map-frame script-only">
        <div ref={container} className="results-map-canvas" />
        {state === "loading" ? (
          <p className="results-map-status" role="status">
            {m["results.map.loading"]()}
          </p>
        ) : null}
        {moved !== null && state === "ready" ? (
          <button
            type="button"
            className="button button-primary results-map-search"
            onClick={() => {
              onSearchArea(moved);
              setMoved(null);
            }}
          >
            {m["results.map.searchArea"]()}
          </button>
        ) : null}
      </div>
      {state === "failed" ? (
        <p className="results-map-note" role="alert">
          {m["results.map.failed"]()}
        </p>
      ) : null}
    </section>
  );
}
