export type { CoverImage, ListingCard, ListingTypeParam } from "#shared/listing-card.ts";
export { toSrcSet } from "#shared/listing-card.ts";
