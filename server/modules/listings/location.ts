// Where a listing is (issue 34; README, Maps). The exact point the owner placed is contact data: it lives
// in `listingContacts/{id}.location` with an offset drawn once, at random, when the point is first placed; the
// public `listings/{id}.area` is the point moved by that offset (0.2–1 km away), rounded to 4 decimals. The
// offset is reused on every edit, so the area moves with the point but never says more about it: a visitor who
// compares the areas of many requests learns nothing, and with the offset unknown the exact point lies anywhere
// in a ring of 3 km² around the area. Whoever may read the offset may read the exact point anyway.
import { randomBytes } from "node:crypto";
import { type ExactLocation, type GeoPoint, roundCoordinate } from "#shared/geo.ts";

/** The area is at most this far from the exact point (before rounding to 4 decimals, at most 8 m more). */
export const AREA_OFFSET_MAX_M = 1000;
/** …and at least this far, so that the area never gives the exact point away (nor a search finds it by chance). */
export const AREA_OFFSET_MIN_M = 200;
/** Metres in a degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = 111_320;

/** The offset from the exact point to the area, in degrees. */
export interface AreaOffset {
  dLat: number;
  dLng: number;
}

/** What `listingContacts/{id}.location` holds: the exact point, the owner's choice and the offset. */
export interface StoredLocation extends ExactLocation {
  offset: AreaOffset;
}

const cosOf = (lat: number) => Math.cos((lat * Math.PI) / 180);

/**
 * The offset for `u1`, `u2` in [0, 1): uniform over the ring between 0.2 and 1 km around a point at latitude
 * `lat` (r = R·√(0.04 + 0.96·u1) spreads the points evenly over the ring's area).
 */
export function offsetFrom(lat: number, u1: number, u2: number): AreaOffset {
  const minShare = (AREA_OFFSET_MIN_M / AREA_OFFSET_MAX_M) ** 2;
  const r = AREA_OFFSET_MAX_M * Math.sqrt(minShare + (1 - minShare) * u1);
  const theta = 2 * Math.PI * u2;
  return {
    dLat: (r * Math.cos(theta)) / METRES_PER_DEGREE,
    dLng: (r * Math.sin(theta)) / (METRES_PER_DEGREE * cosOf(lat)),
  };
}

/** A new offset for a point at latitude `lat`, from 8 random bytes (crypto: nothing to guess it from). */
export function drawOffset(lat: number, bytes: Uint8Array = randomBytes(8)): AreaOffset {
  const view = new DataView(bytes.buffer, bytes.byteOffset, 8);
  return offsetFrom(lat, view.getUint32(0) / 2 ** 32, view.getUint32(4) / 2 ** 32);
}

/** The public point: the exact one moved by the offset, with 4 decimals. */
export function areaOf(location: GeoPoint & { offset: AreaOffset }): GeoPoint {
  return {
    lat: roundCoordinate(location.lat + location.offset.dLat),
    lng: roundCoordinate(location.lng + location.offset.dLng),
  };
}

/**
 * The offset kept for a point moved from `fromLat` to `toLat`: the same metres north and east (a degree of
 * longitude is shorter further north), so the area stays as far from the point as it was.
 */
function keptOffset(offset: AreaOffset, fromLat: number, toLat: number): AreaOffset {
  return { dLat: offset.dLat, dLng: (offset.dLng * cosOf(fromLat)) / cosOf(toLat) };
}

/** What a write stores of the location: the private document's part and the listing's public area. */
export interface PlacedLocation {
  location: StoredLocation | null;
  area: GeoPoint | null;
}

/**
 * The location a write stores, from the point the form gave (null: none, or cleared) and the one stored before
 * (null on a new listing): the stored offset is reused, a new one drawn only for a first placement; clearing the
 * point removes the area with it.
 */
export function placeLocation(
  given: ExactLocation | null,
  stored: StoredLocation | null,
  draw: (lat: number) => AreaOffset = drawOffset,
): PlacedLocation {
  if (given === null) return { location: null, area: null };
  const offset = stored ? keptOffset(stored.offset, stored.lat, given.lat) : draw(given.lat);
  const location: StoredLocation = { lat: given.lat, lng: given.lng, shown: given.shown, offset };
  return { location, area: areaOf(location) };
}

/** The exact point as the owner, an admin and the edit form see it (the offset stays on the server). */
export function exactLocationOf(stored: StoredLocation | null | undefined): ExactLocation | null {
  return stored ? { lat: stored.lat, lng: stored.lng, shown: stored.shown } : null;
}

/**
 * What a member who revealed the owner's contact gets of the point: the exact one, unless the owner chose to show
 * the area only (then null: the public area is on the page already). The owner and admins always get it.
 */
export function revealedLocationOf(
  stored: StoredLocation | null | undefined,
  privileged: boolean,
): GeoPoint | null {
  if (!stored) return null;
  if (stored.shown === "area" && !privileged) return null;
  return { lat: stored.lat, lng: stored.lng };
}
