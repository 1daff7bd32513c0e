// What visitors read — search results, suggestions, newest listings, counts, banners, collections — through
// the public read cache. Each read's cache key is named here and nowhere else, from inputs already normalised
// by their schemas.
import type { Db } from "#server/db/client.ts";
import type { PublicReadCache } from "#server/db/read-cache.ts";
import { type JsonBody, toJsonBody } from "#server/http/json-body.ts";
import type { ListingFilters } from "#shared/listing-filters/schema.ts";
import { listBanners, listCollections } from "../content/queries.ts";
import { countApprovedByName, listBannerSlides } from "../home/queries.ts";
import { getListingDetail, type ListingRow, listSimilarListings } from "../listings/detail.ts";
import { listNewestListings } from "../listings/queries.ts";
import { countListingsByName, listCities, searchListings, suggestListings } from "../listings/search.ts";
import type { ListingTypeParam } from "../listings/types.ts";

export type PublicReads = ReturnType<typeof createPublicReads>;

export function createPublicReads(db: Db, cache: PublicReadCache) {
  return {
    /** Lets the next read see this process's own change at once. */
    expire: () => cache.expire(),
    /**
     * An API answer kept serialised and compressed. `key` must name everything the answer depends on besides
     * public data (the request's URL does, for the public read endpoints).
     */
    json: (key: string, build: () => Promise<unknown>): Promise<JsonBody> =>
      cache.read(`json ${key}`, async () => toJsonBody(await build())),
    search: (filters: ListingFilters) =>
      cache.read(`search ${JSON.stringify(filters)}`, () => searchListings(db, filters)),
    suggest: (query: string) => cache.read(`suggest ${query}`, () => suggestListings(db, query)),
    newest: (types: ListingTypeParam, limit: number) =>
      cache.read(`newest ${types} ${limit}`, () => listNewestListings(db, { types, limit })),
    /** Similar listings of a public listing; null when the listing is not public. */
    similar: (listingId: string, limit: number) =>
      cache.read(`similar ${listingId} ${limit}`, () => listSimilarListings(db, { listingId, limit })),
    /** Similar listings of a listing already read. */
    similarTo: (listing: Pick<ListingRow, "id" | "propertyName" | "types" | "city">) =>
      cache.read(`similar to ${listing.id}`, () => listSimilarListings(db, { listing, limit: 10 })),
    /** A listing as anyone without an account sees it: approved only, never the owner's contact details. */
    detailForVisitors: (id: string) =>
      cache.read(`detail ${id}`, () => getListingDetail(db, { id, viewer: null })),
    countsByName: (types?: ListingTypeParam) =>
      cache.read(`counts ${types ?? ""}`, () => countListingsByName(db, types)),
    cities: () => cache.read("cities", () => listCities(db)),
    banners: () => cache.read("banners", () => listBanners(db)),
    collections: () => cache.read("collections", () => listCollections(db)),
    /** Everything the home page shows, read in parallel. */
    homePage: (types: ListingTypeParam) =>
      cache.read(`home ${types}`, async () => {
        const [slides, newest, collections, counts] = await Promise.all([
          listBannerSlides(db),
          listNewestListings(db, { types, limit: 10 }),
          listCollections(db),
          countApprovedByName(db, types),
        ]);
        return { slides, newest, collections, counts };
      }),
  };
}
