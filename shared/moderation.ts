// What the admin's moderation screens show: browser-safe shapes both sides import. These carry the owner's
// contact details, so they leave the server only for admins (the admin API and the admin pages).
import type { CoverImage, ListingDetailView } from "./listing-card.ts";
import type { ListingStatus, ListingType } from "./values.ts";

export const MODERATION_PAGE_SIZE = 24;

/** How an owner's edit of an approved or rejected listing is marked: when, and which form fields changed. */
export interface ResubmissionView {
  at: Date;
  /** Names of the listing form's fields (`budget`, `city`, …), `photos` for media added, removed or reordered. */
  changedFields: string[];
}

/** One card of the pending, approved or rejected list (SPEC §2). */
export interface ModerationCard {
  id: string;
  code: string;
  status: ListingStatus;
  propertyName: string;
  propertyType: string;
  types: ListingType;
  budget: number;
  budgetMethod: string | null;
  city: string;
  cover: CoverImage | null;
  contactOwnerName: string;
  contactOwnerPhone: string;
  ownerEmail: string | null;
  submittedAt: Date;
  /** When it was approved or rejected; null while pending. */
  decidedAt: Date | null;
  rejectionReason: string | null;
  resubmission: ResubmissionView | null;
}

export interface ModerationList {
  listings: ModerationCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** Why a listing may be another's copy: the same pictures, or the same owner phone in the same place. */
export type DuplicateReason = "photos" | "phonePlace";

/** Another public listing this one may duplicate (issue 24): the admin's review page links to it. */
export interface PossibleDuplicate {
  listingId: string;
  code: string;
  reasons: DuplicateReason[];
}

/** The admin's review page: the whole listing with the owner's contact, and its moderation record. */
export interface ListingReview {
  listing: ListingDetailView;
  owner: { id: string; name: string; email: string | null; phoneNumber: string | null } | null;
  submittedAt: Date;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  resubmission: ResubmissionView | null;
  /** Other public listings it may duplicate: the same pictures, or the same phone in the same place. */
  duplicates: PossibleDuplicate[];
}
