// Typed references to every collection. Each goes through a converter that validates the document with its zod
// schema (documents.ts) on the way in and out, and turns Firestore Timestamps into Dates.
import {
  type CollectionReference,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";
import type { z } from "zod";
import {
  auditEntrySchema,
  bannerGroupSchema,
  collectionSchema,
  contactMessageSchema,
  contactRateLimitSchema,
  contactRevealSchema,
  listingContactSchema,
  listingReportSchema,
  listingSchema,
  mailOutboxSchema,
  paymentOrderSchema,
  paymentSchema,
  paymentWebhookEventSchema,
  planSchema,
  registrationRatesSchema,
  reporterRecordSchema,
  reportSummarySchema,
  savedSearchSchema,
  subscriptionSchema,
  uploadSchema,
  userSchema,
  wishlistItemSchema,
} from "./documents.ts";
import type { Db } from "./firestore.ts";

/** A stored document that does not match its schema: our bug or a hand edit, never the user's mistake (500). */
export class DocumentShapeError extends Error {
  override name = "DocumentShapeError";
}

/** Timestamps → Dates, through arrays and plain objects. */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withDates(v)]));
  }
  return value;
}

function converter<S extends z.ZodObject>(collection: string, schema: S): FirestoreDataConverter<z.infer<S>> {
  const check = (result: z.ZodSafeParseResult<unknown>, path: string) => {
    if (!result.success)
      throw new DocumentShapeError(`${path}: ${result.error.message}`, { cause: result.error });
    return result.data;
  };
  return {
    toFirestore(data: z.infer<S>, options?: { merge?: boolean }): DocumentData {
      const parsed = options?.merge ? schema.partial().safeParse(data) : schema.safeParse(data);
      return check(parsed, `${collection} (write)`) as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.infer<S> {
      return check(schema.safeParse(withDates(snapshot.data())), snapshot.ref.path) as z.infer<S>;
    },
  } as FirestoreDataConverter<z.infer<S>>;
}

const converters = {
  users: converter("users", userSchema),
  wishlist: converter("wishlist", wishlistItemSchema),
  listings: converter("listings", listingSchema),
  listingContacts: converter("listingContacts", listingContactSchema),
  plans: converter("plans", planSchema),
  registrationRates: converter("registrationRates", registrationRatesSchema),
  bannerGroups: converter("bannerGroups", bannerGroupSchema),
  collections: converter("collections", collectionSchema),
  contactMessages: converter("contactMessages", contactMessageSchema),
  contactRateLimits: converter("contactRateLimits", contactRateLimitSchema),
  auditLog: converter("auditLog", auditEntrySchema),
  paymentOrders: converter("paymentOrders", paymentOrderSchema),
  payments: converter("payments", paymentSchema),
  paymentWebhookEvents: converter("paymentWebhookEvents", paymentWebhookEventSchema),
  subscriptions: converter("subscriptions", subscriptionSchema),
  contactReveals: converter("contactReveals", contactRevealSchema),
  uploads: converter("uploads", uploadSchema),
  mailOutbox: converter("mailOutbox", mailOutboxSchema),
  listingReports: converter("listingReports", reportSummarySchema),
  savedSearches: converter("savedSearches", savedSearchSchema),
  reports: converter("reports", listingReportSchema),
  reporters: converter("reporters", reporterRecordSchema),
};

type Converted = typeof converters;
type DocOf<K extends keyof Converted> = Converted[K] extends FirestoreDataConverter<infer T> ? T : never;

/** A collection with its converter; `path` defaults to the collection's name (a top-level collection). */
function typed<K extends keyof Converted>(
  db: Db,
  { name, path = name }: { name: K; path?: string },
): CollectionReference<DocOf<K>> {
  return db.collection(path).withConverter(converters[name] as FirestoreDataConverter<DocOf<K>>);
}

/** The collections, by name (README "Data" lists who may read and write each). */
export const col = {
  users: (db: Db) => typed(db, { name: "users" }),
  wishlist: (db: Db, uid: string) => typed(db, { name: "wishlist", path: `users/${uid}/wishlist` }),
  listings: (db: Db) => typed(db, { name: "listings" }),
  listingContacts: (db: Db) => typed(db, { name: "listingContacts" }),
  plans: (db: Db) => typed(db, { name: "plans" }),
  /** Server only: the registration rates, one set per day it takes effect (modules/rates). */
  registrationRates: (db: Db) => typed(db, { name: "registrationRates" }),
  bannerGroups: (db: Db) => typed(db, { name: "bannerGroups" }),
  collections: (db: Db) => typed(db, { name: "collections" }),
  contactMessages: (db: Db) => typed(db, { name: "contactMessages" }),
  contactRateLimits: (db: Db) => typed(db, { name: "contactRateLimits" }),
  auditLog: (db: Db) => typed(db, { name: "auditLog" }),
  paymentOrders: (db: Db) => typed(db, { name: "paymentOrders" }),
  payments: (db: Db) => typed(db, { name: "payments" }),
  paymentWebhookEvents: (db: Db) => typed(db, { name: "paymentWebhookEvents" }),
  subscriptions: (db: Db) => typed(db, { name: "subscriptions" }),
  contactReveals: (db: Db) => typed(db, { name: "contactReveals" }),
  uploads: (db: Db) => typed(db, { name: "uploads" }),
  mailOutbox: (db: Db) => typed(db, { name: "mailOutbox" }),
  /** Server only: members' reports of a listing (the summary), and each report under it. */
  listingReports: (db: Db) => typed(db, { name: "listingReports" }),
  reports: (db: Db, listingId: string) =>
    typed(db, { name: "reports", path: `listingReports/${listingId}/reports` }),
  /** Server only: how each reporter's closed reports ended (dismissed or upheld), by uid. */
  reporters: (db: Db) => typed(db, { name: "reporters" }),
  /** A member's saved searches (their own to read; the server writes them). */
  savedSearches: (db: Db) => typed(db, { name: "savedSearches" }),
};

/** Collections only the server touches (no converter: their documents are written in one place each). */
export const INTERNAL_COLLECTIONS = {
  /** The change log of public data (public-changes.ts). */
  publicChanges: "publicChanges",
  /** Compact snapshots of the listing projection, for a cold instance to load in one read. */
  projectionSnapshots: "projectionSnapshots",
  /** `counters/listings`: the next listing code number. */
  counters: "counters",
  /** `listingViews/{listingId}`: `{ count, updatedAt }`, how often the listing's page was seen (counts only). */
  listingViews: "listingViews",
  /** `meta/seed` (what the seed wrote), `meta/linkSigning` (the key of signed links, modules/links). */
  meta: "meta",
} as const;
