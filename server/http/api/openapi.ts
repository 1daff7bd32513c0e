// GET /api/v1/openapi.json: an OpenAPI 3.1 description of the JSON API. Paths come from the mounted routers
// themselves, so no route goes undocumented; the public listing reads carry full parameter and response schemas,
// and every call of the old app (SPEC §7) is mapped to its v1 equivalent. The payment gateway's webhooks, which
// the gateway calls rather than a client, are under `webhooks`.

import { Router as createRouter, type Router } from "express";
import { z } from "zod";
import { listingFacilityFields } from "#server/db/documents.ts";
import type { AppDeps } from "#server/deps.ts";
import {
  HANDLED_WEBHOOK_EVENTS,
  paymentEntity,
  refundEntity,
  WEBHOOK_EVENT_ID,
  WEBHOOK_RESULTS,
} from "#server/modules/payments/webhook.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { FRESHNESS_ANSWERS } from "#shared/forms/freshness.ts";
import { FACING_DIRECTIONS, LISTING_MESSAGES, MAX_LISTING_FILES } from "#shared/forms/listing.ts";
import { HOLD_ANSWER_MAX, REPORT_NOTE_MAX, REPORT_REASONS } from "#shared/forms/report.ts";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
} from "#shared/forms/saved-search.ts";
import {
  LISTING_SORTS,
  LISTINGS_PAGE_SIZE,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
} from "#shared/listing-filters/schema.ts";
import { LOCALES } from "#shared/locale.ts";
import { REVEAL_CODES } from "#shared/reveals.ts";
import { LAYOUT_AUTHORITIES, MAX_ROAD_WIDTH_FT } from "#shared/title-approvals.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "#shared/values.ts";
import { DEFAULT_RATE_LIMITS } from "../rate-limits.ts";

// ---------------------------------------------------------------------------------------------------------
// Response schemas (documentation only; the services' TypeScript types are the source of truth).

const image = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcSet: z.string().nullable().describe("`url 480w, url 960w, …`; null without renditions"),
  avifSrcSet: z.string().nullable().describe("The same renditions in AVIF; null without them"),
});
const approvals = z
  .object({
    layout: z.enum(LAYOUT_AUTHORITIES).nullable().describe("The authority its layout approval names"),
    tnrera: z.boolean().describe("Whether it names a TNRERA registration"),
  })
  .describe(
    "What the listing's references show, checked for their published format (not against the registers)",
  );
const listingCard = z
  .object({
    id: z.uuid(),
    code: z.string().describe("NL-000123"),
    propertyName: z.enum(PROPERTY_NAMES),
    types: z.enum(LISTING_TYPES),
    propertyType: z.string().nullable(),
    budget: z.number().int().nullable().describe("Whole rupees; per month when budgetMethod is Monthly"),
    budgetMethod: z.string().nullable(),
    areaSqFt: z.number().nullable(),
    areaUnit: z.string().nullable(),
    numberOfRooms: z.string().nullable(),
    city: z.string(),
    coverImage: image.extend({ kind: z.enum(["image", "video"]) }).nullable(),
    approvals: approvals,
    confirmedDaysAgo: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe("Whole days since it was approved or its owner last said it is still available"),
    createdAt: z.iso.datetime(),
  })
  .describe("A public listing card: never the owner's contact details");
const searchResult = z.object({
  listings: z.array(listingCard),
  total: z.number().int().describe("Exact"),
  totalCapped: z.boolean().describe("Always false: totals are exact"),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.literal(LISTINGS_PAGE_SIZE),
  filters: z.record(z.string(), z.unknown()).describe("The filters as understood"),
});
const media = image.extend({ kind: z.enum(["image", "video"]), alt: z.string() });
const listingDetail = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(LISTING_STATUSES),
  rejectionReason: z.string().nullable().describe("Owner and admins only"),
  types: z.enum(LISTING_TYPES),
  propertyName: z.enum(PROPERTY_NAMES),
  propertyType: z.enum(PROPERTY_TYPES),
  userType: z.string(),
  leaseYears: z.number().int().nullable(),
  budget: z.number().int(),
  budgetMethod: z.enum(BUDGET_METHODS).nullable(),
  pricePerCentRupees: z.number().int().nullable(),
  pricePerAcreRupees: z.number().int().nullable(),
  areaSqFt: z.number().nullable(),
  areaUnit: z.string().nullable(),
  builtUpAreaSqFt: z.number().nullable(),
  builtUpAreaUnit: z.string().nullable(),
  lengthFt: z.number().nullable(),
  breadthFt: z.number().nullable(),
  facilities: z.object(listingFacilityFields),
  facingDirection: z.string().nullable(),
  amenities: z.string().nullable(),
  ageOfPropertyYears: z.number().int().nullable(),
  numberOfBathrooms: z.number().int().nullable(),
  numberOfRooms: z.enum(ROOM_OPTIONS).nullable(),
  locality: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  titleDocuments: z.object({
    pattaNumber: z.string().nullable(),
    surveyNumber: z.string().nullable(),
    dtcpCmdaApprovalNumber: z.string().nullable(),
    tnreraNumber: z.string().nullable(),
  }),
  road: z.object({
    widthFt: z.number().nullable().describe("The road in front, in feet"),
    cornerPlot: z.boolean().nullable(),
    side: z.enum(FACING_DIRECTIONS).nullable().describe("The side the road is on"),
  }),
  approvals,
  media: z.array(media),
  contact: z
    .object({ name: z.string(), phone: z.string(), address: z.string() })
    .nullable()
    .describe("The owner's contact details: for the owner and admins only, null for everyone else"),
  isOwner: z.boolean(),
  confirmedDaysAgo: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      "Whole days since it was approved or its owner last confirmed it; null while it is off the site",
    ),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
const contentImage = image.extend({ alt: z.string() });
const bannerGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  alt: z.string(),
  images: z.array(
    contentImage.extend({
      id: z.uuid(),
      altTa: z.string().nullable().describe("The alt text on Tamil pages; null: alt"),
    }),
  ),
});
const collection = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  titleTa: z.string().nullable().describe("The title on Tamil pages; null: title"),
  descriptionTa: z.string().nullable().describe("The description on Tamil pages; null: description"),
  propertyName: z.enum(PROPERTY_NAMES).nullable(),
  image: contentImage.nullable(),
});
const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().describe("Safe to show the user"),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});

