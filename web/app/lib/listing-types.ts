import type { ListingTypeParam } from "#server/modules/listings/types.ts";

export type { ListingTypeParam };

const TYPES: ReadonlyMap<string, ListingTypeParam> = new Map([
  ["sell", "sell"],
  ["rent", "rent"],
  ["lease", "lease"],
]);

/** The `{types}` of /common/{types}, any case (Sell, sell, SELL); null for anything else. */
export function parseListingType(value: string | undefined): ListingTypeParam | null {
  return (value && TYPES.get(value.toLowerCase())) || null;
}
