import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listings } from "#server/db/schema/index.ts";
import type { ListingStatus } from "#shared/values.ts";
import { listCardsWhere } from "./queries.ts";
import type { ListingCard } from "./types.ts";

export interface OwnListing extends ListingCard {
  status: ListingStatus;
  rejectionReason: string | null;
}

/** A member's own listings in every state, newest first, with the admin's reason for a rejection. */
export async function listOwnListings(db: Db, ownerId: string): Promise<OwnListing[]> {
  const cards = await listCardsWhere(db, {
    where: eq(listings.ownerId, ownerId),
    orderBy: [desc(listings.createdAt), desc(listings.id)],
    limit: 100,
  });
  if (cards.length === 0) return [];
  const states = await db
    .select({ id: listings.id, status: listings.status, rejectionReason: listings.rejectionReason })
    .from(listings)
    .where(
      inArray(
        listings.id,
        cards.map((c) => c.id),
      ),
    );
  const byId = new Map(states.map((s) => [s.id, s]));
  return cards.map((card) => {
    const state = byId.get(card.id)!;
    return { ...card, status: state.status, rejectionReason: state.rejectionReason };
  });
}
