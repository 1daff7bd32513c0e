// Possible duplicates of a listing (issue 24), for the admin's review page: another public listing with the same
// pictures (their photos' perceptual hashes within MAX_DISTANCE bits, found through the hashes' bands), or with
// the same owner phone in the same place (city, and locality when both name one). The admin decides; nothing is
// refused automatically, as a broker may rightly list two plots in one layout.

import { col } from "#server/db/collections.ts";
import type { ListingContactDoc, ListingDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { DuplicateReason, PossibleDuplicate } from "#shared/moderation.ts";
import { hashDistance, MAX_DISTANCE } from "../media/photo-hash.ts";

/** Values Firestore's array-contains-any takes at once. */
const ANY_OF = 30;
/** Possible duplicates named at most. */
const SHOWN = 10;

/** Public listings with a band of these; firestore.indexes.json has its index. */
export const withPhotoBands = (db: Db, bands: readonly string[]) =>
  col
    .listings(db)
    .where("status", "==", "approved")
    .where("photoBands", "array-contains-any", [...bands]);

const hashesOf = (listing: ListingDoc) =>
  listing.media.flatMap((item) => (item.photoHash ? [item.photoHash] : []));

function samePictures(a: ListingDoc, b: ListingDoc): boolean {
  const theirs = hashesOf(b);
  return hashesOf(a).some((hash) => theirs.some((other) => hashDistance(hash, other) <= MAX_DISTANCE));
}

const samePlace = (a: ListingDoc, b: ListingDoc) =>
  a.city === b.city &&
  (!a.locality || !b.locality || a.locality.trim().toLowerCase() === b.locality.trim().toLowerCase());

async function withSamePictures(
  db: Db,
  { listingId: id, listing }: { listingId: string; listing: ListingDoc },
): Promise<Map<string, ListingDoc>> {
  const found = new Map<string, ListingDoc>();
  for (let start = 0; start < listing.photoBands.length; start += ANY_OF) {
    const page = await withPhotoBands(db, listing.photoBands.slice(start, start + ANY_OF))
      .limit(50)
      .get();
    for (const doc of page.docs)
      if (doc.id !== id && samePictures(listing, doc.data())) found.set(doc.id, doc.data());
  }
  return found;
}

async function withSamePhoneAndPlace(
  db: Db,
  {
    listingId: id,
    listing,
    contact,
  }: { listingId: string; listing: ListingDoc; contact: ListingContactDoc | undefined },
): Promise<Map<string, ListingDoc>> {
  const found = new Map<string, ListingDoc>();
  if (!contact?.phone) return found;
  const contacts = await col.listingContacts(db).where("phone", "==", contact.phone).limit(50).get();
  const others = contacts.docs.map((doc) => doc.id).filter((other) => other !== id);
  const listings = await Promise.all(others.map((other) => col.listings(db).doc(other).get()));
  for (const snapshot of listings) {
    const other = snapshot.data();
    if (other?.status === "approved" && samePlace(listing, other)) found.set(snapshot.id, other);
  }
  return found;
}

export async function findPossibleDuplicates(
  db: Db,
  input: { listingId: string; listing: ListingDoc; contact: ListingContactDoc | undefined },
): Promise<PossibleDuplicate[]> {
  const [pictures, phone] = await Promise.all([
    withSamePictures(db, input),
    withSamePhoneAndPlace(db, input),
  ]);
  const ids = [...new Set([...pictures.keys(), ...phone.keys()])].slice(0, SHOWN);
  return ids.map((id) => {
    const other = (pictures.get(id) ?? phone.get(id))!;
    const reasons: DuplicateReason[] = [];
    if (pictures.has(id)) reasons.push("photos");
    if (phone.has(id)) reasons.push("phonePlace");
    return { listingId: id, code: other.code, reasons };
  });
}
