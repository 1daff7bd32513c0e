// Saved searches for the tests that need one in place (the authorisation matrix, the fuzz test).
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { savedSearchFields } from "./saved-search-fields.ts";

/** A saved search of `userId`'s with its e-mails on, never yet checked; returns its id. */
export async function insertSavedSearch(
  db: Db,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<string> {
  const ref = col.savedSearches(db).doc();
  await ref.create(savedSearchFields(userId, now));
  return ref.id;
}
