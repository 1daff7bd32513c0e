// A search of the projection: the filters and the words of free text become one matcher over the facet and budget
// columns (./facets.ts); a search walks one ordered list once (or the named cities' lists, merged), never sorts,
// and touches records only for the page it returns.
import { LISTINGS_PAGE_SIZE, type ListingFilters, MAX_QUERY_LENGTH } from "#shared/listing-filters/schema.ts";
import { LAYOUT_AUTHORITIES } from "#shared/title-approvals.ts";
import {
  allows,
  CITY,
  LAYOUT,
  type Mask,
  maskOf,
  NAME,
  PROPERTY_TYPE,
  ROOMS,
  roadWidthIn,
  TNRERA,
  TYPE,
} from "./facets.ts";
import { firstOfMerged } from "./orders.ts";
import { toListingCard } from "./records.ts";
import type { ListingSlots } from "./slots.ts";
import { listingCodeOf, type ResolvedToken, resolveTokens, tokenize } from "./text.ts";
import type { SearchResult } from "./types.ts";

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
  const list = (filters.types ? slots.byType[filters.types] : slots.all)[filters.sort];
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
      .cityLists(filters.city, filters.sort)
      .map((list) => list.filter((slot) => passes(facets, budgets, slot, matcher)));
    for (const list of matches) total += list.length;
    page = firstOfMerged(records, matches, filters.sort, end).slice(offset);
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
