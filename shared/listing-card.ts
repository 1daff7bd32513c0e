// What listing cards and the detail page show: browser-safe shapes both sides import. Never the owner's contact
// details, except `ListingDetailView.contact`, which the server fills only for those allowed to see it.
import type { GuidelineValue } from "./costs/guideline.ts";
import type { ExactLocation, GeoPoint } from "./geo.ts";
import type { ApprovalBadges } from "./title-approvals.ts";
import type { ListingStatus, ListingType, PropertyName } from "./values.ts";

/** One stored rendition of an image (the widths the seed and the upload pipeline write). */
export interface MediaVariant {
  width: number;
  height: number;
  url: string;
  /** Storage key; null when the file is shared (seed pictures) and must not be deleted with the document. */
  key: string | null;
  contentType: string;
}

export type ListingTypeParam = ListingType;

export interface CoverImage {
  url: string;
  width: number;
  height: number;
  /** `url 480w, url 960w, …` for an image with renditions; null otherwise. */
  srcSet: string | null;
  /** The same renditions in AVIF (smaller), for browsers that read it; null when there are none. */
  avifSrcSet: string | null;
  kind: "image" | "video";
}

/** What a public listing card shows. */
export interface ListingCard {
  id: string;
  code: string;
  propertyName: string;
  types: ListingTypeParam;
  propertyType: string | null;
  budget: number | null;
  budgetMethod: string | null;
  areaSqFt: number | null;
  areaUnit: string | null;
  numberOfRooms: string | null;
  city: string;
  coverImage: CoverImage | null;
  /** The approvals its references show (badges: "DTCP approved", "TNRERA"). */
  approvals: ApprovalBadges;
  /**
   * Whole days since it was approved or its owner last confirmed it still available (freshness); null for a
   * listing not on the site (a member's own, pending or lapsed).
   */
  confirmedDaysAgo: number | null;
  createdAt: Date;
  /** Km from the search's `near` place to the listing's approximate point; only in a search with `near`. */
  distanceKm?: number;
}

/** A photo or video as the gallery shows it. */
export interface GalleryItem {
  url: string;
  kind: "image" | "video";
  width: number;
  height: number;
  srcSet: string | null;
  /** As CoverImage.avifSrcSet. */
  avifSrcSet: string | null;
  /** The owner's description of the picture; null: the page names it (its property and place, in its language). */
  alt: string | null;
}

/** A listing as its detail page shows it. `contact` only for the owner, an admin or (later) a paying member. */
export interface ListingDetailView {
  id: string;
  code: string;
  status: ListingStatus;
  rejectionReason: string | null;
  propertyName: string;
  types: ListingTypeParam;
  propertyType: string | null;
  userType: string | null;
  leaseYears: number | null;
  budget: number | null;
  budgetMethod: string | null;
  pricePerCentRupees: number | null;
  pricePerAcreRupees: number | null;
  areaSqFt: number | null;
  areaUnit: string | null;
  builtUpAreaSqFt: number | null;
  builtUpAreaUnit: string | null;
  lengthFt: number | null;
  breadthFt: number | null;
  facilities: Record<
    "electricity" | "waterFacility" | "boreWell" | "roadFacility" | "parking" | "lift",
    boolean | null
  >;
  facingDirection: string | null;
  amenities: string | null;
  ageOfPropertyYears: number | null;
  numberOfBathrooms: number | null;
  numberOfRooms: string | null;
  locality: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  titleDocuments: Record<
    "pattaNumber" | "surveyNumber" | "dtcpCmdaApprovalNumber" | "tnreraNumber",
    string | null
  >;
  /** The road in front: width in feet, corner plot, the side it is on (a facing direction). */
  road: { widthFt: number | null; cornerPlot: boolean | null; side: string | null };
  /** A sale listing's guideline value as its owner states it (issue 35); null when none was given. */
  guidelineValue: GuidelineValue | null;
  /** An apartment or house sold new by its builder: charged by composite value's bands. */
  firstSale: boolean | null;
  approvals: ApprovalBadges;
  media: GalleryItem[];
  /** Whole days since it was approved or its owner last confirmed it; null while it is not on the site. */
  confirmedDaysAgo: number | null;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The public, approximate point: about a kilometre from the property, the same on every request, never the
   * exact one. Null when the owner placed none.
   */
  area: GeoPoint | null;
  /** The exact `location` is here, with the address: null when the owner placed none. */
  contact: { name: string; phone: string; address: string; location: ExactLocation | null } | null;
}

/** A srcset value from stored renditions, narrowest first; null when there is nothing to choose from. */
export function toSrcSet(variants: readonly MediaVariant[]): string | null {
  if (variants.length === 0) return null;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** One page of search results. */
export interface SearchResult {
  listings: ListingCard[];
  /** Exact: counted in memory. */
  total: number;
  /** Always false: totals are exact (kept so that clients of the API need not change). */
  totalCapped: boolean;
  page: number;
  pageCount: number;
}

/**
 * A (property name, city) pair with approved listings, offered by the header's search box. The values are the
 * stored (English) ones, for the link; asked for in another language (`lang=ta`), the labels say them in it.
 */
export interface Suggestion {
  propertyName: PropertyName;
  city: string;
  /** The property name in the language asked for (அடுக்குமாடி வீடு); absent in English. */
  propertyNameLabel?: string;
  /** The district in the language asked for (கோயம்புத்தூர்); absent in English. */
  cityLabel?: string;
}