// The Sell and edit forms (shared/forms/listing.ts is the authority; this is their description). A form sends
// strings; numbers and booleans are accepted too. Blank optional fields are null.
const text = (description: string) => z.string().optional().describe(description);
const yesNo = (label: string) =>
  z
    .union([z.boolean(), z.enum(["yes", "no", ""])])
    .optional()
    .describe(label);
const ids = (description: string) =>
  z.array(z.string()).max(MAX_LISTING_FILES).optional().describe(description);
const listingFormFields = {
  propertyName: z.enum(PROPERTY_NAMES).describe("Any case; read-only when editing (a change is refused)"),
  types: z.enum(["Sell", "Rent", "Lease"]).describe("Any case; read-only when editing (a change is refused)"),
  propertyType: z.enum(PROPERTY_TYPES),
  userType: z.enum(USER_TYPES),
  leaseYears: text("No. of Years, 1–99; for a lease only (dropped otherwise)"),
  budget: z.string().describe("Whole rupees, digits with Indian grouping allowed: 12,50,000"),
  budgetMethod: z.enum(BUDGET_METHODS).optional(),
  area: text("Total area in areaUnit"),
  areaUnit: z.enum(AREA_UNITS).optional().describe("sqft when absent"),
  builtUpArea: text("Not for Land (dropped); at most the total area, compared in sq ft"),
  builtUpAreaUnit: z.enum(AREA_UNITS).optional().describe("areaUnit when absent; not for Land"),
  lengthFt: text("Feet; with breadthFt, the area when none is given"),
  breadthFt: text("Feet"),
  electricity: yesNo("Yes or no"),
  waterFacility: yesNo("Yes or no"),
  boreWell: yesNo("Yes or no"),
  roadFacility: yesNo("Yes or no"),
  parking: yesNo("Yes or no; not for Land"),
  lift: yesNo("Yes or no; not for Land"),
  facingDirection: z.enum(FACING_DIRECTIONS).optional(),
  amenities: text("At most 500 characters"),
  ageOfPropertyYears: text("0–200"),
  numberOfBathrooms: text("0–50; not for Land"),
  numberOfRooms: z.enum(ROOM_OPTIONS).optional().describe("Not for Land"),
  contactOwnerName: z.string().describe("Private: the owner, admins and members with a plan"),
  contactOwnerPhone: z.string().describe("Ten digits; private"),
  propertyAddress: z.string().describe("Private"),
  locality: text("Public neighbourhood or village"),
  city: z.enum(TAMIL_NADU_DISTRICTS),
  state: z.literal("Tamil Nadu"),
  zipCode: z.string().describe("PIN code: six digits starting with 6"),
  pattaNumber: text("Letters, digits, spaces and . / - ( )"),
  surveyNumber: text("Survey / sub-division number"),
  dtcpCmdaApprovalNumber: text(
    "DTCP or CMDA layout approval as the approval writes it ('LP/DTCP No.45/2021'); stored as 'DTCP No. 45/2021'",
  ),
  tnreraNumber: text("TNRERA registration as TNRERA publishes it: TN/29/Building/0062/2020"),
  roadWidthFt: text(`The road in front, feet, above 0 and at most ${MAX_ROAD_WIDTH_FT}`),
  cornerPlot: yesNo("Yes or no"),
  roadSide: z.enum(FACING_DIRECTIONS).optional().describe("The side the road is on"),
};
const sellForm = z.object({
  ...listingFormFields,
  uploadIds: ids("Upload ids (POST /uploads) in display order, the first the cover; at most 15"),
});
const editForm = z.object({
  ...listingFormFields,
  keepMediaIds: ids("Ids of the listing's media to keep, in their new order; the rest are removed"),
  uploadIds: ids("New upload ids to add; at most 15 media in all"),
  mediaOrder: ids(
    "Kept media ids and new upload ids together in display order, the first the cover; omitted: the kept media, then the new uploads",
  ),
});
const writtenListing = z.object({
  listing: z.object({ id: z.uuid(), code: z.string(), status: z.enum(LISTING_STATUSES) }),
  message: z.string(),
});

// A gateway's webhook as Razorpay posts it (server/modules/payments/webhook.ts reads event and payload).
const webhookEvent = z
  .object({
    entity: z.literal("event").optional(),
    account_id: z.string().optional(),
    event: z
      .enum(HANDLED_WEBHOOK_EVENTS)
      .describe(
        "The events acted on: subscribe the webhook to these. Any other event is stored and answered `ignored`.",
      ),
    contains: z.array(z.string()).optional().describe("The entities in payload"),
    payload: z.object({
      payment: z
        .object({
          entity: paymentEntity.extend({
            amount: paymentEntity.shape.amount.describe("Paise; a plan activates only on its order's amount"),
            order_id: paymentEntity.shape.order_id.describe("The gateway order; none of ours: `ignored`"),
            status: z.string().optional().describe("captured, failed, refunded…"),
          }),
        })
        .optional()
        .describe("payment.captured, order.paid, payment.failed, and refund.processed's payment"),
      refund: z
        .object({
          entity: refundEntity.extend({
            payment_id: refundEntity.shape.payment_id.describe(
              "payload.payment's id, or the event is `ignored`",
            ),
            amount: z.number().int().optional().describe("Paise"),
          }),
        })
        .optional()
        .describe("refund.processed: the payment is marked refunded and the plan it bought cancelled"),
    }),
    created_at: z.number().int().optional().describe("Unix seconds"),
  })
  .describe("A webhook delivery: Razorpay's event, its body signed as sent");

const SCHEMAS = {
  ListingForm: sellForm,
  ListingEditForm: editForm,
  WrittenListing: writtenListing,
  ListingCard: listingCard,
  SearchResult: searchResult,
  ListingDetail: listingDetail,
  Suggestion: z.object({
    propertyName: z.enum(PROPERTY_NAMES),
    city: z.string(),
    propertyNameLabel: z.string().optional(),
    cityLabel: z.string().optional(),
  }),
  BannerGroup: bannerGroup,
  Collection: collection,
  Error: apiError,
  RazorpayWebhookEvent: webhookEvent,
};

