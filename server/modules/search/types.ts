import type { ListingType } from "#shared/values.ts";

export type { SearchResult, Suggestion } from "#shared/listing-card.ts";

export interface SitemapEntry {
  id: string;
  updatedAt: Date;
}

/** What similar listings are found by. */
export interface SimilarTo {
  id: string;
  propertyName: string;
  types: ListingType;
  city: string;
}
