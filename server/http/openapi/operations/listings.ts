// The public listing reads and the listing writes (server/http/api/listings.ts, reports.ts, reveals.ts).
import { z } from "zod";
import { costsAnswer } from "#shared/api/costs.ts";
import {
  citiesAnswer,
  countsAnswer,
  freshnessAnswer,
  freshnessBody,
  holdAnswerBody,
  listingAnswer,
  listingBody,
  listingCardsAnswer,
  listingEditBody,
  mediaLeftAnswer,
  reportAnswer,
  reportBody,
  searchAnswer,
  suggestionsAnswer,
  writtenListing,
} from "#shared/api/listings.ts";
import { MAP_MARKER_LIMIT, MAP_ZOOMS, mapAnswer } from "#shared/api/map.ts";
import { revealedContact } from "#shared/api/reveals.ts";
import { GUIDELINE_UNITS } from "#shared/costs/guideline.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { FRESHNESS_ANSWERS } from "#shared/forms/freshness.ts";
import { LISTING_MESSAGES, MAX_LISTING_FILES } from "#shared/forms/listing.ts";
import { HOLD_ANSWER_MAX, REPORT_NOTE_MAX, REPORT_REASONS } from "#shared/forms/report.ts";
import { BOUNDS_MARGIN_DEGREES, MAX_RADIUS_KM, TAMIL_NADU_BOUNDS } from "#shared/geo.ts";
import {
  LISTING_SORTS,
  LISTINGS_PAGE_SIZE,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  RESULT_VIEWS,
} from "#shared/listing-filters/schema.ts";
import { LOCALES } from "#shared/locale.ts";
import { REVEAL_CODES } from "#shared/reveals.ts";
import { MAX_ROAD_WIDTH_FT } from "#shared/title-approvals.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  FACING_DIRECTIONS,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "#shared/values.ts";
import { DEFAULT_RATE_LIMITS } from "../../rate-limits.ts";
import {
  english,
  idParam,
  limitParam,
  multi,
  noBody,
  type OperationSpecs,
  ok,
  type Parameter,
  refusal,
  typesParam,
} from "../spec.ts";

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
    name: "bbox",
    in: "query",
    description: `west,south,east,north in degrees (4 decimals): only listings whose approximate point is in the box (edges included). Inside Tamil Nadu (${TAMIL_NADU_BOUNDS.join(",")}) give or take ${BOUNDS_MARGIN_DEGREES}°, west < east and south < north.`,
    schema: { type: "string", pattern: coordinatesPattern(4), examples: ["79.98,12.79,80.58,13.39"] },
  },
  {
    name: "near",
    in: "query",
    description:
      "lat,lng inside Tamil Nadu, or a listing's code (NL-000123: its approximate point, the listing itself left out; an unknown code or a listing without a point finds nothing). Cards then carry distanceKm; listings without a point are left out.",
    schema: { type: "string", examples: ["13.0827,80.2707", "NL-000123"] },
  },
  {
    name: "radius",
    in: "query",
    description: "Only listings within this many km of near (which it needs); above the maximum is refused.",
    schema: { type: "integer", minimum: 1, maximum: MAX_RADIUS_KM },
  },
  {
    name: "view",
    in: "query",
    description: "list or map: how the results page shows them; the answer is the same.",
    schema: { type: "string", enum: [...RESULT_VIEWS] },
  },
  {
    name: "sort",
    in: "query",
    description: "price-per-cent-asc is meant for land; distance (nearest first) needs near.",
    schema: { type: "string", enum: [...LISTING_SORTS], default: "newest" },
  },
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 } },
];

/** Numbers separated by commas, `count` of them. */
function coordinatesPattern(count: number): string {
  const number = "\\s*-?\\d{1,3}(\\.\\d{1,12})?\\s*";
  return `^${Array.from({ length: count }, () => number).join(",")}$`;
}

/** The map's parameters: the search's filters but the page, its box required, and its zoom. */
const MAP_PARAMETERS: Parameter[] = [
  ...LISTING_FILTER_PARAMETERS.filter((p) => p.name !== "page" && p.name !== "view").map((p) =>
    p.name === "bbox" ? { ...p, required: true } : p,
  ),
  {
    name: "zoom",
    in: "query",
    required: true,
    description: "The map's zoom level: listings closer than 60 px at it are clustered.",
    schema: { type: "integer", minimum: MAP_ZOOMS.min, maximum: MAP_ZOOMS.max },
  },
];

