// The going rate (issue 35, docs/costs-design.md §5): the median price per cent of the approved sale listings of
// one property name in one district, kept in the projection as listings change. Each group's prices are one array
// kept sorted, so a change is a binary search and a splice and a reading is two array reads.
import { lowerBound } from "./orders.ts";
import type { ProjectionRecord } from "./records.ts";

/** Fewer listings than this say too little about a place's prices: no median is given. */
export const GOING_RATE_MINIMUM = 5;

export interface GoingRate {
  /** The median price per cent in whole rupees (halves rounded up), or null below GOING_RATE_MINIMUM. */
  medianPerCentRupees: number | null;
  /** How many sale listings of that name in that district have a price per cent. */
  count: number;
}

type Priced = Pick<ProjectionRecord, "types" | "propertyName" | "city" | "pricePerCentRupees">;

/** The median of ascending `values`: the middle one, or the mean of the two middle ones, rounded half up. */
export function median(values: readonly number[]): number {
  const middle = values.length >> 1;
  if (values.length % 2 === 1) return values[middle]!;
  return Math.round((values[middle - 1]! + values[middle]!) / 2);
}

export class GoingRates {
  readonly #groups = new Map<string, number[]>();

  static #key(propertyName: string, city: string): string {
    return `${propertyName}\u0000${city}`;
  }

  /** The group a record's price counts in, or null for a rent, a lease, or a sale without a price per cent. */
  static #groupOf(record: Priced): string | null {
    const price = record.pricePerCentRupees;
    if (record.types !== "sell" || price === null || !(price > 0)) return null;
    return GoingRates.#key(record.propertyName, record.city);
  }

  /** Counts `record`'s price: in order, or at the end of its group while building (then `sortAll`). */
  add(record: Priced, keepOrder = true): void {
    const key = GoingRates.#groupOf(record);
    if (key === null) return;
    const price = record.pricePerCentRupees!;
    let group = this.#groups.get(key);
    if (!group) {
      group = [];
      this.#groups.set(key, group);
    }
    if (keepOrder)
      group.splice(
        lowerBound(group, (value) => value < price),
        0,
        price,
      );
    else group.push(price);
  }

  /** Takes back the price `record` (as it was counted) brought. */
  remove(record: Priced): void {
    const key = GoingRates.#groupOf(record);
    if (key === null) return;
    const group = this.#groups.get(key);
    if (!group) return;
    const price = record.pricePerCentRupees!;
    const at = lowerBound(group, (value) => value < price);
    if (group[at] !== price) return;
    group.splice(at, 1);
    if (group.length === 0) this.#groups.delete(key);
  }

  /** Puts every group in order once, after a build. */
  sortAll(): void {
    for (const group of this.#groups.values()) group.sort((a, b) => a - b);
  }

  /** The going rate of `propertyName` in `city`. */
  of(propertyName: string, city: string): GoingRate {
    const group = this.#groups.get(GoingRates.#key(propertyName, city)) ?? [];
    return {
      medianPerCentRupees: group.length >= GOING_RATE_MINIMUM ? median(group) : null,
      count: group.length,
    };
  }
}
