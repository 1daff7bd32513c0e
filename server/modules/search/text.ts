// Free-text search ("land salem", "Coimba", "coimbatre"): each word is first matched against the small closed
// vocabulary of the domain (property names, types, property types, the 38 districts) whole, by prefix or, for
// typos, by edit distance, through MiniSearch's radix tree (SearchableMap); a word that names a facet filters by
// it, any other word (a locality, an amenity) is matched against the listings' words (projection.ts).
import SearchableMap from "minisearch/SearchableMap";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import {
  LISTING_TYPES,
  type ListingType,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  type PropertyName,
  type PropertyType,
} from "#shared/values.ts";
import { districtTerms, listingTypeTerms, propertyNameTerms, propertyTypeTerms } from "./aliases.ts";

export const FACETS = ["types", "propertyName", "propertyType", "city"] as const;
export type Facet = (typeof FACETS)[number];

export interface VocabularyTerm {
  facet: Facet;
  value: string;
  /** Lower-case word that names the value. */
  term: string;
}

const MAX_TOKENS = 6;
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "for",
  "in",
  "near",
  "of",
  "on",
  "the",
  "to",
  "with",
  "property",
  "properties",
]);

const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** Every word of a text, lower-case, in order, repeats and stop words kept (for indexing). */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter((w) => w !== "");
}

