// The admin's reads for moderation: the pending, approved and rejected lists (code search, type filter, pages),
// one listing for review, and the next listing waiting. Admins see the owner's contact details.
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { ListingDoc, ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import { toDetailView } from "#server/modules/listings/detail.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { codeMatches, normaliseCodeQuery } from "#shared/forms/moderation.ts";
import { type CoverImage, toSrcSet } from "#shared/listing-card.ts";
import {
  type ListingReview,
  MODERATION_PAGE_SIZE,
  type ModerationCard,
  type ModerationList,
} from "#shared/moderation.ts";
import type { ListingStatus, ListingType } from "#shared/values.ts";

/**
 * Each list's order: pending is a queue, oldest submission first (a re-submission joins at the back); the
 * decided lists show the latest decisions first. firestore.indexes.json holds an index for each, with and
 * without the type.
 */
const LIST_ORDER = {
  pending: { field: "submittedAt", direction: "asc" },
  approved: { field: "approvedAt", direction: "desc" },
  rejected: { field: "rejectedAt", direction: "desc" },
} as const satisfies Record<ListingStatus, { field: keyof ListingDoc; direction: "asc" | "desc" }>;

export interface ModerationQuery {
  status: ListingStatus;
  page: number;
  /** A listing code, or part of one, in any case ("nl-0001", "123"). */
  q?: string;
  types?: ListingType | null;
}

function listQuery(db: Db, { status, types }: Pick<ModerationQuery, "status" | "types">) {
  const order = LIST_ORDER[status];
  const ofStatus = col.listings(db).where("status", "==", status);
  return (types ? ofStatus.where("types", "==", types) : ofStatus).orderBy(order.field, order.direction);
}

/**
 * The ids of one page of the list, and how many there are in all. Without a search, Firestore pages. With one, it
 * cannot: Firestore has no substring match, so the codes of the whole list (status and type) are read as a
 * projection of one short field and matched here. That reads one small entry per listing of the list, fine
 * for the tens of thousands a moderation list holds; far beyond that, a stored search key would be needed.
 */
async function pageOfList(db: Db, query: ModerationQuery): Promise<{ ids: string[]; total: number }> {
  const ordered = listQuery(db, query);
  const offset = (query.page - 1) * MODERATION_PAGE_SIZE;
  const code = normaliseCodeQuery(query.q ?? "");
  if (code === "") {
    const [page, count] = await Promise.all([
      ordered.offset(offset).limit(MODERATION_PAGE_SIZE).select().get(),
      ordered.count().get(),
    ]);
    return { ids: page.docs.map((doc) => doc.id), total: count.data().count };
  }
  const codes = await ordered.select("code").withConverter(null).get();
  const matching = codes.docs.filter((doc) => codeMatches(String(doc.get("code") ?? ""), code));
  return {
    ids: matching.slice(offset, offset + MODERATION_PAGE_SIZE).map((doc) => doc.id),
    total: matching.length,
  };
}

/** The picture a card shows: the first photo or video, if any. */
function coverOf(media: readonly ListingMedia[]): CoverImage | null {
  const cover = media[0];
  if (!cover) return null;
  return {
    url: cover.url,
    width: cover.width ?? 1200,
    height: cover.height ?? 800,
    srcSet: cover.kind === "image" ? toSrcSet(cover.variants) : null,
    avifSrcSet: cover.kind === "image" ? toSrcSet(cover.avifVariants ?? []) : null,
    kind: cover.kind,
  };
}

/** The listings of one page, in the page's order, with their owners' contacts. */
async function cardsOf(db: Db, ids: readonly string[]): Promise<ModerationCard[]> {
  if (ids.length === 0) return [];
  const [listings, contacts] = await Promise.all([
    db.getAll(...ids.map((id) => col.listings(db).doc(id))),
    db.getAll(...ids.map((id) => col.listingContacts(db).doc(id))),
  ]);
  const present = listings.filter((doc): doc is QueryDocumentSnapshot<ListingDoc> => doc.exists);
  const ownerIds = [...new Set(present.map((doc) => doc.data().ownerId))];
  const owners = await db.getAll(...ownerIds.map((id) => col.users(db).doc(id)));
  const emailOf = new Map(owners.map((owner) => [owner.id, owner.data()?.email ?? null]));
  const contactOf = new Map(contacts.map((contact) => [contact.id, contact.data()]));
  // A listing deleted between the two reads is left out.
  return present.map((doc) => {
    const listing = doc.data();
    const contact = contactOf.get(doc.id);
    return {
      id: doc.id,
      code: listing.code,
      status: listing.status,
      propertyName: listing.propertyName,
      propertyType: listing.propertyType,
      types: listing.types,
      budget: listing.budget,
      budgetMethod: listing.budgetMethod,
      city: listing.city,
      cover: coverOf(listing.media),
      contactOwnerName: contact?.name ?? "",
      contactOwnerPhone: contact?.phone ?? "",
      ownerEmail: emailOf.get(listing.ownerId) ?? null,
      submittedAt: listing.submittedAt,
      decidedAt: listing.approvedAt ?? listing.rejectedAt,
      rejectionReason: listing.rejectionReason,
      resubmission: listing.resubmission ?? null,
    };
  });
}

/** One page of the pending, approved or rejected list (SPEC §2), with the owners' contacts (admins only). */
export async function listListingsForModeration(db: Db, query: ModerationQuery): Promise<ModerationList> {
  const { ids, total } = await pageOfList(db, query);
  return {
    listings: await cardsOf(db, ids),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)),
    pageSize: MODERATION_PAGE_SIZE,
  };
}

/** A listing as the admin reviews it: every field, the owner's contact and account, the moderation record. */
export async function getListingForReview(
  db: Db,
  { listingId }: { listingId: string },
): Promise<ListingReview> {
  const id = listingIdOr404(listingId);
  const [listingSnapshot, contactSnapshot] = await Promise.all([
    col.listings(db).doc(id).get(),
    col.listingContacts(db).doc(id).get(),
  ]);
  const stored = listingSnapshot.data();
  if (!stored) throw AppError.notFound(LISTING_MESSAGES.notFound());
  const contact = contactSnapshot.data();
  const owner = (await col.users(db).doc(stored.ownerId).get()).data();
  return {
    listing: {
      ...toDetailView(id, stored),
      contact: contact ? { name: contact.name, phone: contact.phone, address: contact.address } : null,
    },
    owner: owner
      ? {
          id: stored.ownerId,
          name: `${owner.firstName} ${owner.lastName}`.trim(),
          email: owner.email,
          phoneNumber: owner.phoneNumber,
        }
      : null,
    submittedAt: stored.submittedAt,
    approvedAt: stored.approvedAt,
    rejectedAt: stored.rejectedAt,
    resubmission: stored.resubmission ?? null,
  };
}

/** The listing waiting longest, other than `excludeId` (the one just decided); null when none waits. */
export async function nextPendingListingId(
  db: Db,
  { excludeId = null }: { excludeId?: string | null } = {},
): Promise<string | null> {
  const oldest = await listQuery(db, { status: "pending" }).limit(2).select().get();
  return oldest.docs.map((doc) => doc.id).find((id) => id !== excludeId) ?? null;
}
