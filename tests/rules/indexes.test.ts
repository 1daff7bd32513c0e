// Every query the app sends (PLAN "Queries the app sends"), built as the app builds it, against
// firestore.indexes.json. Production Firestore refuses a query without its index; the emulator does not.
import { readFileSync } from "node:fs";
import { FieldPath, type Query } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import { openFirestore } from "#server/db/firestore.ts";
import { dueForWarning, dueToLapse } from "#server/modules/listings/freshness.ts";
import { withPhotoBands } from "#server/modules/moderation/duplicates.ts";
import { alertingSearchesOf, uncheckedSearches } from "#server/modules/saved-searches/alerts.ts";
import { savedSearchesOf } from "#server/modules/saved-searches/service.ts";
import {
  type CompositeIndex,
  describeQuery,
  type IndexFile,
  missingIndexes,
  type QueryShape,
  queryShapeOf,
  suggestIndex,
} from "./index-coverage.ts";

const indexFile = JSON.parse(
  readFileSync(new URL("../../firestore.indexes.json", import.meta.url), "utf8"),
) as IndexFile;

// Building a query opens no connection, so no emulator is needed.
const { db, close } = openFirestore({ projectId: "demo-nilam-indexes" });
afterAll(close);

const uid = "some-member";
const now = new Date();

