// The compact record the projection keeps of each approved listing: what a card shows, what filters and sorts
// read, and the words free text searches. Plain JSON, so that snapshots store it as is. Never the owner's contact
// details (they are not in the listing document) nor who the owner is.
import type { ListingDoc, ListingMedia } from "#server/db/documents.ts";
import { confirmedSince, daysSince } from "#shared/freshness.ts";
import type { GeoPoint } from "#shared/geo.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import { type CoverImage, toSrcSet } from "#shared/listing-card.ts";
import { type ApprovalBadges, approvalBadgesOf } from "#shared/title-approvals.ts";
import type {
  AreaUnit,
  BudgetMethod,
  ListingType,
  PropertyName,
  PropertyType,
  RoomOption,
} from "#shared/values.ts";
import { wordsOf } from "./text.ts";

export interface ProjectionRecord {
  id: string;
  code: string;
  propertyName: PropertyName;
  types: ListingType;
  propertyType: PropertyType;
  budget: number;
  budgetMethod: BudgetMethod | null;
  areaSqFt: number | null;
  areaUnit: AreaUnit | null;
  numberOfRooms: RoomOption | null;
  city: string;
  locality: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  pricePerCentRupees: number | null;
  cover: CoverImage | null;
  /** The distinct words of the amenities, lower-case, space-separated. */
  amenityWords: string;
  approvals: ApprovalBadges;
  roadWidthFt: number | null;
  /** When it was approved or its owner last confirmed it (ms): cards say how many days ago. */
  confirmedAt: number;
  /** The public approximate point (the listing's `area`), never the exact one; null when it has none. */
  area: GeoPoint | null;
}

/** The listing fields a record is made of (a full-load query reads only these). */
export const PROJECTED_FIELDS = [
  "code",
  "propertyName",
  "types",
  "propertyType",
  "budget",
  "budgetMethod",
  "areaSqFt",
  "areaUnit",
  "numberOfRooms",
  "city",
  "locality",
  "amenities",
  "createdAt",
  "updatedAt",
  "pricePerCentRupees",
  "media",
  "dtcpCmdaApprovalNumber",
  "tnreraNumber",
  "roadWidthFt",
  "confirmedAt",
  "approvedAt",
] as const satisfies readonly (keyof ListingDoc)[];

/**
 * The listing's public approximate point, read apart from PROJECTED_FIELDS: documents written before it existed
 * have none, and a record is built from whatever the document holds.
 */
export const AREA_FIELD = "area";

/** The listing fields a record is made of; `area` is read defensively (see areaOf). */
export type ProjectedListing = Pick<ListingDoc, (typeof PROJECTED_FIELDS)[number]> & { area?: unknown };

/** A document's `area` as a point: null unless it is {lat, lng}, both finite and on the globe. */
export function areaOf(value: unknown): GeoPoint | null {
  if (typeof value !== "object" || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  if (typeof lat !== "number" || typeof lng !== "number") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** The picture a card shows: the first photo or video, if any. */
function coverOf(media: readonly ListingMedia[]): CoverImage | null {
  const cover = media[0];
  if (!cover) return null;
  return {
    url: cover.url,
    width: cover.width ?? 0,
    height: cover.height ?? 0,
    srcSet: cover.kind === "image" ? toSrcSet(cover.variants) : null,
    avifSrcSet: cover.kind === "image" ? toSrcSet(cover.avifVariants ?? []) : null,
    kind: cover.kind,
  };
}

/** The record of listing `id`. Pure. */
export function toProjectionRecord(id: string, doc: ProjectedListing): ProjectionRecord {
  return {
    id,
    code: doc.code,
    propertyName: doc.propertyName,
    types: doc.types,
    propertyType: doc.propertyType,
    budget: doc.budget,
    budgetMethod: doc.budgetMethod,
    areaSqFt: doc.areaSqFt,
    areaUnit: doc.areaUnit,
    numberOfRooms: doc.numberOfRooms,
    city: doc.city,
    locality: doc.locality?.trim() || null,
    createdAt: doc.createdAt.getTime(),
    updatedAt: doc.updatedAt.getTime(),
    pricePerCentRupees: doc.pricePerCentRupees,
    cover: coverOf(doc.media),
    amenityWords: [...new Set(wordsOf(doc.amenities ?? ""))].join(" "),
    approvals: approvalBadgesOf(doc),
    roadWidthFt: doc.roadWidthFt ?? null,
    confirmedAt: confirmedSince(doc).getTime(),
    area: areaOf(doc.area),
  };
}

/** The public card of a record, as of `now` (it says how many days ago the listing was confirmed). */
export function toListingCard(record: ProjectionRecord, now = Date.now()): ListingCard {
  return {
    id: record.id,
    code: record.code,
    propertyName: record.propertyName,
    types: record.types,
    propertyType: record.propertyType,
    budget: record.budget,
    budgetMethod: record.budgetMethod,
    areaSqFt: record.areaSqFt,
    areaUnit: record.areaUnit,
    numberOfRooms: record.numberOfRooms,
    city: record.city,
    coverImage: record.cover && { ...record.cover },
    approvals: { ...record.approvals },
    confirmedDaysAgo: daysSince(record.confirmedAt, now),
    createdAt: new Date(record.createdAt),
  };
}

/** The card of any listing document, in any state (a member's own listings use it too). */
export function cardOfListing(id: string, doc: ProjectedListing): ListingCard {
  return toListingCard(toProjectionRecord(id, doc));
}
