/**
 * Where a listing is, in words, and "Show on map": nothing of the map (Leaflet, its styles, its words, a tile)
 * is fetched before the visitor asks; then the map takes the button's place. Words only without tiles
 * (MAP_TILE_URL unset in production) or without a point. The page carries only this and its button's word.
 */
import { type ComponentType, useState } from "react";
import { m } from "#web/lib/i18n.ts";
import type { AreaMapProps } from "./AreaMap.tsx";
import type { GeoPoint, MapConfig } from "./types.ts";

/** The map's component with Leaflet in hand: both modules are fetched at once, on the click. */
export async function loadAreaMap(): Promise<ComponentType<AreaMapProps>> {
  const [{ AreaMap }, { mountAreaMap }] = await Promise.all([
    import("./AreaMap.tsx"),
    import("./LeafletMap.client.tsx"),
  ]);
  return (props) => <AreaMap {...props} mount={mountAreaMap} />;
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
  const [map, setMap] = useState<ComponentType<AreaMapProps> | "loading" | "failed" | null>(null);
  const Shown = typeof map === "function" ? map : null;
  const show = () => {
    if (map === "loading") return;
    setMap("loading");
    loadAreaMap().then(
      (component) => setMap(() => component),
      () => setMap("failed"),
    );
  };
  return (
    <div className="map-facade">
      <p className="map-place">
        {locality ? (
          <>
            <span data-user-content="">{locality}</span>,{" "}
          </>
        ) : null}
        {district}
        {area && config && !Shown ? (
          <>
            {" "}
            <button type="button" className="button" onClick={show} aria-disabled={map === "loading"}>
              {m["map.show"]()}
            </button>
          </>
        ) : null}
      </p>
      {map === "failed" ? <p role="alert">{m["detail.contactFailed"]()}</p> : null}
      {Shown && area && config ? (
        <Shown
          area={area}
          pin={pin ?? null}
          place={locality ? `${locality}, ${district}` : district}
          config={config}
        />
      ) : null}
    </div>
  );
}
