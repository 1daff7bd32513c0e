// The Firestore documents: one zod schema per collection, the single boundary where data is validated on its way
// in and out (see converters.ts). Timestamps are Dates here; Firestore stores them as Timestamps.

import { z } from "zod";
import { GUIDELINE_UNITS } from "#shared/costs/guideline.ts";
import { isIsoDay, MAX_RATE_BP, rateSetProblems } from "#shared/forms/rates.ts";
import { REPORT_REASONS } from "#shared/forms/report.ts";
import { LOCATION_SHOWN, roundCoordinate } from "#shared/geo.ts";
import type { MediaVariant } from "#shared/listing-card.ts";
import { LOCALES } from "#shared/locale.ts";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_STATUSES,
  LISTING_TYPES,
  MAIL_STATUSES,
  MEDIA_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_TIME_UNITS,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  SUBSCRIPTION_STATUSES,
  USER_TYPES,
} from "#shared/values.ts";

const date = z.date();
const nullableText = z.string().nullable();
const count = z.number().int().min(0);

/** One stored rendition of an image: the widths the seed and the upload pipeline write. */
export const mediaVariantSchema: z.ZodType<MediaVariant> = z.object({
  width: count,
  height: count,
  url: z.string(),
  /** Storage key; null when the file is shared (seed pictures) and must not be deleted with the document. */
  key: nullableText,
  contentType: z.string(),
});
export type { MediaVariant } from "#shared/listing-card.ts";

/** A listing's photo or video, embedded in the listing in display order (the first is the cover). */
export const listingMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** The largest rendition (or the video itself). */
  url: z.string(),
  storageKey: nullableText,
  contentType: nullableText,
  width: count.nullable(),
  height: count.nullable(),
  bytes: count.nullable(),
  alt: nullableText,
  /** Smaller renditions for srcset, narrowest first (images only). WebP, which every browser we serve reads. */
  variants: z.array(mediaVariantSchema),
  /** The same widths in AVIF, narrowest first, for a `<picture>` source (uploaded images; absent on seed media). */
  avifVariants: z.array(mediaVariantSchema).optional(),
  /** A blurred 16 px wide WebP as a `data:` URL, shown while the photo loads (uploaded images; absent on seed media). */
  placeholder: z.string().max(4000).nullable().optional(),
  /** The photo's perceptual hash, 16 hex digits (uploaded images since issue 24; absent on others). */
  photoHash: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .nullable()
    .optional(),
});
export type ListingMedia = z.infer<typeof listingMediaSchema>;

/**
 * `uploads/{id}`: a photo or video a member uploaded, processed and stored, that no saved listing holds yet. Saving
 * the listing moves the media into it and deletes this document; one left longer than a day is swept away with its
 * files (server/modules/media/uploads.ts). A direct upload (a large video the browser sends straight to the bucket)
 * has `incoming` and no media until the server took its file over (direct-uploads.ts). Only the server reads it.
 */
export const uploadSchema = z.object({
  ownerId: z.string(),
  /** What was stored; absent while a direct upload waits for its file. */
  media: listingMediaSchema.optional(),
  /** A direct upload not completed yet: the file the browser announced. */
  incoming: z
    .object({
      filename: z.string().max(300),
      size: z.number().int().nonnegative(),
      /** When a completion began taking the file over: others wait (409) until it is done or has lapsed. */
      claimedAt: date.optional(),
    })
    .optional(),
  createdAt: date,
});
export type UploadDoc = z.infer<typeof uploadSchema>;

/**
 * `users/{uid}`: our own account document, keyed by the Firebase uid and created on the first verified token.
 * Identity (passwords, providers, verification) stays in Firebase; admin is the `admin` custom claim.
 */
