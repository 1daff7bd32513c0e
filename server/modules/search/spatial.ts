// The projection's spatial index: each slot's public approximate point (never the exact one) in two Float64
// columns (NaN: no point), a static kd-tree (kdbush) over the slots that had a point when it was last built, and a
// delta of the slots changed since (upserted, removed or reused), tested one by one. kdbush cannot insert, so the
// tree is rebuilt when the delta passes REBUILD_AFTER slots (tens of milliseconds at 100,000 listings, once per
// a few thousand changes). A tree hit whose slot is in the delta is passed over: its point moved, was removed,
// or the slot now holds another listing.
//
// Box queries walk the tree into a reused buffer of slots (no array per query). Nearest-first pages are chosen
// while counting the matches in the circle's box (./facets.ts): a best-first search (geokdbush's `around`) cost
// 6–22 ms p50 at 100,000 listings with the results page's filters, since the total needs that count anyway.
import KDBush from "kdbush";
import { haversineKm } from "#shared/geo.ts";

/** Slots changed since the tree was built, beyond which it is rebuilt. */
export const REBUILD_AFTER = 2_000;
/** Points per kd-tree leaf. */
const NODE_SIZE = 64;
/** Mean radius of the earth, km, a little less than shared/geo.ts's: boxes around a circle err on the large side. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Great-circle distance in km between two points (shared/geo.ts haversineKm), what every circle and card uses. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
}

/** The box [west, south, east, north] holding every point within `km` of (lat, lng), with a small margin. */
export function boxAround(lat: number, lng: number, km: number): [number, number, number, number] {
  const dLat = (km / KM_PER_DEGREE) * 1.01 + 1e-9;
  const farthestLat = Math.min(89.9, Math.abs(lat) + dLat);
  const dLng = dLat / Math.cos((farthestLat * Math.PI) / 180);
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

/** A slot found near a point, with its distance in km. */
export interface Nearby {
  slot: number;
  km: number;
}

export class SpatialIndex {
  #lat = new Float64Array(1024).fill(Number.NaN);
  #lng = new Float64Array(1024).fill(Number.NaN);
  /** The tree over the slots that had a point at the last build; null while there were none. */
  #base: KDBush | null = null;
  /** The slot of each of the tree's items. */
  #baseSlots = new Uint32Array(0);
  /** 1 for the slots in the delta. */
  #changed = new Uint8Array(1024);
  readonly #delta: number[] = [];
  readonly #rebuildAfter: number;
  /** The slots of the last box query (the first `count` of them). */
  #hits = new Uint32Array(1024);

  constructor(rebuildAfter = REBUILD_AFTER) {
    this.#rebuildAfter = rebuildAfter;
  }

  /** Slots changed since the tree was built. */
  get deltaSize(): number {
    return this.#delta.length;
  }

  /** The slots found by the last `collectBox`: read the first `count` of them before the next query. */
  get hits(): Uint32Array {
    return this.#hits;
  }

  /** Each slot's latitude (NaN: no point); replaced as the slots grow, so read it afresh after a change. */
  get lats(): Float64Array {
    return this.#lat;
  }

  /** Each slot's longitude (NaN: no point); replaced as the slots grow. */
  get lngs(): Float64Array {
    return this.#lng;
  }

  /** The slot's latitude; NaN when it has no point. */
  latOf(slot: number): number {
    return slot < this.#lat.length ? this.#lat[slot]! : Number.NaN;
  }

  /** The slot's longitude; NaN when it has no point. */
  lngOf(slot: number): number {
    return slot < this.#lng.length ? this.#lng[slot]! : Number.NaN;
  }

  /** Gives the slot its point (null: none), as a change: the tree is rebuilt once enough slots changed. */
  set(slot: number, lat: number | null, lng: number | null): void {
    this.#put(slot, lat, lng);
    if (this.#changed[slot] === 0) {
      this.#changed[slot] = 1;
      this.#delta.push(slot);
      if (this.#delta.length > this.#rebuildAfter) this.build();
    }
  }

  /** Gives the slot its point while building: `build()` must follow before any query. */
  load(slot: number, lat: number | null, lng: number | null): void {
    this.#put(slot, lat, lng);
  }

  #put(slot: number, lat: number | null, lng: number | null): void {
    if (slot >= this.#lat.length) this.#grow(slot + 1);
    const valid = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng);
    this.#lat[slot] = valid ? lat : Number.NaN;
    this.#lng[slot] = valid ? lng : Number.NaN;
  }

  #grow(needed: number): void {
    let size = this.#lat.length;
    while (size < needed) size *= 2;
    const lat = new Float64Array(size).fill(Number.NaN);
    lat.set(this.#lat);
    this.#lat = lat;
    const lng = new Float64Array(size).fill(Number.NaN);
    lng.set(this.#lng);
    this.#lng = lng;
    const changed = new Uint8Array(size);
    changed.set(this.#changed);
    this.#changed = changed;
  }

  /** Builds the tree over every slot with a point, and empties the delta. */
  build(): void {
    for (const slot of this.#delta) this.#changed[slot] = 0;
    this.#delta.length = 0;
    const lat = this.#lat;
    const lng = this.#lng;
    let count = 0;
    for (let slot = 0; slot < lat.length; slot++) if (!Number.isNaN(lat[slot]!)) count++;
    if (count === 0) {
      this.#base = null;
      this.#baseSlots = new Uint32Array(0);
      return;
    }
    const tree = new KDBush(count, NODE_SIZE, Float64Array);
    const slots = new Uint32Array(count);
    for (let slot = 0; slot < lat.length; slot++) {
      if (Number.isNaN(lat[slot]!)) continue;
      slots[tree.add(lng[slot]!, lat[slot]!)] = slot;
    }
    this.#base = tree.finish();
    this.#baseSlots = slots;
  }

  #hit(count: number, slot: number): number {
    if (count === this.#hits.length) {
      const hits = new Uint32Array(this.#hits.length * 2);
      hits.set(this.#hits);
      this.#hits = hits;
    }
    this.#hits[count] = slot;
    return count + 1;
  }

  /**
   * Collects the slots whose point lies in the box (edges included) into `hits`, and returns how many: the
   * tree's in its own order, then the delta's. Stops once more than `enough` are found (and returns more).
   */
  collectBox(
    west: number,
    south: number,
    east: number,
    north: number,
    enough = Number.POSITIVE_INFINITY,
  ): number {
    let count = 0;
    const changed = this.#changed;
    const tree = this.#base;
    if (tree) {
      const { ids, coords, nodeSize } = tree;
      const slots = this.#baseSlots;
      // The kd-tree's items are sorted so that each range's middle item splits the rest by longitude (axis 0)
      // or latitude (axis 1), alternately: walk the ranges that may hold points of the box.
      const stack: number[] = [0, ids.length - 1, 0];
      while (stack.length > 0 && count <= enough) {
        const axis = stack.pop()!;
        const right = stack.pop()!;
        const left = stack.pop()!;
        if (right - left <= nodeSize) {
          for (let i = left; i <= right; i++) {
            const x = coords[2 * i]!;
            const y = coords[2 * i + 1]!;
            if (x < west || x > east || y < south || y > north) continue;
            const slot = slots[ids[i]!]!;
            if (changed[slot] === 0) count = this.#hit(count, slot);
          }
          continue;
        }
        const middle = (left + right) >> 1;
        const x = coords[2 * middle]!;
        const y = coords[2 * middle + 1]!;
        if (x >= west && x <= east && y >= south && y <= north) {
          const slot = slots[ids[middle]!]!;
          if (changed[slot] === 0) count = this.#hit(count, slot);
        }
        const split = axis === 0 ? x : y;
        if ((axis === 0 ? west : south) <= split) stack.push(left, middle - 1, 1 - axis);
        if ((axis === 0 ? east : north) >= split) stack.push(middle + 1, right, 1 - axis);
      }
    }
    const lat = this.#lat;
    const lng = this.#lng;
    for (const slot of this.#delta) {
      if (count > enough) break;
      const y = lat[slot]!;
      const x = lng[slot]!;
      // NaN fails every comparison: a slot without a point is never in a box.
      if (x >= west && x <= east && y >= south && y <= north) count = this.#hit(count, slot);
    }
    return count;
  }
}
