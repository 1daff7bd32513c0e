// The header search box's suggestions: the (property name, city) pairs its words can name, those the approved
// listings have (counted per pair in the projection, ./slots.ts), and their labels in the page's language.
import { districtLabel, TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { MAX_QUERY_LENGTH } from "#shared/listing-filters/schema.ts";
import type { Locale } from "#shared/locale.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { type ListingType, PROPERTY_NAMES, type PropertyName } from "#shared/values.ts";
import { CITY, codeOf, maskOf, NAME, otherCode, TYPE } from "./facets.ts";
import { compareText } from "./orders.ts";
import type { ListingSlots } from "./slots.ts";
import { type ResolvedToken, resolveTokens, tokenize } from "./text.ts";
import type { Suggestion } from "./types.ts";

export const SUGGESTION_LIMIT = 8;

export interface Candidate extends Suggestion {
  /** 0 a named city by whole word or prefix, 1 a named property only, 2 and 3 the same through a typo. */
  rank: number;
}

/**
 * (property name, city) pairs the words can name, best first: prefix matches before typos and, among equals, a
 * named city before a named property ("coim" lists Coimbatore's listings before anything else); then the
 * districts' and the property names' own order. Pure.
 */
export function suggestionCandidates(resolved: readonly ResolvedToken[]): Candidate[] {
  const placeTokens = resolved.filter((r) => r.facets.propertyName.length > 0 || r.facets.city.length > 0);
  if (placeTokens.length === 0) return [];
  const candidates: Candidate[] = [];
  for (const city of TAMIL_NADU_DISTRICTS) {
    for (const propertyName of PROPERTY_NAMES) {
      let rank = 0;
      let cityMatched = false;
      let matchesAll = true;
      for (const token of placeTokens) {
        const byName = token.facets.propertyName.includes(propertyName);
        const byCity = token.facets.city.includes(city);
        if (!byName && !byCity) {
          matchesAll = false;
          break;
        }
        if (token.fuzzy) rank = Math.max(rank, 2);
        cityMatched ||= byCity;
      }
      if (matchesAll) candidates.push({ propertyName, city, rank: rank + (cityMatched ? 0 : 1) });
    }
  }
  // A stable sort: equals keep the districts' order.
  return candidates.sort((a, b) => a.rank - b.rank);
}

/**
 * Listings per (property name, city) among those of `types` (any when empty) that every text word finds;
 * null when a word finds nothing.
 */
function pairsFoundBy(
  slots: ListingSlots,
  types: readonly ListingType[],
  words: readonly ResolvedToken[],
): Map<number, number> | null {
  const tests: Uint8Array[] = [];
  for (const word of words) {
    const found = slots.textMatches(word.token);
    if (!found) return null;
    tests.push(found);
  }
  const typeMask = maskOf(TYPE, types);
  const pairs = new Map<number, number>();
  const facets = slots.facets;
  // Tested inline, as in search's loop: a call per listing into another module is not inlined (see facets.ts).
  const [typeShift, typeBits] = [TYPE.shift, otherCode(TYPE)];
  const [nameShift, nameBits, cityShift, cityBits] = [
    NAME.shift,
    otherCode(NAME),
    CITY.shift,
    otherCode(CITY),
  ];
  const count = (slot: number) => {
    const word = facets[slot]!;
    if (typeMask && typeMask.allowed[(word >>> typeShift) & typeBits] !== 1) return;
    for (let i = 1; i < tests.length; i++) if (tests[i]![slot] !== 1) return;
    const key = (((word >>> nameShift) & nameBits) << 8) | ((word >>> cityShift) & cityBits);
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  };
  const first = tests[0];
  if (first) {
    for (let slot = 0; slot < first.length; slot++) if (first[slot] === 1) count(slot);
  } else {
    for (const slot of slots.all.newest) count(slot);
  }
  return pairs;
}

function hasPair(slots: ListingSlots, types: readonly ListingType[], name: number, city: number): boolean {
  const typeCodes = types.length > 0 ? types.map((t) => codeOf(TYPE, t)) : [0, 1, 2];
  return typeCodes.some((type) => slots.counts.has((type << 16) | (name << 8) | city));
}

function suggestFor(slots: ListingSlots, resolved: readonly ResolvedToken[]): Suggestion[] {
  const candidates = suggestionCandidates(resolved);
  const types = [...new Set(resolved.flatMap((r) => r.facets.types))];
  const textWords = resolved.filter((r) => r.kind === -1);
  const found = textWords.length > 0 ? pairsFoundBy(slots, types, textWords) : null;
  if (textWords.length > 0 && !found) return [];
  if (candidates.length > 0) {
    const suggestions: Suggestion[] = [];
    for (const { propertyName, city } of candidates) {
      const name = codeOf(NAME, propertyName);
      const cityCode = codeOf(CITY, city);
      const exists = found ? found.has((name << 8) | cityCode) : hasPair(slots, types, name, cityCode);
      if (!exists) continue;
      suggestions.push({ propertyName, city });
      if (suggestions.length === SUGGESTION_LIMIT) break;
    }
    return suggestions;
  }
  // No word names a property or a city: the pairs of the listings the other words find, most listings first.
  const pairs = found ?? (types.length > 0 ? pairsFoundBy(slots, types, []) : null);
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

/**
 * Up to 8 distinct (property name, city) pairs with approved listings for the header's search box: pairs
 * whose name or city begins with the words first, then typos, then pairs found through other words (a
 * locality, an amenity), the pairs with most listings first.
 */
export function suggestFromSlots(slots: ListingSlots, query: string): Suggestion[] {
  const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH));
  if (tokens.length === 0) return [];
  const resolved = resolveTokens(tokens, { minPrefix: 1 });
  const suggestions = suggestFor(slots, resolved);
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
    for (const more of suggestFor(slots, asText)) {
      if (suggestions.some((s) => s.propertyName === more.propertyName && s.city === more.city)) continue;
      suggestions.push(more);
      if (suggestions.length === SUGGESTION_LIMIT) break;
    }
  }
  return suggestions;
}

/**
 * Suggestions in the page's language: in Tamil each carries its property name and district in Tamil beside the
 * English values its link needs; in English they stay as they are (the values are their own labels).
 */
export function labelSuggestions(suggestions: readonly Suggestion[], locale: Locale = "en"): Suggestion[] {
  if (locale === "en") return [...suggestions];
  return suggestions.map(({ propertyName, city }) => ({
    propertyName,
    city,
    propertyNameLabel: propertyNameLabel(propertyName, locale),
    cityLabel: districtLabel(city, locale),
  }));
}
