/**
 * What the map widgets take, without Leaflet: a page imports these types freely, and only the dynamically imported
 * LeafletMap.client.tsx brings Leaflet itself.
 */
import type { MapSettings } from "#shared/public-config.ts";
import type { ListingType } from "#shared/values.ts";

/** A point in degrees (WGS 84). Until #shared/geo.ts lands: the same shape it will export. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A box in degrees, in GeoJSON's order: west, south, east, north (as the `bbox` parameter). */
export type BBox = readonly [west: number, south: number, east: number, north: number];

/** The tile template and its attribution (plain text), from the public config's `map`. */
export type MapConfig = MapSettings;

/** The words a map shows or reads out, in the page's language. */
export interface MapLabels {
  /** The map's name for assistive technology: the container is a region with this label. */
  region: string;
  /** The zoom buttons' titles. */
  zoomIn: string;
  zoomOut: string;
  /** The title of the exact spot's marker (mountAreaMap's pin). */
  pin?: string;
  /** The popup's close button. */
  closePopup?: string;
  /** A cluster marker's title: "12 listings here: zoom in". */
  cluster?: (count: number) => string;
  /** Shown over the results map when the answer was capped: "Zoom in to see every listing". */
  capped?: string;
}

/** One listing as the results map shows it: a marker whose popup is the page's card. */
export interface MapListing {
  id: string;
  code: string;
  lat: number;
  lng: number;
  budget: number | null;
  budgetMethod: string | null;
  propertyName: string;
  types: ListingType;
}

/** GET /api/v1/listings/map's answer (until shared/api/listings.ts `mapAnswer` lands: the same shape). */
export interface MapAnswer {
  total: number;
  /** More listings matched than the answer carries: the visitor is asked to zoom in. */
  capped: boolean;
  /** [lat, lng, count] of each cluster of listings. */
  clusters: [lat: number, lng: number, count: number][];
  listings: MapListing[];
}
