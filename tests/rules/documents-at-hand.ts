// The documents the rules tests read and try to write, seeded with the rules off. Only the fields the rules
// look at matter; the rest make them recognisable.
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { type DocumentData, doc, setDoc, Timestamp } from "firebase/firestore";
import { savedSearchFields } from "../support/factories/saved-search-fields.ts";
import { UID } from "./rules-environment.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Timestamp.now();
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);

export const LISTING = {
  approved: "listing-approved",
  pending: "listing-pending",
  rejected: "listing-rejected",
} as const;

function listing(status: keyof typeof LISTING, codeNumber: number): DocumentData {
  return {
    code: `NL-${String(codeNumber).padStart(6, "0")}`,
    codeNumber,
    ownerId: UID.owner,
    status,
    rejectionReason: status === "rejected" ? "Photos missing" : null,
    types: "sell",
    propertyName: "House",
    city: "Salem",
    budget: 5_000_000,
    createdAt: now,
    updatedAt: now,
  };
}

function subscription(userId: string, expiresAt: Timestamp): DocumentData {
  return {
    userId,
    planId: "plan-gold",
    orderId: null,
    planName: "Gold",
    pricePaise: 99_900,
    duration: 1,
    timeUnit: "month",
    status: "active",
    startsAt: Timestamp.fromMillis(expiresAt.toMillis() - 30 * DAY_MS),
    expiresAt,
    createdAt: now,
  };
}

/** Path → data of every seeded document. */
export const DOCUMENTS: Record<string, DocumentData> = {
  [`listings/${LISTING.approved}`]: listing("approved", 1),
  [`listings/${LISTING.pending}`]: listing("pending", 2),
  [`listings/${LISTING.rejected}`]: listing("rejected", 3),
  [`listingContacts/${LISTING.approved}`]: {
    ownerId: UID.owner,
    name: "Selvi Raman",
    phone: "9876543210",
    address: "12 Car Street, Salem",
    updatedAt: now,
  },
  [`listingContacts/${LISTING.pending}`]: {
    ownerId: UID.owner,
    name: "Selvi Raman",
    phone: "9876543210",
    address: "12 Car Street, Salem",
    updatedAt: now,
  },
  [`users/${UID.owner}`]: {
    email: "selvi@nilam.test",
    firstName: "Selvi",
    lastName: "Raman",
    phoneNumber: "9876543210",
    locale: "ta",
    disabled: false,
    createdAt: now,
    updatedAt: now,
  },
  [`users/${UID.owner}/wishlist/${LISTING.approved}`]: { listingId: LISTING.approved, createdAt: now },
  "plans/plan-gold": {
    name: "Gold",
    priceRupees: 999,
    duration: 1,
    timeUnit: "month",
    active: true,
    sortOrder: 1,
    createdAt: now,
    updatedAt: now,
  },
  "bannerGroups/banner-home": {
    name: "Home",
    alt: "Fields at dawn",
    position: 1,
    images: [],
    createdAt: now,
  },
  "collections/collection-farms": {
    title: "Agricultural Land",
    description: "Farms near Salem",
    position: 1,
    createdAt: now,
  },
  "subscriptions/subscription-owner": subscription(UID.owner, inDays(30)),
  "savedSearches/search-owner": savedSearchFields(UID.owner, now),
  "subscriptions/subscription-member-active": subscription(UID.memberActive, inDays(30)),
  // Expired by date: its status is still 'active', as it is until something marks it.
  "subscriptions/subscription-member-expired": subscription(UID.memberExpired, inDays(-1)),
  "paymentOrders/order-owner": {
    userId: UID.owner,
    planId: "plan-gold",
    planName: "Gold",
    amountPaise: 99_900,
    currency: "INR",
    provider: "sandbox",
    receipt: "rcpt-1",
    status: "paid",
    createdAt: now,
  },
  "payments/sandbox_pay-1": {
    orderId: "order-owner",
    userId: UID.owner,
    provider: "sandbox",
    providerPaymentId: "pay-1",
    amountPaise: 99_900,
    status: "captured",
    createdAt: now,
  },
  "paymentWebhookEvents/sandbox_evt-1": {
    provider: "sandbox",
    eventId: "evt-1",
    eventType: "payment.captured",
    payload: { userId: UID.owner },
    receivedAt: now,
  },
  "contactMessages/message-owner": {
    name: "Selvi",
    surname: "Raman",
    phone: "9876543210",
    email: "selvi@nilam.test",
    message: "Please call me back.",
    userId: UID.owner,
    createdAt: now,
  },
  "auditLog/entry-owner": {
    actorId: UID.owner,
    action: "listing.create",
    entityType: "listing",
    entityId: LISTING.pending,
    data: {},
    createdAt: now,
  },
  "contactReveals/reveal-owner": { userId: UID.owner, listingId: LISTING.approved, createdAt: now },
  "publicChanges/change-1": { listingIds: [LISTING.approved], content: false, full: false, at: now },
  "projectionSnapshots/snapshot-1": { version: 1, parts: 1, createdAt: now },
  "projectionSnapshots/snapshot-1/parts/part-0": { listings: [{ id: LISTING.approved, ownerId: UID.owner }] },
  "counters/listings": { next: 4 },
  "listingViews/listing-approved": { count: 12, updatedAt: now },
  "meta/seed": { seededAt: now },
  "contactRateLimits/address-hash": { sentAt: [now] },
  // A report names its sender by its id: nobody reads it but the server, the owner and the reporter included.
  // The owner's answer to a hold rides on the summary: they read it back through the server, not the SDK.
  "listingReports/listing-approved": {
    listingId: LISTING.approved,
    ownerId: UID.owner,
    open: 1,
    counted: 1,
    answer: { note: "Still for sale.", at: now },
  },
  "listingReports/listing-approved/reports/user-uid": {
    reason: "sold",
    note: null,
    createdAt: now,
    open: true,
    outcome: null,
    reporterSince: now,
    phoneKey: "phone-digest",
    counted: true,
  },
  // How a member's reports ended: keyed by their uid, so not even they read it.
  "reporters/user-uid": { dismissed: 1, upheld: 0, updatedAt: now },
  // The registration rates: read by everyone through the server (GET /api/v1/rates), never through the SDK.
  "registrationRates/rates-2025": {
    effectiveFrom: "2025-04-01",
    source: { title: "G.O. of 31 March 2025", url: null },
    note: null,
    sale: { stampDutyBp: 700, registrationFeeBp: 200 },
    apartmentFirstSale: { slabs: [{ upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 }] },
    womenConcession: null,
    loanDefaults: { rateBp: 850, sharePercent: 80, tenureYears: 20, source: "banks" },
    createdAt: now,
    updatedAt: now,
    updatedBy: "seed",
  },
  // The owner's own notification: still read only through the server (the admin's outbox page).
  "mailOutbox/mail-owner": {
    to: "owner@nilam.test",
    subject: "Your property NL-000001 is approved",
    text: "Good news",
    kind: "listing.approved",
    entityId: LISTING.approved,
    status: "kept",
    attempts: 1,
    lastError: null,
    createdAt: now,
    sentAt: null,
    sendingAt: null,
  },
  // The owner's own upload: still not theirs to read through the web SDK.
  "uploads/upload-owner": {
    ownerId: UID.owner,
    media: { id: "upload-owner", kind: "image", url: "/media/listings/u-upload-owner/480.webp" },
    createdAt: now,
  },
};

export async function seedDocuments(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(DOCUMENTS).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
