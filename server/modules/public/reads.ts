// What visitors read — search results and their map, suggestions, newest listings, similar listings, counts, the sitemap,
// banners and collections — from the in-memory projection of approved listings (modules/search), through the
// public read cache. Each read's cache key is named here and nowhere else, from inputs already normalised by
// their schemas.
import type { Db } from "#server/db/firestore.ts";
import type { PublicReadCache } from "#server/db/read-cache.ts";
import type { NameCount } from "#shared/content.ts";
import { dayInIndia } from "#shared/dates.ts";
import type { ListingCard, ListingTypeParam } from "#shared/listing-card.ts";
import type { ListingFilters } from "#shared/listing-filters/schema.ts";
import type { Locale } from "#shared/locale.ts";
import { collectionsIn, listBannerSlides, listBanners, listCollections } from "../content/queries.ts";
import { getListingDetail } from "../listings/detail.ts";
import { readRatesInForce } from "../rates/queries.ts";
import { listCities } from "../search/projection.ts";
import { toListingCard } from "../search/records.ts";
import { labelSuggestions } from "../search/suggestions.ts";
import type { PublicData } from "../search/sync.ts";
import type { SimilarTo } from "../search/types.ts";
import { type JsonBody, toJsonBody } from "./precompressed.ts";

export type PublicReads = ReturnType<typeof createPublicReads>;

export function createPublicReads(
  db: Db,
  { publicData, cache }: { publicData: PublicData; cache: PublicReadCache },
) {
  /** The projection, current as of now (within the sync interval). */
  const current = async () => {
    await publicData.sync();
    return publicData.projection;
  };
  /** A read of the projection kept under `key` until public data change. */
  const fromProjection = <T>(key: string, read: (projection: PublicData["projection"]) => T) =>
    cache.read(key, async () => read(await current()));

  return {
    /** The version of public reads now (within the sync interval); it changes whenever public data changed. */
    version: () => cache.version(),
    /** Lets the next read see this process's own change at once. */
    expire: () => cache.expire(),
    /**
     * An API answer kept serialised and compressed. `key` must name everything the answer depends on besides
     * public data (the request's URL does, for the public read endpoints).
     */
    json: (key: string, build: () => Promise<unknown>): Promise<JsonBody> =>
      cache.read(`json ${key}`, async () => toJsonBody(await build())),
    search: (filters: ListingFilters) =>
      fromProjection(`search ${JSON.stringify(filters)}`, (p) => p.search(filters)),
    /** The results map of a search in its box (`filters.bbox`) at `zoom`: clusters and single listings. */
    map: (filters: ListingFilters, zoom: number) =>
      fromProjection(`map ${zoom} ${JSON.stringify({ ...filters, page: 1 })}`, (p) => p.map(filters, zoom)),
    /** Search-box suggestions, labelled in `locale` (the pairs themselves do not depend on it). */
    suggest: async (query: string, locale: Locale = "en") =>
      labelSuggestions(await fromProjection(`suggest ${query}`, (p) => p.suggest(query)), locale),
    newest: (types: ListingTypeParam, limit: number) =>
      fromProjection(`newest ${types} ${limit}`, (p) => p.newest(types, limit)),
    /** Similar listings of a public listing; null when the listing is not public. */
    similar: (listingId: string, limit: number) =>
      fromProjection(`similar ${listingId} ${limit}`, (p) => p.similar(listingId, limit)),
    /** Similar listings of a listing already read (it may be one that is not public, seen by its owner). */
    similarTo: (listing: SimilarTo) =>
      fromProjection(
        `similar to ${listing.id} ${listing.propertyName} ${listing.types} ${listing.city}`,
        (p) => p.similar(listing, 10),
      ),
    /** Cards of the listings among `ids` that are public now, in the order of `ids` (wishlists). */
    cardsOf: async (ids: readonly string[]): Promise<ListingCard[]> => {
      const projection = await current();
      return ids.flatMap((id) => {
        const record = projection.get(id);
        return record ? [toListingCard(record)] : [];
      });
    },
    /** A listing as anyone without an account sees it: approved only, never the owner's contact details. */
    detailForVisitors: (id: string) =>
      cache.read(`detail ${id}`, () => getListingDetail(db, { id, viewer: null, storage: null })),
    countsByName: (types?: ListingTypeParam) =>
      fromProjection(`counts ${types ?? ""}`, (p) => p.countsByName(types)),
    sitemap: () => fromProjection("sitemap", (p) => p.sitemap()),
    /**
     * The registration rates in force today in India (null before the first set), from the rates table (the
     * seed's sets while it is empty): the day is in the key, and the admin's writes record a public change.
     */
    rates: (today = dayInIndia()) => cache.read(`rates ${today}`, () => readRatesInForce(db, today)),
    /** The median price per cent of approved sale listings of a name in a district, with how many (issue 35). */
    goingRate: (propertyName: string, city: string) =>
      fromProjection(`going ${propertyName} ${city}`, (p) => p.goingRate(propertyName, city)),
    cities: async () => listCities(),
    banners: () => cache.read("banners", () => listBanners(db)),
    /** The collections with their Tamil text (the public API). */
    collections: () => cache.read("collections", () => listCollections(db)),
    /** The collections as a page in `locale` shows them. */
    collectionsIn: (locale: Locale) =>
      cache.read(`collections ${locale}`, async () => collectionsIn(await listCollections(db), locale)),
    /** Everything the home page shows, in `locale`. */
    homePage: (types: ListingTypeParam, locale: Locale = "en") =>
      cache.read(`home ${types} ${locale}`, async () => {
        const projection = await current();
        const [slides, collections] = await Promise.all([
          listBannerSlides(db, { types, locale }),
          listCollections(db).then((all) => collectionsIn(all, locale)),
        ]);
        const counts: NameCount[] = Object.entries(projection.countsByName(types)).map(([name, count]) => ({
          name,
          count,
        }));
        return { slides, newest: projection.newest(types, 10), collections, counts };
      }),
  };
}
