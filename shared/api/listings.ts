// The public listing reads and the listing writes of the JSON API (server/http/api/listings.ts): the queries the
// router parses, and what it answers.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { GUIDELINE_UNITS } from "../costs/guideline.ts";
import { onError } from "../forms/form-text.ts";
import { LOCATION_SHOWN } from "../geo.ts";
import {
  FILTER_MESSAGES,
  LISTINGS_PAGE_SIZE,
  type ListingFilters,
  MAX_QUERY_LENGTH,
  parseListingFilters,
} from "../listing-filters/schema.ts";
import { parseListingType } from "../listing-types.ts";
import { LOCALES } from "../locale.ts";
import { FACING_DIRECTIONS, LISTING_TYPES, PROPERTY_NAMES } from "../values.ts";
import {
  approvals,
  dateTime,
  described,
  geoPoint,
  image,
  listingCard,
  listingStatus,
  listingType,
  mediaKind,
} from "./common.ts";
import { MAP_ZOOMS } from "./map.ts";

export { freshnessAnswerSchema as freshnessBody } from "../forms/freshness.ts";
export { editListingSchema as listingEditBody, sellFormSchema as listingBody } from "../forms/listing.ts";
export { holdAnswerSchema as holdAnswerBody, reportListingSchema as reportBody } from "../forms/report.ts";
export { writtenListing } from "./common.ts";
export { reportAnswer } from "./reports.ts";

/** Sell, Rent or Lease in any case. */
const typesParam = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => parseListingType(value)),
  ),
  z.enum(LISTING_TYPES, { message: "types must be Sell, Rent or Lease" }),
);
const limit = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50))), 10);

export const newestQuery = z.object({ types: typesParam, limit });
export const similarQuery = z.object({ limit });
export const suggestionsQuery = z.object({
  q: z._default(
    z.string().check(z.maxLength(MAX_QUERY_LENGTH, `Search for at most ${MAX_QUERY_LENGTH} characters.`)),
    "",
  ),
  lang: z._default(z.enum(LOCALES, { message: "lang must be en or ta" }), "en"),
});
export const countsQuery = z.object({ types: z.optional(typesParam) });

export const searchAnswer = z.object({
  listings: z.array(listingCard),
  total: described(z.int(), "Exact"),
  totalCapped: described(z.boolean(), "Always false: totals are exact"),
  page: z.int(),
  pageCount: z.int(),
  pageSize: z.literal(LISTINGS_PAGE_SIZE),
  filters: described(z.record(z.string(), z.unknown()), "The filters as understood"),
});

const zoomMessage = () => m["form.filter.zoom"]({ min: MAP_ZOOMS.min, max: MAP_ZOOMS.max });
/** The map's own parameter besides the filters: its zoom level, a whole number. */
export const mapQuery = z.object({
  zoom: z.pipe(
    z.string(onError(zoomMessage)).check(z.regex(/^\s*\d{1,2}\s*$/, onError(zoomMessage))),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.minimum(MAP_ZOOMS.min, onError(zoomMessage)),
          z.maximum(MAP_ZOOMS.max, onError(zoomMessage)),
        ),
    ),
  ),
});

export type ParsedMapQuery =
  | { success: true; filters: ListingFilters; zoom: number }
  | { success: false; message: string; fieldErrors: Record<string, string[]> };

/**
 * The results map's query: the search's filters (shared/listing-filters/schema.ts), a `bbox` it requires and the
 * `zoom`. Never throws: bad values come back as field errors, in the current language.
 */
export function parseMapQuery(params: URLSearchParams): ParsedMapQuery {
  const parsed = parseListingFilters(params);
  const fieldErrors: Record<string, string[]> = parsed.success ? {} : { ...parsed.fieldErrors };
  if (parsed.success && !parsed.filters.bbox) fieldErrors.bbox = [FILTER_MESSAGES.bbox()];
  const zoom = mapQuery.safeParse({ zoom: params.get("zoom") ?? undefined });
  if (!zoom.success) fieldErrors.zoom = [zoom.error.issues[0]?.message ?? zoomMessage()];
  const message = Object.values(fieldErrors)[0]?.[0];
  if (message !== undefined || !parsed.success || !zoom.success)
    return { success: false, message: message ?? zoomMessage(), fieldErrors };
  return { success: true, filters: parsed.filters, zoom: zoom.data.zoom };
}

