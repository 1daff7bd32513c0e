import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingContactDoc, ListingDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { viewableMedia } from "#server/modules/media/visibility.ts";
import { confirmedSince, daysSince } from "#shared/freshness.ts";
import { type ListingDetailView, toSrcSet } from "#shared/listing-card.ts";
import { approvalBadgesOf } from "#shared/title-approvals.ts";
import { exactLocationOf } from "./location.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Listing ids are UUIDs; anything else is no listing, without a read. */
export function isListingId(id: string): boolean {
  return UUID.test(id);
}

export interface ListingViewer {
  /** Firebase uid. */
  id: string;
  isAdmin: boolean;
}

export interface ListingDetail {
  listing: ListingDetailView;
  isOwner: boolean;
}

/** The owner's contact as the owner, an admin and the edit form see it: with the exact location, when placed. */
export function privateContactOf(contact: ListingContactDoc | undefined): ListingDetailView["contact"] {
  return contact
    ? {
        name: contact.name,
        phone: contact.phone,
        address: contact.address,
        location: exactLocationOf(contact.location),
      }
    : null;
}

/** The one detail shape pages and the API start from; the contact is filled in by the caller that may see it. */
export function toDetailView(id: string, doc: ListingDoc, now = Date.now()): ListingDetailView {
  return {
    id,
    code: doc.code,
    status: doc.status,
    rejectionReason: doc.rejectionReason,
    propertyName: doc.propertyName,
    types: doc.types,
    propertyType: doc.propertyType,
    userType: doc.userType,
    leaseYears: doc.leaseYears,
    budget: doc.budget,
    budgetMethod: doc.budgetMethod,
    pricePerCentRupees: doc.pricePerCentRupees,
    pricePerAcreRupees: doc.pricePerAcreRupees,
    areaSqFt: doc.areaSqFt,
    areaUnit: doc.areaUnit,
    builtUpAreaSqFt: doc.builtUpAreaSqFt,
    builtUpAreaUnit: doc.builtUpAreaUnit,
    lengthFt: doc.lengthFt,
    breadthFt: doc.breadthFt,
    facilities: {
      electricity: doc.electricity,
      waterFacility: doc.waterFacility,
      boreWell: doc.boreWell,
      roadFacility: doc.roadFacility,
      parking: doc.parking,
      lift: doc.lift,
    },
    facingDirection: doc.facingDirection,
    amenities: doc.amenities,
    ageOfPropertyYears: doc.ageOfPropertyYears,
    numberOfBathrooms: doc.numberOfBathrooms,
    numberOfRooms: doc.numberOfRooms,
    locality: doc.locality,
    city: doc.city,
    state: doc.state,
    zipCode: doc.zipCode,
    titleDocuments: {
      pattaNumber: doc.pattaNumber,
      surveyNumber: doc.surveyNumber,
      dtcpCmdaApprovalNumber: doc.dtcpCmdaApprovalNumber,
      tnreraNumber: doc.tnreraNumber,
    },
    road: { widthFt: doc.roadWidthFt, cornerPlot: doc.cornerPlot, side: doc.roadSide },
    guidelineValue: doc.guidelineValue,
    firstSale: doc.firstSale,
    approvals: approvalBadgesOf(doc),
    media: doc.media.map((m) => ({
      url: m.url,
      kind: m.kind,
      width: m.width ?? 1200,
      height: m.height ?? 800,
      srcSet: m.kind === "image" ? toSrcSet(m.variants) : null,
      avifSrcSet: m.kind === "image" ? toSrcSet(m.avifVariants ?? []) : null,
      alt: m.alt ?? null,
    })),
    confirmedDaysAgo: doc.status === "approved" ? daysSince(confirmedSince(doc), now) : null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    // The public approximate point only: the exact one is in `contact`, for those who may see it.
    area: doc.area ? { lat: doc.area.lat, lng: doc.area.lng } : null,
    contact: null,
  };
}

/**
 * The detail shape for the listing's owner or an admin: while it is not on the site its files are private, so its
 * media come with URLs signed for a while.
 */
export async function toPrivilegedDetailView(
  storage: Storage,
  id: string,
  doc: ListingDoc,
): Promise<ListingDetailView> {
  return toDetailView(id, { ...doc, media: await viewableMedia(storage, doc) });
}

/**
 * One listing as its viewer may see it. Approved listings are public; pending and rejected ones exist only for
 * their owner and admins (null for everyone else, as for an unknown id). The owner's contact details leave this
 * function only for the owner or an admin; the rejection reason likewise.
 */
export async function getListingDetail(
  db: Db,
  options: {
    id: string;
    viewer: ListingViewer | null;
    /** Signs the media of a listing not on the site for its owner or an admin; a visitor's view needs none. */
    storage: Storage | null;
  },
): Promise<ListingDetail | null> {
  if (!isListingId(options.id)) return null;
  const snapshot = await col.listings(db).doc(options.id).get();
  const doc = snapshot.data();
  if (!doc) return null;
  const isOwner = options.viewer !== null && doc.ownerId === options.viewer.id;
  const privileged = isOwner || options.viewer?.isAdmin === true;
  if (doc.status !== "approved" && !privileged) return null;
  if (!privileged) return { listing: { ...toDetailView(snapshot.id, doc), rejectionReason: null }, isOwner };
  const listing = options.storage
    ? await toPrivilegedDetailView(options.storage, snapshot.id, doc)
    : toDetailView(snapshot.id, doc);
  const contact = (await col.listingContacts(db).doc(snapshot.id).get()).data();
  return {
    listing: {
      ...listing,
      contact: privateContactOf(contact),
    },
    isOwner,
  };
}

/** What the API answers for one listing: the detail shape plus whether the viewer owns it. */
export type PublicListing = ListingDetailView & { isOwner: boolean };

/** One listing for the API, under the same rules as getListingDetail. */
export async function getPublicListing(
  db: Db,
  options: { id: string; viewer: ListingViewer | null; storage: Storage | null },
): Promise<PublicListing | null> {
  const detail = await getListingDetail(db, options);
  return detail ? { ...detail.listing, isOwner: detail.isOwner } : null;
}
