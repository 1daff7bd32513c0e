// Where the results map starts and what it asks (issue 34), for the map's own chunk (results-map.client.ts): the
// district centres' table and the map answer's limits stay out of the results page's first load.

import { MAP_ZOOMS } from "#shared/api/map.ts";
import { DISTRICT_CENTRES } from "#shared/district-centres.ts";
import {
  type BBox,
  BOUNDS_MARGIN_DEGREES,
  type GeoPoint,
  isBoxInTamilNadu,
  roundCoordinate,
  TAMIL_NADU_BOUNDS,
} from "#shared/geo.ts";
import { filtersToSearchParams, type ListingFilters } from "#shared/listing-filters/values.ts";
import { resultsSearch } from "./results-logic.ts";

/** About 15 km around a point: where a map of what is near starts without a radius. */
const NEAR_SPAN_KM = 15;
const KM_PER_DEGREE = 111.32;
/** A district's centre with this much around it (degrees): its headquarters town and the land around. */
const DISTRICT_SPAN_DEGREES = 0.3;

function clampToState([west, south, east, north]: BBox): BBox {
  const [w, s, e, n] = TAMIL_NADU_BOUNDS;
  const m = BOUNDS_MARGIN_DEGREES;
  return [
    roundCoordinate(Math.max(west, w - m)),
    roundCoordinate(Math.max(south, s - m)),
    roundCoordinate(Math.min(east, e + m)),
    roundCoordinate(Math.min(north, n + m)),
  ];
}

function boxAround({ lat, lng }: GeoPoint, km: number): BBox {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return clampToState([lng - dLng, lat - dLat, lng + dLng, lat + dLat]);
}

/**
 * Where the map starts: the URL's box; else around the `near` point (its radius, or about 15 km); else around the
 * chosen districts' centres; else the whole state.
 */
export function initialMapBox(filters: Pick<ListingFilters, "bbox" | "near" | "radius" | "city">): BBox {
  if (filters.bbox) return filters.bbox;
  if (filters.near && !("listingCode" in filters.near))
    return boxAround(filters.near, filters.radius ?? NEAR_SPAN_KM);
  const centres = filters.city.map((city) => DISTRICT_CENTRES[city]);
  if (centres.length > 0) {
    const d = DISTRICT_SPAN_DEGREES;
    const box = clampToState([
      Math.min(...centres.map((c) => c.lng)) - d,
      Math.min(...centres.map((c) => c.lat)) - d,
      Math.max(...centres.map((c) => c.lng)) + d,
      Math.max(...centres.map((c) => c.lat)) + d,
    ]);
    if (isBoxInTamilNadu(box)) return box;
  }
  return TAMIL_NADU_BOUNDS;
}

export const MAP_ANSWER_PATH = "/api/v1/listings/map";

/**
 * The map answer's URL: the page's filters (not its page, view or order) over `bbox` at `zoom`, a whole zoom
 * within what the answer takes (the map itself zooms in further).
 */
export function mapAnswerPath(filters: ListingFilters, bbox: BBox, zoom: number): string {
  const params = filtersToSearchParams({ ...filters, bbox, view: undefined, sort: "newest", page: 1 });
  params.set("zoom", String(Math.min(MAP_ZOOMS.max, Math.max(MAP_ZOOMS.min, Math.round(zoom)))));
  return `${MAP_ANSWER_PATH}?${params}`;
}

/** "Search this area": the results inside the map's bounds, from the first page, still on the map. */
export function searchAreaSearch(filters: Partial<ListingFilters>, bbox: BBox, pathQuery: boolean): string {
  return resultsSearch({ ...filters, bbox, page: 1 }, pathQuery);
}