type JsonObject = Record<string, unknown>;

/** The gateway's events carry many more fields than we read: described as accepted, extra fields allowed. */
const OPEN_SCHEMAS: ReadonlySet<z.ZodType> = new Set([webhookEvent]);

function jsonSchema(schema: z.ZodType): JsonObject {
  const io = OPEN_SCHEMAS.has(schema) ? "input" : "output";
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
  }) as JsonObject;
  return rest;
}

const ref = (name: keyof typeof SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonObject, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});
const object = (properties: Record<string, JsonObject>) => ({
  type: "object",
  properties,
  required: Object.keys(properties),
});
const errorResponse = (description: string) => json(ref("Error"), description);
/** What POST /uploads and a completed direct upload answer. */
const storedUpload = (description: string) =>
  json(
    object({
      upload: object({
        id: { type: "string", format: "uuid" },
        media: { type: "object", description: "The listing media as it will be stored" },
      }),
    }),
    description,
  );

// ---------------------------------------------------------------------------------------------------------
// Operations documented in full.

interface Parameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema: JsonObject;
  style?: "form";
  explode?: boolean;
}

const multi = (name: string, values: readonly string[], description: string): Parameter => ({
  name,
  in: "query",
  description: `${description} Repeat the parameter for several (\`${name}=a&${name}=b\`); any case.`,
  schema: { type: "array", items: { type: "string", enum: values } },
  style: "form",
  explode: true,
});
const idParam: Parameter = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
};
const typesParam: Parameter = {
  name: "types",
  in: "query",
  description: "Sell (shown as Buy), Rent or Lease, any case.",
  schema: { type: "string", enum: ["Sell", "Rent", "Lease"] },
};

interface Operation {
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: JsonObject;
  responses: Record<string, unknown>;
  "x-legacy"?: string[];
}

const LISTING_FILTER_PARAMETERS: Parameter[] = [
  { ...typesParam, description: "Sell (shown as Buy), Rent or Lease, any case; all types when absent." },
  {
    name: "propertyName",
    in: "query",
    description: "Any case.",
    schema: { type: "string", enum: [...PROPERTY_NAMES] },
  },
  multi("propertyType", PROPERTY_TYPES, "Property types."),
  multi("rooms", ROOM_OPTIONS, "Rooms."),
  multi("city", TAMIL_NADU_DISTRICTS, "Cities (the 38 districts)."),
  {
    name: "min",
    in: "query",
    description: "Lowest budget, whole rupees.",
    schema: { type: "integer", minimum: 0 },
  },
  {
    name: "max",
    in: "query",
    description:
      "Highest budget, whole rupees; not below min ('Min price cannot be greater than Max price!').",
    schema: { type: "integer", minimum: 0 },
  },
  {
    name: "q",
    in: "query",
    description:
      "Free text: property names, types, districts (prefixes and typos too: 'Coimba', 'coimbatre'), localities, amenities, or a listing code.",
    schema: { type: "string", maxLength: MAX_QUERY_LENGTH },
  },
  {
    name: "approvedLayout",
    in: "query",
    description: "yes: only listings whose layout approval names DTCP or CMDA.",
    schema: { type: "string", enum: ["yes"] },
  },
  {
    name: "tnrera",
    in: "query",
    description: "yes: only listings with a TNRERA registration.",
    schema: { type: "string", enum: ["yes"] },
  },
  {
    name: "minRoadWidth",
    in: "query",
    description: "Only listings with a road at least this wide in front, whole feet.",
    schema: { type: "integer", minimum: 1, maximum: MAX_ROAD_WIDTH_FT },
  },
  {
    name: "sort",
    in: "query",
    description: "price-per-cent-asc is meant for land.",
    schema: { type: "string", enum: [...LISTING_SORTS], default: "newest" },
  },
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 } },
];

const publicTag = ["Listings"];
const savedSearchIdParam: Parameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
const savedSearchJson = object({
  id: { type: "string" },
  name: { type: "string" },
  query: { type: "string", description: "The results page's query string: /propertylisting?{query}" },
  alerts: { type: "boolean", description: "Whether the daily e-mail is on" },
  createdAt: { type: "string", format: "date-time" },
});
const localeSchema = { type: "string", enum: [...LOCALES] };
/** The API answers in English: its description quotes the English messages. */
const english = (message: (inputs: Record<string, never>, options: { locale: "en" }) => string) =>
  message({}, { locale: "en" });
