// The Sell and Edit forms' place on the map, apart from React and Leaflet: where the picker starts, what each of
// the member's three ways of placing does (moving the map under its fixed cross, "Use my current location",
// "Start from {district}"), and when a change of district moves the map. The point is
// the map's centre; the fields it fills are location-fields.ts's.
import { districtCentre } from "#shared/district-centres.ts";
import { type GeoPoint, isInTamilNadu, roundExactCoordinate, STATE_CENTRE } from "#shared/geo.ts";

/** A district seen whole; the state seen whole; a placed point close enough to find the plot. */
export const DISTRICT_ZOOM = 12;
export const STATE_ZOOM = 7;
export const PLACED_ZOOM = 16;
export const GEOLOCATED_ZOOM = 17;

export interface MapView {
  centre: GeoPoint;
  zoom: number;
}

/** Where "Start from" goes: the district's headquarters town, or the whole state for a city outside the 38. */
export function districtView(city: string): MapView & { known: boolean } {
  const centre = districtCentre(city);
  return centre
    ? { centre, zoom: DISTRICT_ZOOM, known: true }
    : { centre: STATE_CENTRE, zoom: STATE_ZOOM, known: false };
}

/**
 * Who put the point where it is: nobody yet, the saved listing (or the kept draft), "Start from" (which a change
 * of district may still move), or the member's own hand (the map moved, or their current location).
 */
export type Origin = "none" | "saved" | "district" | "member";

export interface PickerState {
  point: GeoPoint | null;
  origin: Origin;
  /** Where the page last put the map's centre; `moves` counts those moves, for the map to follow. */
  view: MapView;
  moves: number;
}

/** The picker when opened: on the point already placed, or where "Start from" would go (nothing placed yet). */
export function openPicker(point: GeoPoint | null, city: string): PickerState {
  if (point) return { point, origin: "saved", view: { centre: point, zoom: PLACED_ZOOM }, moves: 0 };
  const { centre, zoom } = districtView(city);
  return { point: null, origin: "none", view: { centre, zoom }, moves: 0 };
}

const samePoint = (a: GeoPoint, b: GeoPoint) =>
  Math.abs(a.lat - b.lat) < 5e-7 && Math.abs(a.lng - b.lng) < 5e-7;

/**
 * The member moved the map (a drag, a key, a zoom): the point is its new centre. A zoom about the centre moves
 * nothing, and places nothing either; a centre outside the state's bounds is not a place in Tamil Nadu.
 */
export function moved(state: PickerState, centre: GeoPoint): PickerState {
  const rounded = { lat: roundExactCoordinate(centre.lat), lng: roundExactCoordinate(centre.lng) };
  const from = state.point ?? state.view.centre;
  if (samePoint(from, rounded)) return state;
  if (!isInTamilNadu(rounded)) return { ...state, point: null, origin: "none" };
  return { ...state, point: rounded, origin: "member" };
}

function goTo(state: PickerState, view: MapView, point: GeoPoint | null, origin: Origin): PickerState {
  return { point, origin, view, moves: state.moves + 1 };
}

/** "Start from {district}": the point at the district's centre (the member moves on from there). */
export function startFrom(state: PickerState, city: string): PickerState {
  const { centre, zoom, known } = districtView(city);
  // The middle of the state is nobody's plot: it is only where the map starts.
  return goTo(state, { centre, zoom }, known ? centre : null, known ? "district" : "none");
}

/** The browser's position: placed, unless it is outside Tamil Nadu (then nothing changes). */
export function geolocated(state: PickerState, position: GeoPoint): PickerState | "outside" {
  if (!isInTamilNadu(position)) return "outside";
  const point = { lat: roundExactCoordinate(position.lat), lng: roundExactCoordinate(position.lng) };
  return goTo(state, { centre: point, zoom: GEOLOCATED_ZOOM }, point, "member");
}

/**
 * Another district chosen in the form: the map follows while the member has not placed the point themselves
 * (nothing placed, or placed by "Start from"); a point of their own, or the saved one, stays.
 */
export function districtChanged(state: PickerState, city: string): PickerState {
  if (state.origin === "member" || state.origin === "saved") return state;
  const { centre, zoom, known } = districtView(city);
  if (state.origin === "district")
    return goTo(state, { centre, zoom }, known ? centre : null, known ? "district" : "none");
  return goTo(state, { centre, zoom }, null, "none");
}

/** "Remove location": nothing placed; the map stays where it is, for another try. */
export function removed(state: PickerState): PickerState {
  return { ...state, point: null, origin: "none" };
}

/** The browser's geolocation failures, by the PositionError code (1 denied, 2 unavailable, 3 timeout). */
export type GeolocationProblem = "unsupported" | "denied" | "unavailable" | "timeout" | "outside";

export function geolocationProblem(code: number): GeolocationProblem {
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}
