// Every principal × every collection × get, list, create, update, delete, from one table of who may do what
// (PLAN "Who may read what"). `list` sends the query a client would send to find the document at hand; writes
// aim at the principal's own data where it has any, and are denied to everyone.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  type DocumentData,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  type Query,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { DOCUMENTS, LISTING, seedDocuments } from "./documents-at-hand.ts";
import {
  PRINCIPAL_LABEL,
  PRINCIPALS,
  type Principal,
  rulesEnvironmentForFile,
  UID,
  uidOf,
  type WebFirestore,
} from "./rules-environment.ts";

const OPERATIONS = ["get", "list", "create", "update", "delete"] as const;
type Operation = (typeof OPERATIONS)[number];

const EVERYONE = PRINCIPALS;
const OWNER_AND_ADMIN: readonly Principal[] = ["owner", "admin"];
const OWNER_ONLY: readonly Principal[] = ["owner"];
const ADMIN_ONLY: readonly Principal[] = ["admin"];
const NOBODY: readonly Principal[] = [];
const NO_CLIENT_WRITES = { create: NOBODY, update: NOBODY, delete: NOBODY } as const;

interface Row {
  /** The collection as the test names print it. */
  name: string;
  /** The seeded document that reads look for and that update and delete aim at. */
  path: string;
  /** The query a client sends to find the document at hand. */
  query: (db: WebFirestore) => Query;
  /** The document a principal (uid `me`) tries to create: by default one like that at hand, in its collection. */
  newDocument?: (me: string | null) => { path: string; data: DocumentData };
  /** What the update tries to change; by default it adds a field. */
  patch?: DocumentData;
  allowed: Record<Operation, readonly Principal[]>;
}

const whole = (collectionPath: string) => (db: WebFirestore) => collection(db, collectionPath);
const ownersListings = (status: string) => (db: WebFirestore) =>
  query(collection(db, "listings"), where("ownerId", "==", UID.owner), where("status", "==", status));
const ownersRecords = (collectionPath: string, field: "ownerId" | "userId") => (db: WebFirestore) =>
  query(collection(db, collectionPath), where(field, "==", UID.owner));
/** A fresh document id per principal, so that every create is a create (never an update of another's). */
const newId = (me: string | null) => `created-by-${me ?? "anonymous"}`;
/** A listing the client claims as its own and already approved. */
const forgedListing = (me: string | null) => ({
  path: `listings/${newId(me)}`,
  data: { ...DOCUMENTS[`listings/${LISTING.approved}`], ownerId: me ?? UID.owner, status: "approved" },
});
const ownRecord = (path: string, field: "ownerId" | "userId") => (me: string | null) => ({
  path: `${path.slice(0, path.lastIndexOf("/"))}/${newId(me)}`,
  data: { ...DOCUMENTS[path], [field]: me ?? UID.owner },
});
const farFuture = Timestamp.fromMillis(Date.UTC(2099, 0, 1));