const appQueries: QueryShape[] = [
  queryShapeOf(col.listings(db).where("ownerId", "==", uid).orderBy("createdAt", "desc"), "own listings"),
  // The moderation lists (modules/moderation/queries.ts), with and without the type and a code search, ordered
  // by the id after the list's own order; the browser's live pending feed (web/app/lib/live) sends the first
  // without the id.
  ...(
    [
      ["pending", "submittedAt", "asc"],
      ["approved", "approvedAt", "desc"],
      ["rejected", "rejectedAt", "desc"],
    ] as const
  ).flatMap(([status, field, direction]) => {
    const ofStatus = col.listings(db).where("status", "==", status);
    const ordered = (query: Query) =>
      query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
    const ofType = ofStatus.where("types", "==", "rent");
    const prefixed = (query: Query) =>
      query
        .where("codeKey", ">=", "NL0001")
        .where("codeKey", "<", "NL0001\uf8ff")
        .orderBy("codeKey")
        .orderBy(FieldPath.documentId());
    const exactly = (query: Query) =>
      query.where("codeKey", "==", "NL000123").orderBy(FieldPath.documentId());
    return [
      queryShapeOf(ofStatus.orderBy(field, direction), `live feed order: ${status}`),
      queryShapeOf(ordered(ofStatus), `moderation list: ${status}`),
      queryShapeOf(ordered(ofType), `moderation list: ${status} of one type`),
      queryShapeOf(prefixed(ofStatus), `code prefix search: ${status}`),
      queryShapeOf(prefixed(ofType), `code prefix search: ${status} of a type`),
      queryShapeOf(exactly(ofStatus), `code search: ${status}`),
      queryShapeOf(exactly(ofType), `code search: ${status} of a type`),
    ];
  }),
  queryShapeOf(
    col.listings(db).where("status", "==", "pending").where("types", "==", "rent"),
    "moderation list count",
  ),
  queryShapeOf(col.listings(db), "code keys backfill"),
  queryShapeOf(col.listings(db).where("status", "==", "approved"), "projection full load"),
  // The freshness job (modules/listings/freshness.ts).
  queryShapeOf(dueToLapse(db, { types: "sell", before: now }), "listings due to lapse"),
  queryShapeOf(dueForWarning(db, { types: "sell", before: now }), "listings due for a warning"),
  // Possible duplicates (modules/moderation/duplicates.ts).
  queryShapeOf(withPhotoBands(db, ["0:abcd", "1:ef01"]), "public listings with the same pictures"),
  queryShapeOf(col.listingContacts(db).where("phone", "==", "9876543210"), "listings with the same phone"),
  // Saved searches (modules/saved-searches).
  queryShapeOf(savedSearchesOf(db, uid), "a member's saved searches"),
  queryShapeOf(alertingSearchesOf(db, uid), "a member's saved searches with e-mails"),
  queryShapeOf(uncheckedSearches(db, "2026-11-26"), "saved searches not checked today"),
  queryShapeOf(
    col
      .subscriptions(db)
      .where("userId", "==", uid)
      .where("status", "==", "active")
      .where("expiresAt", ">", now)
      .orderBy("expiresAt", "desc"),
    "active plan",
  ),
  // A webhook's order (modules/payments/queries.ts): equality only, served by the automatic indexes.
  queryShapeOf(
    col.paymentOrders(db).where("providerOrderId", "==", "order_x").where("provider", "==", "razorpay"),
    "order of a webhook",
  ),
  queryShapeOf(col.wishlist(db, uid).orderBy("createdAt", "desc"), "wishlist"),
  queryShapeOf(
    db.collectionGroup("wishlist").where("listingId", "==", "some-listing"),
    "every wishlist entry of a deleted listing",
  ),
  queryShapeOf(col.contactMessages(db).orderBy("createdAt", "desc"), "contact messages"),
  queryShapeOf(
    col.contactMessages(db).where("handledAt", "==", null).orderBy("createdAt", "desc"),
    "contact messages to answer",
  ),
  queryShapeOf(
    col.contactMessages(db).where("handledAt", "!=", null).orderBy("createdAt", "desc"),
    "contact messages handled",
  ),
  queryShapeOf(col.mailOutbox(db).orderBy("createdAt", "desc"), "mail outbox"),
  queryShapeOf(
    col.mailOutbox(db).where("status", "==", "failed").orderBy("createdAt", "desc"),
    "failed e-mails to retry",
  ),
  queryShapeOf(
    col
      .mailOutbox(db)
      .where("status", "==", "queued")
      .where("createdAt", "<", now)
      .orderBy("createdAt", "desc"),
    "queued e-mails never handed over",
  ),
  queryShapeOf(col.users(db).where("email", "==", "admin@nilam.test"), "audit log actor by e-mail"),
  ...auditLogQueries(),
  ...paymentRecordQueries(),
  queryShapeOf(
    col.uploads(db).where("createdAt", "<", now).orderBy("createdAt").limit(100),
    "abandoned uploads to sweep",
  ),
  queryShapeOf(
    db.collection(INTERNAL_COLLECTIONS.publicChanges).where("at", ">", now).orderBy("at"),
    "public change log",
  ),
  queryShapeOf(col.bannerGroups(db).orderBy("position"), "banners"),
  queryShapeOf(col.collections(db).orderBy("position"), "featured collections"),
  queryShapeOf(col.plans(db).where("active", "==", true).orderBy("sortOrder"), "plans on sale"),
  queryShapeOf(col.plans(db).orderBy("sortOrder", "desc").limit(1), "the last plan, when adding one"),
  queryShapeOf(col.subscriptions(db).where("planId", "==", "some-plan").limit(1), "was this plan bought"),
  queryShapeOf(col.paymentOrders(db).where("planId", "==", "some-plan").limit(1), "was this plan ordered"),
  queryShapeOf(
    col.users(db).where("disabled", "==", false).orderBy("createdAt", "desc"),
    "customers, newest first",
  ),
  queryShapeOf(
    col.users(db).where("disabled", "==", false).where("city", "==", "Salem").orderBy("createdAt", "desc"),
    "customers of a city, newest first",
  ),
  queryShapeOf(
    col.users(db).where("disabled", "==", false).where("city", "==", "Salem"),
    "count of a city's customers",
  ),
  queryShapeOf(
    db.collection(INTERNAL_COLLECTIONS.projectionSnapshots).orderBy("createdAt", "desc").limit(1),
    "newest projection snapshot",
  ),
];

