import { LISTING_TYPES, type ListingType } from "./values.ts";

/** How types are written in URLs (SPEC: /common/Sell, /propertylisting?types=Sell&propertyName=Land). */
export const TYPE_PARAM: Readonly<Record<ListingType, string>> = {
  sell: "Sell",
  rent: "Rent",
  lease: "Lease",
};

/** A listing type from a URL or a query, in any case (Sell, sell, SELL); null for anything else. */
export function parseListingType(value: string | null | undefined): ListingType | null {
  const lower = value?.trim().toLowerCase();
  return LISTING_TYPES.find((type) => type === lower) ?? null;
}
