// The closed value sets of the domain and the pure rules derived from them. No imports: the tables,
// the seed, form schemas and tests all read the same lists.

export const LISTING_TYPES = ["sell", "rent", "lease"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * `approved` is the only public state. `lapsed`: its owner did not confirm it within its time on the site (issue
 * 24, freshness); `closed`: its owner marked it sold or let. Both are off the site and reach no admin list.
 */
export const LISTING_STATUSES = ["pending", "approved", "rejected", "lapsed", "closed"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Whether the public can see a listing in this state (only approved listings are public). */
export function isPublicStatus(status: ListingStatus): boolean {
  return status === "approved";
}

/** The admin's moderation lists (SPEC §2): one for each status an admin decides between. */
export const MODERATION_LIST_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationListStatus = (typeof MODERATION_LIST_STATUSES)[number];

export const PROPERTY_NAMES = ["House", "Land", "Apartment", "Store", "Farm House"] as const;
export type PropertyName = (typeof PROPERTY_NAMES)[number];

export const PROPERTY_TYPES = ["Commercial", "Residential", "Agricultural", "Industrial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const USER_TYPES = ["Broker", "Owner"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BUDGET_METHODS = ["Overall budget", "Per Cent", "Per Acre", "Monthly"] as const;
export type BudgetMethod = (typeof BUDGET_METHODS)[number];

export const FACING_DIRECTIONS = [
  "North",
  "East",
  "South",
  "West",
  "North-East",
  "North-West",
  "South-East",
  "South-West",
] as const;
export type FacingDirection = (typeof FACING_DIRECTIONS)[number];

export const ROOM_OPTIONS = ["1 BHK", "2 BHK", "3+ BHK", "Single Room"] as const;
export type RoomOption = (typeof ROOM_OPTIONS)[number];

export const AREA_UNITS = ["sqft", "cent", "acre", "ground", "hectare"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const MEDIA_KINDS = ["image", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const PLAN_TIME_UNITS = ["minute", "hour", "day", "week", "month", "year"] as const;
export type PlanTimeUnit = (typeof PLAN_TIME_UNITS)[number];

export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const ORDER_STATUSES = ["created", "paid", "failed", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["authorized", "captured", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A queued e-mail: `kept` = left in the development outbox (no SMTP configured). */
export const MAIL_STATUSES = ["queued", "sent", "failed", "kept"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ["active", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Square feet in one unit. 1 acre = 100 cents exactly. */
export const SQ_FT_PER_UNIT: Readonly<Record<AreaUnit, number>> = {
  sqft: 1,
  cent: 435.6,
  acre: 43_560,
  ground: 2_400,
  hectare: 107_639.1,
};

/** Square feet, rounded to the 2 decimals the database keeps. */
export function toSquareFeet(value: number, unit: AreaUnit): number {
  return Math.round(value * SQ_FT_PER_UNIT[unit] * 100) / 100;
}

/** A stored square-feet area in the owner's unit, to 2 decimals. */
export function fromSquareFeet(sqFt: number, unit: AreaUnit): number {
  return Math.round((sqFt / SQ_FT_PER_UNIT[unit]) * 100) / 100;
}

/** `NL-000123`: six digits at least, more once the sequence passes 999,999 (mirrors the SQL of listings.code). */
export function formatListingCode(codeNumber: number): string {
  if (!Number.isSafeInteger(codeNumber) || codeNumber < 0)
    throw new RangeError(`Bad listing number ${codeNumber}`);
  return `NL-${String(codeNumber).padStart(6, "0")}`;
}

export interface DerivedPrices {
  pricePerCentRupees: number | null;
  pricePerAcreRupees: number | null;
}

/** round(n / d) for non-negative bigints, halves away from zero (as PostgreSQL's round(numeric)). */
function divideRounded(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * Price per cent and per acre in whole rupees: the listing's writes store them, and the Sell form's live preview
 * shows the same.
 * A monthly rent has no price per area; an overall budget needs an area.
 */
export function derivePrices(input: {
  budget: number;
  budgetMethod: BudgetMethod | null;
  areaSqFt: number | null;
}): DerivedPrices {
  const { budget, budgetMethod, areaSqFt } = input;
  if (!Number.isSafeInteger(budget) || budget < 0)
    return { pricePerCentRupees: null, pricePerAcreRupees: null };
  const rupees = BigInt(budget);
  switch (budgetMethod) {
    case "Monthly":
      return { pricePerCentRupees: null, pricePerAcreRupees: null };
    case "Per Cent":
      return { pricePerCentRupees: budget, pricePerAcreRupees: budget * 100 };
    case "Per Acre":
      return { pricePerCentRupees: Number(divideRounded(rupees, 100n)), pricePerAcreRupees: budget };
    default: {
      if (areaSqFt === null || !(areaSqFt > 0)) return { pricePerCentRupees: null, pricePerAcreRupees: null };
      // Areas are numeric(14,2): work in hundredths of a square foot so the division is exact.
      const hundredths = BigInt(Math.round(areaSqFt * 100));
      return {
        pricePerCentRupees: Number(divideRounded(rupees * 43_560n, hundredths)),
        pricePerAcreRupees: Number(divideRounded(rupees * 4_356_000n, hundredths)),
      };
    }
  }
}
