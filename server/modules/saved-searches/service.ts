// Saved searches (issue 24): a member keeps a results page's filters under a name (at most MAX_SAVED_SEARCHES),
// lists them on their profile, turns their daily e-mail off or on, and deletes them. The query is checked with the
// results page's own filter schema and kept in its canonical form; the newest matches at saving are `seen`, so
// that the first e-mail names only what came after. Nobody reads or changes another member's saved searches.
import { col } from "#server/db/collections.ts";
import type { SavedSearchDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { isDocumentId } from "#shared/document-id.ts";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchView,
  savedSearchAlertsSchema,
  saveSearchSchema,
} from "#shared/forms/saved-search.ts";
import type { ListingCard, SearchResult } from "#shared/listing-card.ts";
import {
  filtersToSearchParams,
  type ListingFilters,
  parseListingFilters,
} from "#shared/listing-filters/schema.ts";

/** Pages of the newest matches a check reads (24 each): enough to hold what a day brings. */
const PAGES_CHECKED = 4;

export type Search = (filters: ListingFilters) => SearchResult | Promise<SearchResult>;

/** The filters a saved query stands for, newest first from the first page. */
export function filtersOfQuery(query: string): ListingFilters | null {
  const parsed = parseListingFilters(new URLSearchParams(query));
  return parsed.success ? { ...parsed.filters, sort: "newest", page: 1 } : null;
}

/** The newest matches of `filters`: their cards, and their prices by id (whole rupees) as `seen` keeps them. */
export async function newestMatches(
  search: Search,
  filters: ListingFilters,
): Promise<{ cards: ListingCard[]; seen: Record<string, number> }> {
  const cards: ListingCard[] = [];
  for (let page = 1; page <= PAGES_CHECKED; page++) {
    const result = await search({ ...filters, sort: "newest", page });
    cards.push(...result.listings);
    if (page >= result.pageCount) break;
  }
  return { cards, seen: Object.fromEntries(cards.map((card) => [card.id, card.budget ?? 0])) };
}

function viewOf(id: string, doc: SavedSearchDoc): SavedSearchView {
  return { id, name: doc.name, query: doc.query, alerts: doc.alerts, createdAt: doc.createdAt };
}

/** A member's saved searches, newest first (firestore.indexes.json has its index). */
export const savedSearchesOf = (db: Db, userId: string) =>
  col.savedSearches(db).where("userId", "==", userId).orderBy("createdAt", "desc");

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchView[]> {
  const snapshot = await savedSearchesOf(db, userId).limit(MAX_SAVED_SEARCHES).get();
  return snapshot.docs.map((doc) => viewOf(doc.id, doc.data()));
}

/** Saves the filters of a results page's query under a name. */
export async function saveSearch(
  db: Db,
  input: { userId: string; body: unknown; search: Search },
): Promise<{ savedSearch: SavedSearchView; message: string }> {
  const { name, query } = saveSearchSchema.parse(input.body);
  const parsed = parseListingFilters(new URLSearchParams(query.replace(/^\?/, "")));
  if (!parsed.success)
    throw AppError.badRequest(SAVED_SEARCH_MESSAGES.badQuery(), {
      query: [SAVED_SEARCH_MESSAGES.badQuery()],
    });
  // Kept canonical and without its page: the same filters are the same saved query.
  const canonical = filtersToSearchParams({ ...parsed.filters, page: 1 }).toString();
  const { seen } = await newestMatches(input.search, parsed.filters);
  const ref = col.savedSearches(db).doc();
  const mine = col.savedSearches(db).where("userId", "==", input.userId);
  const doc = await db.runTransaction(async (tx) => {
    const kept = (await tx.get(mine.count())).data().count;
    if (kept >= MAX_SAVED_SEARCHES)
      throw new AppError({ status: 409, code: "too_many", message: SAVED_SEARCH_MESSAGES.tooMany() });
    const now = new Date();
    const created: SavedSearchDoc = {
      userId: input.userId,
      name,
      query: canonical,
      alerts: true,
      seen,
      checkedOn: "",
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, created);
    return created;
  });
  return { savedSearch: viewOf(ref.id, doc), message: SAVED_SEARCH_MESSAGES.saved() };
}

/**
 * The member's own saved search, or 404 (another member's is as unknown as a missing one). An id no document can
 * have is checked before a reference is made of it: Firestore refuses those (empty, `a/b`, `__x__`).
 */
async function ownSavedSearch(db: Db, { userId, id }: { userId: string; id: string }) {
  const notFound = () => AppError.notFound(SAVED_SEARCH_MESSAGES.notFound());
  if (!isDocumentId(id)) throw notFound();
  const ref = col.savedSearches(db).doc(id);
  const doc = (await ref.get()).data();
  if (doc?.userId !== userId) throw notFound();
  return { ref, doc };
}

export async function deleteSavedSearch(
  db: Db,
  input: { userId: string; id: string },
): Promise<{ message: string }> {
  const { ref } = await ownSavedSearch(db, input);
  await ref.delete();
  return { message: SAVED_SEARCH_MESSAGES.removed() };
}

/** Turns a saved search's daily e-mail on or off. */
export async function setSavedSearchAlerts(
  db: Db,
  input: { userId: string; id: string; body: unknown },
): Promise<{ savedSearch: SavedSearchView; message: string }> {
  const { alerts } = savedSearchAlertsSchema.parse(input.body);
  const { ref, doc } = await ownSavedSearch(db, input);
  const updated = { ...doc, alerts, updatedAt: new Date() };
  await ref.update({ alerts, updatedAt: updated.updatedAt });
  return {
    savedSearch: viewOf(ref.id, updated),
    message: alerts ? SAVED_SEARCH_MESSAGES.alertsOn() : SAVED_SEARCH_MESSAGES.alertsOff(),
  };
}
