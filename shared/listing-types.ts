import { LISTING_TYPES, type ListingType } from "./values.ts";

/**
 * A listing type from a URL or a query, in any case (Sell, sell, SELL; shared/paths.ts writes them as TYPE_PARAM
 * spells them); null for anything else.
 */
export function parseListingType(value: string | null | undefined): ListingType | null {
  const lower = value?.trim().toLowerCase();
  return LISTING_TYPES.find((type) => type === lower) ?? null;
}
