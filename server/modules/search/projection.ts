// The approved listings in memory, and every public read over them: search with filters, sorts and pages,
// suggestions, newest, similar, counts and the sitemap.
//
// Each listing has a slot (./slots.ts): what filters read is kept in compact columns by slot (./facets.ts), and
// each sort keeps the slots in its order (./orders.ts), updated on every change; free-text words are looked up in
// radix trees of the listings' locality and amenity words (./words.ts). A search (./facets.ts) walks one ordered
// list once, never sorts and touches records only for the page it returns; suggestions read the counts of
// (type, property name, city) and the words (./suggestions.ts). Each listing's public point is in a spatial index
// (./spatial.ts): a search by box or distance starts from the listings found there (unless the box holds most of
// them), and the results map clusters them (./map.ts).

import type { MapAnswer } from "#shared/api/map.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import type { ListingFilters } from "#shared/listing-filters/schema.ts";
import { type ListingType, PROPERTY_NAMES, type PropertyName } from "#shared/values.ts";
import { CITY, codeIn, codeOf, matchesInBox, NAME, otherCode, searchSlots, TYPE } from "./facets.ts";
import type { GoingRate } from "./going-rates.ts";
import { mapOfMatches } from "./map.ts";
import { type ProjectionRecord, toListingCard } from "./records.ts";
import { ListingSlots } from "./slots.ts";
import { suggestFromSlots } from "./suggestions.ts";
import type { SearchResult, SimilarTo, SitemapEntry, Suggestion } from "./types.ts";

/** One sitemap file holds at most 50,000 URLs; the newest listings go first. */
export const SITEMAP_LISTING_LIMIT = 45_000;

const NAMES_BY_ALPHABET = [...PROPERTY_NAMES].sort();

function clampLimit(limit: number, max: number): number {
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}

export class Projection {
  #slots = new ListingSlots();

  /** A projection of `records`, built at once (one sort per order rather than one insertion per record). */
  static build(records: Iterable<ProjectionRecord>): Projection {
    const projection = new Projection();
    projection.#slots = ListingSlots.build(records);
    return projection;
  }

  get size(): number {
    return this.#slots.slotById.size;
  }

  has(id: string): boolean {
    return this.#slots.slotById.has(id);
  }

  get(id: string): ProjectionRecord | undefined {
    const slot = this.#slots.slotById.get(id);
    return slot === undefined ? undefined : this.#slots.records[slot];
  }

  /** Every record, newest first. */
  *records(): IterableIterator<ProjectionRecord> {
    const { records, all } = this.#slots;
    for (const slot of all.newest) yield records[slot]!;
  }

  /** Adds the record, or replaces the one with its id. */
  upsert(record: ProjectionRecord): void {
    this.#slots.upsert(record);
  }

  /** Removes the listing; nothing happens when it is not here. */
  remove(id: string): void {
    this.#slots.remove(id);
  }

  /** One page (24) of the approved listings matching `filters`, in its sort order, with the exact total. */
  search(filters: ListingFilters): SearchResult {
    return searchSlots(this.#slots, filters);
  }

  /**
   * The results map of the listings matching `filters` inside `filters.bbox` (none without it) at `zoom`:
   * clusters, and at most MAP_MARKER_LIMIT single listings.
   */
  map(filters: ListingFilters, zoom: number): MapAnswer {
    const matches = matchesInBox(this.#slots, filters);
    return mapOfMatches(this.#slots, matches, zoom, filters.sort === "distance" ? "newest" : filters.sort);
  }

  /**
   * Up to 8 distinct (property name, city) pairs with approved listings for the header's search box: pairs
   * whose name or city begins with the words first, then typos, then pairs found through other words (a
   * locality, an amenity), the pairs with most listings first.
   */
  suggest(query: string): Suggestion[] {
    return suggestFromSlots(this.#slots, query);
  }

  /**
   * The going rate of a property name in a district: the median price per cent of its approved sale listings and
   * how many they are (the median only from GOING_RATE_MINIMUM of them), current with every change.
   */
  goingRate(propertyName: string, city: string): GoingRate {
    return this.#slots.goingRates.of(propertyName, city);
  }

  /** The `limit` newest listings of a type. */
  newest(types: ListingType, limit = 10): ListingCard[] {
    const { records, byType } = this.#slots;
    return byType[types].newest.slice(0, clampLimit(limit, 100)).map((slot) => toListingCard(records[slot]!));
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
    const { records, facets, byType, slotById } = this.#slots;
    const wanted = clampLimit(limit, 50);
    const name = codeOf(NAME, listing.propertyName);
    const city = codeOf(CITY, listing.city);
    const sameCity: number[] = [];
    const elsewhere: number[] = [];
    const self = slotById.get(listing.id);
    for (const slot of byType[listing.types].newest) {
      const word = facets[slot]!;
      if (codeIn(NAME, word) !== name || slot === self) continue;
      const here =
        city === otherCode(CITY) ? records[slot]!.city === listing.city : codeIn(CITY, word) === city;
      if (here) {
        sameCity.push(slot);
        if (sameCity.length === wanted) break;
      } else if (elsewhere.length < wanted) {
        elsewhere.push(slot);
      }
    }
    return [...sameCity, ...elsewhere].slice(0, wanted).map((slot) => toListingCard(records[slot]!));
  }

  /**
   * Approved listings per property name (SPEC 'What We Have'), of one type or of all, in the names' alphabetical
   * order. Names without listings are left out.
   */
  countsByName(types?: ListingType): Partial<Record<PropertyName, number>> {
    const type = types ? codeOf(TYPE, types) : -1;
    const byName = new Map<PropertyName, number>();
    for (const [key, count] of this.#slots.counts) {
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
    const { records, all } = this.#slots;
    return all.newest.slice(0, limit).map((slot) => {
      const record = records[slot]!;
      return { id: record.id, updatedAt: new Date(record.updatedAt) };
    });
  }
}

/** The 38 districts offered as cities (SPEC §3), in the SPEC's order. */
export function listCities(): string[] {
  return [...TAMIL_NADU_DISTRICTS];
}
