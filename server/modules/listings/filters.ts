// The listing-results query (SPEC §2 "Listing results", §5 budget filter): one schema for the results page's
// GET form, its loader and GET /api/v1/listings. Pure (zod and constants only), so the browser imports it too.
import { z } from "zod";
import { TAMIL_NADU_DISTRICTS, type TamilNaduDistrict } from "../../db/districts.ts";
import {
  LISTING_TYPES,
  type ListingType,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  type PropertyName,
  type PropertyType,
  ROOM_OPTIONS,
  type RoomOption,
} from "../../db/schema/values.ts";

export const LISTINGS_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 100;

export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "price-per-cent-asc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The parameters that may repeat (`city=Salem&city=Erode`). */
export const MULTI_VALUE_FILTERS = ["propertyType", "rooms", "city"] as const;
const SINGLE_VALUE_FILTERS = ["types", "propertyName", "min", "max", "q", "sort", "page", "budget"] as const;

export const FILTER_MESSAGES = {
  types: "Choose Buy (Sell), Rent or Lease.",
  propertyName: "Choose House, Land, Apartment, Store or Farm House.",
  propertyType: "Choose Commercial, Residential, Agricultural or Industrial.",
  rooms: "Choose 1 BHK, 2 BHK, 3+ BHK or Single Room.",
  city: "Choose one of the 38 districts of Tamil Nadu.",
  price: "Enter the price in whole rupees.",
  q: `Search for at most ${MAX_QUERY_LENGTH} characters.`,
  sort: "Choose how to sort the listings.",
  page: `Page must be a number from 1 to ${MAX_PAGE}.`,
  // SPEC §5, word for word.
  budgetEmpty: "Please enter a value in at least one field.",
  budgetOrder: "Min price cannot be greater than Max price!",
} as const;

/** A value from a closed list, matched in any case and returned as the list spells it. */
function oneOfAnyCase<const T extends string>(values: readonly T[], message: string) {
  const byLowerCase = new Map<string, T>(values.map((v) => [v.toLowerCase(), v]));
  return z.string().transform((value, ctx): T => {
    const hit = byLowerCase.get(value.trim().toLowerCase());
    if (hit === undefined) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return hit;
  });
}

/** Whole rupees: digits, with the commas of Indian grouping allowed (5,00,000). */
const rupees = z
  .string()
  .transform((value) => value.replace(/[,\s]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{1,15}$/, FILTER_MESSAGES.price)
      .transform(Number),
  );

const many = <T extends z.ZodType>(item: T) => z.array(item).max(50).default([]);

/**
 * The query as parsed. Types arrive as Sell/Rent/Lease in any case and leave lower-case; every other value
 * leaves spelt as the domain spells it. `budget=apply` marks a press of the budget filter's Apply button, which
 * with both prices empty is the SPEC's 'Please enter a value in at least one field.'
 */
export const listingFiltersSchema = z
  .object({
    types: oneOfAnyCase(LISTING_TYPES, FILTER_MESSAGES.types).optional(),
    propertyName: oneOfAnyCase(PROPERTY_NAMES, FILTER_MESSAGES.propertyName).optional(),
    propertyType: many(oneOfAnyCase(PROPERTY_TYPES, FILTER_MESSAGES.propertyType)),
    rooms: many(oneOfAnyCase(ROOM_OPTIONS, FILTER_MESSAGES.rooms)),
    city: many(oneOfAnyCase(TAMIL_NADU_DISTRICTS, FILTER_MESSAGES.city)),
    min: rupees.optional(),
    max: rupees.optional(),
    q: z.string().trim().max(MAX_QUERY_LENGTH, FILTER_MESSAGES.q).optional(),
    sort: z.enum(LISTING_SORTS, { message: FILTER_MESSAGES.sort }).default("newest"),
    page: z
      .string()
      .regex(/^\d{1,7}$/, FILTER_MESSAGES.page)
      .transform(Number)
      .pipe(z.number().int().min(1, FILTER_MESSAGES.page).max(MAX_PAGE, FILTER_MESSAGES.page))
      .default(1),
    budget: z.literal("apply").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.budget === "apply" && value.min === undefined && value.max === undefined) {
      ctx.addIssue({ code: "custom", path: ["min"], message: FILTER_MESSAGES.budgetEmpty });
    }
    if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
      ctx.addIssue({ code: "custom", path: ["min"], message: FILTER_MESSAGES.budgetOrder });
    }
  })
  .transform(
    ({ budget: _budget, q, ...rest }): ListingFilters => ({
      ...rest,
      q: q === "" ? undefined : q,
      propertyType: unique(rest.propertyType),
      rooms: unique(rest.rooms),
      city: unique(rest.city),
    }),
  );