export const userSchema = z.object({
  /** Lower-case; null for an account that signed in with a phone number only. */
  email: nullableText,
  firstName: z.string(),
  lastName: z.string(),
  /** Ten digits, without +91. */
  phoneNumber: nullableText,
  city: nullableText,
  address: nullableText,
  /**
   * The language the member last used the site in (signing in or up, the language switch), for what the server
   * writes to them: e-mails. Written by the server only; absent means English.
   */
  locale: z.enum(LOCALES).optional(),
  disabled: z.boolean(),
  disabledAt: date.nullable(),
  /**
   * Ids (sessionIdOf) of the last sessions ended by logging out. Firebase's revocation counts in whole seconds,
   * so a session begun in the second of its logout would outlive it without this.
   */
  endedSessions: z.array(z.string()).max(20).default([]),
  lastSignInAt: date.nullable(),
  /** The day (India, YYYY-MM-DD) the member's saved-search e-mail last went: at most one a day. */
  alertsMailedOn: z.string().optional(),
  /**
   * An admin's deletion of this customer (server/modules/customers/service.ts): set, with `disabled`, before any
   * other step, so that a deletion interrupted part-way shows nowhere as an active customer and a retry
   * finishes it; `completedAt` once every step is done.
   */
  deletion: z.object({ requestedAt: date, by: z.string(), completedAt: date.nullable() }).optional(),
  createdAt: date,
  updatedAt: date,
});
export type UserDoc = z.infer<typeof userSchema>;

/**
 * `savedSearches/{id}`: a member's saved results filters (issue 24). `seen` holds the newest matches and their
 * prices as of the last check, so that the daily e-mail names only what is new or cheaper since; `checkedOn` is
 * that check's day in India (YYYY-MM-DD, "" before the first). The server alone writes it.
 */
export const savedSearchSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The results page's canonical query string (page and defaults left out). */
  query: z.string(),
  alerts: z.boolean(),
  seen: z.record(z.string(), count),
  checkedOn: z.string(),
  createdAt: date,
  updatedAt: date,
});
export type SavedSearchDoc = z.infer<typeof savedSearchSchema>;

/** `users/{uid}/wishlist/{listingId}`. */
export const wishlistItemSchema = z.object({ listingId: z.string(), createdAt: date });
export type WishlistItemDoc = z.infer<typeof wishlistItemSchema>;

/** A degree of latitude or longitude; the exact point (6 decimals) and the area (4) use it. */
const degrees = z.number().finite().min(-180).max(180);
/** Four decimals at most (about 11 m): the precision of the public area, never the exact point's. */
const fourDecimals = degrees.refine((value) => roundCoordinate(value) === value, {
  message: "the public area has at most 4 decimals",
});

/** What an owner states of the guideline value: whole rupees per unit and where it is from. */
export const guidelineValueSchema = z.strictObject({
  rupeesPerUnit: count.positive(),
  unit: z.enum(GUIDELINE_UNITS),
  source: z.string().max(120),
});

/**
 * A listing's public, approximate point (modules/listings/location.ts): the exact point moved by its private
 * offset, 0.2–1 km, rounded to 4 decimals. Strict: nothing else of the location may ride along.
 */
export const listingAreaSchema = z.strictObject({ lat: fourDecimals, lng: fourDecimals });

/**
 * The exact point the owner placed (contact data, private as the address), who may see it, and the offset to the
 * public area, drawn once at the first placement and kept on every edit.
 */
export const listingLocationSchema = z.object({
  lat: degrees,
  lng: degrees,
  shown: z.enum(LOCATION_SHOWN),
  offset: z.object({ dLat: z.number().finite(), dLng: z.number().finite() }),
});

/**
 * `listings/{id}`: everything anyone may see of a listing, plus its owner's uid and moderation state. The owner's
 * contact details live apart, in `listingContacts/{id}`, which only the owner and admins may read.
 */
/** Yes, no or not said, for each facility of a listing (the API groups them under `facilities`). */
export const listingFacilityFields = {
  electricity: z.boolean().nullable(),
  waterFacility: z.boolean().nullable(),
  boreWell: z.boolean().nullable(),
  roadFacility: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  lift: z.boolean().nullable(),
};