const DOCUMENTED: Record<string, Record<string, Operation>> = {
  "/session": {
    post: {
      tags: ["Session"],
      summary: "Sign in: trade a Firebase ID token for the `__session` cookie",
      description:
        "Creates the member's document on a first sign-in. `locale` is the language of the page signed in on: the member's e-mails are written in it from then on; left out, the language stored stays (none: English).",
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                idToken: { type: "string", minLength: 1, maxLength: 4096 },
                locale: localeSchema,
              },
              required: ["idToken"],
            },
          },
        },
      },
      responses: {
        200: json(object({ user: { type: "object" } }), "Signed in; the cookie is set"),
        400: errorResponse("No ID token, or a locale other than en or ta"),
        401: errorResponse("The ID token is invalid or expired"),
        403: errorResponse("E-mail not verified, or the account is disabled"),
        429: errorResponse("Too many sign-ins from this address"),
      },
    },
  },
  "/me/locale": {
    put: {
      tags: ["Session"],
      summary: "Remember the member's language (the language switch)",
      description: `Signed-in members. The language the server writes the member's e-mails in; the language switch sends it as it changes the page's language. Only the server writes it. At most ${DEFAULT_RATE_LIMITS.localeChangesPer10Minutes} per member in 10 minutes.`,
      requestBody: {
        required: true,
        content: { "application/json": { schema: object({ locale: localeSchema }) } },
      },
      responses: {
        204: { description: "Remembered" },
        400: errorResponse("A locale other than en or ta"),
        401: errorResponse("Not signed in"),
        403: errorResponse("A cross-site request"),
        429: errorResponse("Too many"),
      },
    },
  },
  "/listings": {
    get: {
      tags: publicTag,
      summary: "Search approved listings",
      description: `Filters, sorts and pages in the database, ${LISTINGS_PAGE_SIZE} per page. Bad values answer 400 with fieldErrors.`,
      parameters: LISTING_FILTER_PARAMETERS,
      responses: { 200: json(ref("SearchResult")), 400: errorResponse("A filter is not valid") },
      "x-legacy": ["GET /getAllSells", "GET /api/properties", "GET /propertyListSearch"],
    },
    post: {
      tags: ["Listing writes"],
      summary: "Submit a listing (the Sell form)",
      description: `Signed-in members. One transaction: the listing with the next code, pending approval; the owner's contact details in a private document; the uploads moved into it. A bad form answers 400 with SPEC §5's messages in fieldErrors and writes nothing; more than ${MAX_LISTING_FILES} files: '${english(LISTING_MESSAGES.tooManyFiles)}'; an upload that is not the member's: '${english(LISTING_MESSAGES.uploadFailed)}'.`,
      requestBody: { required: true, content: { "application/json": { schema: ref("ListingForm") } } },
      responses: {
        201: json(ref("WrittenListing"), `Pending: '${english(LISTING_MESSAGES.submitted)}'`),
        400: errorResponse("The form has mistakes (fieldErrors), or an upload is unknown"),
        401: errorResponse("Not signed in"),
        500: errorResponse(`'${english(LISTING_MESSAGES.submitFailed)}'`),
      },
    },
  },
  "/listings/newest": {
    get: {
      tags: publicTag,
      summary: "The newest approved listings of a type",
      parameters: [
        { ...typesParam, required: true },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 10 } },
      ],
      responses: { 200: json(object({ listings: { type: "array", items: ref("ListingCard") } })) },
    },
  },
  "/listings/{id}": {
    get: {
      tags: publicTag,
      summary: "One listing",
      description:
        "Approved listings for everyone; pending and rejected ones for their owner and admins only (404 for others). The owner's contact details only for the owner and admins.",
      parameters: [idParam],
      responses: {
        200: json(object({ listing: ref("ListingDetail") })),
        404: errorResponse("No such listing, or not visible to this viewer"),
      },
      "x-legacy": ["GET /sellProperty/{id}", "GET /property/{propertyId}", "GET /properties/{id}"],
    },
    put: {
      tags: ["Listing writes"],
      summary: "Save the edit form (owner or admin)",
      description:
        "Every field but the property name and type (sent as shown; a change is refused). The media kept, in their new order, then the new uploads; removed media's files are deleted. The owner's edit of an approved or rejected listing sends it back to pending; an admin's edit leaves the state as it is.",
      parameters: [idParam],
      requestBody: { required: true, content: { "application/json": { schema: ref("ListingEditForm") } } },
      responses: {
        200: json(ref("WrittenListing"), `'${english(LISTING_MESSAGES.updated)}'`),
        400: errorResponse("The form has mistakes (fieldErrors)"),
        401: errorResponse("Not signed in"),
        403: errorResponse("A public listing of someone else"),
        404: errorResponse("No listing this member may see"),
      },
    },
    delete: {
      tags: ["Listing writes"],
      summary: "Delete a listing (owner or admin)",
      description:
        "The listing, its private contact details, its view count, every wishlist entry of it and its stored files.",
      parameters: [idParam],
      responses: {
        204: { description: "Deleted" },
        401: errorResponse("Not signed in"),
        403: errorResponse("A public listing of someone else"),
        404: errorResponse("No listing this member may see"),
        500: errorResponse(`'${english(LISTING_MESSAGES.deleteFailed)}'`),
      },
    },
  },
  "/listings/{id}/media/{mediaId}": {
    delete: {
      tags: ["Listing writes"],
      summary: "Remove one photo or video of a listing (owner or admin)",
      description: "The rest keep their order and the listing its state; the file is deleted.",
      parameters: [idParam, { name: "mediaId", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: json(
          object({
            media: { type: "array", items: { type: "object" }, description: "The media left, with ids" },
          }),
        ),
        401: errorResponse("Not signed in"),
        403: errorResponse("A public listing of someone else"),
        404: errorResponse("No such listing or photo"),
      },
    },
  },
  "/listings/{id}/views": {
    post: {
      tags: ["Listing writes"],
      summary: "Count one view of a listing's page (the detail page's beacon)",
      description:
        "Anyone; counts public listings only, not admins' visits. Always 204, whatever the id. The owner reads the counts with their own listings (the profile page). At most 60 per address a minute.",
      parameters: [idParam],
      responses: { 204: { description: "Counted, or ignored" }, 429: errorResponse("Too many") },
    },
  },
  "/listings/{id}/contact": {
    post: {
      tags: ["Contact owner"],
      summary: "Show the owner's name, phone and address (recorded)",
      description: `The owner and admins always; a member with a running plan while the plan's contact quota (distinct listings; null: unlimited) has room. Each reveal is recorded in the ledger; the same listing again uses no new contact. At most ${DEFAULT_RATE_LIMITS.revealsPer10Minutes} per member in 10 minutes. Answers private, no-store.`,
      parameters: [idParam],
      responses: {
        200: json(
          object({
            name: { type: "string" },
            phone: { type: "string" },
            address: { type: "string" },
            quota: {
              type: ["object", "null"],
              properties: { used: { type: "integer" }, limit: { type: "integer" } },
              description:
                "Contacts used and allowed by the plan; null: unlimited (or the owner or an admin)",
            },
          }),
        ),
        401: errorResponse("Not signed in"),
        403: errorResponse(
          `No running plan ('${REVEAL_CODES.planRequired}'), or its contacts are used up ('${REVEAL_CODES.quotaExhausted}')`,
        ),
        404: errorResponse("No listing this member may see"),
        429: errorResponse("Too many"),
      },
    },
  },
  "/listings/{id}/reports": {
    post: {
      tags: ["Listings"],
      summary: "Report a public listing (once per member)",
      description: `A signed-in member says why an approved listing should not be there. Reports from REPORTS_TO_HIDE distinct members (default 3) whose accounts have a phone number verified by Firebase (one per number) take it off the public site until an admin decides, and its owner is told why by e-mail; other members' reports reach the admin's queue only. Nobody learns who reported. At most ${DEFAULT_RATE_LIMITS.reportsPerHour} reports an hour per verified phone number, or per network address for a member without one.`,
      parameters: [idParam],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({
              reason: { type: "string", enum: [...REPORT_REASONS] },
              note: {
                type: ["string", "null"],
                maxLength: REPORT_NOTE_MAX,
                description: "Required when the reason is other",
              },
            }),
          },
        },
      },
      responses: {
        201: json(object({ message: { type: "string" } }), "Reported"),
        400: errorResponse("No reason from the list, or other without a note"),
        401: errorResponse("Not signed in"),
        403: errorResponse("own_listing: the member's own listing"),
        404: errorResponse("No public listing with this id"),
        409: errorResponse("already_reported: this member reported it before"),
        429: errorResponse("Too many"),
      },
    },
  },
  "/listings/{id}/reports/answer": {
    post: {
      tags: ["Listings"],
      summary: "The owner answers the reports that hold their listing",
      description:
        "Once per hold: the note reaches the admin's Reports page and the listing's review page, and the hold is marked answered. The listing stays off the site until the admin dismisses the reports (it is public again) or decides on it. Owner only; the owner never learns who reported.",
      parameters: [idParam],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({ note: { type: "string", minLength: 1, maxLength: HOLD_ANSWER_MAX } }),
          },
        },
      },
      responses: {
        200: json(object({ message: { type: "string" } }), "Answered"),
        400: errorResponse("No note, or one too long"),
        401: errorResponse("Not signed in"),
        404: errorResponse("No listing of this member with this id"),
        409: errorResponse(
          "not_held: the listing is not held for reports; already_answered: answered before",
        ),
      },
    },
  },
  "/listings/{id}/freshness": {
    post: {
      tags: ["Listings"],
      summary: "The owner says their listing is still available, or sold or let",
      description:
        "confirm: an approved listing stays on the site for LISTING_DAYS_{SELL,RENT,LEASE} more days (default 90, 30, 30), a lapsed one is back on it without a new approval. close: it leaves the site as sold (a sale) or let (rent, lease); members who wishlisted it see that. Owner only. A week before a listing lapses its owner is e-mailed the same two answers as signed links.",
      parameters: [idParam],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({ answer: { type: "string", enum: [...FRESHNESS_ANSWERS] } }),
          },
        },
      },
      responses: {
        200: json(
          object({ status: { type: "string", enum: [...LISTING_STATUSES] }, message: { type: "string" } }),
        ),
        400: errorResponse("No answer from the list"),
        401: errorResponse("Not signed in"),
        404: errorResponse("No listing of this member with this id"),
        409: errorResponse("not_answerable: the listing is pending or rejected"),
      },
    },
  },
  "/saved-searches": {
    get: {
      tags: ["Saved searches"],
      summary: "The member's saved searches, newest first",
      responses: {
        200: json(object({ savedSearches: { type: "array", items: savedSearchJson } })),
        401: errorResponse("Not signed in"),
      },
    },
    post: {
      tags: ["Saved searches"],
      summary: "Save a results page's filters under a name",
      description: `The query is a results page's query string (GET /listings's parameters), checked as that page checks it and kept in its canonical form without the page. Once a day, from 7 in the morning India time, the member is e-mailed the new listings and lower prices among its newest matches (one e-mail a day at most, none when nothing is new), with a signed link that stops it. At most ${MAX_SAVED_SEARCHES} per member.`,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({
              name: { type: "string", maxLength: SAVED_SEARCH_NAME_MAX },
              query: {
                type: "string",
                maxLength: SAVED_SEARCH_QUERY_MAX,
                examples: ["types=Sell&propertyName=Land&city=Salem"],
              },
            }),
          },
        },
      },
      responses: {
        201: json(object({ savedSearch: savedSearchJson, message: { type: "string" } }), "Saved"),
        400: errorResponse("No name, or a query the results page refuses"),
        401: errorResponse("Not signed in"),
        409: errorResponse(`too_many: the member keeps ${MAX_SAVED_SEARCHES} already`),
      },
    },
  },
  "/saved-searches/{id}": {
    patch: {
      tags: ["Saved searches"],
      summary: "Turn a saved search's daily e-mail on or off",
      parameters: [savedSearchIdParam],
      requestBody: {
        required: true,
        content: { "application/json": { schema: object({ alerts: { type: "boolean" } }) } },
      },
      responses: {
        200: json(object({ savedSearch: savedSearchJson, message: { type: "string" } })),
        400: errorResponse("alerts is not true or false"),
        401: errorResponse("Not signed in"),
        404: errorResponse("No saved search of this member with this id"),
      },
    },
    delete: {
      tags: ["Saved searches"],
      summary: "Delete a saved search",
      parameters: [savedSearchIdParam],
      responses: {
        200: json(object({ message: { type: "string" } })),
        401: errorResponse("Not signed in"),
        404: errorResponse("No saved search of this member with this id"),
      },
    },
  },
  "/listings/{id}/similar": {
    get: {
      tags: publicTag,
      summary: "Approved listings like this one",
      description: "Same property name and type, the same city first; never the listing itself.",
      parameters: [
        idParam,
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 10 } },
      ],
      responses: {
        200: json(object({ listings: { type: "array", items: ref("ListingCard") } })),
        404: errorResponse("No approved listing with this id"),
      },
      "x-legacy": ["GET /similar-properties", "GET /similarProperties/{propertyId}"],
    },
  },
  "/suggestions": {
    get: {
      tags: publicTag,
      summary: "Search-box suggestions",
      description:
        "Up to 8 (property name, city) pairs with approved listings; prefix matches first, then typos. Words may be " +
        "Tamil or a place's other names (சென்னை, kovai, trichy). With lang=ta each pair also carries " +
        "propertyNameLabel and cityLabel in Tamil; propertyName and city stay the English values of its link.",
      parameters: [
        { name: "q", in: "query", schema: { type: "string", maxLength: MAX_QUERY_LENGTH } },
        { name: "lang", in: "query", schema: { type: "string", enum: [...LOCALES], default: "en" } },
      ],
      responses: { 200: json(object({ suggestions: { type: "array", items: ref("Suggestion") } })) },
      "x-legacy": ["GET /searchsuggestion"],
    },
  },
  "/counts": {
    get: {
      tags: publicTag,
      summary: "Approved listings per property name, sorted by name",
      parameters: [{ ...typesParam, description: "One type, or all when absent." }],
      responses: {
        200: json(object({ counts: { type: "object", additionalProperties: { type: "integer" } } })),
      },
      "x-legacy": ["GET /api/properties-count"],
    },
  },
  "/cities": {
    get: {
      tags: publicTag,
      summary: "The 38 districts offered as cities",
      responses: { 200: json(object({ cities: { type: "array", items: { type: "string" } } })) },
      "x-legacy": ["GET /cities"],
    },
  },
  "/banners": {
    get: {
      tags: ["Content"],
      summary: "Banner groups with their images in order",
      responses: { 200: json(object({ banners: { type: "array", items: ref("BannerGroup") } })) },
      "x-legacy": ["GET /bannerImage"],
    },
  },
  "/collections": {
    get: {
      tags: ["Content"],
      summary: "Featured collections in order",
      responses: { 200: json(object({ collections: { type: "array", items: ref("Collection") } })) },
      "x-legacy": ["GET /collectionBuy"],
    },
  },
  "/uploads": {
    post: {
      tags: ["Media"],
      summary: "Upload one photo or video for a listing",
      description:
        "Signed-in members, one file per request (so each has its own progress and retry); a listing saved later names the upload's id. The type is read from the bytes, not the name: JPEG, PNG or WebP photos (turned upright, every metadata block including EXIF and GPS removed, stored as WebP and AVIF at 480, 960 and 1600 px wide, never upscaled, with a 16 px placeholder) and MP4 videos (kept as they are but for their metadata, the place they were recorded included, which is blanked). An upload no listing takes within a day is deleted. 60 uploads per member in 10 minutes, 3 at once; a body that sends nothing for 30 s is given up.",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: object({ file: { type: "string", format: "binary" } }),
          },
        },
      },
      responses: {
        201: storedUpload("Processed and stored"),
        400: errorResponse("No file, or not a multipart/form-data body"),
        401: errorResponse("Not signed in"),
        403: errorResponse("A cross-site request"),
        413: errorResponse("Over the size limit (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB) or 50 megapixels"),
        408: errorResponse("The body stopped arriving (nothing for 30 s)"),
        415: errorResponse("Not a photo or video we accept"),
        429: errorResponse("Too many uploads in 10 minutes, or 3 of the member's at once already"),
        503: errorResponse("Too many uploads being processed at once; try again"),
      },
    },
  },
  "/uploads/{id}": {
    delete: {
      tags: ["Media"],
      summary: "Discard one of your uploads that no listing holds, with its files",
      parameters: [idParam],
      responses: {
        204: { description: "Deleted" },
        401: errorResponse("Not signed in"),
        404: errorResponse("No upload of yours with this id (or a listing holds it already)"),
      },
    },
  },
  "/uploads/direct": {
    post: {
      tags: ["Media"],
      summary: "Start sending a large video straight to the bucket",
      description:
        "Signed-in members; counted with POST /uploads. With STORAGE_DRIVER=s3, for a video larger than the page's `media.directUploadOverBytes` (MEDIA_DIRECT_OVER_MB, 30 MB by default: a Cloud Functions request is capped at 32 MB). Records the upload and answers a presigned URL: PUT the file's bytes to it with `headers`, exactly `size` of them, before `expiresAt`; then POST /uploads/{id}/complete. An upload never completed is deleted after a day.",
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({
              filename: { type: "string", maxLength: 255 },
              size: { type: "integer", minimum: 1, description: "Bytes" },
              contentType: { type: "string", description: "As the browser knows it (File.type)" },
            }),
          },
        },
      },
      responses: {
        201: json(
          object({
            uploadId: { type: "string", format: "uuid" },
            url: { type: "string", description: "A presigned PUT to the bucket" },
            headers: { type: "object", additionalProperties: { type: "string" } },
            expiresAt: { type: "string", format: "date-time" },
          }),
          "Send the file",
        ),
        400: errorResponse("No filename or size"),
        401: errorResponse("Not signed in"),
        403: errorResponse("A cross-site request"),
        404: errorResponse("This server takes every file itself (disk storage, or MEDIA_DIRECT_OVER_MB=off)"),
        413: errorResponse("Over the size limit (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB)"),
        429: errorResponse("Too many uploads"),
      },
    },
  },
  "/uploads/{id}/complete": {
    post: {
      tags: ["Media"],
      summary: "Take over a video sent straight to the bucket",
      description:
        "The server reads the stored file as it reads an upload's body: the type from its bytes (only MP4 videos come this way; photos go to POST /uploads), a whole MP4, the video size limit. It then moves the file into the upload's folder and answers as POST /uploads does. A refusal deletes the file and the upload. Completing again answers the same upload (200).",
      parameters: [idParam],
      responses: {
        200: storedUpload("Completed before: the same upload"),
        201: storedUpload("Checked and stored"),
        401: errorResponse("Not signed in"),
        403: errorResponse("A cross-site request"),
        404: errorResponse("No upload of yours with this id, or no direct uploads on this server"),
        409: errorResponse("The file has not arrived in the bucket"),
        413: errorResponse("A video over MEDIA_MAX_VIDEO_MB"),
        415: errorResponse("Not an MP4 video"),
      },
    },
  },
  "/openapi.json": {
    get: {
      tags: ["Meta"],
      summary: "This document",
      responses: { 200: json({ type: "object" }) },
    },
  },
};

