// The facets a listing is filtered by, packed in one 32-bit word per listing (the projection's facet column):
// each facet's value is its position in the closed list (the last code meaning "none of them"), and the road's
// width is kept in whole feet. A filter is a mask of the codes it allows, and a search (searchSlots) tests each
// listing's word against the masks of its filters and words: its loop over every listing stays in this module,
// whose small functions V8 inlines into it (from another module it does not: searches took 25–30% longer).

import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { EARTH_RADIUS_KM } from "#shared/geo.ts";
import {
  LISTINGS_PAGE_SIZE,
  type ListingFilters,
  MAX_QUERY_LENGTH,
  type OrderedSort,
} from "#shared/listing-filters/schema.ts";
import { LAYOUT_AUTHORITIES } from "#shared/title-approvals.ts";
import { LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "#shared/values.ts";
import { firstOfMerged } from "./orders.ts";
import { type ProjectionRecord, toListingCard } from "./records.ts";
import type { ListingSlots } from "./slots.ts";
import { boxAround, distanceKm, type Nearby } from "./spatial.ts";
import { listingCodeOf, type ResolvedToken, resolveTokens, tokenize } from "./text.ts";
import type { SearchResult } from "./types.ts";

/** A facet packed into a listing's code word: its values' positions, the last code meaning "none of them". */
export interface Facet {
  shift: number;
  bits: number;
  values: readonly string[];
}
export const TYPE: Facet = { shift: 0, bits: 2, values: LISTING_TYPES };
export const NAME: Facet = { shift: 2, bits: 3, values: PROPERTY_NAMES };
export const PROPERTY_TYPE: Facet = { shift: 5, bits: 3, values: PROPERTY_TYPES };
export const ROOMS: Facet = { shift: 8, bits: 3, values: ROOM_OPTIONS };
export const CITY: Facet = { shift: 11, bits: 8, values: TAMIL_NADU_DISTRICTS };
export const LAYOUT: Facet = { shift: 19, bits: 2, values: LAYOUT_AUTHORITIES };
export const TNRERA: Facet = { shift: 21, bits: 1, values: ["registered"] };
/** The road's width in whole feet (0: not given), for "at least N ft": MAX_ROAD_WIDTH_FT fits in 8 bits. */
const ROAD_WIDTH_SHIFT = 22;
const ROAD_WIDTH_BITS = 0xff;

/** The code of "none of the facet's values". */
export const otherCode = (facet: Facet) => (1 << facet.bits) - 1;

export function codeOf(facet: Facet, value: string | null): number {
  const index = value === null ? -1 : facet.values.indexOf(value);
  return index < 0 ? otherCode(facet) : index;
}

export const codeIn = (facet: Facet, word: number) => (word >>> facet.shift) & otherCode(facet);

/** The record's facets in one word. */
export function packFacets(record: ProjectionRecord): number {
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

export const roadWidthIn = (word: number) => (word >>> ROAD_WIDTH_SHIFT) & ROAD_WIDTH_BITS;

/** One number for a listing's type, property name and city: counts and suggestions are kept by it. */
export function pairKey(word: number): number {
  return (codeIn(TYPE, word) << 16) | (codeIn(NAME, word) << 8) | codeIn(CITY, word);
}

/** The codes of `chosen` a listing may have; null allows any. */
export interface Mask {
  facet: Facet;
  allowed: Uint8Array;
}

export function maskOf(facet: Facet, chosen: readonly (string | null)[]): Mask | null {
  if (chosen.length === 0) return null;
  const allowed = new Uint8Array(otherCode(facet) + 1);
  for (const value of chosen) {
    const code = codeOf(facet, value);
    if (code !== otherCode(facet)) allowed[code] = 1;
  }
  return { facet, allowed };
}

export const allows = (mask: Mask, word: number) => mask.allowed[codeIn(mask.facet, word)] === 1;

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

/** Null when the word can match nothing: it names no value and is found in no listing. */
function wordTest(slots: ListingSlots, resolved: ResolvedToken, asText: boolean): WordTest | null {
  const { facets } = resolved;
  const masks = [
    maskOf(TYPE, facets.types),
    maskOf(NAME, facets.propertyName),
    maskOf(PROPERTY_TYPE, facets.propertyType),
    maskOf(CITY, facets.city),
  ].filter((m) => m !== null);
  const found = asText ? slots.textMatches(resolved.token) : null;
  return masks.length > 0 || found ? { masks, slots: found } : null;
}

/** Null when nothing can match. */
function matcherOf(
  slots: ListingSlots,
  filters: ListingFilters,
  words: readonly ResolvedToken[],
): Matcher | null {
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
    const test = wordTest(slots, word, word.kind <= 0);
    if (!test) return null;
    matcher.words.push(test);
  }
  return matcher;
}

function passes(facets: Uint32Array, budgets: Float64Array, slot: number, m: Matcher): boolean {
  const word = facets[slot]!;
  for (let i = 0; i < m.masks.length; i++) if (!allows(m.masks[i]!, word)) return false;
  if (roadWidthIn(word) < m.minRoadWidth) return false;
  if (m.min !== Number.NEGATIVE_INFINITY || m.max !== Number.POSITIVE_INFINITY) {
    const budget = budgets[slot]!;
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

/**
 * Where a search looks, from `bbox`, `near` and `radius`: a box and a circle (either may be the whole globe);
 * listings without a point are never in it. The listing a search is near (by its code) is left out.
 */
interface Place {
  west: number;
  south: number;
  east: number;
  north: number;
  /** The point distances are measured from; NaN when the search is not near one. */
  lat: number;
  lng: number;
  /** Km from (lat, lng); Infinity: any distance. */
  radius: number;
  /** A slot left out; -1: none. */
  exclude: number;
}

/** A place nothing is in: near a listing code that is not public, or a listing without a point. */
const NOWHERE = "nowhere";

/** The search's place; null when it names none. */
function placeOf(slots: ListingSlots, filters: ListingFilters): Place | null | typeof NOWHERE {
  const { bbox, near } = filters;
  if (!bbox && !near) return null;
  const place: Place = {
    west: bbox ? bbox[0] : Number.NEGATIVE_INFINITY,
    south: bbox ? bbox[1] : Number.NEGATIVE_INFINITY,
    east: bbox ? bbox[2] : Number.POSITIVE_INFINITY,
    north: bbox ? bbox[3] : Number.POSITIVE_INFINITY,
    lat: Number.NaN,
    lng: Number.NaN,
    radius: Number.POSITIVE_INFINITY,
    exclude: -1,
  };
  if (near) {
    if ("listingCode" in near) {
      const slot = slots.slotByCode.get(near.listingCode);
      if (slot === undefined) return NOWHERE;
      place.lat = slots.spatial.latOf(slot);
      place.lng = slots.spatial.lngOf(slot);
      place.exclude = slot;
      if (Number.isNaN(place.lat)) return NOWHERE;
    } else {
      place.lat = near.lat;
      place.lng = near.lng;
    }
    if (filters.radius !== undefined) {
      place.radius = filters.radius;
      const [west, south, east, north] = boxAround(place.lat, place.lng, filters.radius);
      place.west = Math.max(place.west, west);
      place.south = Math.max(place.south, south);
      place.east = Math.min(place.east, east);
      place.north = Math.min(place.north, north);
    }
  }
  return place;
}

/** Whether the slot's point is in the place (NaN, no point, fails every comparison). */
function inPlace(lats: Float64Array, lngs: Float64Array, slot: number, place: Place): boolean {
  if (slot === place.exclude) return false;
  const lat = lats[slot]!;
  const lng = lngs[slot]!;
  if (!(lat >= place.south && lat <= place.north && lng >= place.west && lng <= place.east)) return false;
  return (
    place.radius === Number.POSITIVE_INFINITY || distanceKm(place.lat, place.lng, lat, lng) <= place.radius
  );
}

/** Whether the place is inside a box (then the spatial index finds its listings), not all the globe. */
const isBounded = (place: Place) =>
  Number.isFinite(place.west) || Number.isFinite(place.south) || Number.isFinite(place.east);

/** Matches sorted past this many are all collected and sorted, rather than kept in a small sorted list. */
const SELECT_AT_MOST = 10 * LISTINGS_PAGE_SIZE;

/** The first `count` of the box's hits (`slots.spatial.hits`) that pass `test`, in `compare`'s order, and how many pass. */
function firstOfHits(
  hits: Uint32Array,
  hitCount: number,
  test: (slot: number) => boolean,
  compare: (a: number, b: number) => number,
  count: number,
): { first: number[]; total: number } {
  let total = 0;
  const first: number[] = [];
  if (count > SELECT_AT_MOST) {
    for (let i = 0; i < hitCount; i++) if (test(hits[i]!)) first.push(hits[i]!);
    first.sort(compare);
    return { first: first.slice(0, count), total: first.length };
  }
  for (let i = 0; i < hitCount; i++) {
    const slot = hits[i]!;
    if (!test(slot)) continue;
    total += 1;
    if (first.length === count && compare(slot, first[count - 1]!) >= 0) continue;
    // Into its place in the sorted few.
    let low = 0;
    let high = first.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(first[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    first.splice(low, 0, slot);
    if (first.length > count) first.pop();
  }
  return { first, total };
}

/** Km per degree of latitude on shared/geo.ts's earth: |Δlat| times this never exceeds the distance. */
const KM_PER_DEGREE_LAT = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * The `count` listings nearest a point among those offered, equally far ones in `tieOrder`'s order: a small
 * sorted list (all of them sorted at the end past SELECT_AT_MOST). A listing farther north or south than the
 * farthest kept one is passed over without computing its distance.
 */
class Nearest {
  readonly #kept: Nearby[] = [];
  readonly #lat: number;
  readonly #lng: number;
  readonly #count: number;
  readonly #compare: (a: Nearby, b: Nearby) => number;
  readonly #bounded: boolean;

  constructor(lat: number, lng: number, count: number, tieOrder: (a: number, b: number) => number) {
    this.#lat = lat;
    this.#lng = lng;
    this.#count = count;
    this.#compare = (a, b) => a.km - b.km || tieOrder(a.slot, b.slot);
    this.#bounded = count <= SELECT_AT_MOST;
  }

  offer(slot: number, lat: number, lng: number): void {
    const kept = this.#kept;
    const full = this.#bounded && kept.length === this.#count;
    // A lower bound of the distance (with a hair of slack for rounding): too far already.
    if (full && Math.abs(lat - this.#lat) * KM_PER_DEGREE_LAT > kept[this.#count - 1]!.km * (1 + 1e-9))
      return;
    const item = { slot, km: distanceKm(this.#lat, this.#lng, lat, lng) };
    if (!this.#bounded) {
      kept.push(item);
      return;
    }
    if (full && this.#compare(item, kept[this.#count - 1]!) >= 0) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compare(kept[mid]!, item) < 0) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, item);
    if (kept.length > this.#count) kept.pop();
  }

  /** The nearest, nearest first. */
  sorted(): Nearby[] {
    if (!this.#bounded) this.#kept.sort(this.#compare);
    return this.#kept.slice(0, this.#count);
  }
}

/** Slots of a page, and the distance of each from the point searched near (NaN: not near one). */
interface Found {
  page: number[];
  total: number;
  km: Map<number, number> | null;
}

/** A page of the matches within a place: spatial first when the place holds few listings, else a walk. */
function searchPlace(
  slots: ListingSlots,
  filters: ListingFilters,
  matcher: Matcher,
  candidates: readonly number[] | null,
  place: Place,
  offset: number,
): Found {
  const end = offset + LISTINGS_PAGE_SIZE;
  const { facets, budgets, spatial } = slots;
  const { lats, lngs } = spatial;
  const test = (slot: number) => passes(facets, budgets, slot, matcher) && inPlace(lats, lngs, slot, place);
  const near = !Number.isNaN(place.lat);
  const byDistance = near && filters.sort === "distance";
  const sort: OrderedSort = filters.sort === "distance" ? "newest" : filters.sort;
  if (candidates) {
    // A listing named by its code: at most one.
    const matches = candidates.filter(test);
    const km = near
      ? new Map(matches.map((slot) => [slot, distanceKm(place.lat, place.lng, lats[slot]!, lngs[slot]!)]))
      : null;
    matches.sort(
      byDistance ? (a, b) => km!.get(a)! - km!.get(b)! || slots.compareIds(a, b) : slots.compareIn(sort),
    );
    return { page: matches.slice(offset, end), total: matches.length, km };
  }
  const lists =
    filters.city.length > 0
      ? slots.cityLists(filters.city, sort)
      : [(filters.types ? slots.byType[filters.types] : slots.all)[sort]];
  let listed = 0;
  for (const list of lists) listed += list.length;
  const hitCount = isBounded(place)
    ? spatial.collectBox(place.west, place.south, place.east, place.north, listed / 2)
    : Number.POSITIVE_INFINITY;
  // Few listings in the box: test them; else walk the (type's or cities') lists, testing the box on the way.
  const fromBox = hitCount <= listed / 2;
  if (byDistance) {
    const nearest = new Nearest(place.lat, place.lng, end, (a, b) => slots.compareIds(a, b));
    let total = 0;
    const consider = (slot: number) => {
      if (!test(slot)) return;
      total += 1;
      nearest.offer(slot, lats[slot]!, lngs[slot]!);
    };
    if (fromBox) {
      const { hits } = spatial;
      for (let i = 0; i < hitCount; i++) consider(hits[i]!);
    } else {
      for (const list of lists) for (let i = 0; i < list.length; i++) consider(list[i]!);
    }
    const found = nearest.sorted();
    const km = new Map(found.map(({ slot, km }) => [slot, km]));
    return { page: found.slice(offset).map(({ slot }) => slot), total, km };
  }
  let page: number[];
  let total = 0;
  if (fromBox) {
    // Few listings in the box: test them, and keep the page's worth in the sort's order.
    const selected = firstOfHits(spatial.hits, hitCount, test, slots.compareIn(sort), end);
    page = selected.first.slice(offset);
    total = selected.total;
  } else if (lists.length === 1) {
    page = [];
    const list = lists[0]!;
    for (let i = 0; i < list.length; i++) {
      const slot = list[i]!;
      if (!test(slot)) continue;
      if (total >= offset && total < end) page.push(slot);
      total += 1;
    }
  } else {
    const matches = lists.map((list) => list.filter(test));
    for (const list of matches) total += list.length;
    page = firstOfMerged(slots.records, matches, sort, end).slice(offset);
  }
  let km: Map<number, number> | null = null;
  if (near)
    km = new Map(page.map((slot) => [slot, distanceKm(place.lat, place.lng, lats[slot]!, lngs[slot]!)]));
  return { page, total, km };
}

/** What a search's query finds before filters: one listing named by its code, or words to match. */
function queryOf(slots: ListingSlots, filters: ListingFilters) {
  let candidates: readonly number[] | null = null;
  let words: ResolvedToken[] = [];
  if (filters.q) {
    const code = listingCodeOf(filters.q);
    if (code) {
      const slot = slots.slotByCode.get(code);
      candidates = slot === undefined ? [] : [slot];
    } else {
      words = resolveTokens(tokenize(filters.q.slice(0, MAX_QUERY_LENGTH)), { minPrefix: 3 });
    }
  }
  return { candidates, words };
}

/** Km to one decimal, as cards show it. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

/** One page (24) of the approved listings matching `filters`, in its sort order, with the exact total. */
export function searchSlots(slots: ListingSlots, filters: ListingFilters): SearchResult {
  const offset = (filters.page - 1) * LISTINGS_PAGE_SIZE;
  const end = offset + LISTINGS_PAGE_SIZE;
  const { candidates, words } = queryOf(slots, filters);
  const matcher = matcherOf(slots, filters, words);
  const place = placeOf(slots, filters);
  const { facets, budgets, records } = slots;
  let total = 0;
  let page: number[] = [];
  let km: Map<number, number> | null = null;
  if (!matcher || place === NOWHERE) {
    // Nothing matches.
  } else if (place) {
    ({ page, total, km } = searchPlace(slots, filters, matcher, candidates, place, offset));
  } else if (!candidates && filters.city.length > 0) {
    // Each named city's matches, then the page from their merge: the other cities are never read.
    const sort = filters.sort === "distance" ? "newest" : filters.sort;
    const matches = slots
      .cityLists(filters.city, sort)
      .map((list) => list.filter((slot) => passes(facets, budgets, slot, matcher)));
    for (const list of matches) total += list.length;
    page = firstOfMerged(records, matches, sort, end).slice(offset);
  } else {
    const sort = filters.sort === "distance" ? "newest" : filters.sort;
    const scanned = candidates ?? (filters.types ? slots.byType[filters.types] : slots.all)[sort];
    for (let i = 0; i < scanned.length; i++) {
      const slot = scanned[i]!;
      if (!passes(facets, budgets, slot, matcher)) continue;
      if (total >= offset && total < end) page.push(slot);
      total += 1;
    }
  }
  return {
    listings: page.map((slot) => {
      const card = toListingCard(records[slot]!);
      const distance = km?.get(slot);
      if (distance !== undefined) card.distanceKm = roundKm(distance);
      return card;
    }),
    total,
    totalCapped: false,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
  };
}

/** Every approved listing matching `filters` in their box (`bbox` is required), in no particular order. */
export function matchesInBox(slots: ListingSlots, filters: ListingFilters): number[] {
  const { candidates, words } = queryOf(slots, filters);
  const matcher = matcherOf(slots, filters, words);
  const place = placeOf(slots, filters);
  if (!matcher || place === NOWHERE || !place || !isBounded(place)) return [];
  const { facets, budgets, spatial } = slots;
  const { lats, lngs } = spatial;
  const matches: number[] = [];
  if (candidates) {
    for (const slot of candidates)
      if (passes(facets, budgets, slot, matcher) && inPlace(lats, lngs, slot, place)) matches.push(slot);
    return matches;
  }
  const hitCount = spatial.collectBox(place.west, place.south, place.east, place.north);
  const { hits } = spatial;
  for (let i = 0; i < hitCount; i++) {
    const slot = hits[i]!;
    if (passes(facets, budgets, slot, matcher) && inPlace(lats, lngs, slot, place)) matches.push(slot);
  }
  return matches;
}