export const listingSchema = z.object({
  /** `NL-000123`, from `codeNumber` (see formatListingCode). */
  code: z.string(),
  codeNumber: count,
  /**
   * The code as the admin's code search looks it up (`NL000123`, see parseCodeSearch). Listings written before it
   * existed get it from a background job (modules/moderation/code-index.ts).
   */
  codeKey: z.string().optional(),
  /** Firebase uid of the member who posted it. */
  ownerId: z.string(),

  status: z.enum(LISTING_STATUSES),
  rejectionReason: nullableText,
  submittedAt: date,
  approvedAt: date.nullable(),
  rejectedAt: date.nullable(),
  /**
   * Set when the owner edits an approved or rejected listing (it is pending again): when, and the names of the
   * form fields changed (`photos` for media); cleared by the next decision. See modules/listings/resubmission.ts.
   */
  resubmission: z
    .object({ at: date, changedFields: z.array(z.string()).max(100) })
    .nullable()
    .optional(),

  types: z.enum(LISTING_TYPES),
  propertyName: z.enum(PROPERTY_NAMES),
  propertyType: z.enum(PROPERTY_TYPES),
  userType: z.enum(USER_TYPES),
  /** "No. of years", for a lease only. */
  leaseYears: count.nullable(),

  /** Whole rupees; per month when budgetMethod is Monthly. */
  budget: count,
  budgetMethod: z.enum(BUDGET_METHODS).nullable(),
  /** Derived from budget, method and area by derivePrices() whenever the listing is written. */
  pricePerCentRupees: count.nullable(),
  pricePerAcreRupees: count.nullable(),

  /** Total area in square feet; areaUnit is the unit the owner entered it in. */
  areaSqFt: z.number().positive().nullable(),
  areaUnit: z.enum(AREA_UNITS).nullable(),
  builtUpAreaSqFt: z.number().positive().nullable(),
  builtUpAreaUnit: z.enum(AREA_UNITS).nullable(),
  lengthFt: z.number().positive().nullable(),
  breadthFt: z.number().positive().nullable(),

  ...listingFacilityFields,
  facingDirection: nullableText,
  amenities: nullableText,
  ageOfPropertyYears: count.nullable(),
  numberOfBathrooms: count.nullable(),
  numberOfRooms: z.enum(ROOM_OPTIONS).nullable(),

  /** Public neighbourhood or village, e.g. "Gandhipuram"; searchable. */
  locality: nullableText,
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),

  // Optional Tamil Nadu title and approval references.
  pattaNumber: nullableText,
  surveyNumber: nullableText,
  dtcpCmdaApprovalNumber: nullableText,
  tnreraNumber: nullableText,
  // The road in front (absent from listings written before they were asked for).
  roadWidthFt: z.number().positive().nullable().default(null),
  cornerPlot: z.boolean().nullable().default(null),
  roadSide: nullableText.default(null),
  /** A sale listing's guideline value as its owner states it, and whether it is a first sale (issue 35). */
  guidelineValue: guidelineValueSchema.nullable().default(null),
  firstSale: z.boolean().nullable().default(null),
  /** Set when members' reports took the listing off the public site (it is pending until an admin decides). */
  heldForReports: date.nullable().default(null),
  /**
   * Freshness (modules/listings/freshness.ts): when it was last approved or its owner confirmed it still
   * available (null on listings written before; a background job fills it in from `approvedAt`); when its owner
   * was warned that it lapses soon (null until then, and after each confirmation); when it lapsed or was marked
   * sold or let.
   */
  confirmedAt: date.nullable().default(null),
  lapseWarnedAt: date.nullable().default(null),
  lapsedAt: date.nullable().default(null),
  closedAt: date.nullable().default(null),

  /**
   * The public approximate point (issue 34), recomputed from the private location on every write; null when the
   * owner placed none (and on listings written before). The exact point is never here.
   */
  area: listingAreaSchema.nullable().default(null),

  media: z.array(listingMediaSchema).max(15),
  /** The bands of its photos' hashes (media/photo-hash.ts): other listings with the same pictures are found by them. */
  photoBands: z.array(z.string()).max(60).default([]),

  createdAt: date,
  updatedAt: date,
});
export type ListingDoc = z.infer<typeof listingSchema>;

