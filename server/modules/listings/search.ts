import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type Db, selectRows } from "#server/db/client.ts";
import { districts, listings } from "#server/db/schema/index.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import {
  LISTINGS_PAGE_SIZE,
  type ListingFilters,
  type ListingSort,
  MAX_QUERY_LENGTH,
} from "#shared/listing-filters/schema.ts";
import { PROPERTY_NAMES, type PropertyName } from "#shared/values.ts";
import { countableByFacets, countByFacets } from "./counts.ts";
import { listCardsWhere } from "./queries.ts";
import { listingCodeOf, type ResolvedToken, resolveTokens, tokenize } from "./text-query.ts";
import type { ListingCard } from "./types.ts";

export { countListingsByName } from "./counts.ts";

/**
 * Totals of price-range and free-text searches are counted up to here ("1,000+ properties"): counting stops
 * after this many rows, so a broad search costs the same as a narrow one. Facet-only totals are always exact.
 */
export const SEARCH_TOTAL_CAP = 1000;

export interface SearchResult {
  listings: ListingCard[];
  /** Exact, or SEARCH_TOTAL_CAP when `totalCapped`. */
  total: number;
  /** More listings match than `total` says. */
  totalCapped: boolean;
  page: number;
  pageCount: number;
}

const ORDER: Readonly<Record<ListingSort, SQL[]>> = {
  newest: [desc(listings.createdAt), desc(listings.id)],
  "price-asc": [asc(listings.budget), asc(listings.id)],
  "price-desc": [desc(listings.budget), desc(listings.id)],
  "price-per-cent-asc": [sql`${listings.pricePerCentRupees} asc nulls last`, asc(listings.id)],
};

/** A word searched as text: a full-text prefix over the public words, or a misspelt locality. */
function textCondition(token: string): SQL {
  const prefix = sql`${listings.search} @@ to_tsquery('simple', ${`${token}:*`})`;
  return token.length >= 4 ? sql`(${prefix} or ${listings.locality} %> ${token})` : prefix;
}

function tokenCondition(resolved: ResolvedToken): SQL | undefined {
  const { facets } = resolved;
  const parts: (SQL | undefined)[] = [
    facets.types.length > 0 ? inArray(listings.types, facets.types) : undefined,
    facets.propertyName.length > 0 ? inArray(listings.propertyName, facets.propertyName) : undefined,
    facets.propertyType.length > 0 ? inArray(listings.propertyType, facets.propertyType) : undefined,
    facets.city.length > 0 ? inArray(listings.city, facets.city) : undefined,
    resolved.kind <= 0 ? textCondition(resolved.token) : undefined,
  ];
  return or(...parts);
}

/** The conditions of free text `q`: every word must match (a facet it names, or the text). */
async function queryConditions(db: Db, q: string | undefined): Promise<SQL[]> {
  if (!q) return [];
  const code = listingCodeOf(q);
  if (code) return [eq(listings.code, code)];
  const tokens = tokenize(q.slice(0, MAX_QUERY_LENGTH));
  const resolved = await resolveTokens(db, tokens, { minPrefix: 3 });
  return resolved.map(tokenCondition).filter((c): c is SQL => c !== undefined);
}

async function whereOf(db: Db, filters: ListingFilters): Promise<SQL | undefined> {
  return and(
    eq(listings.status, "approved"),
    filters.types ? eq(listings.types, filters.types) : undefined,
    filters.propertyName ? eq(listings.propertyName, filters.propertyName) : undefined,
    filters.propertyType.length > 0 ? inArray(listings.propertyType, filters.propertyType) : undefined,
    filters.rooms.length > 0 ? inArray(listings.numberOfRooms, filters.rooms) : undefined,
    filters.city.length > 0 ? inArray(listings.city, filters.city) : undefined,
    filters.min !== undefined ? gte(listings.budget, filters.min) : undefined,
    filters.max !== undefined ? lte(listings.budget, filters.max) : undefined,
    ...(await queryConditions(db, filters.q)),
  );
}

/** ORDER BY over the `matched` rows of pageOfMatches (their column names). */
const MATCHED_ORDER: Readonly<Record<ListingSort, SQL>> = {
  newest: sql`created_at desc, id desc`,
  "price-asc": sql`budget asc, id asc`,
  "price-desc": sql`budget desc, id desc`,
  "price-per-cent-asc": sql`price_per_cent_rupees asc nulls last, id asc`,
};

/**
 * Reads at most SEARCH_TOTAL_CAP + 1 matching rows once (narrow columns, in whatever order the cheapest plan
 * gives): their number is the total, and when they are all the matches, the page's ids come from sorting them.
 */
async function pageOfMatches(
  db: Db,
  where: SQL | undefined,
  sort: ListingSort,
  offset: number,
): Promise<{ count: number; ids: string[] }> {
  const matched = db
    .select({
      id: listings.id,
      createdAt: listings.createdAt,
      budget: listings.budget,
      pricePerCent: listings.pricePerCentRupees,
    })
    .from(listings)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1);
  const [row] = await selectRows<{ count: number; ids: string[] | null }>(
    db,
    sql`with matched as materialized (${matched})
      select (select count(*)::integer from matched) as count,
        (select json_agg(p.id order by ${MATCHED_ORDER[sort]}) from (
          select * from matched order by ${MATCHED_ORDER[sort]} offset ${offset} limit ${LISTINGS_PAGE_SIZE}
        ) as p) as ids`,
  );
  return { count: Number(row?.count ?? 0), ids: row?.ids ?? [] };
}

