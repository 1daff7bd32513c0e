import { describe, expect, it } from "vitest";
import { DISTRICT_CENTRES, districtCentre } from "./district-centres.ts";
import { TAMIL_NADU_DISTRICTS } from "./districts.ts";
import { haversineKm, isInTamilNadu } from "./geo.ts";

describe("DISTRICT_CENTRES", () => {
  it("has a centre for each of the 38 districts, and no other name", () => {
    expect(Object.keys(DISTRICT_CENTRES).sort()).toEqual([...TAMIL_NADU_DISTRICTS].sort());
  });

  it("puts every centre inside the state", () => {
    for (const [district, point] of Object.entries(DISTRICT_CENTRES)) {
      expect(isInTamilNadu(point), district).toBe(true);
    }
  });

  it("keeps the centres apart (no district copied onto another)", () => {
    const entries = Object.entries(DISTRICT_CENTRES);
    for (const [i, [a, pa]] of entries.entries()) {
      for (const [b, pb] of entries.slice(i + 1))
        expect(haversineKm(pa, pb), `${a}–${b}`).toBeGreaterThan(10);
    }
  });

  it("answers null for a city outside the 38, and for an object's own keys", () => {
    expect(districtCentre("Chennai")).toEqual({ lat: 13.0878, lng: 80.2785 });
    expect(districtCentre("Bangalore")).toBeNull();
    expect(districtCentre("toString")).toBeNull();
  });
});
