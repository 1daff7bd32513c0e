// The moderation lists' kept counts against the listings themselves: a test that changes listings through the
// services ends with this, so a path that forgets to record its move fails.
import { expect } from "vitest";
import type { Db } from "#server/db/firestore.ts";
import { emptyCounts, readListCounts, tally } from "#server/modules/listings/list-counts.ts";

/** Starts the kept counts (a first read counts every list), so that every later move must be recorded. */
export async function startKeptCounts(db: Db): Promise<void> {
  await readListCounts(db);
}

/** The kept counts equal a count of the stored listings by status and type. */
export async function expectKeptCountsToMatchListings(db: Db): Promise<void> {
  const listings = await db.collection("listings").select("status", "types").get();
  const counted = emptyCounts();
  for (const listing of listings.docs) tally(counted, listing.data() as Parameters<typeof tally>[1]);
  expect(await readListCounts(db)).toEqual(counted);
}
