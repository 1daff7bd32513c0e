// The Sell and Edit forms' place on the map as the form holds and sends it: latitude and longitude with 6 decimals
// and the owner's choice of what members who reveal the contact see, or three empty fields. Small on purpose: the
// page carries it from its first load; the picker's rules (location-logic.ts) come with the map.
import {
  type GeoPoint,
  isInTamilNadu,
  LOCATION_SHOWN,
  type LocationShown,
  roundExactCoordinate,
} from "#shared/geo.ts";

/** The form's three location fields, as sent (empty strings: no location). */
export interface LocationFields {
  latitude: string;
  longitude: string;
  locationShown: string;
}

export const NO_LOCATION: LocationFields = { latitude: "", longitude: "", locationShown: "" };

/** What a member who reveals the contact sees, until the owner chooses: the exact spot, like the address. */
export const DEFAULT_SHOWN: LocationShown = "exact";

/** The picker rounds the map's centre to 6 decimals (about 10 cm): the same point twice is the same text. */

const number = (text: string): number | null => {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The point the fields hold: both numbers, inside Tamil Nadu (with its margin); otherwise none. */
export function pointOf(fields: Pick<LocationFields, "latitude" | "longitude">): GeoPoint | null {
  const lat = number(fields.latitude);
  const lng = number(fields.longitude);
  if (lat === null || lng === null) return null;
  const point = { lat, lng };
  return isInTamilNadu(point) ? point : null;
}

export function shownOf(text: string): LocationShown {
  return LOCATION_SHOWN.find((value) => value === text) ?? DEFAULT_SHOWN;
}

/** The fields for a point (6 decimals) and the owner's choice; a point of none clears all three. */
export function fieldsOf(point: GeoPoint | null, shown: string): LocationFields {
  if (!point) return NO_LOCATION;
  return {
    latitude: String(roundExactCoordinate(point.lat)),
    longitude: String(roundExactCoordinate(point.lng)),
    locationShown: shownOf(shown),
  };
}

/** "11.653800, 78.155400": what the form says of a placed point (6 decimals, the order map apps show). */
export function pointText(point: GeoPoint): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}
