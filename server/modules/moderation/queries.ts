// The admin's reads for moderation: the pending, approved and rejected lists (code search, type filter, pages),
// one listing for review, and the next listing waiting. Admins see the owner's contact details.
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc, ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import { privateContactOf, toPrivilegedDetailView } from "#server/modules/listings/detail.ts";
import { AWAITING_DECISION } from "#server/modules/listings/lifecycle-graph.ts";
import { codeKeysComplete, readListCounts } from "#server/modules/listings/list-counts.ts";
import { viewableMedia } from "#server/modules/media/visibility.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { type CodeSearch, codeMatches, parseCodeSearch } from "#shared/forms/moderation.ts";
import { type CoverImage, toSrcSet } from "#shared/listing-card.ts";
import {
  type ListingReview,
  MODERATION_PAGE_SIZE,
  type ModerationCard,
  type ModerationList,
} from "#shared/moderation.ts";
import type { ListingType, ModerationListStatus } from "#shared/values.ts";
import { findPossibleDuplicates } from "./duplicates.ts";

/**
 * Each list's order: pending is a queue, oldest submission first (a re-submission joins at the back); the
 * decided lists show the latest decisions first. firestore.indexes.json holds an index for each, with and
 * without the type.
 */
const LIST_ORDER = {
  pending: { field: "submittedAt", direction: "asc" },
  approved: { field: "approvedAt", direction: "desc" },
  rejected: { field: "rejectedAt", direction: "desc" },
} as const satisfies Record<ModerationListStatus, { field: keyof ListingDoc; direction: "asc" | "desc" }>;

export interface ModerationQuery {
  status: ModerationListStatus;
  page: number;
  /** A listing code, or part of one, in any case ("nl-0001", "123"). */
  q?: string;
  types?: ListingType | null;
  /** The page after this listing (the last card of the page before), read from it instead of by offset. */
  after?: string | null;
  /** The page before this listing (the first card of the page after). */
  before?: string | null;
}

/** The listings of one list (status, and type when given), in no order. */
function ofList(db: Db, { status, types }: Pick<ModerationQuery, "status" | "types">) {
  const ofStatus = col.listings(db).where("status", "==", status);
  return types ? ofStatus.where("types", "==", types) : ofStatus;
}

/** The list in its order; the id breaks ties, so that a listing of a page says exactly where the next starts. */
function listQuery(db: Db, query: Pick<ModerationQuery, "status" | "types">) {
  const order = LIST_ORDER[query.status];
  return ofList(db, query)
    .orderBy(order.field, order.direction)
    .orderBy(FieldPath.documentId(), order.direction);
}

/** A code search's matches in the list: the one code asked for, or the codes with the prefix in code order. */
function searchQuery(
  db: Db,
  { query, search }: { query: Pick<ModerationQuery, "status" | "types">; search: CodeSearch },
) {
  const listed = ofList(db, query);
  if (search.kind === "exact")
    return listed.where("codeKey", "==", search.key).orderBy(FieldPath.documentId());
  return listed
    .where("codeKey", ">=", search.key)
    .where("codeKey", "<", `${search.key}\uf8ff`)
    .orderBy("codeKey")
    .orderBy(FieldPath.documentId());
}

/**
 * The ids of one page of the list, and how many there are in all, reading about a page of index entries: the
 * list's count is kept (list-counts.ts), and a code search is an indexed lookup of the listings' `codeKey` with
 * a count aggregation over its matches. Until every listing has its key (code-index.ts), a search matches the
 * codes of the whole list in memory instead.
 */
async function pageOfList(db: Db, query: ModerationQuery): Promise<{ ids: string[]; total: number }> {
  const search = parseCodeSearch(query.q ?? "");
  if (search && !(await codeKeysComplete(db))) return matchCodesInMemory(db, query);
  if (!search) {
    const [page, counts] = await Promise.all([
      pageOf(db, { listed: listQuery(db, query), query }),
      readListCounts(db),
    ]);
    return { ids: page.docs.map((doc) => doc.id), total: counts[query.status][query.types ?? "all"] };
  }
  const listed = searchQuery(db, { query, search });
  if (query.page === 1 && !query.after && !query.before) return firstPageOfSearch(listed);
  const page = await pageOf(db, { listed, query });
  return { ids: page.docs.map((doc) => doc.id), total: (await listed.count().get()).data().count };
}

/**
 * Matches a search's first page reads at once, to count them as well: a code or a number finds one listing, and a
 * prefix of four digits or more (NL-0012) at most 100 codes of six digits.
 */
export const SEARCH_MATCHES_READ_AT_ONCE = 5 * MODERATION_PAGE_SIZE;

