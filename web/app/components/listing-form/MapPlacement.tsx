// The place on the map, in the form's Location section: the three hidden fields, what is placed, and "Place on
// map". The picker (its buttons and words) and the map (Leaflet) are loaded only when the member presses it, so
// the Sell and Edit pages' first load carries no more than this. Without scripts the section says that placing
// needs them, and the form is sent with the location it had (none, or the saved one).
import { type ComponentType, useState } from "react";
import type { MapSettings } from "#shared/public-config.ts";
import { m } from "#web/lib/i18n.ts";
import type { LocationPickerProps, PickerMap } from "./LocationPicker.tsx";
import { type LocationFields, pointOf, pointText } from "./location-fields.ts";

export interface MapPlacementProps {
  fields: LocationFields;
  /** The district chosen in the form (the picker starts from it and follows it until the member places). */
  city: string;
  /** The tiles; null: no map on this site (the form shows none). */
  config: MapSettings | null;
  /** The schema's or the server's message for the location (a point that came without a coordinate, outside the state). */
  error: string | null;
  onChange(fields: LocationFields): void;
}

interface Loaded {
  Picker: ComponentType<LocationPickerProps>;
  map: PickerMap;
}

export const MAP_PLACEMENT_ID = "listing-map-placement";
const ERROR_ID = "listing-location-error";

export function MapPlacement({ fields, city, config, error, onChange }: MapPlacementProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<"closed" | "loading" | "failed" | "open">("closed");
  const point = pointOf(fields);

  function open() {
    setState("loading");
    Promise.all([import("./LocationPicker.tsx"), import("../map/LeafletMap.client.tsx")]).then(
      ([picker, map]) => {
        setLoaded({ Picker: picker.LocationPicker, map });
        setState("open");
      },
      () => setState("failed"),
    );
  }

  const Picker = loaded?.Picker;
  const hidden = (
    <>
      <input type="hidden" name="latitude" value={fields.latitude} />
      <input type="hidden" name="longitude" value={fields.longitude} />
      {error ? (
        <p className="field-error" id={ERROR_ID}>
          {error}
        </p>
      ) : null}
    </>
  );
  if (!config)
    return (
      <div className="field-wide" id={MAP_PLACEMENT_ID}>
        {hidden}
        <input type="hidden" name="locationShown" value={fields.locationShown} />
      </div>
    );
  return (
    <div className="field-wide map-placement" id={MAP_PLACEMENT_ID}>
      <h3>{m["form.location.heading"]()}</h3>
      {hidden}
      {state === "open" && Picker && loaded ? (
        <Picker fields={fields} city={city} config={config} map={loaded.map} onChange={onChange} />
      ) : (
        <>
          <input type="hidden" name="locationShown" value={fields.locationShown} />
          <p className="field-hint">
            {point ? m["form.location.placed"]({ point: pointText(point) }) : m["form.location.intro"]()}
          </p>
          <p className="field-hint scriptless-only">{m["form.location.needsScript"]()}</p>
          {state === "failed" ? (
            <p className="field-error" role="alert">
              {m["form.location.failed"]()}
            </p>
          ) : null}
          <button
            type="button"
            className="button script-only"
            onClick={open}
            aria-disabled={state === "loading" ? true : undefined}
            disabled={state === "loading"}
          >
            {state === "loading" ? m["form.location.loading"]() : m["form.location.open"]()}
          </button>
        </>
      )}
    </div>
  );
}
