import { districtLabel, TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import type { Locale } from "#shared/locale.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { PROPERTY_NAMES } from "#shared/values.ts";
import type { ResolvedToken } from "./text.ts";
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
