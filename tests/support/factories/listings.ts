// Listings for tests: build one with overrides, or insert many at once. Defaults describe an approved 2 BHK
// house for sale in Fairlands, Salem; a test names what it is about.
import { randomUUID } from "node:crypto";
import { col } from "#server/db/collections.ts";
import type { ListingContactDoc, ListingDoc, ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { toDetailView } from "#server/modules/listings/detail.ts";
import { recordListChanges } from "#server/modules/listings/list-counts.ts";
import { areaOf } from "#server/modules/listings/location.ts";
import { codeKey } from "#shared/forms/moderation.ts";
import type { ListingDetailView } from "#shared/listing-card.ts";
import { derivePrices, formatListingCode } from "#shared/values.ts";

/** What a test may set: any listing field, the document id, and the owner's contact details. */
export type ListingOverrides = Partial<ListingDoc> & {
  ownerId: string;
  id?: string;
  contact?: Partial<Omit<ListingContactDoc, "ownerId">>;
};

/** `listings/{id}` and its `listingContacts/{id}`, as the factories wrote them. */
export type TestListing = ListingDoc & { id: string; contact: ListingContactDoc };

let sequence = 0;
let phones = 0;
/** Far above the numbers a test project's counters/listings hands out, so factory and service codes never clash. */
const FIRST_CODE_NUMBER = 900_000;
const REJECTION_REASON = "The photos do not show the property.";

/** A contact phone no other listing has, so a test can look for it in a response body. */
export function uniquePhone(): string {
  phones += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(phones % 1000).padStart(3, "0")}`;
}

/**
 * A full listing document with its id and contact, not yet written. `createdAt` steps back a minute per call so
 * "newest first" is well defined; approval dates, the code and the derived prices follow the fields given.
 */
export function buildListing(overrides: ListingOverrides): TestListing {
  sequence += 1;
  const { id = randomUUID(), contact, ...fields } = overrides;
  const createdAt = fields.createdAt ?? new Date(Date.UTC(2026, 0, 1) - sequence * 60_000);
  const status = fields.status ?? "approved";
  const codeNumber = fields.codeNumber ?? FIRST_CODE_NUMBER + sequence;
  const code = formatListingCode(codeNumber);
  const defaults: ListingDoc = {
    code,
    codeNumber,
    codeKey: codeKey(code),
    ownerId: fields.ownerId,
    status,
    rejectionReason: status === "rejected" ? REJECTION_REASON : null,
    submittedAt: createdAt,
    approvedAt: status === "approved" ? createdAt : null,
    rejectedAt: status === "rejected" ? createdAt : null,
    types: "sell",
    propertyName: "House",
    propertyType: "Residential",
    userType: "Owner",
    leaseYears: null,
    budget: 5_000_000,
    budgetMethod: "Overall budget",
    pricePerCentRupees: null,
    pricePerAcreRupees: null,
    areaSqFt: 1200,
    areaUnit: "sqft",
    builtUpAreaSqFt: null,
    builtUpAreaUnit: null,
    lengthFt: null,
    breadthFt: null,
    electricity: null,
    waterFacility: null,
    boreWell: null,
    roadFacility: null,
    parking: null,
    lift: null,
    facingDirection: null,
    amenities: null,
    ageOfPropertyYears: null,
    numberOfBathrooms: null,
    numberOfRooms: "2 BHK",
    locality: "Fairlands",
    city: "Salem",
    state: "Tamil Nadu",
    zipCode: "636001",
    pattaNumber: null,
    surveyNumber: null,
    dtcpCmdaApprovalNumber: null,
    tnreraNumber: null,
    roadWidthFt: null,
    cornerPlot: null,
    roadSide: null,
    guidelineValue: null,
    firstSale: null,
    heldForReports: null,
    // Confirmed now: a test's listing is fresh unless it says otherwise.
    confirmedAt: status === "approved" ? new Date() : null,
    lapseWarnedAt: null,
    lapsedAt: null,
    closedAt: null,
    // Placed when the test gives the contact a location: the area follows it, as the service writes it.
    area: contact?.location ? areaOf(contact.location) : null,
    media: [],
    photoBands: [],
    createdAt,
    updatedAt: createdAt,
  };
  // Derived prices follow the final budget and area, unless the test sets them itself.
  const listing: ListingDoc = { ...defaults, ...derivePrices({ ...defaults, ...fields }), ...fields };
  return {
    id,
    ...listing,
    contact: {
      ownerId: listing.ownerId,
      name: "Selvi Murugan",
      phone: uniquePhone(),
      address: `${sequence} Temple Street, ${listing.locality ?? listing.city}`,
      location: null,
      updatedAt: createdAt,
      ...contact,
    },
  };
}

/**
 * Writes the listings and their contacts in one batch, with one public change naming them, and returns them in
 * the same order.
 */
export async function insertListings(db: Db, rows: readonly ListingOverrides[]): Promise<TestListing[]> {
  if (rows.length === 0) return [];
  const built = rows.map(buildListing);
  const batch = db.batch();
  for (const { id, contact, ...listing } of built) {
    batch.create(col.listings(db).doc(id), listing);
    batch.create(col.listingContacts(db).doc(id), contact);
  }
  recordListChanges(db, { tx: batch, changes: built.map((listing) => ({ before: null, after: listing })) });
  recordPublicChange(db, { tx: batch, listingIds: built.map((listing) => listing.id) });
  await batch.commit();
  return built;
}

export async function insertListingRow(db: Db, overrides: ListingOverrides): Promise<TestListing> {
  const [listing] = await insertListings(db, [overrides]);
  return listing!;
}

/** Replaces the listing's media with `count` images (the first is the cover), each with a 480w rendition. */
export async function insertMedia(
  db: Db,
  { listingId, count = 1 }: { listingId: string; count?: number },
): Promise<ListingMedia[]> {
  const media: ListingMedia[] = Array.from({ length: count }, (_, position) => ({
    id: randomUUID(),
    kind: "image",
    url: `/media/test/${listingId}-${position}.webp`,
    storageKey: null,
    contentType: "image/webp",
    width: 1600,
    height: 1200,
    bytes: null,
    alt: `Photo ${position + 1}`,
    variants: [
      {
        width: 480,
        height: 360,
        url: `/media/test/${listingId}-${position}-480.webp`,
        key: null,
        contentType: "image/webp",
      },
    ],
  }));
  const batch = db.batch();
  // update(), not set(): a test that names a listing that does not exist fails here.
  batch.update(col.listings(db).doc(listingId), { media });
  recordPublicChange(db, { tx: batch, listingIds: [listingId] });
  await batch.commit();
  return media;
}

/**
 * Changes fields of a listing as a service would: in one transaction with the public change naming it and the
 * move between moderation lists a change of status makes.
 */
export async function updateListing(
  db: Db,
  { listingId: id, ...fields }: Partial<ListingDoc> & { listingId: string },
): Promise<void> {
  const ref = col.listings(db).doc(id);
  await db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new Error(`updateListing: no listing ${id}`);
    tx.update(ref, fields);
    recordListChanges(db, { tx, changes: [{ before, after: { ...before, ...fields } }] });
    recordPublicChange(db, { tx, listingIds: [id] });
  });
}

/**
 * Exact points a leak scan can search bodies for: 6 decimals, none of them or of the 4th a zero (so that the
 * texts below are how JSON writes them), none near another.
 */
const SECRET_POINTS: ReadonlyArray<readonly [lat: number, lng: number]> = [
  [11.672913, 78.143862],
  [10.781427, 79.135946],
  [12.913574, 79.132619],
  [9.928461, 78.117293],
  [8.731649, 77.693128],
  [11.017354, 76.958231],
];
let secretPoints = 0;

/** A listing's page view as the server makes it (toDetailView) of a built listing, with no contact shown. */
export function detailViewOf(overrides: ListingOverrides): ListingDetailView {
  const { id, contact: _contact, ...listing } = buildListing(overrides);
  return toDetailView(id, listing);
}

/**
 * A stored location for a test listing's contact (the area follows it, see buildListing): an exact point no other
 * listing of the run has, and an offset of more than 100 m on both axes (≈ 345 m north, 460 m west), so that the
 * public area never shares the exact point's 4 decimals and a scan for them cannot match it by accident.
 */
export function secretLocation(shown: "exact" | "area" = "exact") {
  const [lat, lng] = SECRET_POINTS[secretPoints % SECRET_POINTS.length]!;
  secretPoints += 1;
  return { lat, lng, shown, offset: { dLat: 0.0031, dLng: -0.0042 } };
}

/** The exact point as a leak would show it: with its 6 decimals, and rounded to 4 as an area is. */
export function exactPointTexts(location: { lat: number; lng: number } | null): string[] {
  if (!location) return [];
  return [location.lat, location.lng].flatMap((value) => [String(value), value.toFixed(4)]);
}
