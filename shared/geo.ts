// Points on the map (issue 34): the state's bounds that every coordinate a visitor or member sends must fall
// in, and distances. Pure and small.

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** West, south, east, north: GeoJSON's order and Leaflet's `toBBoxString()`. */
export type BBox = readonly [west: number, south: number, east: number, north: number];

/** Tamil Nadu, with Puducherry's and Karaikal's enclaves inside it, from Kanniyakumari to Thiruvallur. */
export const TAMIL_NADU_BOUNDS: BBox = [76.2, 8.0, 80.4, 13.6];
/** How far outside the state's bounds a point or box may reach (a border village, a map panned a little past). */
export const BOUNDS_MARGIN_DEGREES = 0.25;
/** The state seen whole, where a map without a place starts. */
export const STATE_CENTRE: GeoPoint = { lat: 11.0, lng: 78.4 };
/** The farthest "near a place" reaches, in km. */
export const MAX_RADIUS_KM = 100;
/** Coordinates travel with 4 decimals: about 11 m, finer than any approximate point needs. */
export const COORDINATE_DECIMALS = 4;

const [WEST, SOUTH, EAST, NORTH] = TAMIL_NADU_BOUNDS;

export function isInTamilNadu({ lat, lng }: GeoPoint): boolean {
  const m = BOUNDS_MARGIN_DEGREES;
  return lat >= SOUTH - m && lat <= NORTH + m && lng >= WEST - m && lng <= EAST + m;
}

/** A box inside the state's bounds (with the margin), west of east and south of north. */
export function isBoxInTamilNadu([west, south, east, north]: BBox): boolean {
  return (
    west < east &&
    south < north &&
    isInTamilNadu({ lat: south, lng: west }) &&
    isInTamilNadu({ lat: north, lng: east })
  );
}

/** The exact point keeps 6 decimals: about 11 cm, finer than any pin a finger places. */
export const EXACT_COORDINATE_DECIMALS = 6;

export function roundCoordinate(value: number, decimals = COORDINATE_DECIMALS): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** A coordinate of the exact point, rounded to 6 decimals. */
export function roundExactCoordinate(value: number): number {
  return roundCoordinate(value, EXACT_COORDINATE_DECIMALS);
}

/** The earth's mean radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km (haversine). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * What a member who has revealed the owner's contact sees of the property's place: the exact spot, or the same
 * approximate area as everyone (the owner's choice on the Sell and Edit forms).
 */
export const LOCATION_SHOWN = ["exact", "area"] as const;
export type LocationShown = (typeof LOCATION_SHOWN)[number];

/** The exact point, as its owner placed it: contact data, like the address. */
export interface ExactLocation extends GeoPoint {
  shown: LocationShown;
}