/** The listing cards of `ids`, in `sort` order. */
function cardsOf(db: Db, ids: string[], sort: ListingSort): Promise<ListingCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return listCardsWhere(db, { where: inArray(listings.id, ids), orderBy: ORDER[sort], limit: ids.length });
}

function result(cards: ListingCard[], counted: number, capped: boolean, page: number): SearchResult {
  const total = capped ? SEARCH_TOTAL_CAP : counted;
  return {
    listings: cards,
    total,
    totalCapped: capped,
    page,
    pageCount: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
  };
}

/**
 * One page (24) of approved listings matching `filters`, in its sort order, with the total. Filtering, sorting,
 * counting and paging all happen in the database: facet-only totals come from the listing_counts table, others
 * from one pass over at most SEARCH_TOTAL_CAP + 1 matching rows.
 */
export async function searchListings(db: Db, filters: ListingFilters): Promise<SearchResult> {
  const where = await whereOf(db, filters);
  const offset = (filters.page - 1) * LISTINGS_PAGE_SIZE;
  const ordered = () =>
    listCardsWhere(db, { where, orderBy: ORDER[filters.sort], limit: LISTINGS_PAGE_SIZE, offset });
  if (countableByFacets(filters)) {
    const [total, cards] = await Promise.all([countByFacets(db, filters), ordered()]);
    return result(cards, total, false, filters.page);
  }
  const matches = await pageOfMatches(db, where, filters.sort, offset);
  if (matches.count <= SEARCH_TOTAL_CAP) {
    return result(await cardsOf(db, matches.ids, filters.sort), matches.count, false, filters.page);
  }
  // More than the cap: pages past it are not offered, so not read either.
  return result(offset < SEARCH_TOTAL_CAP ? await ordered() : [], matches.count, true, filters.page);
}

export interface Suggestion {
  propertyName: PropertyName;
  city: string;
}

const SUGGESTION_LIMIT = 8;
/** Candidate pairs checked for listings, best first; enough for eight hits in all but odd cases. */
const SUGGESTION_CANDIDATES = 64;

interface Candidate extends Suggestion {
  rank: number;
}

/** (property name, city) pairs the words can name, prefix matches before typos. Pure. */
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
      // Among equals, a named city first: "coim" lists Coimbatore's listings before anything else.
      if (matchesAll) candidates.push({ propertyName, city, rank: rank + (cityMatched ? 0 : 1) });
    }
  }
  return candidates.sort((a, b) => a.rank - b.rank).slice(0, SUGGESTION_CANDIDATES);
}

/**
 * Up to 8 distinct (property name, city) pairs with approved listings for the header's search box: pairs
 * whose name or city begins with the words first, then typos (pg_trgm similarity), then pairs found through
 * other words (a locality, an amenity).
 */
export async function suggestListings(db: Db, query: string): Promise<Suggestion[]> {
  const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH));
  if (tokens.length === 0) return [];
  const resolved = await resolveTokens(db, tokens, { minPrefix: 1 });
  const candidates = suggestionCandidates(resolved);
  const types = [...new Set(resolved.flatMap((r) => r.facets.types))];
  const textTokens = resolved.filter((r) => r.kind === -1);
  const extra = and(
    types.length > 0 ? inArray(listings.types, types) : undefined,
    ...textTokens.map((r) => textCondition(r.token)),
  );
  if (candidates.length > 0) {
    const pairs = sql`(select c.item ->> 'propertyName' as property_name, c.item ->> 'city' as city, c.ord
      from jsonb_array_elements(${JSON.stringify(candidates)}::jsonb) with ordinality as c(item, ord)) as p`;
    const rows = await selectRows<{ property_name: string; city: string }>(
      db,
      sql`
      select p.property_name, p.city from ${pairs}
      where exists (
        select 1 from ${listings}
        where ${listings.status} = 'approved' and ${listings.city} = p.city
          and ${listings.propertyName} = p.property_name ${extra ? sql`and ${extra}` : sql``})
      order by p.ord
      limit ${SUGGESTION_LIMIT}`,
    );
    return rows.map((r) => ({ propertyName: r.property_name as PropertyName, city: r.city }));
  }
  if (!extra) return [];
  // No word names a property or a city: the pairs of the listings the other words find, most listings first.
  const found = db
    .select({ propertyName: listings.propertyName, city: listings.city })
    .from(listings)
    .where(and(eq(listings.status, "approved"), extra))
    .limit(2000)
    .as("found");
  return db
    .select({ propertyName: found.propertyName, city: found.city })
    .from(found)
    .groupBy(found.propertyName, found.city)
    .orderBy(desc(sql`count(*)`), asc(found.city), asc(found.propertyName))
    .limit(SUGGESTION_LIMIT);
}

/** The 38 districts offered as cities (SPEC §3), in the SPEC's order. */
export async function listCities(db: Db): Promise<string[]> {
  const rows = await db.select({ name: districts.name }).from(districts).orderBy(asc(districts.id));
  return rows.map((r) => r.name);
}
