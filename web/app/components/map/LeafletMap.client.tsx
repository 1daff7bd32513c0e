/**
 * The maps, drawn with Leaflet. The ONLY module that imports `leaflet` (and its stylesheet): pages load it with a
 * dynamic `import()` when the visitor asks for a map, so no page's first load carries it, and it never runs on the
 * server (Leaflet touches `window` as it loads). No marker pictures: circles and `divIcon`s only.
 *
 * Each widget takes a container element that already has its size (the page's CSS), and makes it a focusable
 * region that pans with the arrow keys and zooms with + and −.
 */
import "leaflet/dist/leaflet.css";
import "../../styles/map.css";
import * as L from "leaflet";
import { BOUNDS_MARGIN_DEGREES, roundExactCoordinate, TAMIL_NADU_BOUNDS } from "#shared/geo.ts";
import type { BBox, GeoPoint, MapAnswer, MapConfig, MapLabels, MapListing } from "./types.ts";

export type { BBox, GeoPoint, MapAnswer, MapConfig, MapLabels, MapListing } from "./types.ts";

/** Tamil Nadu with its margin (the `bbox` parameter's limits): the results map asks for no box beyond it. */
const LIMITS = {
  west: TAMIL_NADU_BOUNDS[0] - BOUNDS_MARGIN_DEGREES,
  south: TAMIL_NADU_BOUNDS[1] - BOUNDS_MARGIN_DEGREES,
  east: TAMIL_NADU_BOUNDS[2] + BOUNDS_MARGIN_DEGREES,
  north: TAMIL_NADU_BOUNDS[3] + BOUNDS_MARGIN_DEGREES,
};
const MAX_ZOOM = 19;
const GREEN = "#2f6b3f";
const TERRACOTTA = "#c8643b";

/** Leaflet writes attribution with innerHTML: the setting is plain text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const toLatLng = (p: GeoPoint) => L.latLng(p.lat, p.lng);

function baseMap(el: HTMLElement, config: MapConfig, labels: MapLabels, options: L.MapOptions): L.Map {
  el.classList.add("nilam-map");
  const map = L.map(el, {
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
    minZoom: 5,
    maxZoom: MAX_ZOOM,
    ...options,
  });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  L.tileLayer(config.tileUrl, { maxZoom: MAX_ZOOM, attribution: escapeHtml(config.attribution) }).addTo(map);
  // Leaflet makes the container focusable (tabindex 0); it names it for assistive technology here.
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", labels.region);
  const closeLabel = labels.closePopup;
  if (closeLabel)
    map.on("popupopen", (e) => {
      e.popup
        .getElement()
        ?.querySelector(".leaflet-popup-close-button")
        ?.setAttribute("aria-label", closeLabel);
    });
  return map;
}

/**
 * The listing page's map: a circle of `radiusM` metres around the public (approximate) `area`, and, for those who
 * may see it (the owner, an admin), the exact spot as a dot. Returns the function that removes the map.
 */
export function mountAreaMap(
  el: HTMLElement,
  o: { area: GeoPoint; radiusM: number; pin?: GeoPoint; config: MapConfig; labels: MapLabels },
): () => void {
  // The wheel keeps scrolling the page; the buttons, keys, pinch and double click zoom.
  const map = baseMap(el, o.config, o.labels, { scrollWheelZoom: false });
  const centre = toLatLng(o.area);
  map.fitBounds(centre.toBounds(o.radiusM * 2.4));
  L.circle(centre, {
    radius: o.radiusM,
    color: GREEN,
    weight: 2,
    fillColor: GREEN,
    fillOpacity: 0.15,
    interactive: false,
  }).addTo(map);
  if (o.pin)
    L.circleMarker(toLatLng(o.pin), {
      radius: 7,
      color: "#ffffff",
      weight: 3,
      fillColor: TERRACOTTA,
      fillOpacity: 1,
      interactive: false,
      className: "nilam-map-pin",
    }).addTo(map);
  return () => {
    map.remove();
  };
}

/**
 * The Sell/Edit form's picker: a fixed crosshair over the map's centre; the visitor pans (finger, mouse, arrow
 * keys) until it sits on the spot, and zooms about the centre. `onMove` reports the centre after each of the
 * visitor's moves (rounded to 6 decimals); `setCentre` moves it for the page and does not call `onMove`.
 */
export function mountPicker(
  el: HTMLElement,
  o: {
    start: GeoPoint;
    zoom: number;
    config: MapConfig;
    labels: MapLabels;
    onMove(p: GeoPoint): void;
  },
): { setCentre(p: GeoPoint, zoom?: number): void; dispose(): void } {
  const map = baseMap(el, o.config, o.labels, {
    scrollWheelZoom: "center",
    doubleClickZoom: "center",
    touchZoom: "center",
  });
  map.setView(toLatLng(o.start), o.zoom);
  const crosshair = L.DomUtil.create("div", "nilam-map-crosshair", el);
  crosshair.setAttribute("aria-hidden", "true");
  // setView without animation ends its move before it returns: the flag covers exactly the page's own moves.
  let moving = false;
  map.on("moveend", () => {
    if (moving) return;
    const c = map.getCenter().wrap();
    o.onMove({ lat: roundExactCoordinate(c.lat), lng: roundExactCoordinate(c.lng) });
  });
  return {
    setCentre(p, zoom) {
      moving = true;
      try {
        map.setView(toLatLng(p), zoom ?? map.getZoom(), { animate: false });
      } finally {
        moving = false;
      }
    },
    dispose() {
      map.remove();
    },
  };
}

const floor4 = (v: number) => Math.floor(v * 1e4) / 1e4;
const ceil4 = (v: number) => Math.ceil(v * 1e4) / 1e4;