/**
 * `listingReports/{listingId}`: what members reported of a listing, for the admin's queue. `open` counts the
 * reports no admin has seen to yet, `reasons` those reports by reason, `counted` those that count towards a hold
 * (modules/reports/standing.ts). `answer` is the owner's answer to a hold, until the admin decides. Who reported
 * is never here.
 */
export const reportSummarySchema = z.object({
  listingId: z.string(),
  code: z.string(),
  ownerId: z.string(),
  open: count,
  reasons: z.record(z.enum(REPORT_REASONS), count),
  counted: count.default(0),
  answer: z.object({ note: z.string(), at: date }).nullable().default(null),
  lastReportedAt: date,
});
export type ReportSummaryDoc = z.infer<typeof reportSummarySchema>;

/**
 * `listingReports/{listingId}/reports/{reporterUid}`: one member's report, its id the member's uid so that each
 * reports a listing once. Server only: neither the owner nor admins learn who reported. When the reporter erases
 * their account, the report moves to a random id without its note and their standing (`reporterErased`): the
 * moderation record and the counts stay, nothing that could name them does (accounts/erasure.ts).
 */
export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: nullableText,
  createdAt: date,
  /** False once an admin dismissed the reports or decided on the listing. */
  open: z.boolean(),
  /** How it was closed: dismissed (the listing stayed or came back) or upheld (the admin rejected it). */
  outcome: z.enum(["dismissed", "upheld"]).nullable().default(null),
  /**
   * The reporter's standing when they reported (modules/reports/standing.ts): when their account was made, a
   * digest of the phone number Firebase verified for it (null: none), and whether the report counts towards a hold.
   */
  reporterSince: date.nullable().default(null),
  phoneKey: z.string().nullable().default(null),
  counted: z.boolean().default(false),
  /** The reporter erased their account: the id is random, and no standing or record of theirs is kept. */
  reporterErased: z.boolean().default(false),
});
export type ListingReportDoc = z.infer<typeof listingReportSchema>;

/**
 * `reporters/{uid}`: how a member's closed reports ended, for the admin weighing their next ones. Server only:
 * the admin sees the counts beside a report, never whose they are.
 */
export const reporterRecordSchema = z.object({
  dismissed: count,
  upheld: count,
  updatedAt: date,
});
export type ReporterRecordDoc = z.infer<typeof reporterRecordSchema>;

/** `listingContacts/{listingId}`: the owner's contact details (private: the owner and admins read them). */
export const listingContactSchema = z.object({
  ownerId: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Where the property is exactly, when the owner placed it (absent on contacts written before issue 34). */
  location: listingLocationSchema.nullable().default(null),
  updatedAt: date,
});
export type ListingContactDoc = z.infer<typeof listingContactSchema>;

/** `plans/{id}`: a premium plan (SPEC §3 "Plan"). Price in whole rupees, as the admin enters it. */
export const planSchema = z.object({
  name: z.string(),
  /** The name Tamil pages offer; unset or null: the name. */
  nameTa: z.string().nullable().optional(),
  priceRupees: count,
  duration: z.number().int().min(1),
  timeUnit: z.enum(PLAN_TIME_UNITS),
  /** How many owners' contacts a member may see with the plan; unset or null: unlimited. */
  contactQuota: count.nullable().optional(),
  /** Retired plans stay for the orders and subscriptions that name them. */
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: date,
  updatedAt: date,
});
export type PlanDoc = z.infer<typeof planSchema>;

const basisPoints = z.number().int().min(0).max(MAX_RATE_BP);
const ratesBp = z.object({ stampDutyBp: basisPoints, registrationFeeBp: basisPoints });

