// The projection's index: each approved listing has a slot. What filters read is kept in columns by slot (facet
// codes packed in one Uint32Array, budgets in a Float64Array), and each sort keeps the slots in its order (all
// types, each type and each city), updated by binary search on every change; free-text words are indexed by
// ./words.ts, and listings are counted per (type, property name, city). Built at once from many records, then
// changed one listing at a time: a read never sorts.
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { ORDERED_SORTS, type OrderedSort } from "#shared/listing-filters/schema.ts";
import { LAYOUT_AUTHORITIES } from "#shared/title-approvals.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_TYPES,
  type ListingType,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
} from "#shared/values.ts";
import { CITY, codeIn, codeOf, otherCode, packFacets, pairKey, TYPE } from "./facets.ts";
import { GoingRates } from "./going-rates.ts";
import {
  compareText,
  emptyOrdered,
  idKeyOf,
  insertInOrder,
  type Ordered,
  removeFromOrder,
  slotOrders,
} from "./orders.ts";
import type { ProjectionRecord } from "./records.ts";
import { SpatialIndex } from "./spatial.ts";
import { ListingWords } from "./words.ts";

/** The list's own string for `value`, so that every record shares one copy. */
function canonical<T extends string>(values: readonly T[], value: T): T;
function canonical<T extends string>(values: readonly T[], value: T | null): T | null;
function canonical<T extends string>(values: readonly T[], value: T | null): T | null {
  if (value === null) return null;
  return values[values.indexOf(value)] ?? value;
}

/** A copy of `source` field by field (one object shape for all), closed-list values as the lists spell them. */
function compactRecord(source: ProjectionRecord): ProjectionRecord {
  return {
    id: source.id,
    code: source.code,
    propertyName: canonical(PROPERTY_NAMES, source.propertyName),
    types: canonical(LISTING_TYPES, source.types),
    propertyType: canonical(PROPERTY_TYPES, source.propertyType),
    budget: source.budget,
    budgetMethod: canonical(BUDGET_METHODS, source.budgetMethod),
    areaSqFt: source.areaSqFt,
    areaUnit: canonical(AREA_UNITS, source.areaUnit),
    numberOfRooms: canonical(ROOM_OPTIONS, source.numberOfRooms),
    city: canonical<string>(TAMIL_NADU_DISTRICTS, source.city),
    locality: source.locality,
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
    pricePerCentRupees: source.pricePerCentRupees,
    cover: source.cover,
    amenityWords: source.amenityWords,
    approvals: {
      layout: canonical(LAYOUT_AUTHORITIES, source.approvals.layout),
      tnrera: source.approvals.tnrera,
    },
    roadWidthFt: source.roadWidthFt,
    confirmedAt: source.confirmedAt,
    area: source.area ? { lat: source.area.lat, lng: source.area.lng } : null,
  };
}

export class ListingSlots {
  /** Records by slot; a removed listing's slot is reused. */
  readonly records: (ProjectionRecord | undefined)[] = [];
  readonly #freeSlots: number[] = [];
  #facets = new Uint32Array(1024);
  #budgets = new Float64Array(1024);
  #idKeys = new Float64Array(1024);
  /** Creation times and prices per cent (Infinity: none) by slot, for sorting a few matches found by place. */
  #created = new Float64Array(1024);
  #perCent = new Float64Array(1024);
  /** Each slot's public point. */
  readonly spatial = new SpatialIndex();
  readonly slotById = new Map<string, number>();
  readonly slotByCode = new Map<string, number>();
  /** Every slot in each sort's order. */
  readonly all: Ordered = emptyOrdered();
  readonly byType: Readonly<Record<ListingType, Ordered>> = {
    sell: emptyOrdered(),
    rent: emptyOrdered(),
    lease: emptyOrdered(),
  };
  /** Slots of each city (by its code) in every sort's order: a search naming cities reads only theirs. */
  readonly #byCity: Ordered[] = [];
  readonly #words = new ListingWords();
  /** Approved listings by type, property name and city codes (facets.ts pairKey): counts and suggestions read them. */
  readonly counts = new Map<number, number>();
  /** Sale listings' prices per cent by property name and district, for the going rate (./going-rates.ts). */
  readonly goingRates = new GoingRates();

  /** Each slot's facets in one word (./facets.ts); replaced as the slots grow, so read it afresh after a change. */
  get facets(): Uint32Array {
    return this.#facets;
  }

  /** Each slot's budget; replaced as the slots grow, so read it afresh after a change. */
  get budgets(): Float64Array {
    return this.#budgets;
  }

  /** Slots for `records`, built at once (one sort per order rather than one insertion per record). */
  static build(records: Iterable<ProjectionRecord>): ListingSlots {
    const slots = new ListingSlots();
    for (const record of records) slots.#add(record, false);
    slots.#sortAll();
    slots.goingRates.sortAll();
    slots.spatial.build();
    return slots;
  }