// ---------------------------------------------------------------------------------------------------------
// The payment webhooks (server/http/webhooks.ts, mounted in app.ts): the gateway calls them, not a client of the
// API, so they are the document's `webhooks`, each named after its gateway.

const webhookPath = (provider: PaymentProvider) => `/api/v1/webhooks/${provider}`;

const WEBHOOK_INTRO: Record<PaymentProvider, { summary: string; description: string; secret: string }> = {
  razorpay: {
    summary: `Razorpay's payment events: POST ${webhookPath("razorpay")}`,
    description: `Point the webhook of Razorpay's dashboard at \`https://<host>${webhookPath("razorpay")}\` with the events below and the secret set in RAZORPAY_WEBHOOK_SECRET. The source of truth when the browser never comes back from Checkout. 404 unless PAYMENTS_PROVIDER is razorpay.`,
    secret: "RAZORPAY_WEBHOOK_SECRET",
  },
  sandbox: {
    summary: `The sandbox gateway's payment events (development only): POST ${webhookPath("sandbox")}`,
    description:
      "The sandbox gateway (PAYMENTS_PROVIDER=sandbox, refused in production) delivers Razorpay-shaped events here from its checkout page, signed with its local secret, so the same verification code runs. 404 with Razorpay.",
    secret: "the sandbox's local webhook secret",
  },
};

