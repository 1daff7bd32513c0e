// Saved searches for the tests that need one in place (the authorisation matrix, the fuzz test).
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";

/** A saved search of `userId`'s with its e-mails on, never yet checked; returns its id. */
export async function insertSavedSearch(db: Db, userId: string, now = new Date()): Promise<string> {
  const ref = col.savedSearches(db).doc();
  await ref.create({
    userId,
    name: "Land in Salem",
    query: "types=Sell&propertyName=Land&city=Salem",
    alerts: true,
    seen: {},
    checkedOn: "",
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}