/** A box rounded out to 4 decimals and cut to the limits; null when nothing of it is inside them. */
function limitedBox(west: number, south: number, east: number, north: number): BBox | null {
  const box = [
    Math.max(floor4(west), LIMITS.west),
    Math.max(floor4(south), LIMITS.south),
    Math.min(ceil4(east), LIMITS.east),
    Math.min(ceil4(north), LIMITS.north),
  ] as const;
  return box[0] < box[2] && box[1] < box[3] ? box : null;
}

/** The latitude of a tile row's top edge at zoom z (Web Mercator). */
function tileLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** The view's box rounded out to whole tiles of zoom z: small pans ask the same question again (the cache answers). */
export function tileGridBox(view: BBox, z: number): BBox {
  const n = 2 ** z;
  const [west, south, east, north] = view;
  const x0 = Math.floor(((west + 180) / 360) * n);
  const x1 = Math.ceil(((east + 180) / 360) * n);
  const row = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
  };
  const y0 = Math.floor(row(north));
  const y1 = Math.ceil(row(south));
  return [(x0 / n) * 360 - 180, tileLat(y1, z), (x1 / n) * 360 - 180, tileLat(y0, z)];
}

function clusterSize(count: number): number {
  if (count < 10) return 30;
  if (count < 100) return 36;
  if (count < 1000) return 42;
  return 48;
}

/**
 * The results page's map, over `bbox` at first. After each move it calls `onMoved` with the view (4 decimals, cut
 * to Tamil Nadu and its margin) and asks `fetchAnswer` for the view rounded out to the zoom's tile grid; the
 * newest answer is drawn: clusters as discs with their counts (a click zooms in), listings as markers whose
 * popup is `renderCard`'s element. Markers are focusable (Tab) and open with Enter. A rejected `fetchAnswer`
 * leaves the markers as they were (it reports its own failure).
 */
export function mountResultsMap(
  el: HTMLElement,
  o: {
    bbox: BBox;
    config: MapConfig;
    labels: MapLabels;
    fetchAnswer(bbox: BBox, zoom: number): Promise<MapAnswer>;
    renderCard(l: MapAnswer["listings"][number]): HTMLElement;
    onMoved(bbox: BBox, zoom: number): void;
  },
): { dispose(): void } {
  const map = baseMap(el, o.config, o.labels, {
    minZoom: 6,
    maxBounds: L.latLngBounds([LIMITS.south - 1, LIMITS.west - 1], [LIMITS.north + 1, LIMITS.east + 1]),
    maxBoundsViscosity: 0.8,
  });
  const [west, south, east, north] = o.bbox;
  map.fitBounds(L.latLngBounds([south, west], [north, east]));

  const notice = L.DomUtil.create("p", "nilam-map-capped");
  notice.setAttribute("role", "status");
  notice.hidden = true;
  const CappedNotice = L.Control.extend({ onAdd: () => notice });
  new CappedNotice({ position: "topright" }).addTo(map);

  // Markers kept by key across answers, so that a marker whose popup is open survives the popup's own pan.
  const shown = new Map<string, L.Marker>();
  const layer = L.layerGroup().addTo(map);

  function clusterMarker(lat: number, lng: number, count: number): L.Marker {
    const size = clusterSize(count);
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({
        className: "nilam-map-cluster",
        html: `<span>${Math.round(count)}</span>`,
        iconSize: [size, size],
      }),
      keyboard: true,
      title: o.labels.cluster?.(count) ?? String(count),
      riseOnHover: true,
    });
    marker.on("click", () => map.setView([lat, lng], Math.min(map.getZoom() + 2, MAX_ZOOM)));
    return marker;
  }

  function listingMarker(l: MapListing): L.Marker {
    const marker = L.marker([l.lat, l.lng], {
      icon: L.divIcon({ className: "nilam-map-listing", iconSize: [22, 22] }),
      keyboard: true,
      title: `${l.propertyName} (${l.code})`,
      riseOnHover: true,
    });
    marker.bindPopup(() => o.renderCard(l), { minWidth: 200, maxWidth: 280 });
    return marker;
  }

  function draw(answer: MapAnswer): void {
    const next = new Map<string, () => L.Marker>();
    for (const { lat, lng, count } of answer.clusters)
      next.set(`c:${lat},${lng},${count}`, () => clusterMarker(lat, lng, count));
    for (const l of answer.listings) next.set(`l:${l.id}:${l.lat},${l.lng}`, () => listingMarker(l));
    for (const [key, marker] of shown) {
      if (next.has(key)) continue;
      layer.removeLayer(marker);
      shown.delete(key);
    }
    for (const [key, make] of next) {
      if (shown.has(key)) continue;
      const marker = make();
      shown.set(key, marker);
      layer.addLayer(marker);
    }
    notice.textContent = o.labels.capped ?? "";
    notice.hidden = !(answer.capped && o.labels.capped);
  }

  let asked = 0;
  let disposed = false;
  async function refresh(moved: boolean): Promise<void> {
    const b = map.getBounds();
    const view = limitedBox(b.getWest(), b.getSouth(), b.getEast(), b.getNorth());
    const zoom = map.getZoom();
    const mine = ++asked;
    if (!view) {
      layer.clearLayers();
      shown.clear();
      notice.hidden = true;
      return;
    }
    if (moved) o.onMoved(view, zoom);
    const grid = tileGridBox(view, zoom);
    const question = limitedBox(grid[0], grid[1], grid[2], grid[3]) ?? view;
    let answer: MapAnswer;
    try {
      answer = await o.fetchAnswer(question, zoom);
    } catch {
      return;
    }
    if (!disposed && mine === asked) draw(answer);
  }

  void refresh(false);
  map.on("moveend", () => void refresh(true));
  return {
    dispose() {
      disposed = true;
      map.remove();
    },
  };
}