export const listingCardsAnswer = z.object({ listings: z.array(listingCard) });

export const galleryItem = z.extend(image, {
  kind: mediaKind,
  alt: described(
    z.nullable(z.string()),
    "The owner's description; null: the page names it (its property and place)",
  ),
});
const nullableText = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());
const nullableWhole = z.nullable(z.int());
const nullableYesNo = z.nullable(z.boolean());

export const listingDetail = z.object({
  id: z.string(),
  code: z.string(),
  status: listingStatus,
  rejectionReason: described(nullableText, "Owner and admins only"),
  types: listingType,
  propertyName: z.string(),
  propertyType: nullableText,
  userType: nullableText,
  leaseYears: nullableWhole,
  budget: nullableWhole,
  budgetMethod: nullableText,
  pricePerCentRupees: nullableWhole,
  pricePerAcreRupees: nullableWhole,
  areaSqFt: nullableNumber,
  areaUnit: nullableText,
  builtUpAreaSqFt: nullableNumber,
  builtUpAreaUnit: nullableText,
  lengthFt: nullableNumber,
  breadthFt: nullableNumber,
  facilities: z.object({
    electricity: nullableYesNo,
    waterFacility: nullableYesNo,
    boreWell: nullableYesNo,
    roadFacility: nullableYesNo,
    parking: nullableYesNo,
    lift: nullableYesNo,
  }),
  facingDirection: nullableText,
  amenities: nullableText,
  ageOfPropertyYears: nullableWhole,
  numberOfBathrooms: nullableWhole,
  numberOfRooms: nullableText,
  locality: nullableText,
  city: z.string(),
  state: z.string(),
  zipCode: nullableText,
  titleDocuments: z.object({
    pattaNumber: nullableText,
    surveyNumber: nullableText,
    dtcpCmdaApprovalNumber: nullableText,
    tnreraNumber: nullableText,
  }),
  road: z.object({
    widthFt: described(nullableNumber, "The road in front, in feet"),
    cornerPlot: nullableYesNo,
    side: described(nullableText, `The side the road is on: ${FACING_DIRECTIONS.join(", ")}`),
  }),
  guidelineValue: described(
    z.nullable(
      z.object({
        rupeesPerUnit: z.int().check(z.positive()),
        unit: z.enum(GUIDELINE_UNITS),
        source: described(
          z.string(),
          "Where the value is from, as the register names it (survey number or street)",
        ),
      }),
    ),
    "The guideline value per unit, as the owner states it; sale listings only",
  ),
  firstSale: described(nullableYesNo, "A first sale from the builder (charged by composite value)"),
  approvals,
  media: z.array(galleryItem),
  confirmedDaysAgo: described(
    z.nullable(z.int().check(z.minimum(0))),
    "Whole days since it was approved or its owner last confirmed it; null while it is off the site",
  ),
  createdAt: dateTime,
  updatedAt: dateTime,
  area: described(
    z.nullable(geoPoint),
    "The approximate point: about a km from the property, the same on every request; null when none was placed",
  ),
  contact: described(
    z.nullable(
      z.object({
        name: z.string(),
        phone: z.string(),
        address: z.string(),
        location: described(
          z.nullable(z.extend(geoPoint, { shown: z.enum(LOCATION_SHOWN) })),
          "The exact point, and what a member who reveals the contact sees of it (exact, or the area only)",
        ),
      }),
    ),
    "The owner's contact details: for the owner and admins only, null for everyone else",
  ),
});
export const publicListing = z.extend(listingDetail, { isOwner: z.boolean() });
export const listingAnswer = z.object({ listing: publicListing });

export const suggestion = z.object({
  propertyName: z.enum(PROPERTY_NAMES),
  city: z.string(),
  propertyNameLabel: z.optional(z.string()),
  cityLabel: z.optional(z.string()),
});
export const suggestionsAnswer = z.object({ suggestions: z.array(suggestion) });
export const countsAnswer = z.object({ counts: z.record(z.string(), z.int()) });
export const citiesAnswer = z.object({ cities: z.array(z.string()) });

export const mediaLeftAnswer = z.object({
  media: described(z.array(z.extend(galleryItem, { id: z.string() })), "The media left, with ids"),
});
export const freshnessAnswer = z.object({ status: listingStatus, message: z.string() });