// The Sell and edit forms' fields by what they take (shared/forms/listing.ts parses them). A form sends
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
  guidelineValue: text(
    "Sale only (dropped otherwise): the guideline value per unit in whole rupees, Indian grouping allowed (2,500); at most ₹2,00,000 per sq ft once converted; with guidelineValueUnit and guidelineValueSource",
  ),
  guidelineValueUnit: z
    .enum(GUIDELINE_UNITS)
    .optional()
    .describe("Sale only: Land and Farm House any; House and Store sqft or cent; Apartment sqft"),
  guidelineValueSource: text(
    "Sale only: where the value is from, as the register names it (survey number or street); at most 120 characters; public",
  ),
  firstSale: yesNo("Sale of an Apartment or House only: a first sale from the builder"),
};
const sellFields = {
  ...listingFormFields,
  uploadIds: ids("Upload ids (POST /uploads) in display order, the first the cover; at most 15"),
} satisfies Record<keyof z.input<typeof listingBody>, z.ZodType>;
const editFields = {
  ...listingFormFields,
  keepMediaIds: ids("Ids of the listing's media to keep, in their new order; the rest are removed"),
  uploadIds: ids("New upload ids to add; at most 15 media in all"),
  mediaOrder: ids(
    "Kept media ids and new upload ids together in display order, the first the cover; omitted: the kept media, then the new uploads",
  ),
} satisfies Record<keyof z.input<typeof listingEditBody>, z.ZodType>;

const publicTag = ["Listings"];
const writeTag = ["Listing writes"];

