import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { ListingStatus } from "#shared/values.ts";

export const MODERATION_PAGE_SIZE = 50;

/** The admin's queue: listings of one status, newest first, with the owner's contact (admins may see it). */
export async function listListingsForModeration(db: Db, options: { status: ListingStatus; page: number }) {
  const ofStatus = col.listings(db).where("status", "==", options.status);
  const [snapshot, total] = await Promise.all([
    ofStatus
      .orderBy("createdAt", "desc")
      .offset((options.page - 1) * MODERATION_PAGE_SIZE)
      .limit(MODERATION_PAGE_SIZE)
      .get(),
    ofStatus.count().get(),
  ]);
  const ids = snapshot.docs.map((doc) => doc.id);
  const ownerIds = [...new Set(snapshot.docs.map((doc) => doc.data().ownerId))];
  const [contacts, owners] = await Promise.all([
    ids.length > 0 ? db.getAll(...ids.map((id) => col.listingContacts(db).doc(id))) : [],
    ownerIds.length > 0 ? db.getAll(...ownerIds.map((id) => col.users(db).doc(id))) : [],
  ]);
  const contactOf = new Map(contacts.map((c) => [c.id, c.data()]));
  const emailOf = new Map(owners.map((o) => [o.id, o.data()?.email ?? null]));
  return {
    listings: snapshot.docs.map((doc) => {
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
        contactOwnerName: contact?.name ?? "",
        contactOwnerPhone: contact?.phone ?? "",
        ownerEmail: emailOf.get(listing.ownerId) ?? null,
        createdAt: listing.createdAt,
      };
    }),
    total: total.data().count,
    page: options.page,
  };
}