function webhookOperation(provider: PaymentProvider): Operation {
  const intro = WEBHOOK_INTRO[provider];
  return {
    tags: ["Payments"],
    summary: intro.summary,
    description: `${intro.description}\n\nThe body is read as raw bytes whatever its Content-Type, ahead of the session and the same-origin check (the gateway sends no cookie and no Origin). The signature is checked first; then the delivery is stored under its event id, so a redelivery answers \`replayed\` and changes nothing; then the event's handler runs: payment.captured and order.paid activate the order's plan (once per payment; a paid amount other than the order's never activates), payment.failed records the attempt (the member may pay the same order again), refund.processed marks the payment refunded and cancels the plan it bought. The gateway retries a delivery until it gets a 2xx.`,
    parameters: [
      {
        name: "X-Razorpay-Signature",
        in: "header",
        required: true,
        description: `HMAC-SHA256 of the raw request body, exactly as sent, with the webhook secret (${intro.secret}), in lower-case hex; compared in constant time.`,
        schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
      },
      {
        name: "X-Razorpay-Event-Id",
        in: "header",
        required: true,
        description: "The event's id: each event is processed once, however often it is delivered.",
        schema: { type: "string", pattern: WEBHOOK_EVENT_ID.source },
      },
    ],
    requestBody: {
      required: true,
      description: "The event as JSON; the signature covers these bytes, never a re-serialisation.",
      content: { "application/json": { schema: ref("RazorpayWebhookEvent") } },
    },
    responses: {
      200: json(
        object({
          ok: { const: true },
          result: {
            type: "string",
            enum: [...WEBHOOK_RESULTS],
            description:
              "processed: a handler acted on it; replayed: this event was processed before; ignored: an event not acted on, or about no order of ours",
          },
        }),
        "Received",
      ),
      400: errorResponse("bad_request: no valid X-Razorpay-Event-Id, or the body is not a JSON event"),
      401: errorResponse("signature_invalid: X-Razorpay-Signature is missing or does not match the body"),
      404: errorResponse(`not_found: the ${provider} gateway is not in use here (PAYMENTS_PROVIDER)`),
      413: errorResponse("A body over 1 MB"),
      500: errorResponse("A handler failed: the event stays unprocessed until the gateway delivers it again"),
    },
  };
}

