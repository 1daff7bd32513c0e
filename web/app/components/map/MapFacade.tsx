/**
 * Where a listing is, in words, and "Show on map": nothing of the map (Leaflet, its styles, its words, a tile)
 * is fetched before the visitor asks; then the map takes the button's place, focused, so that the arrow keys move
 * it at once. Words only without tiles (MAP_TILE_URL unset in production) or without a point.
 */
import { useEffect, useRef, useState } from "react";
import { m } from "#web/lib/i18n.ts";
import type { AreaMapWords } from "./area-map-words.ts";
import type { GeoPoint, MapConfig } from "./types.ts";

/** The circle around the public point: it is within 1 km of the exact spot (the offset's largest). */
export const AREA_RADIUS_M = 1050;

export interface AreaMapProps {
  /** The public, approximate point. */
  area: GeoPoint;
  /** The exact spot, for those who may see it (the owner, an admin). */
  pin?: GeoPoint | null;
  /** The place in words, for the map's name: "Kovilpatti, Thoothukudi". */
  place: string;
  config: MapConfig;
}

/** Loads the map and its words (the page's only way to Leaflet) and draws the area in `el`. */
export async function showAreaMap(
  el: HTMLElement,
  props: AreaMapProps,
): Promise<{ dispose: () => void; words: AreaMapWords }> {
  const [leaflet, { areaMapWords }] = await Promise.all([
    import("./LeafletMap.client.tsx"),
    import("./area-map-words.ts"),
  ]);
  const words = areaMapWords(props.place);
  const dispose = leaflet.mountAreaMap(el, {
    area: props.area,
    radiusM: AREA_RADIUS_M,
    ...(props.pin ? { pin: props.pin } : {}),
    config: props.config,
    labels: words.labels,
  });
  return { dispose, words };
}

export function MapFacade({
  locality,
  district,
  area,
  pin,
  config,
}: {
  /** The owner's words for the locality, if any; the district in the page's language. */
  locality: string | null;
  district: string;
  area: GeoPoint | null | undefined;
  pin?: GeoPoint | null | undefined;
  config: MapConfig | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="map-facade">
      <p className="map-place">
        {locality ? (
          <>
            <span data-user-content="">{locality}</span>,{" "}
          </>
        ) : null}
        {district}
        {area && config && !open ? (
          <>
            {" "}
            <button type="button" className="button" onClick={() => setOpen(true)}>
              {m["map.show"]()}
            </button>
          </>
        ) : null}
      </p>
      {area && config && open ? (
        <AreaMap
          area={area}
          pin={pin ?? null}
          place={locality ? `${locality}, ${district}` : district}
          config={config}
        />
      ) : null}
    </div>
  );
}

/** The map in place of the button, focused once drawn; on a failed load, the reason and another try. */
function AreaMap({ area, pin, place, config }: AreaMapProps & { pin: GeoPoint | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [words, setWords] = useState<AreaMapWords | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The effect hangs on values, not on objects a parent's render may remake.
  const { lat, lng } = area;
  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  const { tileUrl, attribution } = config;

  useEffect(() => {
    const el = box.current;
    // Another attempt draws into a new box (keyed by it).
    if (!el || attempt < 0) return;
    let dispose: (() => void) | null = null;
    let gone = false;
    const exact = pinLat !== undefined && pinLng !== undefined ? { lat: pinLat, lng: pinLng } : null;
    setFailed(false);
    showAreaMap(el, { area: { lat, lng }, pin: exact, place, config: { tileUrl, attribution } }).then(
      (shown) => {
        if (gone) return shown.dispose();
        dispose = shown.dispose;
        setWords(shown.words);
        el.focus();
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      dispose?.();
    };
  }, [lat, lng, pinLat, pinLng, place, tileUrl, attribution, attempt]);

  return (
    <>
      {failed ? (
        <p role="alert">
          {m["map.failed"]()}{" "}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {m["map.show"]()}
          </button>
        </p>
      ) : null}
      <div ref={box} key={attempt} className="map-area" hidden={failed} aria-busy={!words && !failed} />
      {words ? (
        <p className="map-notes">
          {words.areaNote} {pin ? words.pinNote : null} {words.keys}
        </p>
      ) : null}
    </>
  );
}
