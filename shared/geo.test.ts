import { describe, expect, it } from "vitest";
import {
  haversineKm,
  isBoxInTamilNadu,
  isInTamilNadu,
  roundCoordinate,
  roundExactCoordinate,
  TAMIL_NADU_BOUNDS,
} from "./geo.ts";

describe("haversineKm", () => {
  it("measures Chennai to Madurai as the crow flies (about 425 km)", () => {
    const km = haversineKm({ lat: 13.0878, lng: 80.2785 }, { lat: 9.919, lng: 78.1195 });
    expect(km).toBeGreaterThan(415);
    expect(km).toBeLessThan(435);
  });

  it("is zero from a point to itself and the same both ways", () => {
    const a = { lat: 11.0056, lng: 76.9661 };
    const b = { lat: 11.6538, lng: 78.1554 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });

  it("gives about 111 km for one degree of latitude", () => {
    expect(haversineKm({ lat: 10, lng: 78 }, { lat: 11, lng: 78 })).toBeCloseTo(111.2, 0);
  });
});

describe("the state's bounds", () => {
  it("hold every corner of the state and a little margin, and nothing far away", () => {
    const [west, south, east, north] = TAMIL_NADU_BOUNDS;
    expect(isInTamilNadu({ lat: south, lng: west })).toBe(true);
    expect(isInTamilNadu({ lat: north + 0.2, lng: east + 0.2 })).toBe(true);
    expect(isInTamilNadu({ lat: 19.076, lng: 72.8777 })).toBe(false); // Mumbai
    expect(isInTamilNadu({ lat: 0, lng: 0 })).toBe(false);
  });

  it("take a box only when it lies inside and is the right way round", () => {
    expect(isBoxInTamilNadu([80.0, 12.8, 80.4, 13.2])).toBe(true);
    expect(isBoxInTamilNadu(TAMIL_NADU_BOUNDS)).toBe(true);
    expect(isBoxInTamilNadu([80.4, 12.8, 80.0, 13.2])).toBe(false);
    expect(isBoxInTamilNadu([80.0, 13.2, 80.4, 12.8])).toBe(false);
    expect(isBoxInTamilNadu([70.0, 12.8, 80.4, 13.2])).toBe(false);
  });
});

describe("roundCoordinate", () => {
  it("keeps 4 decimals (about 11 m), or the 6 of an exact point", () => {
    expect(roundCoordinate(13.087_812)).toBe(13.0878);
    expect(roundCoordinate(80.123_456)).toBe(80.1235);
    expect(roundExactCoordinate(80.123_456_7)).toBe(80.123_457);
  });
});
