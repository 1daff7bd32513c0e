// The approved listings in memory, and every public read over them: search with filters, sorts and pages,
// suggestions, newest, similar, counts and the sitemap.
//
// Each listing has a slot. What filters read is kept in columns by slot (facet codes packed in one Uint32Array,
// budgets in a Float64Array), and each sort keeps the slots in its order (all types, and each type), updated by
// binary search on every change: a search walks one ordered list once over compact columns, never sorts and
// touches records only for the page it returns. Free-text words are looked up in MiniSearch's radix trees
// (SearchableMap: prefix and edit-distance lookups) of the listings' locality and amenity words, each word
// holding the slots of the listings that use it.
import SearchableMap from "minisearch/SearchableMap";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import {
  LISTING_SORTS,
  LISTINGS_PAGE_SIZE,
  type ListingFilters,
  type ListingSort,
  MAX_QUERY_LENGTH,
} from "#shared/listing-filters/schema.ts";
import { LAYOUT_AUTHORITIES } from "#shared/title-approvals.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_TYPES,
  type ListingType,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  type PropertyName,
  ROOM_OPTIONS,
} from "#shared/values.ts";
import { type ProjectionRecord, toListingCard } from "./records.ts";
import { SUGGESTION_LIMIT, suggestionCandidates } from "./suggestions.ts";
import { listingCodeOf, type ResolvedToken, resolveTokens, tokenize, wordsOf } from "./text.ts";
import type { SearchResult, SimilarTo, SitemapEntry, Suggestion } from "./types.ts";

/** One sitemap file holds at most 50,000 URLs; the newest listings go first. */
export const SITEMAP_LISTING_LIMIT = 45_000;

/** A facet packed into a listing's code word: its values' positions, the last code meaning "none of them". */
interface Facet {
  shift: number;
  bits: number;
  values: readonly string[];
}
const TYPE: Facet = { shift: 0, bits: 2, values: LISTING_TYPES };
const NAME: Facet = { shift: 2, bits: 3, values: PROPERTY_NAMES };
const PROPERTY_TYPE: Facet = { shift: 5, bits: 3, values: PROPERTY_TYPES };
const ROOMS: Facet = { shift: 8, bits: 3, values: ROOM_OPTIONS };
const CITY: Facet = { shift: 11, bits: 8, values: TAMIL_NADU_DISTRICTS };
const LAYOUT: Facet = { shift: 19, bits: 2, values: LAYOUT_AUTHORITIES };
const TNRERA: Facet = { shift: 21, bits: 1, values: ["registered"] };
/** The road's width in whole feet (0: not given), for "at least N ft": MAX_ROAD_WIDTH_FT fits in 8 bits. */
const ROAD_WIDTH_SHIFT = 22;
const ROAD_WIDTH_BITS = 0xff;

const otherCode = (facet: Facet) => (1 << facet.bits) - 1;

function codeOf(facet: Facet, value: string | null): number {
  const index = value === null ? -1 : facet.values.indexOf(value);
  return index < 0 ? otherCode(facet) : index;
}

const codeIn = (facet: Facet, word: number) => (word >>> facet.shift) & otherCode(facet);

function packFacets(record: ProjectionRecord): number {
  return (
    ((codeOf(TYPE, record.types) << TYPE.shift) |
      (codeOf(NAME, record.propertyName) << NAME.shift) |
      (codeOf(PROPERTY_TYPE, record.propertyType) << PROPERTY_TYPE.shift) |
      (codeOf(ROOMS, record.numberOfRooms) << ROOMS.shift) |
      (codeOf(CITY, record.city) << CITY.shift) |
      (codeOf(LAYOUT, record.approvals.layout) << LAYOUT.shift) |
      (codeOf(TNRERA, record.approvals.tnrera ? "registered" : null) << TNRERA.shift) |
      (Math.min(Math.floor(record.roadWidthFt ?? 0), ROAD_WIDTH_BITS) << ROAD_WIDTH_SHIFT)) >>>
    0
  );
}

