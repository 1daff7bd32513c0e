import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listings, users } from "#server/db/schema/index.ts";
import type { ListingStatus } from "#shared/values.ts";

export const MODERATION_PAGE_SIZE = 50;

/** The admin's queue: listings of one status, newest first, with the owner's contact (admins may see it). */
export async function listListingsForModeration(db: Db, options: { status: ListingStatus; page: number }) {
  const where = eq(listings.status, options.status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: listings.id,
        code: listings.code,
        status: listings.status,
        propertyName: listings.propertyName,
        propertyType: listings.propertyType,
        types: listings.types,
        budget: listings.budget,
        budgetMethod: listings.budgetMethod,
        city: listings.city,
        contactOwnerName: listings.contactOwnerName,
        contactOwnerPhone: listings.contactOwnerPhone,
        ownerEmail: users.email,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(where))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((options.page - 1) * MODERATION_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { listings: rows, total, page: options.page };
}
