// The picker itself, loaded with the map when the member presses "Place on map" (MapPlacement): the map with its
// fixed cross (the point is the map's centre: drag it, or focus it and use the arrow keys), "Use my current
// location" (the browser is asked only on that press), "Start from {district}", what members who reveal the
// contact see, and "Remove location". The rules are location-logic.ts's; the map is LeafletMap.client.tsx's.
import { useEffect, useRef, useState } from "react";
import { districtLabel } from "#shared/districts.ts";
import { type GeoPoint, isInTamilNadu } from "#shared/geo.ts";
import type { MapSettings } from "#shared/public-config.ts";
import { m } from "#web/lib/i18n.ts";
import { fieldsOf, type LocationFields, pointOf, pointText, shownOf } from "./location-fields.ts";
import {
  districtChanged,
  districtView,
  type GeolocationProblem,
  geolocated,
  geolocationProblem,
  moved,
  openPicker,
  type PickerState,
  removed,
  startFrom,
} from "./location-logic.ts";

/** What the picker needs of the map module (LeafletMap.client.tsx's mountPicker). */
export interface PickerMap {
  mountPicker(
    el: HTMLElement,
    o: {
      start: GeoPoint;
      zoom: number;
      config: MapSettings;
      labels: { region: string; zoomIn: string; zoomOut: string };
      onMove(p: GeoPoint): void;
    },
  ): { setCentre(p: GeoPoint, zoom?: number): void; dispose(): void };
}

export interface LocationPickerProps {
  fields: LocationFields;
  city: string;
  config: MapSettings;
  map: PickerMap;
  onChange(fields: LocationFields): void;
}

type Note = "locating" | "located" | "started" | "removed" | GeolocationProblem;

const NOTES: Record<Exclude<Note, "started">, () => string> = {
  locating: m["form.location.locating"],
  located: m["form.location.located"],
  removed: m["form.location.removed"],
  unsupported: m["form.location.unsupported"],
  denied: m["form.location.denied"],
  unavailable: m["form.location.unavailable"],
  timeout: m["form.location.timeout"],
  outside: m["form.location.outside"],
};

const PROBLEMS: ReadonlySet<Note> = new Set(["unsupported", "denied", "unavailable", "timeout", "outside"]);

const HELP_ID = "listing-map-help";
const SHOWN_ID = "listing-locationShown";

export function LocationPicker({ fields, city, config, map, onChange }: LocationPickerProps) {
  const [state, setState] = useState<PickerState>(() => openPicker(pointOf(fields), city));
  const [note, setNote] = useState<Note | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<ReturnType<PickerMap["mountPicker"]> | null>(null);
  const shown = shownOf(fields.locationShown);

  // The map, once: it reports the member's moves; the page's own moves follow `moves` below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once; the view it starts on is the first state's
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const picker = map.mountPicker(el, {
      start: state.view.centre,
      zoom: state.view.zoom,
      config,
      labels: {
        region: m["form.location.region"](),
        zoomIn: m["form.location.zoomIn"](),
        zoomOut: m["form.location.zoomOut"](),
      },
      onMove(centre) {
        setNote(null);
        setState((current) => moved(current, centre));
      },
    });
    handle.current = picker;
    el.setAttribute("aria-describedby", HELP_ID);
    el.focus();
    return () => {
      handle.current = null;
      picker.dispose();
    };
  }, []);

  // The page moved the map ("Start from", the current location, another district).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the count of the page's moves only
  useEffect(() => {
    if (state.moves > 0) handle.current?.setCentre(state.view.centre, state.view.zoom);
  }, [state.moves]);

  // Another district in the form.
  const seenCity = useRef(city);
  useEffect(() => {
    if (city === seenCity.current) return;
    seenCity.current = city;
    setState((current) => districtChanged(current, city));
  }, [city]);

  // The point into the form's fields, when it changes.
  const next = fieldsOf(state.point, shown);
  const changed =
    next.latitude !== fields.latitude ||
    next.longitude !== fields.longitude ||
    (state.point !== null && next.locationShown !== fields.locationShown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the point moves
  useEffect(() => {
    if (changed) onChange(next);
  }, [next.latitude, next.longitude]);

  function useCurrentLocation() {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setNote("unsupported");
      return;
    }
    setNote("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const found = { lat: position.coords.latitude, lng: position.coords.longitude };
        if (!isInTamilNadu(found)) {
          setNote("outside");
          return;
        }
        setState((current) => {
          const placed = geolocated(current, found);
          return placed === "outside" ? current : placed;
        });
        setNote("located");
      },
      (error) => setNote(geolocationProblem(error.code)),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }

  const district = districtView(city);
  const districtName = districtLabel(city);
  return (
    <div className="location-picker">
      <p id={HELP_ID} className="field-hint">
        {m["form.location.help"]()}
      </p>
      <div ref={box} className="location-map" />
      <div className="location-status" aria-live="polite">
        <p>
          {state.point
            ? m["form.location.placed"]({ point: pointText(state.point) })
            : m["form.location.notPlaced"]()}
        </p>
        {note ? (
          <p className={PROBLEMS.has(note) ? "field-error" : "field-hint"}>
            {note === "started" ? m["form.location.started"]({ district: districtName }) : NOTES[note]()}
          </p>
        ) : null}
      </div>
      <div className="location-buttons">
        <button type="button" className="button" onClick={useCurrentLocation}>
          {m["form.location.useMine"]()}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState((current) => startFrom(current, city));
            setNote(district.known ? "started" : null);
          }}
        >
          {district.known
            ? m["form.location.startFrom"]({ district: districtName })
            : m["form.location.startFromState"]()}
        </button>
        {state.point ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setState(removed);
              onChange(fieldsOf(null, ""));
              setNote("removed");
            }}
          >
            {m["form.location.remove"]()}
          </button>
        ) : null}
      </div>
      {state.point ? (
        <div className="field">
          <label htmlFor={SHOWN_ID}>{m["form.location.shown"]()}</label>
          <select
            id={SHOWN_ID}
            name="locationShown"
            value={shown}
            aria-describedby={`${SHOWN_ID}-hint`}
            onChange={(event) => onChange(fieldsOf(state.point, event.currentTarget.value))}
          >
            <option value="exact">{m["form.location.shownExact"]()}</option>
            <option value="area">{m["form.location.shownArea"]()}</option>
          </select>
          <p id={`${SHOWN_ID}-hint`} className="field-hint">
            {m["form.location.shownHint"]()}
          </p>
        </div>
      ) : (
        <input type="hidden" name="locationShown" value="" />
      )}
    </div>
  );
}
