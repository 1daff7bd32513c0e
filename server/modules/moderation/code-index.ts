// The admin's code search reads a handful of documents: each listing carries `codeKey` (`NL000123`), and a search
// is one indexed lookup of it (exact, or a range for a prefix; parseCodeSearch). Listings written before the field
// existed get it here, once: a background job reads every listing's code in one pass, fills in what is missing,
// and then marks the lookup complete; until then a search matches codes in memory as before (queries.ts).
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { codeKeysComplete, markCodeKeysComplete } from "#server/modules/listings/list-counts.ts";
import { codeKey } from "#shared/forms/moderation.ts";

/** gRPC NOT_FOUND: a listing deleted between the read and the update needs no key. */
const NOT_FOUND = 5;

export async function indexListingCodes(db: Firestore): Promise<{ indexed: number; complete: boolean }> {
  if (await codeKeysComplete(db)) return { indexed: 0, complete: true };
  const writer = db.bulkWriter();
  let failed = 0;
  writer.onWriteError((error) => {
    if (error.code !== NOT_FOUND) failed += 1;
    return false;
  });
  let indexed = 0;
  // One streamed query: a page-by-page walk would run a query per page.
  const listings = db.collection("listings").select("code", "codeKey").stream();
  for await (const listing of listings as AsyncIterable<QueryDocumentSnapshot>) {
    const key = codeKey(String(listing.get("code") ?? ""));
    if (listing.get("codeKey") === key) continue;
    // Its failure is counted by onWriteError.
    void writer.update(listing.ref, { codeKey: key }).catch(() => {});
    indexed += 1;
  }
  await writer.close();
  // A failed write is tried again by the next run; the lookup is complete only when nothing failed.
  if (failed > 0) return { indexed: indexed - failed, complete: false };
  const batch = db.batch();
  markCodeKeysComplete(db, { batch });
  await batch.commit();
  return { indexed, complete: true };
}
