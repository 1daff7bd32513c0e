import type { Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import { buildListing, type ListingOverrides } from "../factories/listings.ts";
import type { SignInMember } from "./fixtures.ts";
import { serverFirestore } from "./server.ts";

/**
 * A fresh member (from the `member` fixture) signed in on `page`, with a listing of theirs written straight into the server's Firestore. The
 * listing must be one that is never public (pending, or held): no public change is recorded for it. Its code is
 * `codeBase` plus the time, far from the seed's and the factories' usual numbers. The caller closes `close`.
 */
export async function memberWithOwnListing(
  page: Page,
  member: SignInMember,
  input: { codeBase: number; listing: Omit<ListingOverrides, "ownerId"> },
) {
  const user = await member({ page });
  const { db, close } = serverFirestore();
  const {
    id,
    contact: _contact,
    ...listing
  } = buildListing({
    ownerId: user.id,
    codeNumber: input.codeBase + (Date.now() % 100_000),
    createdAt: new Date(),
    ...input.listing,
  });
  await col.listings(db).doc(id).set(listing);
  return { userId: user.id, id, listing, db, close };
}
