import { describe, expect, it } from "vitest";
import { haversineKm, isInTamilNadu } from "#shared/geo.ts";
import { createRandom } from "#shared/random.ts";
import {
  type AreaOffset,
  areaOf,
  drawOffset,
  exactLocationOf,
  offsetFrom,
  placeLocation,
  revealedLocationOf,
  type StoredLocation,
} from "./location.ts";

const madurai = { lat: 9.925201, lng: 78.119775, shown: "exact" as const };
const moved = (location: { lat: number; lng: number }, offset: AreaOffset) => ({
  lat: location.lat + offset.dLat,
  lng: location.lng + offset.dLng,
});

describe("the offset to the public area", () => {
  it("lies 0.2–1 km from the point for any random draw, across the state's latitudes", () => {
    const random = createRandom(34);
    for (let i = 0; i < 5_000; i++) {
      const point = { lat: random.between(7.75, 13.85), lng: random.between(75.95, 80.65) };
      const km = haversineKm(point, moved(point, drawOffset(point.lat)));
      expect(km).toBeGreaterThanOrEqual(0.1995);
      expect(km).toBeLessThanOrEqual(1.0005);
    }
  });

  it("reaches both edges of the ring and every direction", () => {
    const ends = [
      [0, 0],
      [1 - 2 ** -32, 0.25],
      [0.5, 0.5],
      [0.999, 0.75],
    ] as const;
    const [inner, outer, south, west] = ends.map(([u1, u2]) => offsetFrom(11, u1, u2));
    expect(haversineKm({ lat: 11, lng: 78 }, moved({ lat: 11, lng: 78 }, inner!))).toBeCloseTo(0.2, 2);
    expect(haversineKm({ lat: 11, lng: 78 }, moved({ lat: 11, lng: 78 }, outer!))).toBeCloseTo(1, 2);
    expect(outer!.dLng).toBeGreaterThan(0);
    expect(south!.dLat).toBeLessThan(0);
    expect(west!.dLng).toBeLessThan(0);
  });

  it("spreads evenly over the ring's area: a third of the draws fall within 0.6 km", () => {
    // Area share of the ring within 0.6 km: (0.36 − 0.04) / 0.96 = 1/3.
    let inside = 0;
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      if (haversineKm(madurai, moved(madurai, drawOffset(madurai.lat))) < 0.6) inside += 1;
    }
    expect(inside / draws).toBeGreaterThan(0.31);
    expect(inside / draws).toBeLessThan(0.356);
  });

  it("comes from crypto's random bytes: two draws differ", () => {
    expect(drawOffset(11)).not.toEqual(drawOffset(11));
    const bytes = Uint8Array.from([0, 0, 0, 0, 0x40, 0, 0, 0]);
    expect(drawOffset(11, bytes)).toEqual(offsetFrom(11, 0, 0.25));
  });
});

describe("placeLocation", () => {
  const fixed = (lat: number): AreaOffset => offsetFrom(lat, 0.5, 0.125);

  it("draws an offset at the first placement and keeps the area with 4 decimals, 0.2–1 km away", () => {
    const placed = placeLocation(madurai, null, fixed);
    expect(placed.location).toEqual({ ...madurai, offset: fixed(madurai.lat) });
    expect(placed.area).toEqual(areaOf(placed.location!));
    for (const value of [placed.area!.lat, placed.area!.lng]) expect(value.toFixed(4)).toBe(String(value));
    const km = haversineKm(madurai, placed.area!);
    expect(km).toBeGreaterThan(0.19);
    expect(km).toBeLessThan(1.01);
  });

  it("keeps the stored offset on every edit: the same area for the same point, whoever saves", () => {
    const first = placeLocation(madurai, null);
    const again = placeLocation(madurai, first.location, () => {
      throw new Error("no new draw on an edit");
    });
    expect(again).toEqual(first);
    const third = placeLocation({ ...madurai, shown: "area" }, again.location);
    expect(third.area).toEqual(first.area);
    expect(third.location).toEqual({ ...first.location, shown: "area" });
  });

  it("moves the area with the point, the same metres away", () => {
    const first = placeLocation(madurai, null);
    const chennai = { lat: 13.0827, lng: 80.2707, shown: "exact" as const };
    const after = placeLocation(chennai, first.location);
    const before = haversineKm(madurai, moved(madurai, first.location!.offset));
    const now = haversineKm(chennai, moved(chennai, after.location!.offset));
    expect(now).toBeCloseTo(before, 3);
    expect(after.location!.offset.dLat).toBe(first.location!.offset.dLat);
  });

  it("removes the point and the area when the owner clears the location, and draws anew after", () => {
    const first = placeLocation(madurai, null, fixed);
    expect(placeLocation(null, first.location)).toEqual({ location: null, area: null });
    const later = placeLocation(madurai, null, (lat) => offsetFrom(lat, 0.1, 0.9));
    expect(later.location!.offset).not.toEqual(first.location!.offset);
  });

  it("stays inside the state's bounds for a point on its edge", () => {
    const edge = { lat: 8.0, lng: 77.55, shown: "exact" as const };
    for (let i = 0; i < 200; i++) expect(isInTamilNadu(placeLocation(edge, null).area!)).toBe(true);
  });
});

describe("who gets the exact point", () => {
  const stored: StoredLocation = { ...madurai, offset: { dLat: 0.004, dLng: -0.003 } };

  it("gives the owner and admins the point and the choice, never the offset", () => {
    expect(exactLocationOf(stored)).toEqual(madurai);
    expect(exactLocationOf(null)).toBeNull();
  });

  it("reveals the point to a member unless the owner shows the area only", () => {
    expect(revealedLocationOf(stored, false)).toEqual({ lat: madurai.lat, lng: madurai.lng });
    expect(revealedLocationOf({ ...stored, shown: "area" }, false)).toBeNull();
    expect(revealedLocationOf({ ...stored, shown: "area" }, true)).toEqual({
      lat: madurai.lat,
      lng: madurai.lng,
    });
    expect(revealedLocationOf(null, true)).toBeNull();
  });
});