/** Razorpay's webhook, and the sandbox's outside production (where PAYMENTS_PROVIDER cannot be sandbox). */
function webhooks(production: boolean): Record<string, { post: Operation }> {
  const providers = PAYMENT_PROVIDERS.filter((provider) => !production || provider !== "sandbox");
  return Object.fromEntries(providers.map((provider) => [provider, { post: webhookOperation(provider) }]));
}

// ---------------------------------------------------------------------------------------------------------
// SPEC §7's calls and their v1 equivalents (paths relative to /api/v1).

export const LEGACY_CALLS: readonly { legacy: string; v1: string | null; note?: string }[] = [
  { legacy: "GET /searchsuggestion", v1: "GET /suggestions" },
  { legacy: "POST /Sell", v1: "POST /listings" },
  { legacy: "GET /user-properties", v1: null, note: "the /profile page lists the member's own listings" },
  { legacy: "GET /api/wishlist", v1: "GET /wishlist" },
  { legacy: "GET /profile", v1: "GET /profile" },
  { legacy: "POST /signup (Google)", v1: "POST /accounts" },
  { legacy: "POST {local-dev-host}/signup", v1: "POST /accounts" },
  { legacy: "PUT {local-dev-host}/api/update-profile", v1: "PUT /profile" },
  { legacy: "GET /getAllSells", v1: "GET /listings", note: "filtered in the database, not in the browser" },
  { legacy: "GET /sellProperty/{id}", v1: "GET /listings/{id}" },
  { legacy: "PUT /sellPropertyUpdate/{id}", v1: "PUT /listings/{id}" },
  { legacy: "DELETE /deleteImage", v1: "DELETE /listings/{id}/media/{mediaId}" },
  { legacy: "GET /similar-properties", v1: "GET /listings/{id}/similar" },
  { legacy: "GET /property/{propertyId}", v1: "GET /listings/{id}" },
  { legacy: "GET /similarProperties/{propertyId}", v1: "GET /listings/{id}/similar" },
  { legacy: "GET /properties/{id}", v1: "GET /listings/{id}" },
  { legacy: "DELETE /properties/{id}", v1: "DELETE /listings/{id}" },
  { legacy: "GET /api/wishlist/check/{id}", v1: "GET /wishlist", note: "or isWishlisted on the detail page" },
  { legacy: "POST /api/wishlist/toggle/{id}", v1: "PUT /wishlist/{listingId}", note: "DELETE to remove" },
  { legacy: "POST /add-to-wishlist", v1: "PUT /wishlist/{listingId}" },
  { legacy: "POST /remove-from-wishlist", v1: "DELETE /wishlist/{listingId}" },
  { legacy: "GET /plans", v1: "GET /plans" },
  { legacy: "POST /create-order", v1: "POST /orders" },
  {
    legacy: "POST /update-user-plan",
    v1: null,
    note: "the payment webhook updates the plan, never the browser",
  },
  { legacy: "GET /bannerImage", v1: "GET /banners" },
  { legacy: "GET /api/properties", v1: "GET /listings" },
  {
    legacy: "GET /propertyListSearch",
    v1: "GET /listings",
    note: "propertyName, city; bedrooms is rooms; the old defaults (1 BHK, OMR/Avadi) are gone",
  },
  { legacy: "GET /collectionBuy", v1: "GET /collections" },
  { legacy: "GET /api/properties-count", v1: "GET /counts" },
  { legacy: "GET /cities", v1: "GET /cities" },
  { legacy: "POST /saveImage", v1: null, note: "a test page; not rebuilt" },
  { legacy: "GET /users", v1: null, note: "became the admin customers page" },
  { legacy: "GET /approvedAdmin", v1: "GET /admin/listings", note: "status=approved" },
  { legacy: "GET /propertyListAdmin", v1: "GET /admin/listings", note: "status=pending" },
  { legacy: "POST /approve-property", v1: "POST /admin/listings/{id}/approve" },
  { legacy: "POST /reject-property", v1: "POST /admin/listings/{id}/reject" },
  { legacy: "GET /customerDetailAdmin", v1: "GET /admin/customers" },
  { legacy: "DELETE /deleteUser/{id}", v1: "DELETE /admin/customers/{id}" },
  { legacy: "POST /api/upload", v1: "POST /admin/banners" },
  { legacy: "POST /api/replace-image", v1: "PUT /admin/banners/{id}/images/{imageId}" },
  {
    legacy: "DELETE /api/upload/delete/{bannerId}/{imageUrl}",
    v1: "DELETE /admin/banners/{id}/images/{imageId}",
  },
  {
    legacy: "GET/POST/PUT/DELETE /plans",
    v1: "GET /admin/plans",
    note: "and POST, PUT, DELETE /admin/plans/{id}",
  },
  { legacy: "GET /propertyCount, /propertyCount1, /customerCount", v1: "GET /admin/counts" },
];

