// The results map's answer: the listings matching a search inside the map's box, clustered for one zoom level by
// supercluster (per request: the matches depend on the filters), with at most MAP_MARKERS_MAX single listings.
import Supercluster from "supercluster";
import type { OrderedSort } from "#shared/listing-filters/schema.ts";
import type { ListingSlots } from "./slots.ts";

/** Single listings one answer carries at most; past it the answer is `capped` (the visitor zooms in). */
export const MAP_MARKERS_MAX = 300;
/** Points closer than this on the screen (px of a 512 px tile) become a cluster. */
const CLUSTER_RADIUS = 60;

/** A listing shown as its own marker: what its popup shows. */
export interface MapListing {
  id: string;
  code: string;
  lat: number;
  lng: number;
  budget: number | null;
  budgetMethod: string | null;
  propertyName: string;
  types: string;
}

export interface MapResult {
  /** Listings matching in the box. */
  total: number;
  /** More single listings than MAP_MARKERS_MAX: only the first are here. */
  capped: boolean;
  /** [lat, lng, count] of each cluster. */
  clusters: [number, number, number][];
  listings: MapListing[];
}

/** 4 decimals (≈ 11 m): the precision of listings' public points. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The map of `matches` (slots with a point) inside `bbox` at `zoom`: clusters, and single listings in the
 * sort's order (the first MAP_MARKERS_MAX of them).
 */
export function mapOfMatches(
  slots: ListingSlots,
  matches: readonly number[],
  bbox: readonly [number, number, number, number],
  zoom: number,
  sort: OrderedSort,
): MapResult {
  const { lats, lngs } = slots.spatial;
  const index = new Supercluster<{ slot: number }>({
    radius: CLUSTER_RADIUS,
    minZoom: zoom,
    maxZoom: zoom,
  });
  index.load(
    matches.map((slot) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [lngs[slot]!, lats[slot]!] },
      properties: { slot },
    })),
  );
  const clusters: [number, number, number][] = [];
  const single: number[] = [];
  for (const feature of index.getClusters([bbox[0], bbox[1], bbox[2], bbox[3]], zoom)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const { properties } = feature;
    if ("cluster" in properties && properties.cluster) {
      clusters.push([round4(lat), round4(lng), properties.point_count]);
    } else {
      single.push((properties as { slot: number }).slot);
    }
  }
  single.sort(slots.compareIn(sort));
  const listings = single.slice(0, MAP_MARKERS_MAX).map((slot): MapListing => {
    const record = slots.records[slot]!;
    return {
      id: record.id,
      code: record.code,
      lat: lats[slot]!,
      lng: lngs[slot]!,
      budget: Number.isFinite(record.budget) ? Math.round(record.budget) : null,
      budgetMethod: record.budgetMethod,
      propertyName: record.propertyName,
      types: record.types,
    };
  });
  return { total: matches.length, capped: single.length > MAP_MARKERS_MAX, clusters, listings };
}