/** Every combination of the audit log's filters (server/modules/audit/queries.ts), as it builds them. */
function auditLogQueries(): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const actor of [false, true])
    for (const entityType of [false, true])
      for (const action of ["none", "exact", "prefix"] as const)
        for (const dates of ["none", "from", "to", "both"] as const) {
          let query: Query = col.auditLog(db);
          if (actor) query = query.where("actorId", "==", uid);
          if (entityType) query = query.where("entityType", "==", "listing");
          if (action === "exact") query = query.where("action", "==", "listing.approve");
          if (action === "prefix")
            query = query.where("action", ">=", "listing.").where("action", "<", "listing.\uf8ff");
          if (dates === "from" || dates === "both") query = query.where("createdAt", ">=", now);
          if (dates === "to" || dates === "both") query = query.where("createdAt", "<", now);
          shapes.push(
            queryShapeOf(
              query.orderBy("createdAt", "desc"),
              `audit log (actor ${actor}, type ${entityType}, action ${action}, dates ${dates})`,
            ),
          );
        }
  return shapes;
}

/**
 * The member's payment history and receipt, and every combination of the admin payments list's filters with
 * its totals (server/modules/payments/queries.ts, admin-queries.ts), as they build them.
 */
function paymentRecordQueries(): QueryShape[] {
  const shapes: QueryShape[] = [
    queryShapeOf(
      col.paymentOrders(db).where("userId", "==", uid).orderBy("createdAt", "desc").limit(50),
      "a member's payment history",
    ),
    queryShapeOf(col.payments(db).where("userId", "==", uid), "a member's payments"),
    queryShapeOf(col.payments(db).where("orderId", "==", "some-order"), "an order's payments"),
    queryShapeOf(col.payments(db).where("orderId", "in", ["a", "b"]), "the payments of a page of orders"),
  ];
  for (const member of [false, true])
    for (const dates of ["none", "from", "to", "both"] as const) {
      const filtered = (query: Query, field: "status" | null, value: string) => {
        let q = field ? query.where(field, "==", value) : query;
        if (member) q = q.where("userId", "==", uid);
        if (dates === "from" || dates === "both") q = q.where("createdAt", ">=", now);
        if (dates === "to" || dates === "both") q = q.where("createdAt", "<", now);
        return q.orderBy("createdAt", "desc");
      };
      const what = `(member ${member}, dates ${dates})`;
      shapes.push(
        queryShapeOf(filtered(col.paymentOrders(db), null, ""), `admin orders ${what}`),
        queryShapeOf(filtered(col.paymentOrders(db), "status", "failed"), `admin orders of a status ${what}`),
        queryShapeOf(filtered(col.payments(db), "status", "refunded"), `admin refunded total ${what}`),
      );
    }
  return shapes;
}

function explain(missing: readonly QueryShape[]): string {
  return missing
    .map((query) => `${describeQuery(query)}\n  add: ${JSON.stringify(suggestIndex(query))}`)
    .join("\n");
}

describe("firestore.indexes.json", () => {
  it("serves every query the app sends", () => {
    const missing = missingIndexes(appQueries, indexFile);
    expect(missing, `queries without an index:\n${explain(missing)}`).toEqual([]);
  });

  it("holds no composite index that none of those queries needs (each one costs every write)", () => {
    const unneeded = indexFile.indexes.filter((candidate: CompositeIndex) => {
      const without = { ...indexFile, indexes: indexFile.indexes.filter((i) => i !== candidate) };
      return missingIndexes(appQueries, without).length === 0;
    });
    expect(unneeded).toEqual([]);
  });

  it("is well formed: two or more fields per composite index, each ordered or CONTAINS", () => {
    for (const index of indexFile.indexes) {
      expect(["COLLECTION", "COLLECTION_GROUP"]).toContain(index.queryScope);
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        const kinds = [field.order, field.arrayConfig, field.vectorConfig].filter((k) => k !== undefined);
        expect(kinds, `${index.collectionGroup}.${field.fieldPath}`).toHaveLength(1);
      }
    }
  });
});
