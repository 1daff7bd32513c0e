/**
 * What the map widgets take, without Leaflet: a page imports these types freely, and only the dynamically imported
 * LeafletMap.client.tsx brings Leaflet itself.
 */
import type { MapAnswer } from "#shared/api/map.ts";
import type { BBox, GeoPoint } from "#shared/geo.ts";
import type { MapSettings } from "#shared/public-config.ts";

export type { BBox, GeoPoint, MapAnswer };

/** The tile template and its attribution (plain text), from the public config's `map`. */
export type MapConfig = MapSettings;

/** The words a map shows or reads out, in the page's language. */
export interface MapLabels {
  /** The map's name for assistive technology: the container is a region with this label. */
  region: string;
  /** The zoom buttons' titles. */
  zoomIn: string;
  zoomOut: string;
  /** The popup's close button. */
  closePopup?: string;
  /** A cluster marker's title: "12 listings here: zoom in". */
  cluster?: (count: number) => string;
  /** Shown over the results map when the answer was capped: "Zoom in to see every listing". */
  capped?: string;
}

/** One listing as the results map shows it: a marker whose popup is the page's card. */
export type MapListing = MapAnswer["listings"][number];