const roadWidthIn = (word: number) => (word >>> ROAD_WIDTH_SHIFT) & ROAD_WIDTH_BITS;

/** The codes of `chosen` a listing may have; null allows any. */
interface Mask {
  facet: Facet;
  allowed: Uint8Array;
}

function maskOf(facet: Facet, chosen: readonly (string | null)[]): Mask | null {
  if (chosen.length === 0) return null;
  const allowed = new Uint8Array(otherCode(facet) + 1);
  for (const value of chosen) {
    const code = codeOf(facet, value);
    if (code !== otherCode(facet)) allowed[code] = 1;
  }
  return { facet, allowed };
}

const allows = (mask: Mask, word: number) => mask.allowed[codeIn(mask.facet, word)] === 1;

/** A word of free text: it names facet values, or is found in listings' words (`slots`), or both. */
interface WordTest {
  masks: Mask[];
  slots: Uint8Array | null;
}

interface Matcher {
  masks: Mask[];
  min: number;
  max: number;
  /** Whole feet; 0 for any road. */
  minRoadWidth: number;
  words: WordTest[];
}

/** The list's own string for `value`, so that every record shares one copy. */
function canonical<T extends string>(values: readonly T[], value: T): T;
function canonical<T extends string>(values: readonly T[], value: T | null): T | null;
function canonical<T extends string>(values: readonly T[], value: T | null): T | null {
  if (value === null) return null;
  return values[values.indexOf(value)] ?? value;
}

/** Typos allowed in a locality word: one from four letters, two from eight. */
function localityTypoDistance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