export interface ListingFilters {
  types?: ListingType;
  propertyName?: PropertyName;
  propertyType: PropertyType[];
  rooms: RoomOption[];
  city: TamilNaduDistrict[];
  min?: number;
  max?: number;
  q?: string;
  sort: ListingSort;
  page: number;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
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

export type ParsedFilters =
  | { success: true; filters: ListingFilters }
  | {
      success: false;
      fieldErrors: FieldErrors;
      /** The first message, for a one-line answer. */
      message: string;
      /** The query with the faulty parameters left out, so a page can still show results. */
      fallback: ListingFilters;
    };

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "q");
    const messages = fieldErrors[key] ?? [];
    if (!messages.includes(issue.message)) fieldErrors[key] = [...messages, issue.message];
  }
  return fieldErrors as FieldErrors;
}

const DEFAULT_FILTERS: ListingFilters = {
  propertyType: [],
  rooms: [],
  city: [],
  sort: "newest",
  page: 1,
};

/** Parses a listing-results query string. Never throws: bad values come back as field errors. */
export function parseListingFilters(params: URLSearchParams): ParsedFilters {
  const input = filterInputFromSearchParams(params);
  const result = listingFiltersSchema.safeParse(input);
  if (result.success) return { success: true, filters: result.data };
  const fieldErrors = fieldErrorsOf(result.error);
  const rest: FilterInput = { ...input };
  for (const key of Object.keys(fieldErrors) as (keyof FilterInput)[]) delete rest[key];
  // A budget error concerns both prices.
  if (fieldErrors.min || fieldErrors.max) {
    delete rest.min;
    delete rest.max;
    delete rest.budget;
  }
  const retry = listingFiltersSchema.safeParse(rest);
  return {
    success: false,
    fieldErrors,
    message: result.error.issues[0]?.message ?? FILTER_MESSAGES.types,
    fallback: retry.success ? retry.data : DEFAULT_FILTERS,
  };
}

/** How types are written in URLs (SPEC: /propertylisting?types=Sell&propertyName=Land). */
export const TYPE_PARAM: Readonly<Record<ListingType, string>> = {
  sell: "Sell",
  rent: "Rent",
  lease: "Lease",
};

/** The canonical query string of `filters` (defaults left out), for links: paging, sorting, clearing. */
export function filtersToSearchParams(filters: Partial<ListingFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types) params.set("types", TYPE_PARAM[filters.types]);
  if (filters.propertyName) params.set("propertyName", filters.propertyName);
  for (const key of MULTI_VALUE_FILTERS) for (const value of filters[key] ?? []) params.append(key, value);
  if (filters.min !== undefined) params.set("min", String(filters.min));
  if (filters.max !== undefined) params.set("max", String(filters.max));
  if (filters.q) params.set("q", filters.q);
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Sorting by price per cent only means something for land. */
export function sortsFor(propertyName: PropertyName | undefined): readonly ListingSort[] {
  return propertyName === "Land" ? LISTING_SORTS : LISTING_SORTS.filter((s) => s !== "price-per-cent-asc");
}