/**
 * `registrationRates/{id}`: one set of registration rates and the day in India it takes effect (issue 35,
 * docs/costs-design.md §1). Server only: no security rule matches it. Rates in basis points (700 = 7%), money in
 * whole rupees; the checks across fields are the admin form's (rateSetProblems).
 */
export const registrationRatesSchema = z
  .object({
    effectiveFrom: z.string().refine(isIsoDay, "a day written YYYY-MM-DD"),
    source: z.object({ title: z.string().min(1), url: nullableText }),
    /** What changed, for the admin. */
    note: nullableText,
    sale: ratesBp,
    /** Composite value of an apartment's first sale: the whole value at its band's rates. */
    apartmentFirstSale: z.object({
      slabs: z.array(ratesBp.extend({ upToRupees: z.number().int().min(1).nullable() })).min(1),
    }),
    womenConcession: z
      .object({ registrationFeeCutBp: basisPoints, upToRupees: z.number().int().min(1) })
      .nullable(),
    loanDefaults: z.object({
      rateBp: basisPoints,
      sharePercent: z.number().int().min(1).max(100),
      tenureYears: z.number().int().min(1).max(30),
      source: z.string(),
    }),
    createdAt: date,
    updatedAt: date,
    /** The admin who last wrote it; "seed" for the sets Nilam starts from. */
    updatedBy: z.string(),
  })
  .superRefine((set, ctx) => {
    for (const problem of rateSetProblems(set)) ctx.addIssue({ code: "custom", message: problem.message });
  });
export type RegistrationRatesDoc = z.infer<typeof registrationRatesSchema>;

export const bannerImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  storageKey: nullableText,
  alt: z.string(),
  /** The alt text Tamil pages show; unset or null: the alt text. */
  altTa: z.string().nullable().optional(),
  width: count.nullable(),
  height: count.nullable(),
  variants: z.array(mediaVariantSchema),
  /** AVIF renditions of an uploaded banner, kept so that they are deleted with it (absent on seed banners). */
  avifVariants: z.array(mediaVariantSchema).optional(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

/** `bannerGroups/{id}`: a set of home-page carousel images in their order (SPEC §3 "Banner group"). */
export const bannerGroupSchema = z.object({
  name: z.string(),
  alt: z.string(),
  position: z.number().int(),
  images: z.array(bannerImageSchema),
  createdAt: date,
  updatedAt: date,
});
export type BannerGroupDoc = z.infer<typeof bannerGroupSchema>;

/**
 * `collections/{id}`: a featured collection (SPEC §3 "Collection"). Its title is a property name, so 'View More'
 * can link to /propertylisting?types={type}&propertyName={title}.
 */
export const collectionSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** What Tamil pages show instead, each when set (unset or null: the English). */
  titleTa: z.string().nullable().optional(),
  descriptionTa: z.string().nullable().optional(),
  propertyName: z.enum(PROPERTY_NAMES).nullable(),
  image: z
    .object({
      url: z.string(),
      storageKey: nullableText,
      variants: z.array(mediaVariantSchema),
      /** As a banner image's: the upload's AVIF renditions, deleted with the image. */
      avifVariants: z.array(mediaVariantSchema).optional(),
    })
    .nullable(),
  position: z.number().int(),
  createdAt: date,
  updatedAt: date,
});
export type CollectionDoc = z.infer<typeof collectionSchema>;

/** `contactMessages/{id}`: a message from the Contact page (SPEC §3 "Contact message"). Admins read them. */
export const contactMessageSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  /** The signed-in sender, if any. */
  userId: nullableText,
  handledAt: date.nullable(),
  createdAt: date,
});
export type ContactMessageDoc = z.infer<typeof contactMessageSchema>;

/** `contactRateLimits/{address hash}`: when this address last sent messages, within the rate-limit window. */
export const contactRateLimitSchema = z.object({ sentAt: z.array(date) });
export type ContactRateLimitDoc = z.infer<typeof contactRateLimitSchema>;

