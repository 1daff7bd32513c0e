// The orders the projection keeps listings in, one per sort: ties by id, as the SQL had them, so that every
// listing has exactly one place. Each order is a list of slots (positions in the projection's columns): built
// with one sort over numeric keys, kept in order by binary search as listings come and go, and merged when a
// search reads several cities' lists.
import { ORDERED_SORTS, type OrderedSort } from "#shared/listing-filters/schema.ts";
import type { ProjectionRecord } from "./records.ts";

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A number in the order of the id's first six characters (each capped at 255: still never out of order), so
 * that ids compare as numbers and only rarely as strings.
 */
export function idKeyOf(id: string): number {
  let key = 0;
  for (let i = 0; i < 6; i++) key = key * 256 + Math.min(id.charCodeAt(i) || 0, 255);
  return key;
}

/** Each sort's order; ties by id, as the SQL had it, so that every listing has exactly one place. */
export const ORDER: Readonly<Record<OrderedSort, (a: ProjectionRecord, b: ProjectionRecord) => number>> = {
  newest: (a, b) => b.createdAt - a.createdAt || compareText(b.id, a.id),
  "price-asc": (a, b) => a.budget - b.budget || compareText(a.id, b.id),
  "price-desc": (a, b) => b.budget - a.budget || compareText(b.id, a.id),
  "price-per-cent-asc": (a, b) => {
    const x = a.pricePerCentRupees;
    const y = b.pricePerCentRupees;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    }
    return compareText(a.id, b.id);
  },
};

/** Slots in each sort's order. */
export type Ordered = Record<OrderedSort, number[]>;
export const emptyOrdered = (): Ordered => ({
  newest: [],
  "price-asc": [],
  "price-desc": [],
  "price-per-cent-asc": [],
});

/** Records by slot, as the projection keeps them (a removed listing's slot is empty until reused). */
export type RecordsBySlot = readonly (ProjectionRecord | undefined)[];

/**
 * Each sort's order of `slots`, as ORDER has it, over numeric keys read once per record (`idKeys` by slot: see
 * idKeyOf): the way to sort many listings at once.
 */
export function slotOrders(
  records: RecordsBySlot,
  idKeys: Float64Array,
  slots: readonly number[],
): Record<OrderedSort, (a: number, b: number) => number> {
  const key = (read: (r: ProjectionRecord) => number | null, nullValue: number) => {
    const keys = new Float64Array(records.length);
    for (const slot of slots) keys[slot] = read(records[slot]!) ?? nullValue;
    return keys;
  };
  const created = key((r) => r.createdAt, 0);
  const budget = key((r) => r.budget, 0);
  const perCent = key((r) => r.pricePerCentRupees, Number.POSITIVE_INFINITY);
  const byId = (a: number, b: number) =>
    idKeys[a]! - idKeys[b]! || compareText(records[a]!.id, records[b]!.id);
  return {
    newest: (a, b) => created[b]! - created[a]! || byId(b, a),
    "price-asc": (a, b) => budget[a]! - budget[b]! || byId(a, b),
    "price-desc": (a, b) => budget[b]! - budget[a]! || byId(b, a),
    // Infinity − Infinity is NaN, which || passes over: listings without a price per cent go by id.
    "price-per-cent-asc": (a, b) => perCent[a]! - perCent[b]! || byId(a, b),
  };
}

/** The first index of ascending `list` whose item is not `before` the one sought: where it is, or goes. */
export function lowerBound<T>(list: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(list[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where `record` is, or goes, in `list` (slots in `compare`'s order). */
function slotBound(
  records: RecordsBySlot,
  list: readonly number[],
  record: ProjectionRecord,
  compare: (a: ProjectionRecord, b: ProjectionRecord) => number,
): number {
  return lowerBound(list, (slot) => compare(records[slot]!, record) < 0);
}

/** Puts `slot` (holding `records[slot]`) in its place in every order of each of `lists`. */
export function insertInOrder(records: RecordsBySlot, lists: readonly Ordered[], slot: number): void {
  const record = records[slot]!;
  for (const ordered of lists) {
    for (const sort of ORDERED_SORTS) {
      const list = ordered[sort];
      list.splice(slotBound(records, list, record, ORDER[sort]), 0, slot);
    }
  }
}

/** Takes `slot` (still holding its record) out of every order of each of `lists`. */
export function removeFromOrder(records: RecordsBySlot, lists: readonly Ordered[], slot: number): void {
  const record = records[slot]!;
  for (const ordered of lists) {
    for (const sort of ORDERED_SORTS) {
      const list = ordered[sort];
      const at = slotBound(records, list, record, ORDER[sort]);
      list.splice(list[at] === slot ? at : list.indexOf(slot), 1);
    }
  }
}

/** The first `count` slots of sorted `lists` taken together, in the sort's order. */
export function firstOfMerged(
  records: RecordsBySlot,
  lists: readonly (readonly number[])[],
  sort: OrderedSort,
  count: number,
): number[] {
  const compare = ORDER[sort];
  const next = lists.map(() => 0);
  const merged: number[] = [];
  while (merged.length < count) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const slot = lists[i]![next[i]!];
      if (slot === undefined) continue;
      if (best < 0 || compare(records[slot]!, records[lists[best]![next[best]!]!]!) < 0) best = i;
    }
    if (best < 0) break;
    merged.push(lists[best]![next[best]!]!);
    next[best] = next[best]! + 1;
  }
  return merged;
}