/** The words of a query: lower-case letters and digits (any script), stop words dropped, at most six. */
export function tokenize(query: string): string[] {
  const words = wordsOf(query).filter((w) => !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

function buildVocabulary(): VocabularyTerm[] {
  const terms: VocabularyTerm[] = [];
  for (const value of PROPERTY_NAMES)
    for (const term of propertyNameTerms(value)) terms.push({ facet: "propertyName", value, term });
  for (const value of LISTING_TYPES)
    for (const term of listingTypeTerms(value)) terms.push({ facet: "types", value, term });
  for (const value of PROPERTY_TYPES)
    for (const term of propertyTypeTerms(value)) terms.push({ facet: "propertyType", value, term });
  for (const value of TAMIL_NADU_DISTRICTS) {
    const words = tokenize(value).filter((w) => w.length >= 3);
    for (const term of districtTerms(value, words)) terms.push({ facet: "city", value, term });
  }
  return terms;
}

export const VOCABULARY: readonly VocabularyTerm[] = buildVocabulary();

/** The vocabulary by term ("house" names two property names). */
const VOCABULARY_INDEX = new SearchableMap<VocabularyTerm[]>();
for (const term of VOCABULARY) VOCABULARY_INDEX.update(term.term, (list = []) => [...list, term]);

/**
 * The edit distance within which a word of this length is taken for a misspelt term: none under five letters
 * ("well" is not "sell"), one up to seven, two from eight ("coimbatre").
 */
export function typoDistance(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/** How a word matched a vocabulary term: 2 the whole term, 1 its beginning, 0 only as a typo. */
export interface TermMatch {
  token: number;
  facet: Facet;
  value: string;
  kind: 0 | 1 | 2;
  /** Edit distance for a typo; 0 otherwise. */
  distance: number;
}

export type FacetValues = {
  types: ListingType[];
  propertyName: PropertyName[];
  propertyType: PropertyType[];
  city: string[];
};

export interface ResolvedToken {
  token: string;
  /** Facet values the word names; empty when it names none. */
  facets: FacetValues;
  /** The best match was only a typo: the word is also searched as text. */
  fuzzy: boolean;
  /** Best match kind (2 whole word, 1 prefix, 0 typo), -1 when none. */
  kind: -1 | 0 | 1 | 2;
}

const emptyFacets = (): FacetValues => ({ types: [], propertyName: [], propertyType: [], city: [] });

/**
 * For each word, the vocabulary terms it names: the whole term first, else terms it begins, else the typos of
 * the smallest edit distance (two districts spelt alike both stay). Pure selection over the matches.
 */
export function pickMatches(tokens: readonly string[], matches: readonly TermMatch[]): ResolvedToken[] {
  return tokens.map((token, index) => {
    const mine = matches.filter((m) => m.token === index);
    const best = mine.reduce<-1 | 0 | 1 | 2>((k, m) => (m.kind > k ? m.kind : k), -1);
    let chosen = mine.filter((m) => m.kind === best);
    if (best === 0) {
      const nearest = Math.min(...chosen.map((m) => m.distance));
      chosen = chosen.filter((m) => m.distance === nearest);
    }
    const facets = emptyFacets();
    for (const m of chosen) {
      const list = facets[m.facet] as string[];
      if (!list.includes(m.value)) list.push(m.value);
    }
    return { token, facets, fuzzy: best === 0, kind: best };
  });
}

/**
 * Tamil case endings a name takes in a query, and what the name ended in before: "in Chennai" is சென்னையில்,
 * "in Karur" கரூரில், "in Salem" சேலத்தில், "in Erode" ஈரோட்டில், "to Madurai" மதுரைக்கு.
 */
const TAMIL_CASE_ENDINGS: ReadonlyArray<readonly [ending: string, nameEnd: string]> = [
  ["த்துக்கு", "ம்"],
  ["த்தில்", "ம்"],
  ["த்தின்", "ம்"],
  ["ட்டுக்கு", "டு"],
  ["ட்டில்", "டு"],
  ["ட்டின்", "டு"],
  ["ுக்கு", "்"],
  ["யில்", ""],
  ["வில்", ""],
  ["யின்", ""],
  ["வின்", ""],
  ["க்கு", ""],
  ["ில்", "்"],
  ["ின்", "்"],
];
const TAMIL = /\p{Script=Tamil}/u;

/** The words a Tamil word can be with its case ending taken off (சேலத்தில் → சேலம்); none for other words. */
export function tamilStems(word: string): string[] {
  if (!TAMIL.test(word)) return [];
  const stems: string[] = [];
  for (const [ending, nameEnd] of TAMIL_CASE_ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending))
      stems.push(word.slice(0, -ending.length) + nameEnd);
  }
  return stems;
}

/** Every vocabulary match of each word. Words shorter than `minPrefix` are only matched whole or as typos. */
export function matchVocabulary(tokens: readonly string[], options: { minPrefix: number }): TermMatch[] {
  const matches: TermMatch[] = [];
  tokens.forEach((token, index) => {
    const add = (terms: readonly VocabularyTerm[], kind: 0 | 1 | 2, distance: number) => {
      for (const t of terms) matches.push({ token: index, facet: t.facet, value: t.value, kind, distance });
    };
    if (token.length >= options.minPrefix) {
      for (const [term, terms] of VOCABULARY_INDEX.atPrefix(token)) add(terms, term === token ? 2 : 1, 0);
    } else {
      const whole = VOCABULARY_INDEX.get(token);
      if (whole) add(whole, 2, 0);
    }
    for (const stem of tamilStems(token)) {
      const whole = VOCABULARY_INDEX.get(stem);
      if (whole) add(whole, 2, 0);
    }
    const maxDistance = typoDistance(token.length);
    if (maxDistance > 0) {
      for (const [, [terms, distance]] of VOCABULARY_INDEX.fuzzyGet(token, maxDistance)) {
        if (distance > 0) add(terms, 0, distance);
      }
    }
  });
  return matches;
}

/** What each word of a query names in the vocabulary. */
export function resolveTokens(tokens: readonly string[], options: { minPrefix: number }): ResolvedToken[] {
  return pickMatches(tokens, matchVocabulary(tokens, options));
}

/** `NL-000123`, `nl 123`, `NL123`: a listing code, which is searched exactly. */
export function listingCodeOf(query: string): string | null {
  const match = /^\s*nl[-\s]?(\d{1,12})\s*$/i.exec(query);
  if (!match) return null;
  const digits = match[1]!.replace(/^0+(?=\d)/, "");
  return `NL-${digits.padStart(6, "0")}`;
}