export const LISTING_OPERATIONS: OperationSpecs = {
  "/listings": {
    get: {
      tags: publicTag,
      summary: "Search approved listings",
      description: `Filters, sorts and pages in the database, ${LISTINGS_PAGE_SIZE} per page; by place with bbox, near and radius (listings' public approximate points). Bad values answer 400 with fieldErrors.`,
      parameters: LISTING_FILTER_PARAMETERS,
      responses: { 200: ok(searchAnswer), 400: refusal("A filter is not valid") },
    },
    post: {
      tags: writeTag,
      summary: "Submit a listing (the Sell form)",
      description: `Signed-in members. One transaction: the listing with the next code, pending approval; the owner's contact details in a private document; the uploads moved into it. A bad form answers 400 with SPEC §5's messages in fieldErrors and writes nothing; more than ${MAX_LISTING_FILES} files: '${english(LISTING_MESSAGES.tooManyFiles)}'; an upload that is not the member's: '${english(LISTING_MESSAGES.uploadFailed)}'.`,
      body: { schema: listingBody, fields: sellFields },
      responses: {
        201: ok(writtenListing, `Pending: '${english(LISTING_MESSAGES.submitted)}'`),
        400: refusal("The form has mistakes (fieldErrors), or an upload is unknown"),
        401: refusal("Not signed in"),
        500: refusal(`'${english(LISTING_MESSAGES.submitFailed)}'`),
      },
    },
  },
  "/listings/map": {
    get: {
      tags: publicTag,
      summary: "The results map: a search's listings in a box, clustered at a zoom",
      description: `The same filters as GET /listings, in the box bbox: clusters (a point and how many listings it stands for) and single listings, at most ${MAP_MARKER_LIMIT} of them in the sort's order (capped: there are more; zoom in). Points are the listings' public approximate ones. Bad values answer 400 with fieldErrors.`,
      parameters: MAP_PARAMETERS,
      responses: { 200: ok(mapAnswer), 400: refusal("A filter, the box or the zoom is not valid") },
    },
  },
  "/listings/newest": {
    get: {
      tags: publicTag,
      summary: "The newest approved listings of a type",
      parameters: [{ ...typesParam, required: true }, limitParam],
      responses: { 200: ok(listingCardsAnswer), 400: refusal("No type, or a limit out of 1–50") },
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
        200: ok(listingAnswer),
        404: refusal("No such listing, or not visible to this viewer"),
      },
    },
    put: {
      tags: writeTag,
      summary: "Save the edit form (owner or admin)",
      description:
        "Every field but the property name and type (sent as shown; a change is refused). The media kept, in their new order, then the new uploads; removed media's files are deleted. The owner's edit of an approved or rejected listing sends it back to pending; an admin's edit leaves the state as it is.",
      parameters: [idParam],
      body: { schema: listingEditBody, fields: editFields },
      responses: {
        200: ok(writtenListing, `'${english(LISTING_MESSAGES.updated)}'`),
        400: refusal("The form has mistakes (fieldErrors)"),
        401: refusal("Not signed in"),
        403: refusal("A public listing of someone else"),
        404: refusal("No listing this member may see"),
      },
    },
    delete: {
      tags: writeTag,
      summary: "Delete a listing (owner or admin)",
      description:
        "The listing, its private contact details, its view count, every wishlist entry of it and its stored files.",
      parameters: [idParam],
      responses: {
        204: noBody("Deleted"),
        401: refusal("Not signed in"),
        403: refusal("A public listing of someone else"),
        404: refusal("No listing this member may see"),
        500: refusal(`'${english(LISTING_MESSAGES.deleteFailed)}'`),
      },
    },
  },
  "/listings/{id}/media/{mediaId}": {
    delete: {
      tags: writeTag,
      summary: "Remove one photo or video of a listing (owner or admin)",
      description: "The rest keep their order and the listing its state; the file is deleted.",
      parameters: [idParam, { name: "mediaId", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: ok(mediaLeftAnswer),
        401: refusal("Not signed in"),
        403: refusal("A public listing of someone else"),
        404: refusal("No such listing or photo"),
      },
    },
  },
  "/listings/{id}/views": {
    post: {
      tags: writeTag,
      summary: "Count one view of a listing's page (the detail page's beacon)",
      description:
        "Anyone; counts public listings only, not admins' visits. Always 204, whatever the id. The owner reads the counts with their own listings (the profile page). At most 60 per address a minute. Takes no body.",
      parameters: [idParam],
      responses: { 204: noBody("Counted, or ignored"), 429: refusal("Too many") },
    },
  },
  "/listings/{id}/contact": {
    post: {
      tags: ["Contact owner"],
      summary: "Show the owner's name, phone and address (recorded)",
      description: `The owner and admins always; a member with a running plan while the plan's contact quota (distinct listings; null: unlimited) has room. Each reveal is recorded in the ledger; the same listing again uses no new contact. At most ${DEFAULT_RATE_LIMITS.revealsPer10Minutes} per member in 10 minutes. Answers private, no-store. Takes no body.`,
      parameters: [idParam],
      responses: {
        200: ok(revealedContact),
        401: refusal("Not signed in"),
        403: refusal(
          `No running plan ('${REVEAL_CODES.planRequired}'), or its contacts are used up ('${REVEAL_CODES.quotaExhausted}')`,
        ),
        404: refusal("No listing this member may see"),
        429: refusal("Too many"),
      },
    },
  },
  "/listings/{id}/reports": {
    post: {
      tags: publicTag,
      summary: "Report a public listing (once per member)",
      description: `A signed-in member says why an approved listing should not be there. Reports from REPORTS_TO_HIDE distinct members (default 3) whose accounts have a phone number verified by Firebase (one per number) take it off the public site until an admin decides, and its owner is told why by e-mail; other members' reports reach the admin's queue only. Nobody learns who reported. At most ${DEFAULT_RATE_LIMITS.reportsPerHour} reports an hour per verified phone number, or per network address for a member without one.`,
      parameters: [idParam],
      body: {
        schema: reportBody,
        fields: {
          reason: z.enum(REPORT_REASONS),
          note: z
            .string()
            .max(REPORT_NOTE_MAX)
            .nullable()
            .optional()
            .describe("Required when the reason is other"),
        } satisfies Record<keyof z.input<typeof reportBody>, z.ZodType>,
      },
      responses: {
        201: ok(reportAnswer, "Reported"),
        400: refusal("No reason from the list, or other without a note"),
        401: refusal("Not signed in"),
        403: refusal("own_listing: the member's own listing"),
        404: refusal("No public listing with this id"),
        409: refusal("already_reported: this member reported it before"),
        429: refusal("Too many"),
      },
    },
  },
  "/listings/{id}/reports/answer": {
    post: {
      tags: publicTag,
      summary: "The owner answers the reports that hold their listing",
      description: `Once per hold: the note (at most ${HOLD_ANSWER_MAX} characters) reaches the admin's Reports page and the listing's review page, and the hold is marked answered. The listing stays off the site until the admin dismisses the reports (it is public again) or decides on it. Owner only; the owner never learns who reported.`,
      parameters: [idParam],
      body: { schema: holdAnswerBody },
      responses: {
        200: ok(reportAnswer, "Answered"),
        400: refusal("No note, or one too long"),
        401: refusal("Not signed in"),
        404: refusal("No listing of this member with this id"),
        409: refusal("not_held: the listing is not held for reports; already_answered: answered before"),
      },
    },
  },
  "/listings/{id}/freshness": {
    post: {
      tags: publicTag,
      summary: "The owner says their listing is still available, or sold or let",
      description:
        "confirm: an approved listing stays on the site for LISTING_DAYS_{SELL,RENT,LEASE} more days (default 90, 30, 30), a lapsed one is back on it without a new approval. close: it leaves the site as sold (a sale) or let (rent, lease); members who wishlisted it see that. Owner only. A week before a listing lapses its owner is e-mailed the same two answers as signed links.",
      parameters: [idParam],
      body: { schema: freshnessBody, fields: { answer: z.enum(FRESHNESS_ANSWERS) } },
      responses: {
        200: ok(freshnessAnswer),
        400: refusal("No answer from the list"),
        401: refusal("Not signed in"),
        404: refusal("No listing of this member with this id"),
        409: refusal("not_answerable: the listing is pending or rejected"),
      },
    },
  },
  "/listings/{id}/costs": {
    get: {
      tags: publicTag,
      summary: "What an approved sale listing really costs",
      description:
        "Stamp duty and the registration fee at the rates in force today in India, on the higher of the asking price " +
        "and the owner's guideline value (a builder's first sale of a flat by its band; a woman buyer's lower fee " +
        "with woman=1), a loan's EMI for the numbers given (80% of the price at the rates' loan rate when blank), " +
        "and the going rate. Estimates: the sub-registrar's figure is final. costs is null for rent and lease.",
      parameters: [
        idParam,
        {
          name: "loan",
          in: "query",
          description: "Loan in whole rupees (Indian grouping allowed), 1 to the price.",
          schema: { type: "string", maxLength: 20 },
        },
        {
          name: "rate",
          in: "query",
          description: "Interest, % a year, up to 2 decimals (0–30).",
          schema: { type: "string", maxLength: 8 },
        },
        {
          name: "years",
          in: "query",
          description: "Tenure in whole years (1–30).",
          schema: { type: "string", maxLength: 4 },
        },
        {
          name: "woman",
          in: "query",
          description: "Registered in a woman's name.",
          schema: { type: "string", enum: ["1"] },
        },
      ],
      responses: {
        200: ok(costsAnswer),
        400: refusal("A loan number is out of bounds (fieldErrors name each)"),
        404: refusal("No approved listing with this id"),
      },
    },
  },
  "/listings/{id}/similar": {
    get: {
      tags: publicTag,
      summary: "Approved listings like this one",
      description: "Same property name and type, the same city first; never the listing itself.",
      parameters: [idParam, limitParam],
      responses: {
        200: ok(listingCardsAnswer),
        404: refusal("No approved listing with this id"),
      },
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
      responses: { 200: ok(suggestionsAnswer), 400: refusal("q too long, or lang not en or ta") },
    },
  },
  "/counts": {
    get: {
      tags: publicTag,
      summary: "Approved listings per property name, sorted by name",
      parameters: [{ ...typesParam, description: "One type, or all when absent." }],
      responses: { 200: ok(countsAnswer), 400: refusal("A type other than Sell, Rent or Lease") },
    },
  },
  "/cities": {
    get: {
      tags: publicTag,
      summary: "The 38 districts offered as cities",
      responses: { 200: ok(citiesAnswer) },
    },
  },
};
