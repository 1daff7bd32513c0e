import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { emptyListingForm } from "#shared/forms/listing-values.ts";
import {
  areaInOtherUnits,
  checkEdit,
  checkSell,
  clearedBy,
  isShown,
  livePriceTexts,
  sentFields,
  withChange,
  withoutError,
} from "./form-logic.ts";

const empty = emptyListingForm();

const filled = {
  ...empty,
  propertyName: "House",
  types: "sell",
  propertyType: "Residential",
  userType: "Owner",
  budget: "45,00,000",
  contactOwnerName: "Meena",
  contactOwnerPhone: "9876543210",
  propertyAddress: "7 Car Street",
  city: "Madurai",
  zipCode: "625001",
};

describe("the listing form's behaviour", () => {
  it("gives every SPEC §5 message for an empty Sell form", () => {
    const errors = checkSell({ ...empty, state: "" }, []);
    expect(errors).toMatchObject({
      propertyName: "Property Name is required.",
      propertyType: "Property Type is required.",
      userType: "user Type is required.",
      budget: "Budget is required.",
      types: "Types are required.",
      contactOwnerName: "Contact Owner Name is required.",
      contactOwnerPhone: "Contact Owner Phone is required.",
      propertyAddress: "Property Address is required.",
      city: "City is required.",
      state: "State is required.",
      zipCode: "PIN Code is required.",
    });
    expect(checkSell(filled, [])).toEqual({});
  });

  it("hides build-up area, rooms, bathrooms, parking and lift for Land, No. of Years unless Lease", () => {
    const land = { ...filled, propertyName: "Land" };
    for (const field of ["builtUpArea", "numberOfRooms", "numberOfBathrooms", "parking", "lift"] as const) {
      expect(isShown(filled, field)).toBe(true);
      expect(isShown(land, field)).toBe(false);
      expect(sentFields(land)).not.toHaveProperty(field);
    }
    expect(isShown(filled, "leaseYears")).toBe(false);
    expect(isShown({ ...filled, types: "lease" }, "leaseYears")).toBe(true);
    // A hidden field's value is not checked either: Land with a bad built-up area passes.
    expect(checkSell({ ...land, builtUpArea: "abc" }, [])).toEqual({});
  });

  it("sends the guideline value for a sale only, and a first sale for apartments and houses", () => {
    const stated = {
      ...filled,
      guidelineValue: "2,500",
      guidelineValueUnit: "acre",
      guidelineValueSource: "",
    };
    expect(sentFields(stated)).toMatchObject({ guidelineValue: "2,500", firstSale: "" });
    expect(checkSell(stated, [])).toMatchObject({
      guidelineValueUnit: "Choose a unit the register gives for this property: sq ft, cent.",
    });
    const rent = { ...stated, types: "rent", budgetMethod: "Monthly" };
    expect(sentFields(rent)).not.toHaveProperty("guidelineValue");
    expect(checkSell(rent, [])).toEqual({});
    expect(sentFields({ ...filled, propertyName: "Land" })).not.toHaveProperty("firstSale");
  });

  it("fills the area from length × breadth, in the chosen unit", () => {
    let values = withChange(empty, "lengthFt", "40");
    expect(values.area).toBe("");
    values = withChange(values, "breadthFt", "60");
    expect(values.area).toBe("2400");
    values = withChange(values, "areaUnit", "ground");
    expect(values.area).toBe("1");
    // Without both sides, a change of unit re-reads the number typed.
    const typed = withChange({ ...empty, area: "10" }, "areaUnit", "cent");
    expect(typed.area).toBe("10");
  });

  it("shows an area in the other units", () => {
    expect(areaInOtherUnits("10", "cent")).toEqual([
      "4,356 sq ft",
      "0.1 acres",
      "1.82 grounds",
      "0.04 hectares",
    ]);
    expect(areaInOtherUnits("2400", "sqft")).toEqual([
      "5.51 cents",
      "0.06 acres",
      "1 ground",
      "0.02 hectares",
    ]);
    expect(areaInOtherUnits("", "sqft")).toBeNull();
    expect(areaInOtherUnits("abc", "sqft")).toBeNull();
  });

  it("says the build-up area may not exceed the total, in the unit it was typed in", () => {
    const house = { ...filled, area: "1000", areaUnit: "sqft" };
    expect(checkSell({ ...house, builtUpArea: "1200" }, []).builtUpArea).toBe(
      "Build Up Area cannot be greater than Number of Sq Feet.",
    );
    expect(checkSell({ ...house, area: "5", areaUnit: "cent", builtUpArea: "6" }, []).builtUpArea).toBe(
      "Build Up Area cannot be greater than Number of Cent.",
    );
    expect(checkSell({ ...house, area: "1", areaUnit: "acre", builtUpArea: "2" }, []).builtUpArea).toBe(
      "Build Up Area cannot be greater than Number of Acre.",
    );
  });

  it("prices per cent and acre follow the budget, its method and the area", () => {
    expect(livePriceTexts({ ...filled, budget: "10,00,000", area: "10", areaUnit: "cent" })).toEqual({
      perCent: "₹1,00,000",
      perAcre: "₹1,00,00,000",
    });
    expect(livePriceTexts({ ...filled, budget: "25,000", budgetMethod: "Monthly", area: "10" })).toEqual({
      perCent: null,
      perAcre: null,
    });
  });

  it("counts the files of an edit, saved and new together", () => {
    const ids = Array.from({ length: 8 }, (_, i) => `id-${i}`);
    expect(
      checkEdit(
        filled,
        ids,
        ids.map((id) => `${id}-new`),
      ).uploadIds,
    ).toBe(LISTING_MESSAGES.tooManyFiles());
    expect(checkEdit(filled, ids, [])).toEqual({});
  });

  it("clears one field's message, and an area's when a linked area field changes", () => {
    const errors = { city: "City is required.", zipCode: "PIN Code is required." };
    expect(withoutError(errors, "city")).toEqual({ zipCode: "PIN Code is required." });
    expect(withoutError(errors, "budget")).toBe(errors);
    expect(clearedBy("city")).toEqual(["city"]);
    expect(clearedBy("builtUpAreaUnit")).toEqual(["builtUpAreaUnit", "area", "builtUpArea"]);
    expect(clearedBy("guidelineValueUnit")).toEqual([
      "guidelineValue",
      "guidelineValueUnit",
      "guidelineValueSource",
    ]);
  });
});
