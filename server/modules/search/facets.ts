// The facets a listing is filtered by, packed in one 32-bit word per listing (the projection's facet column):
// each facet's value is its position in the closed list (the last code meaning "none of them"), and the road's
// width is kept in whole feet. A filter is a mask of the codes it allows, and a search (searchSlots) tests each
// listing's word against the masks of its filters and words: its loop over every listing stays in this module,
// whose small functions V8 inlines into it (from another module it does not: searches took 25–30% longer).
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
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

/** One page (24) of the approved listings matching `filters`, in its sort order, with the exact total. */
export function searchSlots(slots: ListingSlots, filters: ListingFilters): SearchResult {
  const offset = (filters.page - 1) * LISTINGS_PAGE_SIZE;
  const end = offset + LISTINGS_PAGE_SIZE;
  // Until the spatial index answers it (issue 34), nearest first falls back to newest.
  const sort: OrderedSort = filters.sort === "distance" ? "newest" : filters.sort;
  const list = (filters.types ? slots.byType[filters.types] : slots.all)[sort];
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
  const matcher = matcherOf(slots, filters, words);
  const { facets, budgets, records } = slots;
  let total = 0;
  let page: number[] = [];
  if (matcher && !candidates && filters.city.length > 0) {
    // Each named city's matches, then the page from their merge: the other cities are never read.
    const matches = slots
      .cityLists(filters.city, sort)
      .map((list) => list.filter((slot) => passes(facets, budgets, slot, matcher)));
    for (const list of matches) total += list.length;
    page = firstOfMerged(records, matches, sort, end).slice(offset);
  } else if (matcher) {
    const scanned = candidates ?? list;
    for (let i = 0; i < scanned.length; i++) {
      const slot = scanned[i]!;
      if (!passes(facets, budgets, slot, matcher)) continue;
      if (total >= offset && total < end) page.push(slot);
      total += 1;
    }
  }
  return {
    listings: page.map((slot) => toListingCard(records[slot]!)),
    total,
    totalCapped: false,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
  };
}
