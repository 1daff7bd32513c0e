/**
 * The listing page's map words, loaded with the map (MapFacade's click) rather than with the page: the page itself
 * carries only its "Show on map" button.
 */
import { m } from "#web/lib/i18n.ts";
import type { MapLabels } from "./types.ts";

export interface AreaMapWords {
  labels: MapLabels;
  /** Under the map: what the circle means, what the dot means (owner, admin), how to move it with keys. */
  areaNote: string;
  pinNote: string;
  keys: string;
}

export function areaMapWords(place: string): AreaMapWords {
  return {
    labels: {
      region: m["map.region"]({ place }),
      zoomIn: m["map.zoomIn"](),
      zoomOut: m["map.zoomOut"](),
      closePopup: m["map.closePopup"](),
    },
    areaNote: m["map.areaNote"](),
    pinNote: m["map.pinNote"](),
    keys: m["map.keys"](),
  };
}
