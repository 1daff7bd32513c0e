// Free-text search ("land salem", "Coimba", "coimbatre"): each word is first matched against the small closed
// vocabulary of the domain (property names, types, property types, the 38 districts) by prefix or, for typos, by
// pg_trgm similarity; a word that names a facet becomes an indexed equality, any other word (a locality, an
// amenity) a full-text prefix match on listings.search or a trigram match on the locality.
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "#server/db/client.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import {
  LISTING_TYPES,
  type ListingType,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  type PropertyName,
  type PropertyType,
} from "#shared/values.ts";

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

const NAME_TERMS: Readonly<Record<PropertyName, readonly string[]>> = {
  House: ["house", "houses", "home", "villa", "independent"],
  Land: ["land", "lands", "plot", "plots", "site"],
  Apartment: ["apartment", "apartments", "flat", "flats"],
  Store: ["store", "stores", "shop", "shops", "showroom"],
  // "farm house" is two words: "house" names both houses and farm houses.
  "Farm House": ["farm", "farmhouse", "house"],
};
const TYPE_TERMS: Readonly<Record<ListingType, readonly string[]>> = {
  sell: ["sell", "sale", "buy", "selling"],
  rent: ["rent", "rental", "renting"],
  lease: ["lease", "leasing"],
};
/** Other spellings in common use. */
const CITY_ALIASES: Readonly<Partial<Record<(typeof TAMIL_NADU_DISTRICTS)[number], readonly string[]>>> = {
  Chennai: ["madras"],
  Kancheepuram: ["kanchipuram"],
  "Nagercoil (Kanniyakumari)": ["kanyakumari"],
  "The Nilgiris": ["ooty", "udhagamandalam"],
  Thirunelveli: ["tirunelveli"],
  Thoothukudi: ["tuticorin"],
  "Trichirappalli (Trichy)": ["tiruchirappalli", "tiruchi"],
  Tiruppur: ["tirupur"],
  Viluppuram: ["villupuram"],
};

function buildVocabulary(): VocabularyTerm[] {
  const terms: VocabularyTerm[] = [];
  for (const value of PROPERTY_NAMES)
    for (const term of NAME_TERMS[value]) terms.push({ facet: "propertyName", value, term });
  for (const value of LISTING_TYPES)
    for (const term of TYPE_TERMS[value]) terms.push({ facet: "types", value, term });
  for (const value of PROPERTY_TYPES) terms.push({ facet: "propertyType", value, term: value.toLowerCase() });
  for (const value of TAMIL_NADU_DISTRICTS) {
    const words = tokenize(value).filter((w) => w.length >= 3);
    for (const term of [...words, ...(CITY_ALIASES[value] ?? [])]) terms.push({ facet: "city", value, term });
  }
  return terms;
}

/** The words of a query: lower-case letters and digits (any script), stop words dropped, at most six. */
export function tokenize(query: string): string[] {
  const words = query
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== "" && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

export const VOCABULARY: readonly VocabularyTerm[] = buildVocabulary();
const VOCABULARY_JSON = JSON.stringify(VOCABULARY);

/** How a word matched a vocabulary term: 2 the whole term, 1 its beginning, 0 only by similarity (a typo). */
export interface TermMatch {
  token: number;
  facet: Facet;
  value: string;
  kind: 0 | 1 | 2;
  score: number;
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
  /** The best match was only similar (a typo): the word is also searched as text. */
  fuzzy: boolean;
  /** Best match kind (2 whole word, 1 prefix, 0 similar), -1 when none. */
  kind: -1 | 0 | 1 | 2;
}

const emptyFacets = (): FacetValues => ({ types: [], propertyName: [], propertyType: [], city: [] });

/** Similar enough to be a typo of a term (pg_trgm similarity). */
export const TYPO_SIMILARITY = 0.4;
/** Typo matches within this of the best one are kept (two districts spelt alike). */
const TYPO_MARGIN = 0.08;

/**
 * For each word, the vocabulary terms it matches: the whole term first, else terms it begins (prefixes of at
 * least `minPrefix` letters), else terms pg_trgm finds similar. Pure selection over the database's matches.
 */
export function pickMatches(tokens: readonly string[], matches: readonly TermMatch[]): ResolvedToken[] {
  return tokens.map((token, index) => {
    const mine = matches.filter((m) => m.token === index);
    const best = mine.reduce<-1 | 0 | 1 | 2>((k, m) => (m.kind > k ? m.kind : k), -1);
    let chosen = mine.filter((m) => m.kind === best);
    if (best === 0) {
      const top = Math.max(...chosen.map((m) => m.score));
      chosen = chosen.filter((m) => m.score >= top - TYPO_MARGIN);
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
 * Matches each word against the vocabulary in one small query (a few hundred trigram comparisons, no table
 * read). Words shorter than `minPrefix` are only matched whole.
 */
export async function resolveTokens(
  db: Db,
  tokens: readonly string[],
  options: { minPrefix: number },
): Promise<ResolvedToken[]> {
  if (tokens.length === 0) return [];
  const rows = await selectRows<{ token: number; facet: Facet; value: string; kind: number; score: number }>(
    db,
    sql`
    select (t.pos - 1)::int as token, v.facet, v.value,
      case when v.term = t.word then 2 when starts_with(v.term, t.word) then 1 else 0 end as kind,
      similarity(t.word, v.term)::float8 as score
    from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) with ordinality as t(word, pos)
    cross join jsonb_to_recordset(${VOCABULARY_JSON}::jsonb) as v(facet text, value text, term text)
    where v.term = t.word
      or (length(t.word) >= ${options.minPrefix} and starts_with(v.term, t.word))
      or (length(t.word) >= 4 and similarity(t.word, v.term) >= ${TYPO_SIMILARITY})`,
  );
  const matches: TermMatch[] = rows.map((r) => ({
    token: Number(r.token),
    facet: r.facet,
    value: r.value,
    kind: Number(r.kind) as 0 | 1 | 2,
    score: Number(r.score),
  }));
  return pickMatches(tokens, matches);
}

/** `NL-000123`, `nl 123`, `NL123`: a listing code, which is searched exactly. */
export function listingCodeOf(query: string): string | null {
  const match = /^\s*nl[-\s]?(\d{1,12})\s*$/i.exec(query);
  if (!match) return null;
  const digits = match[1]!.replace(/^0+(?=\d)/, "");
  return `NL-${digits.padStart(6, "0")}`;
}
