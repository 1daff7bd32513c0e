// The listing-results query's names, limits and URL form (SPEC §2 "Listing results", §5): what pages
// need to show and link filters. No zod here, so pages that only link or label filters stay light; the schema
// that parses a query, and its messages, are in schema.ts.
import type { TamilNaduDistrict } from "../districts.ts";
import type { BBox, GeoPoint } from "../geo.ts";
import { TYPE_PARAM } from "../paths.ts";
import type { ListingType, PropertyName, PropertyType, RoomOption } from "../values.ts";

export const LISTINGS_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 100;

/** The orders the projection keeps its listings in. */
export const ORDERED_SORTS = ["newest", "price-asc", "price-desc", "price-per-cent-asc"] as const;
export type OrderedSort = (typeof ORDERED_SORTS)[number];
/** Every sort a query may ask for: the kept orders, and nearest first from the query's `near` point. */
export const LISTING_SORTS = [...ORDERED_SORTS, "distance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The results shown as a list (the default) or on a map. */
export const RESULT_VIEWS = ["list", "map"] as const;
export type ResultView = (typeof RESULT_VIEWS)[number];

/** Where distances are measured from: a point, or a listing's approximate point (`near=NL-000123`). */
export type NearPlace = GeoPoint | { listingCode: string };

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
  "bbox",
  "near",
  "radius",
  "view",
] as const;

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
  /**
   * Only listings whose approximate point lies in this box. Coordinates here have 4 decimals (about 11 m): the
   * schema rounds what it parses, and the map and Near me round what they hand the page (shared/geo.ts).
   */
  bbox?: BBox;
  /** Distances on the cards, and with `radius` or `sort: "distance"`, measured from here. */
  near?: NearPlace;
  /** Only listings within this many km of `near` (1 to MAX_RADIUS_KM, whole km). */
  radius?: number;
  /** Shown on a map; the list is the default (the projection ignores it). */
  view?: "map";
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

/**
 * The canonical query string of `filters` (defaults left out), for links: paging, sorting, clearing. Coordinates
 * are written as the filters hold them, already rounded, so the results page carries none of geo.ts.
 */
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
  if (filters.bbox) params.set("bbox", filters.bbox.join(","));
  if (filters.near) params.set("near", nearToParam(filters.near));
  if (filters.radius !== undefined) params.set("radius", String(filters.radius));
  if (filters.view) params.set("view", filters.view);
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** A place as the URL writes it: a listing's code, or `lat,lng` (the order map apps show a point in). */
export function nearToParam(near: NearPlace): string {
  return "listingCode" in near ? near.listingCode : `${near.lat},${near.lng}`;
}

/** Sorting by price per cent only means something for land; by distance, only from a place. */
export function sortsFor(propertyName: PropertyName | undefined, near?: NearPlace): readonly ListingSort[] {
  return LISTING_SORTS.filter(
    (sort) => (sort !== "price-per-cent-asc" || propertyName === "Land") && (sort !== "distance" || near),
  );
}
