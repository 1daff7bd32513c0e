// Moderation (server/http/api/admin/listings.ts): the lists of listings by state, one listing for review, and
// the decisions on it.
import * as z from "zod/mini";
import { MAX_CODE_QUERY_LENGTH, rejectListingSchema } from "../../forms/moderation.ts";
import { parseListingType } from "../../listing-types.ts";
import { LISTING_STATUSES, LISTING_TYPES, MODERATION_LIST_STATUSES } from "../../values.ts";
import { coverImage, dateTime, described, nullableDateTime, writtenListing } from "../common.ts";
import { listingDetail } from "../listings.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const page = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000))), 1);
/** All Types (absent, blank or "all"), or Sell, Rent or Lease in any case. */
const typesFilter = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (!value?.trim() || value.trim().toLowerCase() === "all" ? null : value)),
  ),
  z.nullable(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => parseListingType(value)),
      ),
      z.enum(LISTING_TYPES, { message: "types must be All, Sell, Rent or Lease" }),
    ),
  ),
);
/** A listing of the page next to the one asked for (the pager's links): a listing id. */
const listingCursor = z.optional(
  z.string().check(z.refine((id) => UUID.test(id), "after and before must be listing ids")),
);
export const moderationQuery = z.object({
  status: z._default(z.enum(MODERATION_LIST_STATUSES), "pending"),
  page,
  q: z._default(
    z
      .string()
      .check(z.maxLength(MAX_CODE_QUERY_LENGTH, `Search for at most ${MAX_CODE_QUERY_LENGTH} characters.`)),
    "",
  ),
  types: typesFilter,
  after: listingCursor,
  before: listingCursor,
});
/** The state the admin's view showed, to refuse a decision taken on a stale page (409). */
export const decisionBody = z._default(
  z.object({ expectedStatus: z.optional(z.enum(LISTING_STATUSES)) }),
  {},
);
export const rejectBody = z.extend(rejectListingSchema, {
  expectedStatus: z.optional(z.enum(LISTING_STATUSES)),
});

const resubmission = described(
  z.nullable(z.object({ at: dateTime, changedFields: z.array(z.string()) })),
  "The owner's edit that sent it back to pending, and what it changed",
);
export const moderationRow = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(LISTING_STATUSES),
  propertyName: z.string(),
  propertyType: z.string(),
  types: z.enum(LISTING_TYPES),
  budget: z.int(),
  budgetMethod: z.nullable(z.string()),
  city: z.string(),
  cover: z.nullable(coverImage),
  contactOwnerName: z.string(),
  contactOwnerPhone: z.string(),
  ownerEmail: z.nullable(z.string()),
  submittedAt: dateTime,
  decidedAt: nullableDateTime,
  rejectionReason: z.nullable(z.string()),
  resubmission,
});
export const moderationListAnswer = z.object({
  listings: z.array(moderationRow),
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
  pageSize: z.int(),
});
export const reviewAnswer = z.object({
  listing: listingDetail,
  owner: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.nullable(z.string()),
      phoneNumber: z.nullable(z.string()),
    }),
  ),
  submittedAt: dateTime,
  approvedAt: nullableDateTime,
  rejectedAt: nullableDateTime,
  resubmission,
  duplicates: described(
    z.array(
      z.object({
        listingId: z.string(),
        code: z.string(),
        reasons: z.array(z.enum(["photos", "phonePlace"])),
      }),
    ),
    "Other listings that look like the same property: the same photos, or the same phone in the same place",
  ),
});
export const decidedAnswer = z.extend(writtenListing, {
  nextPendingId: described(z.nullable(z.string()), "The next listing waiting for a decision, if any"),
});
