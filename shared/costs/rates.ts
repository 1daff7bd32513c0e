// The registration rates a sale is charged at (issue 35, docs/costs-design.md §1): data the admin keeps, one set per
// date it takes effect, with its source. Rates are basis points (700 = 7%), money whole rupees, so that no
// fraction enters a charge.

/** Stamp duty and registration fee, in basis points of the value charged. */
export interface ChargeRatesBp {
  stampDutyBp: number;
  registrationFeeBp: number;
}

/** An apartment's first sale by composite value: the whole value at its band's rates, up to `upToRupees`. */
export interface ApartmentSlab extends ChargeRatesBp {
  /** Inclusive; null for the last band, which has no ceiling. */
  upToRupees: number | null;
}

export interface RateSet {
  /** The day in India it takes effect, inclusive (2025-04-01). */
  effectiveFrom: string;
  source: { title: string; url: string | null };
  /** Land and buildings: sale, gift, exchange. */
  sale: ChargeRatesBp;
  /** Bands in ascending order, the last without a ceiling. */
  apartmentFirstSale: { slabs: readonly ApartmentSlab[] };
  /** A woman buyer's lower registration fee on a value up to `upToRupees` (inclusive). */
  womenConcession: { registrationFeeCutBp: number; upToRupees: number } | null;
  /** The loan calculator's starting numbers. */
  loanDefaults: { rateBp: number; sharePercent: number; tenureYears: number; source: string };
}

/**
 * The set in force on `today` (a date in India, YYYY-MM-DD): the one with the latest `effectiveFrom` on or before
 * it; none before the first set. Sets dated later wait for their day.
 */
export function ratesInForce<T extends Pick<RateSet, "effectiveFrom">>(
  sets: readonly T[],
  today: string,
): T | null {
  let inForce: T | null = null;
  for (const set of sets) {
    if (set.effectiveFrom <= today && (inForce === null || set.effectiveFrom > inForce.effectiveFrom))
      inForce = set;
  }
  return inForce;
}