// Members (with an active or an expired plan) own nothing at hand: a plan opens no document.
const TABLE: readonly Row[] = [
  {
    name: "listings (approved)",
    path: `listings/${LISTING.approved}`,
    query: (db) => query(collection(db, "listings"), where("status", "==", "approved")),
    newDocument: forgedListing,
    allowed: { get: EVERYONE, list: EVERYONE, ...NO_CLIENT_WRITES },
  },
  {
    name: "listings (pending)",
    path: `listings/${LISTING.pending}`,
    query: ownersListings("pending"),
    newDocument: forgedListing,
    patch: { status: "approved" },
    allowed: { get: OWNER_AND_ADMIN, list: OWNER_AND_ADMIN, ...NO_CLIENT_WRITES },
  },
  {
    name: "listings (rejected)",
    path: `listings/${LISTING.rejected}`,
    query: ownersListings("rejected"),
    newDocument: forgedListing,
    patch: { status: "approved", rejectionReason: null },
    allowed: { get: OWNER_AND_ADMIN, list: OWNER_AND_ADMIN, ...NO_CLIENT_WRITES },
  },
  {
    name: "listingContacts",
    path: `listingContacts/${LISTING.approved}`,
    query: ownersRecords("listingContacts", "ownerId"),
    newDocument: ownRecord(`listingContacts/${LISTING.approved}`, "ownerId"),
    patch: { phone: "9000000000" },
    allowed: { get: OWNER_AND_ADMIN, list: OWNER_AND_ADMIN, ...NO_CLIENT_WRITES },
  },
  {
    name: "users",
    path: `users/${UID.owner}`,
    query: whole("users"),
    // The tempting one: one's own profile, under one's own uid (the owner's exists already).
    newDocument: (me) => ({
      path: `users/${me && me !== UID.owner ? me : newId(me)}`,
      data: DOCUMENTS[`users/${UID.owner}`] ?? {},
    }),
    patch: { disabled: false, firstName: "Changed" },
    allowed: { get: OWNER_AND_ADMIN, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "users/{uid}/wishlist",
    path: `users/${UID.owner}/wishlist/${LISTING.approved}`,
    query: whole(`users/${UID.owner}/wishlist`),
    newDocument: (me) => ({
      path: me ? `users/${me}/wishlist/${LISTING.pending}` : `users/${UID.owner}/wishlist/${newId(me)}`,
      data: { listingId: LISTING.pending, createdAt: Timestamp.now() },
    }),
    allowed: { get: OWNER_ONLY, list: OWNER_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "plans",
    path: "plans/plan-gold",
    query: whole("plans"),
    patch: { priceRupees: 1 },
    allowed: { get: EVERYONE, list: EVERYONE, ...NO_CLIENT_WRITES },
  },
  {
    name: "bannerGroups",
    path: "bannerGroups/banner-home",
    query: whole("bannerGroups"),
    allowed: { get: EVERYONE, list: EVERYONE, ...NO_CLIENT_WRITES },
  },
  {
    name: "collections",
    path: "collections/collection-farms",
    query: whole("collections"),
    allowed: { get: EVERYONE, list: EVERYONE, ...NO_CLIENT_WRITES },
  },
  {
    name: "subscriptions",
    path: "subscriptions/subscription-owner",
    query: ownersRecords("subscriptions", "userId"),
    newDocument: ownRecord("subscriptions/subscription-owner", "userId"),
    patch: { expiresAt: farFuture },
    allowed: { get: OWNER_AND_ADMIN, list: OWNER_AND_ADMIN, ...NO_CLIENT_WRITES },
  },
  {
    name: "savedSearches",
    path: "savedSearches/search-owner",
    query: ownersRecords("savedSearches", "userId"),
    newDocument: ownRecord("savedSearches/search-owner", "userId"),
    patch: { alerts: false },
    allowed: { get: OWNER_ONLY, list: OWNER_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "paymentOrders",
    path: "paymentOrders/order-owner",
    query: ownersRecords("paymentOrders", "userId"),
    newDocument: ownRecord("paymentOrders/order-owner", "userId"),
    patch: { status: "paid" },
    allowed: { get: OWNER_AND_ADMIN, list: OWNER_AND_ADMIN, ...NO_CLIENT_WRITES },
  },
  // Admin-only records, though they name the owner: naming a member gives that member no access.
  {
    name: "payments",
    path: "payments/sandbox_pay-1",
    query: ownersRecords("payments", "userId"),
    newDocument: ownRecord("payments/sandbox_pay-1", "userId"),
    allowed: { get: ADMIN_ONLY, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "paymentWebhookEvents",
    path: "paymentWebhookEvents/sandbox_evt-1",
    query: whole("paymentWebhookEvents"),
    allowed: { get: ADMIN_ONLY, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "contactMessages",
    path: "contactMessages/message-owner",
    query: ownersRecords("contactMessages", "userId"),
    newDocument: ownRecord("contactMessages/message-owner", "userId"),
    allowed: { get: ADMIN_ONLY, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "auditLog",
    path: "auditLog/entry-owner",
    query: whole("auditLog"),
    allowed: { get: ADMIN_ONLY, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  {
    name: "contactReveals",
    path: "contactReveals/reveal-owner",
    query: ownersRecords("contactReveals", "userId"),
    newDocument: ownRecord("contactReveals/reveal-owner", "userId"),
    allowed: { get: ADMIN_ONLY, list: ADMIN_ONLY, ...NO_CLIENT_WRITES },
  },
  // Server-only collections.
  ...[
    "publicChanges/change-1",
    "projectionSnapshots/snapshot-1",
    "projectionSnapshots/snapshot-1/parts/part-0",
    "counters/listings",
    "listingViews/listing-approved",
    "meta/seed",
    "contactRateLimits/address-hash",
    "listingReports/listing-approved",
    "listingReports/listing-approved/reports/user-uid",
    "reporters/user-uid",
    "registrationRates/rates-2025",
    "uploads/upload-owner",
    "mailOutbox/mail-owner",
  ].map(
    (path): Row => ({
      name: path.split("/").slice(0, -1).join("/").replace("snapshot-1", "{id}"),
      path,
      query: whole(path.slice(0, path.lastIndexOf("/"))),
      allowed: { get: NOBODY, list: NOBODY, ...NO_CLIENT_WRITES },
    }),
  ),
];

/** Runs one operation; for an allowed read, also checks that it found the document at hand. */
async function attempt(
  operation: Operation,
  row: Row,
  db: WebFirestore,
  principal: Principal,
): Promise<void> {
  const target = doc(db, row.path);
  switch (operation) {
    case "get": {
      const snapshot = await getDoc(target);
      expect(snapshot.exists(), `${row.path} is seeded`).toBe(true);
      return;
    }
    case "list": {
      const snapshot = await getDocs(row.query(db));
      expect(snapshot.docs.map((d) => d.ref.path)).toContain(row.path);
      return;
    }
    case "create": {
      const me = uidOf(principal);
      const created = row.newDocument?.(me) ?? {
        path: `${row.path.slice(0, row.path.lastIndexOf("/"))}/${newId(me)}`,
        data: DOCUMENTS[row.path] ?? {},
      };
      return setDoc(doc(db, created.path), created.data);
    }
    case "update":
      return updateDoc(target, row.patch ?? { changedByClient: true });
    case "delete":
      return deleteDoc(target);
  }
}

const succeeded = (pending: Promise<void>) =>
  pending.then(
    () => true,
    () => false,
  );

function restore(path: string): Promise<void> {
  return rules.env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), path), DOCUMENTS[path] ?? {}),
  );
}

const rules = rulesEnvironmentForFile(seedDocuments);

for (const row of TABLE) {
  describe(row.name, () => {
    for (const principal of PRINCIPALS) {
      for (const operation of OPERATIONS) {
        const allowed = row.allowed[operation].includes(principal);
        const outcome = allowed ? "allowed" : "denied";
        it(`${PRINCIPAL_LABEL[principal]} · ${row.name} · ${operation} → ${outcome}`, async () => {
          const result = attempt(operation, row, rules.clients[principal], principal);
          try {
            await (allowed ? assertSucceeds(result) : assertFails(result));
          } finally {
            // A write that got through (a broken rule) must not turn the tests after it into false failures.
            if (operation !== "get" && operation !== "list" && (await succeeded(result)))
              await restore(row.path);
          }
        });
      }
    }
  });
}
