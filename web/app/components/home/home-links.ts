import type { ListingType } from "#shared/values.ts";

/** The `{types}` spelling of routes and query strings: Sell, Rent, Lease. */
export function typeParam(types: ListingType): string {
  return types.charAt(0).toUpperCase() + types.slice(1);
}

/** 'View More' of a featured collection, and the link of a 'What We Have' count (SPEC §2). */
export function listingResultsHref(types: ListingType, propertyName: string): string {
  return `/propertylisting?types=${typeParam(types)}&propertyName=${encodeURIComponent(propertyName)}`;
}

/** Next/previous wrap around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
