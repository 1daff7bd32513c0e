// The listing-results query (SPEC §2 "Listing results", §5 budget filter): one schema for the results page's
// GET form, its loader and GET /api/v1/listings. Pure, so the browser imports it too; written with zod/mini,
// a fraction of full zod's size in the results page's JavaScript.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";
import { type FormText, onError, textOf } from "../forms/form-text.ts";
import {
  type BBox,
  type GeoPoint,
  isBoxInTamilNadu,
  isInTamilNadu,
  MAX_RADIUS_KM,
  roundCoordinate,
} from "../geo.ts";
import { MAX_ROAD_WIDTH_FT } from "../title-approvals.ts";
import { LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "../values.ts";
import {
  type FieldErrors,
  type FilterInput,
  filterInputFromSearchParams,
  LISTING_SORTS,
  type ListingFilters,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  type NearPlace,
  RESULT_VIEWS,
} from "./values.ts";

export * from "./values.ts";

/**
 * The messages of a refused query, as functions called when the query is checked (in that moment's language).
 * Here beside the schema, not in ./values.ts: a results page loads them only with the form's checks.
 */
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
  bbox: m["form.filter.bbox"],
  near: m["form.filter.near"],
  radius: () => m["form.filter.radius"]({ max: MAX_RADIUS_KM }),
  needsNear: m["form.filter.needsNear"],
  view: m["form.filter.view"],
} as const satisfies Record<string, () => string>;

/** A value from a closed list, matched in any case and returned as the list spells it. */
function oneOfAnyCase<const T extends string>(values: readonly T[], message: FormText) {
  const byLowerCase = new Map<string, T>(values.map((v) => [v.toLowerCase(), v]));
  return z.pipe(
    z.string(),
    z.transform((value: string, ctx): T => {
      const hit = byLowerCase.get(value.trim().toLowerCase());
      if (hit === undefined) {
        ctx.issues.push({ code: "custom", message: textOf(message), input: value });
        return z.NEVER;
      }
      return hit;
    }),
  );
}

/** Whole rupees: digits, with the commas of Indian grouping allowed (5,00,000). */
const rupees = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/[,\s]/g, "")),
  ),
  z.pipe(z.string().check(z.regex(/^\d{1,15}$/, onError(FILTER_MESSAGES.price))), z.transform(Number)),
);

/** A checkbox filter: "yes" (any case) when ticked; the parameter is left out when it is not. */
const flag = z.pipe(
  z.string().check(z.regex(/^\s*yes\s*$/i, onError(FILTER_MESSAGES.flag))),
  z.transform((): true => true),
);

/** A whole number in a parameter: text matching `digits`, then from `min` to `max`; one message for any fault. */
function wholeNumber(digits: RegExp, min: number, max: number, message: FormText) {
  return z.pipe(
    z.string().check(z.regex(digits, onError(message))),
    z.pipe(
      z.transform(Number),
      z.number().check(z.int(), z.minimum(min, onError(message)), z.maximum(max, onError(message))),
    ),
  );
}

/** Numbers separated by commas, `count` of them, each a plain decimal (no exponents, no hex), rounded to 4 places. */
function coordinates(text: string, count: number): number[] | null {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length !== count || !parts.every((part) => /^-?\d{1,3}(\.\d{1,12})?$/.test(part))) return null;
  return parts.map((part) => roundCoordinate(Number(part)));
}

/** `west,south,east,north`, inside the state (with a margin) and the right way round. */
const bbox = z.pipe(
  z.string(),
  z.transform((value: string, ctx): BBox => {
    const [west = Number.NaN, south = Number.NaN, east = Number.NaN, north = Number.NaN] =
      coordinates(value, 4) ?? [];
    const box: BBox = [west, south, east, north];
    if (!isBoxInTamilNadu(box)) {
      ctx.issues.push({ code: "custom", message: FILTER_MESSAGES.bbox(), input: value });
      return z.NEVER;
    }
    return box;
  }),
);

const LISTING_CODE = /^NL-\d{6,9}$/i;

