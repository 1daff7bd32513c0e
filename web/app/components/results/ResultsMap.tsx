import { useEffect, useRef, useState } from "react";
import { filtersToSearchParams, type ListingFilters } from "#shared/listing-filters/values.ts";
import type { MapSettings } from "#shared/public-config.ts";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";

/**
 * Leaflet, the map's cards, its buttons and their words: loaded when a page in map view comes alive, never with
 * the page itself (results-map.client.ts draws all of it inside the frame).
 */
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
 * for the results inside the map's bounds (`onSearch`). Without JavaScript the list alone shows them.
 */
export function ResultsMap({
  filters,
  config,
  pathQuery,
  onSearch,
}: {
  filters: ListingFilters;
  config: MapSettings;
  pathQuery: boolean;
  onSearch(search: string): void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const latest = useRef({ filters, onSearch });
  latest.current = { filters, onSearch };
  const [failed, setFailed] = useState(false);
  const key = markerKey(filters);
  // A new page's loader data brings an equal but new config: the map is drawn again only for other tiles.
  const { tileUrl, attribution } = config;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is drawn again for new filters (key), not for a new box: a searched area stays where the visitor left it
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    setFailed(false);
    loadResultsMap().then(
      ({ showResultsMap }) => {
        if (cancelled) return;
        dispose = showResultsMap(el, {
          config: { tileUrl, attribution },
          filters: () => latest.current.filters,
          pathQuery,
          onSearch: (search) => latest.current.onSearch(search),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [key, tileUrl, attribution, pathQuery]);

  return (
    // Neither a region nor a heading of its own: the map inside is the region, named for it (results.map.region).
    <section className="results-map">
      {/* Without JavaScript as when its code fails to load: the same words. */}
      <p className="results-map-note scriptless-only">{m["results.map.failed"]()}</p>
      <div ref={frame} className="results-map-frame script-only" />
      {failed ? (
        <p className="results-map-note" role="alert">
          {m["results.map.failed"]()}
        </p>
      ) : null}
    </section>
  );
}
