// What the closed value sets of values.ts are called in each language (GLOSSARY.md for Tamil). English shows
// the stored value itself, so English pages read as before. The stored values never change with the language:
// URLs, filters and the database keep the English ones.
import { getLocale } from "#shared/paraglide/runtime.js";
import type { Locale } from "./locale.ts";
import type {
  BudgetMethod,
  FacingDirection,
  ListingStatus,
  ListingType,
  PropertyName,
  PropertyType,
  RoomOption,
  UserType,
} from "./values.ts";

type Names<V extends string> = Readonly<Record<V, string>>;

export const PROPERTY_NAME_TA: Names<PropertyName> = {
  House: "வீடு",
  Land: "நிலம்",
  Apartment: "அடுக்குமாடி வீடு",
  Store: "கடை",
  "Farm House": "பண்ணை வீடு",
};

/** Where space is short (a chip, a card's corner): "அடுக்குமாடி" for an apartment. */
const PROPERTY_NAME_TA_SHORT: Partial<Names<PropertyName>> = { Apartment: "அடுக்குமாடி" };

export const PROPERTY_TYPE_TA: Names<PropertyType> = {
  Commercial: "வணிகம்",
  Residential: "குடியிருப்பு",
  Agricultural: "விவசாயம்",
  Industrial: "தொழில்துறை",
};

const LISTING_TYPE_EN: Names<ListingType> = { sell: "Sell", rent: "Rent", lease: "Lease" };
export const LISTING_TYPE_TA: Names<ListingType> = { sell: "விற்பனை", rent: "வாடகை", lease: "குத்தகை" };

export const FACING_DIRECTION_TA: Names<FacingDirection> = {
  North: "வடக்கு",
  East: "கிழக்கு",
  South: "தெற்கு",
  West: "மேற்கு",
  "North-East": "வடகிழக்கு",
  "North-West": "வடமேற்கு",
  "South-East": "தென்கிழக்கு",
  "South-West": "தென்மேற்கு",
};

/** BHK stays as it is written in Tamil Nadu. */
export const ROOM_OPTION_TA: Names<RoomOption> = {
  "1 BHK": "1 BHK",
  "2 BHK": "2 BHK",
  "3+ BHK": "3+ BHK",
  "Single Room": "ஒற்றை அறை",
};

export const BUDGET_METHOD_TA: Names<BudgetMethod> = {
  "Overall budget": "மொத்த விலை",
  "Per Cent": "சென்ட்டுக்கு",
  "Per Acre": "ஏக்கருக்கு",
  Monthly: "மாதத்திற்கு",
};

export const USER_TYPE_TA: Names<UserType> = { Broker: "தரகர்", Owner: "உரிமையாளர்" };

const LISTING_STATUS_EN: Names<ListingStatus> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  lapsed: "Lapsed",
  closed: "Sold or let",
};
export const LISTING_STATUS_TA: Names<ListingStatus> = {
  pending: "நிலுவையில்",
  approved: "அங்கீகரிக்கப்பட்டது",
  rejected: "நிராகரிக்கப்பட்டது",
  lapsed: "காலாவதியானது",
  closed: "விற்கப்பட்டது அல்லது வாடகைக்கு விடப்பட்டது",
};

/** `table[value]` when the value is one of the table's; the value itself otherwise (an old or unknown value). */
function lookUp(table: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(table, value) ? table[value]! : value;
}

/** House · வீடு; Apartment · அடுக்குமாடி வீடு (`short`: அடுக்குமாடி). */
export function propertyNameLabel(
  value: string,
  locale: Locale = getLocale(),
  options: { short?: boolean } = {},
): string {
  if (locale === "en") return value;
  const short = options.short && Object.hasOwn(PROPERTY_NAME_TA_SHORT, value);
  return lookUp(short ? PROPERTY_NAME_TA_SHORT : PROPERTY_NAME_TA, value);
}

/** Residential · குடியிருப்பு */
export function propertyTypeLabel(value: string, locale: Locale = getLocale()): string {
  return locale === "en" ? value : lookUp(PROPERTY_TYPE_TA, value);
}

/** sell → Sell · விற்பனை (the listing's type, not the navigation's "Buy"). */
export function listingTypeLabel(value: string, locale: Locale = getLocale()): string {
  return lookUp(locale === "en" ? LISTING_TYPE_EN : LISTING_TYPE_TA, value);
}

/** East · கிழக்கு */
export function facingDirectionLabel(value: string, locale: Locale = getLocale()): string {
  return locale === "en" ? value : lookUp(FACING_DIRECTION_TA, value);
}

/** 2 BHK · 2 BHK; Single Room · ஒற்றை அறை */
export function roomOptionLabel(value: string, locale: Locale = getLocale()): string {
  return locale === "en" ? value : lookUp(ROOM_OPTION_TA, value);
}

/** Per Cent · சென்ட்டுக்கு */
export function budgetMethodLabel(value: string, locale: Locale = getLocale()): string {
  return locale === "en" ? value : lookUp(BUDGET_METHOD_TA, value);
}

/** Broker · தரகர் */
export function userTypeLabel(value: string, locale: Locale = getLocale()): string {
  return locale === "en" ? value : lookUp(USER_TYPE_TA, value);
}

/** pending → Pending · நிலுவையில் */
export function listingStatusLabel(value: string, locale: Locale = getLocale()): string {
  return lookUp(locale === "en" ? LISTING_STATUS_EN : LISTING_STATUS_TA, value);
}
