import { describe, expect, it } from "vitest";
import {
  budgetMethodLabel,
  facingDirectionLabel,
  listingStatusLabel,
  listingTypeLabel,
  propertyNameLabel,
  propertyTypeLabel,
  roomOptionLabel,
  userTypeLabel,
} from "./value-labels.ts";
import {
  BUDGET_METHODS,
  FACING_DIRECTIONS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "./values.ts";

const TAMIL = /\p{Script=Tamil}/u;

const SETS: Array<[string, readonly string[], (value: string, locale?: "en" | "ta") => string]> = [
  ["property names", PROPERTY_NAMES, propertyNameLabel],
  ["property types", PROPERTY_TYPES, propertyTypeLabel],
  ["listing types", LISTING_TYPES, listingTypeLabel],
  ["facing directions", FACING_DIRECTIONS, facingDirectionLabel],
  ["budget methods", BUDGET_METHODS, budgetMethodLabel],
  ["user types", USER_TYPES, userTypeLabel],
  ["listing statuses", LISTING_STATUSES, listingStatusLabel],
];

describe("value labels", () => {
  it.each(SETS)("every one of the %s has a Tamil label, all different", (_, values, label) => {
    const tamil = values.map((value) => label(value, "ta"));
    for (const text of tamil) expect(text).toMatch(TAMIL);
    expect(new Set(tamil).size).toBe(values.length);
  });

  it("every room option has a Tamil label (BHK stays as written)", () => {
    expect(ROOM_OPTIONS.map((room) => roomOptionLabel(room, "ta"))).toEqual([
      "1 BHK",
      "2 BHK",
      "3+ BHK",
      "ஒற்றை அறை",
    ]);
  });

  it("uses the glossary's words", () => {
    expect(PROPERTY_NAMES.map((name) => propertyNameLabel(name, "ta"))).toEqual([
      "வீடு",
      "நிலம்",
      "அடுக்குமாடி வீடு",
      "கடை",
      "பண்ணை வீடு",
    ]);
    expect(propertyNameLabel("Apartment", "ta", { short: true })).toBe("அடுக்குமாடி");
    expect(propertyNameLabel("House", "ta", { short: true })).toBe("வீடு");
    expect(propertyTypeLabel("Agricultural", "ta")).toBe("விவசாயம்");
    expect(listingTypeLabel("lease", "ta")).toBe("குத்தகை");
    expect(facingDirectionLabel("North-East", "ta")).toBe("வடகிழக்கு");
    expect(budgetMethodLabel("Per Acre", "ta")).toBe("ஏக்கருக்கு");
  });

  it("English shows the stored value as before; an unknown value stays as it is", () => {
    expect(propertyNameLabel("Farm House")).toBe("Farm House");
    expect(propertyNameLabel("Apartment", "en", { short: true })).toBe("Apartment");
    expect(budgetMethodLabel("Overall budget")).toBe("Overall budget");
    expect(listingTypeLabel("sell")).toBe("Sell");
    expect(listingStatusLabel("pending")).toBe("Pending");
    expect(propertyTypeLabel("Mixed", "ta")).toBe("Mixed");
    expect(facingDirectionLabel("toString", "ta")).toBe("toString");
  });
});
