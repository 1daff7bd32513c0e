import { describe, expect, it } from "vitest";
import { createRandom, type Random } from "#shared/random.ts";
import { boxAround, distanceKm, SpatialIndex } from "./spatial.ts";

/** What the index should hold: each slot's point, kept the plain way. */
type Model = Map<number, { lat: number; lng: number }>;

const byNumber = (a: number, b: number) => a - b;

function randomPoint(random: Random): { lat: number; lng: number } {
  // Rounded to 2 decimals (≈ 1 km) in a small area, so that points coincide and distances tie.
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lat: round(random.between(10.5, 11.5)), lng: round(random.between(77.5, 78.5)) };
}

function randomBox(random: Random): [number, number, number, number] {
  const west = random.between(77.4, 78.5);
  const south = random.between(10.4, 11.5);
  return [west, south, west + random.between(0, 0.6), south + random.between(0, 0.6)];
}

function boxHits(index: SpatialIndex, box: [number, number, number, number]): number[] {
  const count = index.collectBox(...box);
  return [...index.hits.subarray(0, count)].sort(byNumber);
}

function modelBox(model: Model, [west, south, east, north]: [number, number, number, number]): number[] {
  return [...model]
    .filter(([, p]) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north)
    .map(([slot]) => slot)
    .sort(byNumber);
}

/** Random changes to the index and the model alike: new points, moves, removals, slots freed and reused. */
function change(index: SpatialIndex, model: Model, random: Random, slotCount: number): void {
  const slot = random.int(0, slotCount - 1);
  if (random.chance(0.25)) {
    index.set(slot, null, null);
    model.delete(slot);
  } else if (random.chance(0.1)) {
    // A listing without an area in a reused slot.
    index.set(slot, Number.NaN, 78);
    model.delete(slot);
  } else {
    const p = randomPoint(random);
    index.set(slot, p.lat, p.lng);
    model.set(slot, p);
  }
}

describe("SpatialIndex", () => {
  it("finds in boxes what a scan of every point finds, through random upserts, removals and slot reuse", () => {
    const random = createRandom(34);
    const slotCount = 1500;
    const index = new SpatialIndex(300);
    const model: Model = new Map();
    for (let slot = 0; slot < 1200; slot++) {
      if (random.chance(0.1)) continue;
      const p = randomPoint(random);
      index.load(slot, p.lat, p.lng);
      model.set(slot, p);
    }
    index.build();
    let rebuilt = 0;
    for (let round = 0; round < 60; round++) {
      const before = index.deltaSize;
      for (let i = 0; i < 40; i++) change(index, model, random, slotCount);
      if (index.deltaSize < before) rebuilt += 1;
      for (let q = 0; q < 5; q++) {
        const box = randomBox(random);
        const inBox = modelBox(model, box);
        expect(boxHits(index, box)).toEqual(inBox);
        // Asked to stop past a few: all when there are no more, else more than that many.
        const enough = random.int(0, 20);
        const some = index.collectBox(...box, enough);
        if (inBox.length <= enough) expect(some).toBe(inBox.length);
        else expect(some).toBeGreaterThan(enough);
      }
    }
    // The delta was folded into the tree along the way, and boxes stayed right across it.
    expect(rebuilt).toBeGreaterThan(0);
    for (let slot = 0; slot < slotCount; slot++) {
      const point = model.get(slot);
      expect(Number.isNaN(index.latOf(slot))).toBe(!point);
      if (point) expect([index.latOf(slot), index.lngOf(slot)]).toEqual([point.lat, point.lng]);
    }
  });

  it("answers before any build, with no point at all, and after every point is removed", () => {
    const index = new SpatialIndex();
    expect(index.collectBox(-180, -90, 180, 90)).toBe(0);
    index.set(5000, 11, 78);
    expect(boxHits(index, [77, 10, 79, 12])).toEqual([5000]);
    index.build();
    expect(boxHits(index, [77, 10, 79, 12])).toEqual([5000]);
    index.set(5000, null, null);
    expect(index.collectBox(-180, -90, 180, 90)).toBe(0);
    index.build();
    expect(index.collectBox(-180, -90, 180, 90)).toBe(0);
  });

  it("includes points on the box's edges", () => {
    const index = new SpatialIndex();
    index.load(0, 11, 78);
    index.load(1, 12, 79);
    index.build();
    expect(boxHits(index, [78, 11, 79, 12])).toEqual([0, 1]);
    expect(boxHits(index, [78.0001, 11, 79, 12])).toEqual([1]);
  });

  it("boxes a circle whole", () => {
    const random = createRandom(7);
    for (let i = 0; i < 200; i++) {
      const lat = random.between(8, 13.6);
      const lng = random.between(76, 80.5);
      const km = random.between(1, 100);
      const [west, south, east, north] = boxAround(lat, lng, km);
      const bearing = random.between(0, 2 * Math.PI);
      // A point at about `km` in that bearing (the box's margin covers the approximation).
      const dLat = ((km * Math.cos(bearing)) / 6371) * (180 / Math.PI);
      const dLng =
        ((km * Math.sin(bearing)) / (6371 * Math.cos(((lat + dLat) * Math.PI) / 180))) * (180 / Math.PI);
      const p = { lat: lat + dLat * 0.999, lng: lng + dLng * 0.999 };
      if (distanceKm(lat, lng, p.lat, p.lng) > km) continue;
      expect(p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east).toBe(true);
    }
  });
});
