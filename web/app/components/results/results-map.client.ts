// The results page's map, loaded with `import()` only when the page is in map view (ResultsMap.tsx): Leaflet,
// the map answer's schema and the markers' cards stay out of the results page's first load.
import { mapAnswer } from "#shared/api/map.ts";
import type { BBox } from "#shared/geo.ts";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { budgetLabel } from "#shared/money.ts";
import { listingPath } from "#shared/paths.ts";
import type { MapSettings } from "#shared/public-config.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import { localizedPath, m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { type MapAnswer, mountResultsMap } from "../map/LeafletMap.client.tsx";
import { initialMapBox, mapAnswerPath, searchAreaSearch } from "./map-box.ts";

type MapListing = MapAnswer["listings"][number];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A marker's card: code, property and purpose, price, and the link to the listing (text only: no markup). */
export function mapCard(listing: MapListing): HTMLElement {
  const card = element("div", "map-card");
  card.append(element("p", "card-code", listing.code));
  const title = element("p", "map-card-title", propertyNameLabel(listing.propertyName));
  title.append(" ", element("span", "card-type", LISTING_TYPE_LABELS[listing.types]()));
  card.append(title);
  const price = budgetLabel(listing.budget, listing.budgetMethod);
  if (price) card.append(element("p", "card-price", price));
  const link = element("a", "button button-primary map-card-link", m["card.viewDetails"]());
  link.href = localizedPath(listingPath(listing.id));
  link.setAttribute(
    "aria-label",
    `${m["card.viewDetails"]()}: ${propertyNameLabel(listing.propertyName)} ${listing.code}`,
  );
  card.append(link);
  return card;
}

/**
 * Draws the results map in `frame`: a "Loading the map…" status until the first answer, then the map over the
 * URL's box (or the place asked about, the chosen districts, the state), asking the map answer for the filters
 * that `filters()` gives at the moment of asking. After the visitor pans or zooms, "Search this area" offers the
 * results in the map's bounds to `onSearch`. Returns the function that removes it all.
 */
export function showResultsMap(
  frame: HTMLElement,
  o: { config: MapSettings; filters(): ListingFilters; pathQuery: boolean; onSearch(search: string): void },
): () => void {
  const canvas = element("div", "results-map-canvas");
  const status = element("p", "results-map-status", m["results.map.loading"]());
  status.setAttribute("role", "status");
  const search = element("button", "button button-primary results-map-search", m["results.map.searchArea"]());
  search.type = "button";
  search.hidden = true;
  frame.append(canvas, status, search);

  let moved: BBox | null = null;
  search.addEventListener("click", () => {
    if (!moved) return;
    o.onSearch(searchAreaSearch(o.filters(), moved, o.pathQuery));
    moved = null;
    search.hidden = true;
  });
  const settled = (failed: boolean) => {
    status.textContent = failed ? m["results.map.failed"]() : "";
    status.hidden = !failed;
  };

  const map = mountResultsMap(canvas, {
    bbox: initialMapBox(o.filters()),
    config: o.config,
    labels: {
      region: m["results.map.region"](),
      zoomIn: m["results.map.zoomIn"](),
      zoomOut: m["results.map.zoomOut"](),
      closePopup: m["results.map.closePopup"](),
      cluster: (count) => m["results.map.cluster"]({ count }),
      capped: m["results.map.capped"](),
    },
    async fetchAnswer(bbox, zoom) {
      const answer = await apiFetch(mapAnswerPath(o.filters(), bbox, zoom), mapAnswer);
      settled(!answer.ok);
      if (!answer.ok) throw new Error(`The map answer failed (${answer.status ?? "offline"})`);
      return answer.body;
    },
    renderCard: mapCard,
    onMoved(bbox) {
      moved = bbox;
      search.hidden = false;
    },
  });
  return () => {
    map.dispose();
    frame.replaceChildren();
  };
}
