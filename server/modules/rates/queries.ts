// The registration rates as the admin's console and public pages read them (issue 35, docs/costs-design.md §1).
// A project whose table is empty reads the seed's sets (modules/rates/seed.ts), under the ids the seed writes
// them with, so a fresh project shows charges and the first edit starts from what was shown (service.ts stores
// them then).
import { col } from "#server/db/collections.ts";
import type { RegistrationRatesDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { type RateSet, ratesInForce } from "#shared/costs/rates.ts";
import { dayInIndia } from "#shared/dates.ts";
import type { RateSetsAnswer, RateSetView } from "#shared/forms/rates.ts";
import { SEED_RATE_SETS } from "./seed.ts";

/** Who wrote a seed set. */
export const SEED_AUTHOR = "seed";

/** The id a seed set is stored under: one per day it takes effect, so writing them twice adds nothing. */
export const seedRatesId = (set: Pick<RateSet, "effectiveFrom">) => `seed-${set.effectiveFrom}`;

/** The seed's sets as documents, as an empty table reads them and as the seed and the first write store them. */
export function seedRateDocs(now = new Date(0)): { id: string; doc: RegistrationRatesDoc }[] {
  return SEED_RATE_SETS.map((set) => ({
    id: seedRatesId(set),
    doc: {
      ...structuredClone(set),
      apartmentFirstSale: { slabs: set.apartmentFirstSale.slabs.map((slab) => ({ ...slab })) },
      note: null,
      createdAt: now,
      updatedAt: now,
      updatedBy: SEED_AUTHOR,
    },
  }));
}

export function rateSetViewOf(id: string, doc: RegistrationRatesDoc): RateSetView {
  const { effectiveFrom, source, note, sale, apartmentFirstSale, womenConcession, loanDefaults, updatedAt } =
    doc;
  return {
    id,
    effectiveFrom,
    source,
    note,
    sale,
    apartmentFirstSale,
    womenConcession,
    loanDefaults,
    updatedAt,
  };
}

/** The rates alone, as a listing's charges use them (no note, no dates of writing). */
export function rateSetOf(doc: RegistrationRatesDoc): RateSet {
  const { effectiveFrom, source, sale, apartmentFirstSale, womenConcession, loanDefaults } = doc;
  return { effectiveFrom, source, sale, apartmentFirstSale, womenConcession, loanDefaults };
}

/** Newest first: the latest effective day at the top. */
const newestFirst = (a: { effectiveFrom: string }, b: { effectiveFrom: string }) =>
  b.effectiveFrom.localeCompare(a.effectiveFrom);

/** Every set with its id, newest first: the stored ones, or the seed's while none is stored. */
export async function listRateDocs(db: Db): Promise<{ id: string; doc: RegistrationRatesDoc }[]> {
  // A handful of sets, one per budget: one read of them all, sorted here (no index).
  const snapshot = await col.registrationRates(db).get();
  const stored = snapshot.empty
    ? seedRateDocs()
    : snapshot.docs.map((doc) => ({ id: doc.id, doc: doc.data() }));
  return stored.sort((a, b) => newestFirst(a.doc, b.doc));
}

/** The console's list: every set, newest first, and the one in force on `today` (a day in India). */
export async function listRateSetsForAdmin(db: Db, today = dayInIndia()): Promise<RateSetsAnswer> {
  const docs = await listRateDocs(db);
  const inForce = ratesInForce(
    docs.map(({ id, doc }) => ({ id, effectiveFrom: doc.effectiveFrom })),
    today,
  );
  return { sets: docs.map(({ id, doc }) => rateSetViewOf(id, doc)), inForceId: inForce?.id ?? null, today };
}

/** The set in force on `today` (a day in India), or null before the first set. */
export async function readRatesInForce(db: Db, today = dayInIndia()): Promise<RateSet | null> {
  const inForce = ratesInForce(
    (await listRateDocs(db)).map(({ doc }) => doc),
    today,
  );
  return inForce ? rateSetOf(inForce) : null;
}