function clampLimit(limit: number, max: number): number {
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A number in the order of the id's first six characters (each capped at 255: still never out of order), so
 * that ids compare as numbers and only rarely as strings.
 */
function idKeyOf(id: string): number {
  let key = 0;
  for (let i = 0; i < 6; i++) key = key * 256 + Math.min(id.charCodeAt(i) || 0, 255);
  return key;
}

const NAMES_BY_ALPHABET = [...PROPERTY_NAMES].sort();

/** Each sort's order; ties by id, as the SQL had it, so that every listing has exactly one place. */
const ORDER: Readonly<Record<ListingSort, (a: ProjectionRecord, b: ProjectionRecord) => number>> = {
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

/**
 * Words and the slots of the listings that use them. The words are also kept in MiniSearch's radix tree, which
 * finds those that begin with a prefix or lie within an edit distance of a misspelt word.
 */
class WordIndex {
  readonly #slots = new Map<string, number[]>();
  readonly #tree = new SearchableMap<number[]>();

  add(words: Iterable<string>, slot: number): void {
    for (const word of words) {
      const slots = this.#slots.get(word);
      if (slots) {
        slots.push(slot);
      } else {
        const first = [slot];
        this.#slots.set(word, first);
        this.#tree.set(word, first);
      }
    }
  }

  remove(words: Iterable<string>, slot: number): void {
    for (const word of words) {
      const slots = this.#slots.get(word);
      const at = slots ? slots.lastIndexOf(slot) : -1;
      if (!slots || at < 0) continue;
      slots[at] = slots[slots.length - 1]!;
      slots.pop();
      if (slots.length > 0) continue;
      this.#slots.delete(word);
      this.#tree.delete(word);
    }
  }

  /** The slot lists of the words that begin with `prefix` (the word itself included). */
  *prefixed(prefix: string): Iterable<readonly number[]> {
    for (const [, slots] of this.#tree.atPrefix(prefix)) yield slots;
  }

  /** The slot lists of the words within `distance` edits of `word`. */
  *near(word: string, distance: number): Iterable<readonly number[]> {
    for (const [, [slots]] of this.#tree.fuzzyGet(word, distance)) yield slots;
  }
}

const localityWords = (record: ProjectionRecord) => new Set(record.locality ? wordsOf(record.locality) : []);
const amenityWords = (record: ProjectionRecord) =>
  record.amenityWords === "" ? [] : record.amenityWords.split(" ");

/** Slots in each sort's order. */
type Ordered = Record<ListingSort, number[]>;
const emptyOrdered = (): Ordered => ({
  newest: [],
  "price-asc": [],
  "price-desc": [],
  "price-per-cent-asc": [],
});

export class Projection {
  /** Records by slot; a removed listing's slot is reused. */
  readonly #records: (ProjectionRecord | undefined)[] = [];
  readonly #freeSlots: number[] = [];
  #facets = new Uint32Array(1024);
  #budgets = new Float64Array(1024);
  #idKeys = new Float64Array(1024);
  readonly #slotById = new Map<string, number>();
  readonly #slotByCode = new Map<string, number>();
  readonly #all: Ordered = emptyOrdered();
  readonly #byType: Record<ListingType, Ordered> = {
    sell: emptyOrdered(),
    rent: emptyOrdered(),
    lease: emptyOrdered(),
  };
  /** Slots of each city (by its code) in every sort's order: a search naming cities reads only theirs. */
  readonly #byCity: Ordered[] = [];
  readonly #localityWords = new WordIndex();
  readonly #amenityWords = new WordIndex();
  /** Approved listings by type, property name and city codes (see #pairKey): counts and suggestions read them. */
  readonly #counts = new Map<number, number>();

  /** A projection of `records`, built at once (one sort per order rather than one insertion per record). */
  static build(records: Iterable<ProjectionRecord>): Projection {
    const projection = new Projection();
    for (const record of records) projection.#add(record, false);
    projection.#sortAll();
    return projection;
  }

  /** Puts every ordered list in order: each sort once, over numeric keys; each type's lists taken from it. */
  #sortAll(): void {
    const records = this.#records;
    const slots = this.#all.newest;
    const ids = this.#idKeys;
    const key = (read: (r: ProjectionRecord) => number | null, nullValue: number) => {
      const keys = new Float64Array(records.length);
      for (const slot of slots) keys[slot] = read(records[slot]!) ?? nullValue;
      return keys;
    };
    const created = key((r) => r.createdAt, 0);
    const budget = key((r) => r.budget, 0);
    const perCent = key((r) => r.pricePerCentRupees, Number.POSITIVE_INFINITY);
    const byId = (a: number, b: number) => ids[a]! - ids[b]! || compareText(records[a]!.id, records[b]!.id);
    const compares: Record<ListingSort, (a: number, b: number) => number> = {
      newest: (a, b) => created[b]! - created[a]! || byId(b, a),
      "price-asc": (a, b) => budget[a]! - budget[b]! || byId(a, b),
      "price-desc": (a, b) => budget[b]! - budget[a]! || byId(b, a),
      // Infinity − Infinity is NaN, which || passes over: listings without a price per cent go by id.
      "price-per-cent-asc": (a, b) => perCent[a]! - perCent[b]! || byId(a, b),
    };
    for (const sort of LISTING_SORTS) {
      const all = [...slots].sort(compares[sort]);
      this.#all[sort] = all;
      for (const type of LISTING_TYPES) {
        const code = codeOf(TYPE, type);
        this.#byType[type][sort] = all.filter((slot) => codeIn(TYPE, this.#facets[slot]!) === code);
      }
      for (const slot of all) this.#ofCity(slot)[sort].push(slot);
    }
  }

  get size(): number {
    return this.#slotById.size;
  }

  has(id: string): boolean {
    return this.#slotById.has(id);
  }

  get(id: string): ProjectionRecord | undefined {
    const slot = this.#slotById.get(id);
    return slot === undefined ? undefined : this.#records[slot];
  }

  /** Every record, newest first. */
  *records(): IterableIterator<ProjectionRecord> {
    for (const slot of this.#all.newest) yield this.#records[slot]!;
  }

  /** Adds the record, or replaces the one with its id. */
  upsert(record: ProjectionRecord): void {
    this.remove(record.id);
    this.#add(record, true);
  }

  /** Removes the listing; nothing happens when it is not here. */
  remove(id: string): void {
    const slot = this.#slotById.get(id);
    if (slot === undefined) return;
    const record = this.#records[slot]!;
    for (const ordered of [this.#all, this.#byType[record.types], this.#ofCity(slot)]) {
      for (const sort of LISTING_SORTS) {
        const list = ordered[sort];
        const at = this.#lowerBound(list, record, ORDER[sort]);
        list.splice(list[at] === slot ? at : list.indexOf(slot), 1);
      }
    }
    this.#slotById.delete(id);
    if (this.#slotByCode.get(record.code) === slot) this.#slotByCode.delete(record.code);
    this.#localityWords.remove(localityWords(record), slot);
    this.#amenityWords.remove(amenityWords(record), slot);
    this.#count(slot, -1);
    this.#records[slot] = undefined;
    this.#freeSlots.push(slot);
  }

  /** The first index of `list` whose record does not sort before `record`. */
  #lowerBound(
    list: readonly number[],
    record: ProjectionRecord,
    compare: (a: ProjectionRecord, b: ProjectionRecord) => number,
  ): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(this.#records[list[mid]!]!, record) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  #add(source: ProjectionRecord, keepOrder: boolean): void {
    // Field by field (one object shape for all), closed-list values as the lists spell them.
    const record: ProjectionRecord = {
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
    };
    const slot = this.#freeSlots.pop() ?? this.#records.length;
    this.#records[slot] = record;
    if (slot >= this.#facets.length) this.#grow();
    this.#facets[slot] = packFacets(record);
    this.#budgets[slot] = record.budget;
    this.#idKeys[slot] = idKeyOf(record.id);
    this.#slotById.set(record.id, slot);
    this.#slotByCode.set(record.code, slot);
    if (keepOrder) {
      for (const ordered of [this.#all, this.#byType[record.types], this.#ofCity(slot)]) {
        for (const sort of LISTING_SORTS) {
          const list = ordered[sort];
          list.splice(this.#lowerBound(list, record, ORDER[sort]), 0, slot);
        }
      }
    } else {
      // Building: #sortAll puts them in order.
      this.#all.newest.push(slot);
    }
    this.#localityWords.add(localityWords(record), slot);
    this.#amenityWords.add(amenityWords(record), slot);
    this.#count(slot, 1);
  }

  /** The ordered lists of the slot's city. */
  #ofCity(slot: number): Ordered {
    const code = codeIn(CITY, this.#facets[slot]!);
    this.#byCity[code] ??= emptyOrdered();
    return this.#byCity[code];
  }

  /** The named cities' lists in the sort's order (a few thousand slots where a type's list has tens of thousands). */
  #cityLists(cities: readonly string[], sort: ListingSort): number[][] {
    return [...new Set(cities.map((city) => codeOf(CITY, city)))]
      .filter((code) => code !== otherCode(CITY))
      .map((code) => this.#byCity[code]?.[sort] ?? []);
  }

  /** The first `count` slots of sorted `lists` taken together, in the sort's order. */
  #firstOfMerged(lists: readonly (readonly number[])[], sort: ListingSort, count: number): number[] {
    const compare = ORDER[sort];
    const records = this.#records;
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
  }

  /** One number for a type, property name and city. */
  #pairKey(word: number): number {
    return (codeIn(TYPE, word) << 16) | (codeIn(NAME, word) << 8) | codeIn(CITY, word);
  }

  #count(slot: number, delta: number): void {
    const key = this.#pairKey(this.#facets[slot]!);
    const count = (this.#counts.get(key) ?? 0) + delta;
    if (count > 0) this.#counts.set(key, count);
    else this.#counts.delete(key);
  }

  /** The listings (as slots) whose locality or amenity words begin with `word`, or whose locality has it misspelt. */
  #textMatches(word: string): Uint8Array | null {
    const slots = new Uint8Array(this.#records.length);
    let found = false;
    const mark = (list: readonly number[]) => {
      for (let i = 0; i < list.length; i++) slots[list[i]!] = 1;
      found ||= list.length > 0;
    };
    for (const list of this.#localityWords.prefixed(word)) mark(list);
    for (const list of this.#amenityWords.prefixed(word)) mark(list);
    const distance = localityTypoDistance(word.length);
    if (distance > 0) for (const list of this.#localityWords.near(word, distance)) mark(list);
    return found ? slots : null;
  }

  /** Null when the word can match nothing: it names no value and is found in no listing. */
  #wordTest(resolved: ResolvedToken, asText: boolean): WordTest | null {
    const { facets } = resolved;
    const masks = [
      maskOf(TYPE, facets.types),
      maskOf(NAME, facets.propertyName),
      maskOf(PROPERTY_TYPE, facets.propertyType),
      maskOf(CITY, facets.city),
    ].filter((m) => m !== null);
    const slots = asText ? this.#textMatches(resolved.token) : null;
    return masks.length > 0 || slots ? { masks, slots } : null;
  }

  /** Null when nothing can match. */
  #matcher(filters: ListingFilters, words: readonly ResolvedToken[]): Matcher | null {
    const matcher: Matcher = {
      masks: [
        maskOf(TYPE, filters.types ? [filters.types] : []),
        maskOf(NAME, filters.propertyName ? [filters.propertyName] : []),
        maskOf(PROPERTY_TYPE, filters.propertyType),
        maskOf(ROOMS, filters.rooms),
        maskOf(CITY, filters.city),
        maskOf(LAYOUT, filters.approvedLayout ? LAYOUT_AUTHORITIES : []),
        maskOf(TNRERA, filters.tnrera ? ["registered"] : []),
      ].filter((m) => m !== null),
      min: filters.min ?? Number.NEGATIVE_INFINITY,
      max: filters.max ?? Number.POSITIVE_INFINITY,
      minRoadWidth: filters.minRoadWidth ?? 0,
      words: [],
    };
    for (const word of words) {
      const test = this.#wordTest(word, word.kind <= 0);
      if (!test) return null;
      matcher.words.push(test);
    }
    return matcher;
  }

  #passes(slot: number, m: Matcher): boolean {
    const word = this.#facets[slot]!;
    for (let i = 0; i < m.masks.length; i++) if (!allows(m.masks[i]!, word)) return false;
    if (roadWidthIn(word) < m.minRoadWidth) return false;
    if (m.min !== Number.NEGATIVE_INFINITY || m.max !== Number.POSITIVE_INFINITY) {
      const budget = this.#budgets[slot]!;
      if (budget < m.min || budget > m.max) return false;
    }
    for (let i = 0; i < m.words.length; i++) {
      const test = m.words[i]!;
      if (test.slots !== null && test.slots[slot] === 1) continue;
      let named = false;
      for (let j = 0; j < test.masks.length && !named; j++) named = allows(test.masks[j]!, word);
      if (!named) return false;
    }
    return true;
  }

  /** One page (24) of the approved listings matching `filters`, in its sort order, with the exact total. */
  search(filters: ListingFilters): SearchResult {
    const offset = (filters.page - 1) * LISTINGS_PAGE_SIZE;
    const end = offset + LISTINGS_PAGE_SIZE;
    const list = (filters.types ? this.#byType[filters.types] : this.#all)[filters.sort];
    let candidates: readonly number[] | null = null;
    let words: ResolvedToken[] = [];
    if (filters.q) {
      const code = listingCodeOf(filters.q);
      if (code) {
        const slot = this.#slotByCode.get(code);
        candidates = slot === undefined ? [] : [slot];
      } else {
        words = resolveTokens(tokenize(filters.q.slice(0, MAX_QUERY_LENGTH)), { minPrefix: 3 });
      }
    }
    const matcher = this.#matcher(filters, words);
    let total = 0;
    let page: number[] = [];
    if (matcher && !candidates && filters.city.length > 0) {
      // Each named city's matches, then the page from their merge: the other cities are never read.
      const matches = this.#cityLists(filters.city, filters.sort).map((slots) =>
        slots.filter((slot) => this.#passes(slot, matcher)),
      );
      for (const slots of matches) total += slots.length;
      page = this.#firstOfMerged(matches, filters.sort, end).slice(offset);
    } else if (matcher) {
      const scanned = candidates ?? list;
      for (let i = 0; i < scanned.length; i++) {
        const slot = scanned[i]!;
        if (!this.#passes(slot, matcher)) continue;
        if (total >= offset && total < end) page.push(slot);
        total += 1;
      }
    }
    return {
      listings: page.map((slot) => toListingCard(this.#records[slot]!)),
      total,
      totalCapped: false,
      page: filters.page,
      pageCount: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
    };
  }

  /**
   * Listings per (property name, city) among those of `types` (any when empty) that every text word finds;
   * null when a word finds nothing.
   */
  #pairsFoundBy(types: readonly ListingType[], words: readonly ResolvedToken[]): Map<number, number> | null {
    const tests: Uint8Array[] = [];
    for (const word of words) {
      const slots = this.#textMatches(word.token);
      if (!slots) return null;
      tests.push(slots);
    }
    const typeMask = maskOf(TYPE, types);
    const pairs = new Map<number, number>();
    const count = (slot: number) => {
      const word = this.#facets[slot]!;
      if (typeMask && !allows(typeMask, word)) return;
      for (let i = 1; i < tests.length; i++) if (tests[i]![slot] !== 1) return;
      const key = (codeIn(NAME, word) << 8) | codeIn(CITY, word);
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    };
    const first = tests[0];
    if (first) {
      for (let slot = 0; slot < first.length; slot++) if (first[slot] === 1) count(slot);
    } else {
      for (const slot of this.#all.newest) count(slot);
    }
    return pairs;
  }

  #hasPair(types: readonly ListingType[], name: number, city: number): boolean {
    const typeCodes = types.length > 0 ? types.map((t) => codeOf(TYPE, t)) : [0, 1, 2];
    return typeCodes.some((type) => this.#counts.has((type << 16) | (name << 8) | city));
  }

  /**
   * Up to 8 distinct (property name, city) pairs with approved listings for the header's search box: pairs
   * whose name or city begins with the words first, then typos, then pairs found through other words (a
   * locality, an amenity), the pairs with most listings first.
   */
  suggest(query: string): Suggestion[] {
    const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH));
    if (tokens.length === 0) return [];
    const resolved = resolveTokens(tokens, { minPrefix: 1 });
    const suggestions = this.#suggestFor(resolved);
    // A word taken for a misspelt name or city may be a locality or an amenity word instead ("gandhipuram" is
    // two edits from "kanchipuram"): as search does, look for it as text too, after the typos.
    if (suggestions.length < SUGGESTION_LIMIT && resolved.some((r) => r.fuzzy)) {
      const asText = resolved.map(
        (r): ResolvedToken =>
          r.fuzzy
            ? {
                token: r.token,
                facets: { types: [], propertyName: [], propertyType: [], city: [] },
                fuzzy: false,
                kind: -1,
              }
            : r,
      );
      for (const more of this.#suggestFor(asText)) {
        if (suggestions.some((s) => s.propertyName === more.propertyName && s.city === more.city)) continue;
        suggestions.push(more);
        if (suggestions.length === SUGGESTION_LIMIT) break;
      }
    }
    return suggestions;
  }

  #suggestFor(resolved: readonly ResolvedToken[]): Suggestion[] {
    const candidates = suggestionCandidates(resolved);
    const types = [...new Set(resolved.flatMap((r) => r.facets.types))];
    const textWords = resolved.filter((r) => r.kind === -1);
    const found = textWords.length > 0 ? this.#pairsFoundBy(types, textWords) : null;
    if (textWords.length > 0 && !found) return [];
    if (candidates.length > 0) {
      const suggestions: Suggestion[] = [];
      for (const { propertyName, city } of candidates) {
        const name = codeOf(NAME, propertyName);
        const cityCode = codeOf(CITY, city);
        const exists = found ? found.has((name << 8) | cityCode) : this.#hasPair(types, name, cityCode);
        if (!exists) continue;
        suggestions.push({ propertyName, city });
        if (suggestions.length === SUGGESTION_LIMIT) break;
      }
      return suggestions;
    }
    // No word names a property or a city: the pairs of the listings the other words find, most listings first.
    const pairs = found ?? (types.length > 0 ? this.#pairsFoundBy(types, []) : null);
    if (!pairs) return [];
    return [...pairs]
      .map(([key, count]) => ({
        propertyName: PROPERTY_NAMES[key >>> 8]!,
        city: TAMIL_NADU_DISTRICTS[key & 0xff] as string | undefined,
        count,
      }))
      .filter((p): p is { propertyName: PropertyName; city: string; count: number } => p.city !== undefined)
      .sort(
        (a, b) =>
          b.count - a.count || compareText(a.city, b.city) || compareText(a.propertyName, b.propertyName),
      )
      .slice(0, SUGGESTION_LIMIT)
      .map(({ propertyName, city }) => ({ propertyName, city }));
  }

  /** The `limit` newest listings of a type. */
  newest(types: ListingType, limit = 10): ListingCard[] {
    return this.#byType[types].newest
      .slice(0, clampLimit(limit, 100))
      .map((slot) => toListingCard(this.#records[slot]!));
  }

  /**
   * Approved listings like this one (same property name and type), the same city first, newest next; never
   * the listing itself. Given an id, null when no approved listing has it.
   */
  similar(listingId: string, limit?: number): ListingCard[] | null;
  similar(listing: SimilarTo, limit?: number): ListingCard[];
  similar(of: string | SimilarTo, limit = 10): ListingCard[] | null {
    let listing: SimilarTo;
    if (typeof of === "string") {
      const record = this.get(of);
      if (!record) return null;
      listing = record;
    } else {
      listing = of;
    }
    const wanted = clampLimit(limit, 50);
    const name = codeOf(NAME, listing.propertyName);
    const city = codeOf(CITY, listing.city);
    const sameCity: number[] = [];
    const elsewhere: number[] = [];
    const self = this.#slotById.get(listing.id);
    for (const slot of this.#byType[listing.types].newest) {
      const word = this.#facets[slot]!;
      if (codeIn(NAME, word) !== name || slot === self) continue;
      const here =
        city === otherCode(CITY) ? this.#records[slot]!.city === listing.city : codeIn(CITY, word) === city;
      if (here) {
        sameCity.push(slot);
        if (sameCity.length === wanted) break;
      } else if (elsewhere.length < wanted) {
        elsewhere.push(slot);
      }
    }
    return [...sameCity, ...elsewhere].slice(0, wanted).map((slot) => toListingCard(this.#records[slot]!));
  }

  /**
   * Approved listings per property name (SPEC 'What We Have'), of one type or of all, in the names' alphabetical
   * order. Names without listings are left out.
   */
  countsByName(types?: ListingType): Partial<Record<PropertyName, number>> {
    const type = types ? codeOf(TYPE, types) : -1;
    const byName = new Map<PropertyName, number>();
    for (const [key, count] of this.#counts) {
      if (type >= 0 && key >>> 16 !== type) continue;
      const propertyName = PROPERTY_NAMES[(key >>> 8) & 0xff];
      if (propertyName) byName.set(propertyName, (byName.get(propertyName) ?? 0) + count);
    }
    const counts: Partial<Record<PropertyName, number>> = {};
    for (const name of NAMES_BY_ALPHABET) {
      const count = byName.get(name);
      if (count) counts[name] = count;
    }
    return counts;
  }

  /** Listings for the sitemap, newest first. */
  sitemap(limit = SITEMAP_LISTING_LIMIT): SitemapEntry[] {
    return this.#all.newest.slice(0, limit).map((slot) => {
      const record = this.#records[slot]!;
      return { id: record.id, updatedAt: new Date(record.updatedAt) };
    });
  }
}

/** The 38 districts offered as cities (SPEC §3), in the SPEC's order. */
export function listCities(): string[] {
  return [...TAMIL_NADU_DISTRICTS];
}
