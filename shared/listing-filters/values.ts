// The listing-results query's names, limits, messages and URL form (SPEC §2 "Listing results", §5): what pages
// need to show and link filters. No zod here, so pages that only link or label filters stay light; the schema
// that parses a query is in filters.ts.
import { m } from "#shared/paraglide/messages.js";
import type { TamilNaduDistrict } from "../districts.ts";
import { TYPE_PARAM } from "../paths.ts";
import { MAX_ROAD_WIDTH_FT } from "../title-approvals.ts";
import type { ListingType, PropertyName, PropertyType, RoomOption } from "../values.ts";

export const LISTINGS_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 100;

export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "price-per-cent-asc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The parameters that may repeat (`city=Salem&city=Erode`). */
export const MULTI_VALUE_FILTERS = ["propertyType", "rooms", "city"] as const;
export const SINGLE_VALUE_FILTERS = [
  "types",
  "propertyName",
  "min",
  "max",
  "q",
  "sort",
  "page",
  "budget",
  "approvedLayout",
  "tnrera",
  "minRoadWidth",
] as const;

/** The messages of a refused query, as functions called when the query is checked (in that moment's language). */
export const FILTER_MESSAGES = {
  types: m["form.filter.types"],
  propertyName: m["form.filter.propertyName"],
  propertyType: m["form.filter.propertyType"],
  rooms: m["form.filter.rooms"],
  city: m["form.filter.city"],
  price: m["form.filter.price"],
  q: () => m["form.filter.q"]({ max: MAX_QUERY_LENGTH }),
  sort: m["form.filter.sort"],
  page: () => m["form.filter.page"]({ max: MAX_PAGE }),
  // SPEC §5, word for word.
  budgetEmpty: m["form.filter.budgetEmpty"],
  budgetOrder: m["form.filter.budgetOrder"],
  flag: m["form.filter.flag"],
  minRoadWidth: () => m["form.filter.minRoadWidth"]({ max: MAX_ROAD_WIDTH_FT }),
} as const satisfies Record<string, () => string>;

export interface ListingFilters {
  types?: ListingType;
  propertyName?: PropertyName;
  propertyType: PropertyType[];
  rooms: RoomOption[];
  city: TamilNaduDistrict[];
  min?: number;
  max?: number;
  q?: string;
  /** DTCP or CMDA approved layouts only. */
  approvedLayout?: true;
  /** With a TNRERA registration only. */
  tnrera?: true;
  /** A road at least this wide in front, in whole feet. */
  minRoadWidth?: number;
  sort: ListingSort;
  page: number;
}

export type FilterInput = Partial<Record<(typeof SINGLE_VALUE_FILTERS)[number], string>> &
  Partial<Record<(typeof MULTI_VALUE_FILTERS)[number], string[]>>;

/**
 * The schema's input from a query string: repeated parameters become arrays, the first value wins for the
 * others, empty values (an untouched form field) are left out and unknown parameters are ignored.
 */
export function filterInputFromSearchParams(params: URLSearchParams): FilterInput {
  const input: FilterInput = {};
  for (const key of SINGLE_VALUE_FILTERS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") input[key] = value;
  }
  for (const key of MULTI_VALUE_FILTERS) {
    const values = params.getAll(key).filter((v) => v.trim() !== "");
    if (values.length > 0) input[key] = values;
  }
  return input;
}

export type FieldErrors = Partial<Record<keyof FilterInput, string[]>>;

/** The canonical query string of `filters` (defaults left out), for links: paging, sorting, clearing. */
export function filtersToSearchParams(filters: Partial<ListingFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types) params.set("types", TYPE_PARAM[filters.types]);
  if (filters.propertyName) params.set("propertyName", filters.propertyName);
  for (const key of MULTI_VALUE_FILTERS) for (const value of filters[key] ?? []) params.append(key, value);
  if (filters.min !== undefined) params.set("min", String(filters.min));
  if (filters.max !== undefined) params.set("max", String(filters.max));
  if (filters.q) params.set("q", filters.q);
  if (filters.approvedLayout) params.set("approvedLayout", "yes");
  if (filters.tnrera) params.set("tnrera", "yes");
  if (filters.minRoadWidth !== undefined) params.set("minRoadWidth", String(filters.minRoadWidth));
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Sorting by price per cent only means something for land. */
export function sortsFor(propertyName: PropertyName | undefined): readonly ListingSort[] {
  return propertyName === "Land" ? LISTING_SORTS : LISTING_SORTS.filter((s) => s !== "price-per-cent-asc");
}