/** `auditLog/{id}`: who did what to which record (moderation, admin edits, plans, reveals, payments). */
export const auditEntrySchema = z.object({
  /** null for the system (webhooks, seed). */
  actorId: nullableText,
  /** verb.noun, e.g. "listing.approve", "plan.update". */
  action: z.string(),
  entityType: z.string(),
  entityId: nullableText,
  data: z.record(z.string(), z.unknown()),
  requestId: nullableText,
  ip: nullableText,
  createdAt: date,
});
export type AuditEntryDoc = z.infer<typeof auditEntrySchema>;

/** `paymentOrders/{id}`: a checkout attempt, one gateway order for one plan. Amounts in paise. */
export const paymentOrderSchema = z.object({
  userId: z.string(),
  planId: z.string(),
  // The plan as it was sold (the admin may edit the plan later).
  planName: z.string(),
  planDuration: z.number().int().min(1),
  planTimeUnit: z.enum(PLAN_TIME_UNITS),
  amountPaise: count,
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerOrderId: nullableText,
  receipt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paidAt: date.nullable(),
  createdAt: date,
  updatedAt: date,
});
export type PaymentOrderDoc = z.infer<typeof paymentOrderSchema>;

/** `payments/{provider}_{providerPaymentId}`: a payment the gateway reported against an order. */
export const paymentSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerPaymentId: z.string(),
  amountPaise: count,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: nullableText,
  errorCode: nullableText,
  errorDescription: nullableText,
  createdAt: date,
  updatedAt: date,
});
export type PaymentDoc = z.infer<typeof paymentSchema>;

/** `paymentWebhookEvents/{provider}_{eventId}`: every webhook delivery, so that a redelivery is a no-op. */
export const paymentWebhookEventSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  eventId: z.string(),
  eventType: z.string(),
  payload: z.unknown(),
  receivedAt: date,
  processedAt: date.nullable(),
});
export type PaymentWebhookEventDoc = z.infer<typeof paymentWebhookEventSchema>;

/** `subscriptions/{id}`: a paid plan period; a member is premium while an active one has not expired. */
export const subscriptionSchema = z.object({
  userId: z.string(),
  planId: nullableText,
  /** One subscription per paid order; null for one granted by an admin. */
  orderId: nullableText,
  planName: z.string(),
  pricePaise: count,
  duration: z.number().int().min(1),
  timeUnit: z.enum(PLAN_TIME_UNITS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan's contact quota as sold (distinct listings revealed); unset or null: unlimited. */
  contactQuota: count.nullable().optional(),
  startsAt: date,
  expiresAt: date,
  createdAt: date,
});
export type SubscriptionDoc = z.infer<typeof subscriptionSchema>;

/** `contactReveals/{id}`: every time owner contact details were shown to someone. */
export const contactRevealSchema = z.object({
  userId: z.string(),
  listingId: nullableText,
  /** Why the viewer could see it: the subscription, or null for the owner or an admin. */
  subscriptionId: nullableText,
  createdAt: date,
});
export type ContactRevealDoc = z.infer<typeof contactRevealSchema>;

/**
 * `mailOutbox/{id}`: an e-mail to send, queued in the transaction of the change it reports (a moderation
 * decision), then sent over SMTP, or kept here as the development outbox when no SMTP server is configured.
 */
export const mailOutboxSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** What it reports, e.g. "listing.approved". */
  kind: z.string(),
  /** The record it is about, e.g. the listing's id. */
  entityId: nullableText,
  status: z.enum(MAIL_STATUSES),
  attempts: count,
  lastError: nullableText,
  createdAt: date,
  sentAt: date.nullable(),
  /** When a sender claimed it; another sender leaves it alone for a while after (see sendQueuedMail). */
  sendingAt: date.nullable().default(null),
  /** The signed page that stops this kind of e-mail: a List-Unsubscribe header (RFC 8058 one-click POST). */
  unsubscribeUrl: nullableText.default(null),
});
export type MailOutboxDoc = z.infer<typeof mailOutboxSchema>;
