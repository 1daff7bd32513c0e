// The results map's answer: the listings matching a search inside the map's box, clustered for one zoom level by
// supercluster (per request: the matches depend on the filters), with at most MAP_MARKER_LIMIT single listings
// (shared/api/map.ts).
import Supercluster from "supercluster";
import { MAP_MARKER_LIMIT, type MapAnswer } from "#shared/api/map.ts";
import type { OrderedSort } from "#shared/listing-filters/schema.ts";
import type { ListingSlots } from "./slots.ts";

/** Points closer than this on the screen (px of a 512 px tile) become a cluster. */
const CLUSTER_RADIUS = 60;

type MapListing = MapAnswer["listings"][number];

/** 4 decimals (≈ 11 m): the precision of listings' public points. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The map of `matches` (slots with a point, all in the map's box) at `zoom`: clusters, and single listings in the
 * sort's order (the first MAP_MARKER_LIMIT of them).
 */
export function mapOfMatches(
  slots: ListingSlots,
  matches: readonly number[],
  zoom: number,
  sort: OrderedSort,
): MapAnswer {
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
  const clusters: MapAnswer["clusters"] = [];
  const single: number[] = [];
  // Every point loaded is a match inside the box: ask for the whole world, or a point on the box's edge could be
  // lost to supercluster's single-precision coordinates.
  for (const feature of index.getClusters([-180, -85, 180, 85], zoom)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const { properties } = feature;
    if ("cluster" in properties && properties.cluster) {
      clusters.push({ lat: round4(lat), lng: round4(lng), count: properties.point_count });
    } else {
      single.push((properties as { slot: number }).slot);
    }
  }
  single.sort(slots.compareIn(sort));
  const listings = single.slice(0, MAP_MARKER_LIMIT).map((slot): MapListing => {
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
  return { total: matches.length, capped: single.length > MAP_MARKER_LIMIT, clusters, listings };
}