// ---------------------------------------------------------------------------------------------------------
// The mounted routes, read from the routers.

export interface MountedRoute {
  method: string;
  /** OpenAPI form: /listings/{id}. */
  path: string;
}

interface LayerLike {
  route?: { path: unknown; stack: { method?: string }[] };
  handle?: unknown;
  rawPath?: unknown;
}

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

function isRouterLike(handle: unknown): handle is { stack: LayerLike[] } {
  return typeof handle === "function" && Array.isArray((handle as { stack?: unknown }).stack);
}

/** Every method and path the router (and the routers it mounts) answers, in OpenAPI path syntax. */
export function listMountedRoutes(router: { stack: unknown[] }, prefix = ""): MountedRoute[] {
  const routes: MountedRoute[] = [];
  for (const layer of router.stack as LayerLike[]) {
    if (layer.route && typeof layer.route.path === "string") {
      const path = (prefix + layer.route.path).replace(/:(\w+)/g, "{$1}");
      const methods = new Set(layer.route.stack.map((l) => l.method).filter((m) => m && HTTP_METHODS.has(m)));
      for (const method of methods) routes.push({ method: method as string, path });
    } else if (isRouterLike(layer.handle)) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      routes.push(...listMountedRoutes(layer.handle, prefix + mount));
    }
  }
  return routes;
}

const pathParameters = (path: string): Parameter[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));

function legacyTable(mounted: ReadonlySet<string>): string {
  const rows = LEGACY_CALLS.map(({ legacy, v1, note }) => {
    const target = v1 === null ? "—" : mounted.has(v1) ? `\`${v1}\`` : `\`${v1}\` (not in v1 yet)`;
    return `| \`${legacy}\` | ${target} | ${note ?? ""} |`;
  });
  return ["| Old call (SPEC §7) | v1 | Note |", "|---|---|---|", ...rows].join("\n");
}

/**
 * The OpenAPI 3.1 document of the routes mounted on `apiRouter` (paths relative to /api/v1), with the payment
 * webhooks; in production without the sandbox's.
 */
export function buildOpenApiDocument(
  apiRouter: { stack: unknown[] },
  options: { production?: boolean } = {},
): JsonObject {
  const routes = listMountedRoutes(apiRouter);
  const mounted = new Set(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path } of routes) {
    const documented = DOCUMENTED[path]?.[method];
    const legacy = LEGACY_CALLS.filter((c) => c.v1 === `${method.toUpperCase()} ${path}`).map(
      (c) => c.legacy,
    );
    const operation: Operation = documented ?? {
      summary: `${method.toUpperCase()} ${path}`,
      parameters: pathParameters(path),
      responses: { "2XX": { description: "Success" }, default: errorResponse("An error") },
    };
    if (legacy.length > 0)
      operation["x-legacy"] = [...new Set([...(documented?.["x-legacy"] ?? []), ...legacy])];
    paths[path] = { ...paths[path], [method]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Nilam API",
      version: "1",
      description: [
        "The JSON API of Nilam, the Tamil Nadu land and property marketplace. Errors share one shape (Error). Signed-in calls use the `__session` cookie set by POST /session; writes need a same-origin request.",
        "",
        "The payment gateway's webhooks, which the gateway calls, are under `webhooks`.",
        "",
        "Each operation's `x-legacy` lists the calls of the old app it replaces. All of them:",
        "",
        legacyTable(mounted),
      ].join("\n"),
    },
    servers: [{ url: "/api/v1" }],
    paths,
    webhooks: webhooks(options.production === true),
    components: {
      schemas: Object.fromEntries(
        Object.entries(SCHEMAS).map(([name, schema]) => [name, jsonSchema(schema)]),
      ),
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "__session" } },
    },
  };
}

/** Serves the document of `apiRouter`, built once on first request (routes do not change after start). */
export function createOpenApiApi(deps: AppDeps, apiRouter: Router): Router {
  const router = createRouter();
  let document: JsonObject | null = null;
  router.get("/openapi.json", (_req, res) => {
    document ??= buildOpenApiDocument(apiRouter, { production: deps.config.isProduction });
    res.set("cache-control", "public, max-age=300");
    res.json(document);
  });
  return router;
}