  /** Puts every ordered list in order: each sort once, over numeric keys; each type's lists taken from it. */
  #sortAll(): void {
    const compares = slotOrders(this.records, this.#idKeys, this.all.newest);
    for (const sort of ORDERED_SORTS) {
      const all = [...this.all.newest].sort(compares[sort]);
      this.all[sort] = all;
      for (const type of LISTING_TYPES) {
        const code = codeOf(TYPE, type);
        this.byType[type][sort] = all.filter((slot) => codeIn(TYPE, this.#facets[slot]!) === code);
      }
      for (const slot of all) this.#ofCity(slot)[sort].push(slot);
    }
  }

  /** Adds the record, or replaces the one with its id. */
  upsert(record: ProjectionRecord): void {
    this.remove(record.id);
    this.#add(record, true);
  }

  /** Removes the listing; nothing happens when it is not here. */
  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    const record = this.records[slot]!;
    removeFromOrder(this.records, this.#orderedOf(slot), slot);
    this.slotById.delete(id);
    if (this.slotByCode.get(record.code) === slot) this.slotByCode.delete(record.code);
    this.#words.remove(record, slot);
    this.#count(slot, -1);
    this.goingRates.remove(record);
    this.spatial.set(slot, null, null);
    this.records[slot] = undefined;
    this.#freeSlots.push(slot);
  }

  #add(source: ProjectionRecord, keepOrder: boolean): void {
    const record = compactRecord(source);
    const slot = this.#freeSlots.pop() ?? this.records.length;
    this.records[slot] = record;
    if (slot >= this.#facets.length) this.#grow();
    this.#facets[slot] = packFacets(record);
    this.#budgets[slot] = record.budget;
    this.#idKeys[slot] = idKeyOf(record.id);
    this.#created[slot] = record.createdAt;
    this.#perCent[slot] = record.pricePerCentRupees ?? Number.POSITIVE_INFINITY;
    const { lat, lng } = record.area ?? { lat: null, lng: null };
    if (keepOrder) this.spatial.set(slot, lat, lng);
    else this.spatial.load(slot, lat, lng);
    this.slotById.set(record.id, slot);
    this.slotByCode.set(record.code, slot);
    if (keepOrder) {
      insertInOrder(this.records, this.#orderedOf(slot), slot);
    } else {
      // Building: #sortAll puts them in order.
      this.all.newest.push(slot);
    }
    this.#words.add(record, slot);
    this.#count(slot, 1);
    this.goingRates.add(record, keepOrder);
  }

  /** The ordered lists a slot is in: all, its type's and its city's. */
  #orderedOf(slot: number): Ordered[] {
    return [this.all, this.byType[this.records[slot]!.types], this.#ofCity(slot)];
  }

  /** The ordered lists of the slot's city. */
  #ofCity(slot: number): Ordered {
    const code = codeIn(CITY, this.#facets[slot]!);
    this.#byCity[code] ??= emptyOrdered();
    return this.#byCity[code];
  }

  /** The named cities' lists in the sort's order (a few thousand slots where a type's list has tens of thousands). */
  cityLists(cities: readonly string[], sort: OrderedSort): number[][] {
    return [...new Set(cities.map((city) => codeOf(CITY, city)))]
      .filter((code) => code !== otherCode(CITY))
      .map((code) => this.#byCity[code]?.[sort] ?? []);
  }

  #grow(): void {
    const facets = new Uint32Array(this.#facets.length * 2);
    facets.set(this.#facets);
    this.#facets = facets;
    const budgets = new Float64Array(this.#budgets.length * 2);
    budgets.set(this.#budgets);
    this.#budgets = budgets;
    const idKeys = new Float64Array(this.#idKeys.length * 2);
    idKeys.set(this.#idKeys);
    this.#idKeys = idKeys;
    const created = new Float64Array(this.#created.length * 2);
    created.set(this.#created);
    this.#created = created;
    const perCent = new Float64Array(this.#perCent.length * 2);
    perCent.set(this.#perCent);
    this.#perCent = perCent;
  }

  /**
   * Slots compared in the sort's order (as ORDER has it), from the columns: for putting a few matches in order
   * (a search by place finds them in no order).
   */
  compareIn(sort: OrderedSort): (a: number, b: number) => number {
    const records = this.records;
    const idKeys = this.#idKeys;
    const byId = (a: number, b: number) =>
      idKeys[a]! - idKeys[b]! || compareText(records[a]!.id, records[b]!.id);
    const created = this.#created;
    const budgets = this.#budgets;
    const perCent = this.#perCent;
    switch (sort) {
      case "newest":
        return (a, b) => created[b]! - created[a]! || byId(b, a);
      case "price-asc":
        return (a, b) => budgets[a]! - budgets[b]! || byId(a, b);
      case "price-desc":
        return (a, b) => budgets[b]! - budgets[a]! || byId(b, a);
      case "price-per-cent-asc":
        // Infinity − Infinity is NaN, which || passes over: listings without a price per cent go by id.
        return (a, b) => perCent[a]! - perCent[b]! || byId(a, b);
    }
  }

  /** Slots compared by id, ascending: the order of listings equally far from a point. */
  compareIds(a: number, b: number): number {
    return this.#idKeys[a]! - this.#idKeys[b]! || compareText(this.records[a]!.id, this.records[b]!.id);
  }

  #count(slot: number, delta: number): void {
    const key = pairKey(this.#facets[slot]!);
    const count = (this.counts.get(key) ?? 0) + delta;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }

  /** The listings whose locality or amenity words begin with `word`, or whose locality has it misspelt. */
  textMatches(word: string): Uint8Array | null {
    return this.#words.matches(word, this.records.length);
  }
}