/**
 * A search's first page and its count in one query of up to SEARCH_MATCHES_READ_AT_ONCE matches' keys; only a
 * search that finds more is counted by an aggregation as well (each is a query over the list).
 */
async function firstPageOfSearch(listed: Query<ListingDoc>): Promise<{ ids: string[]; total: number }> {
  const keys = await listed
    .select()
    .limit(SEARCH_MATCHES_READ_AT_ONCE + 1)
    .get();
  const ids = keys.docs.slice(0, MODERATION_PAGE_SIZE).map((doc) => doc.id);
  if (keys.size <= SEARCH_MATCHES_READ_AT_ONCE) return { ids, total: keys.size };
  return { ids, total: (await listed.count().get()).data().count };
}

/**
 * One page: after or before a cursor listing (the pager's links name one), or by offset for a page number
 * alone (a bookmark, or a cursor listing since deleted), which reads the entries it skips.
 */
async function pageOf(db: Db, { listed, query }: { listed: Query<ListingDoc>; query: ModerationQuery }) {
  const keys = listed.select();
  const cursorId = query.after ?? query.before;
  const cursor = cursorId ? await col.listings(db).doc(cursorId).get() : null;
  if (cursor?.exists && query.after) return keys.startAfter(cursor).limit(MODERATION_PAGE_SIZE).get();
  if (cursor?.exists && query.before) return keys.endBefore(cursor).limitToLast(MODERATION_PAGE_SIZE).get();
  return keys
    .offset((query.page - 1) * MODERATION_PAGE_SIZE)
    .limit(MODERATION_PAGE_SIZE)
    .get();
}

/** A code search before every listing has its `codeKey`: the codes of the whole list, matched here. */
async function matchCodesInMemory(db: Db, query: ModerationQuery) {
  const offset = (query.page - 1) * MODERATION_PAGE_SIZE;
  const codes = await listQuery(db, query).select("code").withConverter(null).get();
  const matching = codes.docs.filter((doc) => codeMatches(String(doc.get("code") ?? ""), query.q ?? ""));
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
async function cardsOf(
  db: Db,
  { ids, storage }: { ids: readonly string[]; storage: Storage },
): Promise<ModerationCard[]> {
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
  return Promise.all(
    present.map(async (doc) => {
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
        // The queue holds listings that are not on the site: their cover is private, signed for a while.
        cover: coverOf(
          await viewableMedia(storage, { status: listing.status, media: listing.media.slice(0, 1) }),
        ),
        contactOwnerName: contact?.name ?? "",
        contactOwnerPhone: contact?.phone ?? "",
        ownerEmail: emailOf.get(listing.ownerId) ?? null,
        submittedAt: listing.submittedAt,
        decidedAt: listing.approvedAt ?? listing.rejectedAt,
        rejectionReason: listing.rejectionReason,
        resubmission: listing.resubmission ?? null,
      };
    }),
  );
}

/** One page of the pending, approved or rejected list (SPEC §2), with the owners' contacts (admins only). */
export async function listListingsForModeration(
  db: Db,
  { storage, ...query }: ModerationQuery & { storage: Storage },
): Promise<ModerationList> {
  const { ids, total } = await pageOfList(db, query);
  return {
    listings: await cardsOf(db, { ids, storage }),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)),
    pageSize: MODERATION_PAGE_SIZE,
  };
}

/** A listing as the admin reviews it: every field, the owner's contact and account, the moderation record. */
export async function getListingForReview(
  db: Db,
  { listingId, storage }: { listingId: string; storage: Storage },
): Promise<ListingReview> {
  const id = listingIdOr404(listingId);
  const [listingSnapshot, contactSnapshot] = await Promise.all([
    col.listings(db).doc(id).get(),
    col.listingContacts(db).doc(id).get(),
  ]);
  const stored = listingSnapshot.data();
  if (!stored) throw AppError.notFound(LISTING_MESSAGES.notFound());
  const contact = contactSnapshot.data();
  const [owner, duplicates] = await Promise.all([
    col
      .users(db)
      .doc(stored.ownerId)
      .get()
      .then((snapshot) => snapshot.data()),
    findPossibleDuplicates(db, { listingId: id, listing: stored, contact }),
  ]);
  return {
    listing: {
      ...(await toPrivilegedDetailView(storage, id, stored)),
      contact: privateContactOf(contact),
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
    duplicates,
  };
}

/** The listing waiting longest, other than `excludeId` (the one just decided); null when none waits. */
export async function nextPendingListingId(
  db: Db,
  { excludeId = null }: { excludeId?: string | null } = {},
): Promise<string | null> {
  const oldest = await listQuery(db, { status: AWAITING_DECISION }).limit(2).select().get();
  return oldest.docs.map((doc) => doc.id).find((id) => id !== excludeId) ?? null;
}