/** `lat,lng` inside the state, or a listing's code (its approximate point). */
const near = z.pipe(
  z.string(),
  z.transform((value: string, ctx): NearPlace => {
    const text = value.trim();
    if (LISTING_CODE.test(text)) return { listingCode: text.toUpperCase() };
    const [lat = Number.NaN, lng = Number.NaN] = coordinates(text, 2) ?? [];
    const point: GeoPoint = { lat, lng };
    if (!isInTamilNadu(point)) {
      ctx.issues.push({ code: "custom", message: FILTER_MESSAGES.near(), input: value });
      return z.NEVER;
    }
    return point;
  }),
);

const page = wholeNumber(/^\d{1,7}$/, 1, MAX_PAGE, FILTER_MESSAGES.page);
const roadWidth = wholeNumber(/^\s*\d{1,3}\s*$/, 1, MAX_ROAD_WIDTH_FT, FILTER_MESSAGES.minRoadWidth);
// Refused above the limit rather than clamped, as page and road width are: the page says so and shows the rest.
const radius = wholeNumber(/^\s*\d{1,4}\s*$/, 1, MAX_RADIUS_KM, FILTER_MESSAGES.radius);

const many = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item).check(z.maxLength(50)), []);

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The query as parsed. Types arrive as Sell/Rent/Lease in any case and leave lower-case; every other value
 * leaves spelt as the domain spells it. `budget=apply` marks a press of the budget filter's Apply button, which
 * with both prices empty is the SPEC's 'Please enter a value in at least one field.'
 */
export const listingFiltersSchema = z.pipe(
  z
    .object({
      types: z.optional(oneOfAnyCase(LISTING_TYPES, FILTER_MESSAGES.types)),
      propertyName: z.optional(oneOfAnyCase(PROPERTY_NAMES, FILTER_MESSAGES.propertyName)),
      propertyType: many(oneOfAnyCase(PROPERTY_TYPES, FILTER_MESSAGES.propertyType)),
      rooms: many(oneOfAnyCase(ROOM_OPTIONS, FILTER_MESSAGES.rooms)),
      city: many(oneOfAnyCase(TAMIL_NADU_DISTRICTS, FILTER_MESSAGES.city)),
      min: z.optional(rupees),
      max: z.optional(rupees),
      q: z.optional(z.string().check(z.trim(), z.maxLength(MAX_QUERY_LENGTH, onError(FILTER_MESSAGES.q)))),
      sort: z._default(z.enum(LISTING_SORTS, onError(FILTER_MESSAGES.sort)), "newest"),
      page: z._default(page, 1),
      budget: z.optional(z.literal("apply")),
      approvedLayout: z.optional(flag),
      tnrera: z.optional(flag),
      minRoadWidth: z.optional(roadWidth),
      bbox: z.optional(bbox),
      near: z.optional(near),
      radius: z.optional(radius),
      view: z.optional(z.enum(RESULT_VIEWS, onError(FILTER_MESSAGES.view))),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.budget === "apply" && value.min === undefined && value.max === undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["min"],
            message: FILTER_MESSAGES.budgetEmpty(),
            input: value,
          });
        }
        for (const key of ["sort", "radius"] as const) {
          const measured = key === "sort" ? value.sort === "distance" : value.radius !== undefined;
          if (measured && value.near === undefined) {
            ctx.addIssue({ code: "custom", path: [key], message: FILTER_MESSAGES.needsNear(), input: value });
          }
        }
        if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
          ctx.addIssue({
            code: "custom",
            path: ["min"],
            message: FILTER_MESSAGES.budgetOrder(),
            input: value,
          });
        }
      }),
    ),
  z.transform(
    ({ budget: _budget, q, view, ...rest }): ListingFilters => ({
      ...rest,
      q: q === "" ? undefined : q,
      ...(view === "map" ? { view } : {}),
      propertyType: unique(rest.propertyType),
      rooms: unique(rest.rooms),
      city: unique(rest.city),
    }),
  ),
);

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

function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
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
    message: result.error.issues[0]?.message ?? FILTER_MESSAGES.types(),
    fallback: retry.success ? retry.data : DEFAULT_FILTERS,
  };
}
