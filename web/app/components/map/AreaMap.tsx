/**
 * The listing page's map, once the visitor asked for it (MapFacade loads this module and Leaflet's together): the
 * area's circle, the exact spot for those who may see it, and what they mean in words.
 */
import { useEffect, useRef } from "react";
import { m } from "#web/lib/i18n.ts";
import type { mountAreaMap } from "./LeafletMap.client.tsx";
import type { GeoPoint, MapConfig, MapLabels } from "./types.ts";

/** The circle around the public point: it is within 1 km of the exact spot (the offset's largest). */
export const AREA_RADIUS_M = 1050;

export interface AreaMapProps {
  /** The public, approximate point. */
  area: GeoPoint;
  /** The exact spot, for those who may see it (the owner, an admin). */
  pin: GeoPoint | null;
  /** The place in words, for the map's name: "Kovilpatti, Thoothukudi". */
  place: string;
  config: MapConfig;
}

/** The map's words in the page's language. */
export function areaMapLabels(place: string): MapLabels {
  return {
    region: m["map.region"]({ place }),
    zoomIn: m["map.zoomIn"](),
    zoomOut: m["map.zoomOut"](),
    closePopup: m["map.closePopup"](),
  };
}

/** Draws the area (and the spot) in `el` with Leaflet's `mount`; returns what removes it. */
export function drawAreaMap(mount: typeof mountAreaMap, el: HTMLElement, props: AreaMapProps): () => void {
  return mount(el, {
    area: props.area,
    radiusM: AREA_RADIUS_M,
    ...(props.pin ? { pin: props.pin } : {}),
    config: props.config,
    labels: areaMapLabels(props.place),
  });
}

/** The map in place of the button, focused once drawn, so that the arrow keys move it at once. */
export function AreaMap({ mount, area, pin, place, config }: AreaMapProps & { mount: typeof mountAreaMap }) {
  const box = useRef<HTMLDivElement>(null);
  // The effect hangs on values, not on objects a parent's render may remake.
  const { lat, lng } = area;
  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  const { tileUrl, attribution } = config;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const exact = pinLat !== undefined && pinLng !== undefined ? { lat: pinLat, lng: pinLng } : null;
    const dispose = drawAreaMap(mount, el, {
      area: { lat, lng },
      pin: exact,
      place,
      config: { tileUrl, attribution },
    });
    el.focus();
    return dispose;
  }, [mount, lat, lng, pinLat, pinLng, place, tileUrl, attribution]);

  return (
    <>
      <div ref={box} className="map-area" />
      <p className="map-notes">
        {m["map.areaNote"]()} {pin ? m["map.pinNote"]() : null} {m["map.keys"]()}
      </p>
    </>
  );
}
