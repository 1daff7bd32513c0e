import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "#shared/paraglide/runtime.js";
import { listingForm } from "#tests/support/factories/listing-form.ts";
import { detailViewOf } from "#tests/support/factories/listings.ts";
import type { ListingDetailView } from "../listing-card.ts";
import { firstMessages } from "./field-errors.ts";
import {
  editListingSchema,
  hiddenListingFields,
  isListingFieldShown,
  LISTING_FORM_FIELDS,
  sellFormSchema,
} from "./listing.ts";
import { emptyListingForm, formFieldsOfListing, livePrices, toStoredListing } from "./listing-values.ts";

/** A complete Sell form as the page sends it: every value a string. */
const house = {
  ...listingForm({
    waterFacility: "no",
    boreWell: "",
    dtcpCmdaApprovalNumber: "DTCP No. 12/2019",
    tnreraNumber: "TN/29/Building/0123/2023",
  }),
  uploadIds: ["upload-1", "upload-2"],
};

const errorsOf = (
  input: unknown,
  schema: typeof sellFormSchema | typeof editListingSchema = sellFormSchema,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstMessages(result.error);
};
const parse = (input: unknown) => sellFormSchema.parse(input);

describe("the Sell form", () => {
  it("accepts a complete form and reads each value into its type", () => {
    const values = parse(house);
    expect(values).toMatchObject({
      propertyName: "House",
      types: "sell",
      budget: 4_500_000,
      area: 5,
      areaUnit: "cent",
      builtUpArea: 1200,
      electricity: true,
      waterFacility: false,
      boreWell: null,
      lengthFt: null,
      ageOfPropertyYears: 4,
      numberOfBathrooms: 2,
      city: "Salem",
      zipCode: "636016",
      uploadIds: ["upload-1", "upload-2"],
    });
  });

  it("says every SPEC §5 required message, word for word, for an empty form", () => {
    expect(errorsOf({})).toEqual({
      propertyName: "Property Name is required.",
      types: "Types are required.",
      propertyType: "Property Type is required.",
      userType: "user Type is required.",
      budget: "Budget is required.",
      contactOwnerName: "Contact Owner Name is required.",
      contactOwnerPhone: "Contact Owner Phone is required.",
      propertyAddress: "Property Address is required.",
      city: "City is required.",
      state: "State is required.",
      zipCode: "PIN Code is required.",
    });
  });

  it("treats blank and whitespace-only values as missing", () => {
    const blank = Object.fromEntries(LISTING_FORM_FIELDS.map((field) => [field, "   "]));
    expect(Object.keys(errorsOf(blank)).sort()).toEqual(
      [
        "budget",
        "city",
        "contactOwnerName",
        "contactOwnerPhone",
        "propertyAddress",
        "propertyName",
        "propertyType",
        "state",
        "types",
        "userType",
        "zipCode",
      ].sort(),
    );
  });

  it("accepts types and names in any case, as the old app compared them", () => {
    const values = parse({ ...house, types: "LEASE", propertyName: "farm house", state: "tamil nadu" });
    expect([values.types, values.propertyName, values.state]).toEqual(["lease", "Farm House", "Tamil Nadu"]);
  });

  it.each([
    ["98765", "too short"],
    ["98765432100", "too long"],
    ["98765abcde", "letters"],
    ["+919876543210", "a country code"],
  ])("refuses the phone %s (%s) with the SPEC message", (phone) => {
    expect(errorsOf({ ...house, contactOwnerPhone: phone }).contactOwnerPhone).toBe(
      "Phone number must be exactly 10 digits.",
    );
  });

  it("accepts a phone typed with spaces", () => {
    expect(parse({ ...house, contactOwnerPhone: "98765 43210" }).contactOwnerPhone).toBe("9876543210");
  });

  it.each(["636016", "600001", "641 001"])("accepts the Tamil Nadu PIN code %s", (pin) => {
    expect(parse({ ...house, zipCode: pin }).zipCode).toBe(pin.replace(" ", ""));
  });

  it.each(["560001", "63601", "6360161", "63601a", "000000"])("refuses the PIN code %s", (pin) => {
    expect(errorsOf({ ...house, zipCode: pin }).zipCode).toBe(
      "PIN Code must be 6 digits and start with 6 (Tamil Nadu).",
    );
  });

  it("offers the 38 districts as cities and Tamil Nadu as the state", () => {
    expect(parse({ ...house, city: "Nagercoil (Kanniyakumari)" }).city).toBe("Nagercoil (Kanniyakumari)");
    expect(errorsOf({ ...house, city: "Bengaluru", state: "Karnataka" })).toEqual({
      city: "Please choose a city from the list.",
      state: "State must be Tamil Nadu.",
    });
  });

  it.each([
    ["12,50,000", 1_250_000],
    ["1250000", 1_250_000],
    ["1,250,000", 1_250_000],
    [" 45,000 ", 45_000],
  ])("reads the budget %s as %d rupees", (budget, rupees) => {
    expect(parse({ ...house, budget }).budget).toBe(rupees);
  });

  it("takes a JSON client's numbers and booleans too", () => {
    const values = parse({ ...house, budget: 1_250_000, area: 5.5, electricity: false, zipCode: 636016 });
    expect([values.budget, values.area, values.electricity, values.zipCode]).toEqual([
      1_250_000,
      5.5,
      false,
      "636016",
    ]);
  });

  it.each([
    ["12.5", "Budget must be a whole number of rupees, e.g. 12,50,000."],
    ["₹12,50,000", "Budget must be a whole number of rupees, e.g. 12,50,000."],
    ["-5", "Budget must be a whole number of rupees, e.g. 12,50,000."],
    ["12 lakh", "Budget must be a whole number of rupees, e.g. 12,50,000."],
    ["0", "Budget must be more than ₹0."],
    ["1,00,00,00,00,001", "Budget must be at most ₹10,000 crore."],
  ])("refuses the budget %s", (budget, message) => {
    expect(errorsOf({ ...house, budget }).budget).toBe(message);
  });

  it("refuses values outside the lists", () => {
    expect(
      errorsOf({
        ...house,
        propertyName: "Castle",
        propertyType: "Royal",
        userType: "Agent",
        types: "Swap",
        budgetMethod: "Per Ground",
        areaUnit: "bigha",
        numberOfRooms: "9 BHK",
        facingDirection: "Up",
      }),
    ).toEqual({
      propertyName: "Please choose a property name from the list.",
      propertyType: "Please choose a property type from the list.",
      userType: "user Type must be Broker or Owner.",
      types: "Types must be Sell, Rent or Lease.",
      budgetMethod: "Please choose a budget method from the list.",
      areaUnit: "Please choose a unit from the list.",
      numberOfRooms: "Please choose the rooms from the list.",
      facingDirection: "Please choose a facing direction from the list.",
    });
  });

  it("refuses control characters in free text", () => {
    expect(errorsOf({ ...house, contactOwnerName: "Selvi\u0000", amenities: "Well\u001B[31m" })).toEqual({
      contactOwnerName: "Contact Owner Name may not contain control characters.",
      amenities: "Amenities may not contain control characters.",
    });
  });

  it("keeps line breaks in the address and amenities, not in one-line fields", () => {
    expect(parse({ ...house, propertyAddress: "12 Car Street\nFairlands" }).propertyAddress).toBe(
      "12 Car Street\nFairlands",
    );
    expect(errorsOf({ ...house, locality: "Fair\nlands" }).locality).toBe(
      "Locality may not contain control characters.",
    );
  });

  it("takes the Tamil Nadu title references, and refuses odd ones", () => {
    expect(parse(house)).toMatchObject({
      pattaNumber: "1234",
      surveyNumber: "56/2B",
      dtcpCmdaApprovalNumber: "DTCP No. 12/2019",
      tnreraNumber: "TN/29/Building/0123/2023",
    });
    expect(errorsOf({ ...house, pattaNumber: "<b>12</b>", surveyNumber: "1".repeat(41) })).toEqual({
      pattaNumber: "Patta Number may contain only letters, digits, spaces and . / - ( ).",
      surveyNumber: "Survey / Sub-division Number must be at most 40 characters.",
    });
  });

  it("checks approval and TNRERA numbers against their published formats, and stores them canonically", () => {
    expect(
      parse({
        ...house,
        dtcpCmdaApprovalNumber: "LP/DTCP No.45/2021",
        tnreraNumber: "tn/29/building/62/2020",
      }),
    ).toMatchObject({ dtcpCmdaApprovalNumber: "DTCP No. 45/2021", tnreraNumber: "TN/29/Building/0062/2020" });
    expect(
      errorsOf({ ...house, dtcpCmdaApprovalNumber: "approved", tnreraNumber: "TN/Agent/0123/2021" }),
    ).toEqual({
      dtcpCmdaApprovalNumber:
        "Enter the DTCP or CMDA approval number as the approval writes it, e.g. DTCP No. 123/2019.",
      tnreraNumber:
        "Enter the TNRERA registration number as TNRERA publishes it, e.g. TN/29/Building/0062/2020.",
    });
  });

  it("takes the road in front: width in feet, corner plot, the side it is on", () => {
    expect(parse({ ...house, roadWidthFt: "23.5", cornerPlot: "Yes", roadSide: "north" })).toMatchObject({
      roadWidthFt: 23.5,
      cornerPlot: true,
      roadSide: "North",
    });
    expect(parse(house)).toMatchObject({ roadWidthFt: null, cornerPlot: null, roadSide: null });
    expect(errorsOf({ ...house, roadWidthFt: "201", roadSide: "Up" })).toEqual({
      roadWidthFt: "Road Width (ft) must be at most 200.",
      roadSide: "Please choose the road-facing side from the list.",
    });
  });

  it("refuses numbers that are not numbers", () => {
    expect(
      errorsOf({
        ...house,
        area: "1e3",
        lengthFt: "-4",
        numberOfBathrooms: "2.5",
        ageOfPropertyYears: "old",
      }),
    ).toEqual({
      area: "Area must be a number, e.g. 1200 or 2.5.",
      lengthFt: "Length must be a number, e.g. 1200 or 2.5.",
      numberOfBathrooms: "Number of Bathrooms must be a whole number from 0 to 50.",
      ageOfPropertyYears: "Age of Property must be a whole number from 0 to 200.",
    });
  });

  it("refuses an area below one square foot", () => {
    expect(errorsOf({ ...house, area: "0.0001", areaUnit: "sqft", builtUpArea: "" }).area).toBe(
      "Area must be at least 1 sq ft.",
    );
  });
});

describe("conditional fields", () => {
  it("shows building fields for every name but Land, and No. of Years for a lease only", () => {
    expect(isListingFieldShown("lift", { propertyName: "House" })).toBe(true);
    expect(isListingFieldShown("lift", { propertyName: "Land" })).toBe(false);
    expect(isListingFieldShown("lift", { propertyName: "" })).toBe(true);
    expect(isListingFieldShown("leaseYears", { types: "Lease" })).toBe(true);
    expect(isListingFieldShown("leaseYears", { types: "Sell" })).toBe(false);
    expect(isListingFieldShown("city", { propertyName: "Land" })).toBe(true);
    expect(hiddenListingFields({ propertyName: "Land", types: "Sell" })).toEqual([
      "builtUpArea",
      "builtUpAreaUnit",
      "numberOfBathrooms",
      "numberOfRooms",
      "parking",
      "lift",
      "leaseYears",
      "firstSale",
    ]);
    expect(hiddenListingFields({ propertyName: "Apartment", types: "lease" })).toEqual([
      "guidelineValue",
      "guidelineValueUnit",
      "guidelineValueSource",
      "firstSale",
    ]);
  });

  it("drops the building fields of Land, even malformed ones, and stores them as null", () => {
    const values = parse({
      ...house,
      propertyName: "Land",
      propertyType: "Agricultural",
      builtUpArea: "99999999",
      numberOfBathrooms: "many",
      numberOfRooms: "2 BHK",
      parking: "perhaps",
      lift: "yes",
    });
    expect(values).toMatchObject({
      builtUpArea: null,
      builtUpAreaUnit: null,
      numberOfBathrooms: null,
      numberOfRooms: null,
      parking: null,
      lift: null,
    });
  });

  it("keeps No. of Years for a lease and drops it otherwise", () => {
    expect(parse({ ...house, types: "Lease", leaseYears: "5" }).leaseYears).toBe(5);
    expect(parse({ ...house, types: "Sell", leaseYears: "5" }).leaseYears).toBeNull();
    expect(errorsOf({ ...house, types: "Lease", leaseYears: "0" }).leaseYears).toBe(
      "No. of Years must be a whole number from 1 to 99.",
    );
  });
});

describe("build-up area against the total", () => {
  it.each([
    ["sqft", "1000", "sqft", "1001", "Build Up Area cannot be greater than Number of Sq Feet."],
    ["cent", "2", "cent", "2.01", "Build Up Area cannot be greater than Number of Cent."],
    ["acre", "1", "acre", "1.5", "Build Up Area cannot be greater than Number of Acre."],
    // Compared in square feet whatever the units: 500 sq ft is more than 1 cent (435.6 sq ft).
    ["cent", "1", "sqft", "500", "Build Up Area cannot be greater than Number of Sq Feet."],
    ["sqft", "43000", "acre", "1", "Build Up Area cannot be greater than Number of Acre."],
    ["sqft", "4000", "cent", "10", "Build Up Area cannot be greater than Number of Cent."],
  ])("total %s %s, build-up %s %s: %s", (areaUnit, area, builtUpAreaUnit, builtUpArea, message) => {
    expect(errorsOf({ ...house, area, areaUnit, builtUpArea, builtUpAreaUnit }).builtUpArea).toBe(message);
  });

  it("allows a build-up area equal to the total, in any units", () => {
    expect(
      sellFormSchema.safeParse({
        ...house,
        area: "1",
        areaUnit: "acre",
        builtUpArea: "43560",
        builtUpAreaUnit: "sqft",
      }).success,
    ).toBe(true);
  });

  it("measures the build-up in the total's unit when it has none of its own", () => {
    expect(
      errorsOf({ ...house, area: "1", areaUnit: "acre", builtUpArea: "2", builtUpAreaUnit: "" }),
    ).toEqual({
      builtUpArea: "Build Up Area cannot be greater than Number of Acre.",
    });
  });

  it("compares with length × breadth when no area is given", () => {
    const sides = { ...house, area: "", lengthFt: "30", breadthFt: "40" };
    expect(errorsOf({ ...sides, builtUpArea: "1300", builtUpAreaUnit: "sqft" }).builtUpArea).toBe(
      "Build Up Area cannot be greater than Number of Sq Feet.",
    );
    expect(sellFormSchema.safeParse({ ...sides, builtUpArea: "1200" }).success).toBe(true);
  });

  it("says it alongside the other fields' messages", () => {
    const errors = errorsOf({ ...house, city: "", area: "1", areaUnit: "sqft", builtUpArea: "2" });
    expect(errors).toEqual({
      city: "City is required.",
      builtUpArea: "Build Up Area cannot be greater than Number of Sq Feet.",
    });
  });
});

describe("files", () => {
  const ids = (count: number, prefix = "upload") => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

  it("accepts 15 files and refuses 16", () => {
    expect(parse({ ...house, uploadIds: ids(15) }).uploadIds).toHaveLength(15);
    expect(errorsOf({ ...house, uploadIds: ids(16) }).uploadIds).toBe(
      "You can upload a maximum of 15 files.",
    );
  });

  it("counts a repeated upload once", () => {
    expect(parse({ ...house, uploadIds: ["a", "b", "a"] }).uploadIds).toEqual(["a", "b"]);
  });

  it("needs no files, and refuses an id of the wrong shape", () => {
    const { uploadIds: _none, ...withoutFiles } = house;
    expect(parse(withoutFiles).uploadIds).toEqual([]);
    expect(errorsOf({ ...house, uploadIds: ["../../etc/passwd"] }).uploadIds).toBe("Failed to upload files.");
    expect(errorsOf({ ...house, uploadIds: "upload-1" }).uploadIds).toBe("Failed to upload files.");
  });

  it("refuses an edit that would keep and add more than 15 in all", () => {
    const edit = { ...house, keepMediaIds: ids(10, "media"), uploadIds: ids(6) };
    expect(errorsOf(edit, editListingSchema).uploadIds).toBe("You can upload a maximum of 15 files.");
    expect(editListingSchema.safeParse({ ...edit, uploadIds: ids(5) }).success).toBe(true);
  });
});

describe("the edit form", () => {
  it("says the edit form's own messages (SPEC §5, without a full stop)", () => {
    const errors = errorsOf(
      { ...house, propertyName: "", propertyType: "", contactOwnerPhone: "12345" },
      editListingSchema,
    );
    expect(errors).toEqual({
      propertyName: "Property Name is required",
      propertyType: "Property Type is required",
      contactOwnerPhone: "Phone number must be exactly 10 digits",
    });
  });

  it("keeps the owner's phone: a blank one is refused", () => {
    expect(errorsOf({ ...house, contactOwnerPhone: "" }, editListingSchema).contactOwnerPhone).toBe(
      "Phone number must be exactly 10 digits",
    );
  });

  it("takes the media to keep in their new order", () => {
    const values = editListingSchema.parse({ ...house, keepMediaIds: ["m-3", "m-1"], uploadIds: [] });
    expect(values.keepMediaIds).toEqual(["m-3", "m-1"]);
  });
});

describe("what is stored", () => {
  it("keeps areas in square feet with the owner's unit, the budget in rupees and the derived prices", () => {
    const { listing, contact } = toStoredListing(parse(house));
    expect(listing).toMatchObject({
      areaSqFt: 2178,
      areaUnit: "cent",
      builtUpAreaSqFt: 1200,
      builtUpAreaUnit: "sqft",
      budget: 4_500_000,
      // ₹45,00,000 for 5 cents.
      pricePerCentRupees: 900_000,
      pricePerAcreRupees: 90_000_000,
    });
    expect(contact).toEqual({
      name: "Selvi Murugan",
      phone: "9876543210",
      address: "12 Car Street, Fairlands",
      location: null,
    });
  });

  it("fills the area from length × breadth in the chosen unit", () => {
    const { listing } = toStoredListing(
      parse({ ...house, area: "", areaUnit: "ground", lengthFt: "40", breadthFt: "60", builtUpArea: "" }),
    );
    expect(listing).toMatchObject({ areaSqFt: 2400, areaUnit: "ground", lengthFt: 40, breadthFt: 60 });
  });

  it("stores no area, unit or price per area when none is given", () => {
    const { listing } = toStoredListing(parse({ ...house, area: "", builtUpArea: "" }));
    expect(listing).toMatchObject({
      areaSqFt: null,
      areaUnit: null,
      builtUpAreaSqFt: null,
      builtUpAreaUnit: null,
      pricePerCentRupees: null,
      pricePerAcreRupees: null,
    });
  });

  it("prices a rent per month, not per area", () => {
    const { listing } = toStoredListing(
      parse({ ...house, types: "Rent", budget: "25,000", budgetMethod: "Monthly" }),
    );
    expect([listing.pricePerCentRupees, listing.pricePerAcreRupees]).toEqual([null, null]);
  });

  it("fills the edit form from a stored listing and reads it back unchanged", () => {
    const { listing, contact } = toStoredListing(parse({ ...house, types: "Lease", leaseYears: "3" }));
    const view: ListingDetailView = {
      ...detailViewOf({ ownerId: "owner-1", ...listing }),
      contact: { ...contact, location: null },
    };
    const fields = formFieldsOfListing(view);
    expect(fields).toMatchObject({ area: "5", areaUnit: "cent", builtUpArea: "1200", budget: "4500000" });
    expect(toStoredListing(editListingSchema.parse(fields))).toEqual({ listing, contact });
  });

  it("starts an empty form with Tamil Nadu and square feet", () => {
    const empty = emptyListingForm();
    expect(Object.keys(empty).sort()).toEqual([...LISTING_FORM_FIELDS].sort());
    expect([empty.state, empty.areaUnit, empty.city]).toEqual(["Tamil Nadu", "sqft", ""]);
  });
});

describe("live prices", () => {
  it("shows the price per cent and acre while the owner types", () => {
    expect(
      livePrices({ budget: "10,00,000", budgetMethod: "Overall budget", area: "10", areaUnit: "cent" }),
    ).toEqual({ pricePerCentRupees: 100_000, pricePerAcreRupees: 10_000_000 });
    expect(livePrices({ budget: "50,000", budgetMethod: "Per Cent" })).toEqual({
      pricePerCentRupees: 50_000,
      pricePerAcreRupees: 5_000_000,
    });
  });

  it("uses length × breadth when no area is typed, and shows nothing without a budget", () => {
    expect(livePrices({ budget: "4,35,600", lengthFt: "21.78", breadthFt: "20", areaUnit: "sqft" })).toEqual({
      pricePerCentRupees: 435_600,
      pricePerAcreRupees: 43_560_000,
    });
    expect(livePrices({ budget: "", area: "10" })).toEqual({
      pricePerCentRupees: null,
      pricePerAcreRupees: null,
    });
  });
});

describe("the location (issue 34)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));
  const placed = (fields: Record<string, string>) => ({ ...house, ...fields });

  it("is optional: a form without it parses as before and stores no point", () => {
    const values = parse(house);
    expect(values).toMatchObject({ latitude: null, longitude: null, locationShown: null });
    expect(toStoredListing(values).contact.location).toBeNull();
  });

  it("takes both coordinates, rounded to 6 decimals, shown exactly unless the owner chose the area", () => {
    const values = parse(placed({ latitude: "11.66432549", longitude: " 78.1460149 " }));
    expect([values.latitude, values.longitude]).toEqual([11.664325, 78.146015]);
    expect(toStoredListing(values).contact.location).toEqual({
      lat: 11.664325,
      lng: 78.146015,
      shown: "exact",
    });
    const area = parse(placed({ latitude: "11.6643", longitude: "78.146", locationShown: "area" }));
    expect(toStoredListing(area).contact.location).toEqual({ lat: 11.6643, lng: 78.146, shown: "area" });
  });

  it("takes a JSON client's numbers", () => {
    const values = parse({ ...house, latitude: 10.7905, longitude: 78.7047 });
    expect([values.latitude, values.longitude]).toEqual([10.7905, 78.7047]);
  });

  it("needs both coordinates or neither", () => {
    const message =
      "Place the property on the map again: its position came without its latitude or longitude.";
    expect(errorsOf(placed({ latitude: "11.66" }))).toEqual({ longitude: message });
    expect(errorsOf(placed({ longitude: "78.14" }))).toEqual({ latitude: message });
    // The choice alone, without a point, stores nothing.
    expect(toStoredListing(parse(placed({ locationShown: "area" }))).contact.location).toBeNull();
  });

  it("refuses a point outside Tamil Nadu (with its margin), and takes one on the border", () => {
    const outside = "The position on the map is outside Tamil Nadu. Place the property inside the state.";
    expect(errorsOf(placed({ latitude: "19.0760", longitude: "72.8777" }))).toEqual({ latitude: outside });
    expect(errorsOf(placed({ latitude: "7.70", longitude: "78.1" }))).toEqual({ latitude: outside });
    expect(errorsOf(placed({ latitude: "13.84", longitude: "80.1" }))).toEqual({});
    expect(errorsOf(placed({ latitude: "8.0", longitude: "76.0" }))).toEqual({});
  });

  it("refuses coordinates that are not numbers, and an unknown choice", () => {
    const notNumber = "The position on the map is not a number. Place the property on the map again.";
    expect(errorsOf(placed({ latitude: "eleven", longitude: "78.1" }))).toEqual({ latitude: notNumber });
    expect(errorsOf(placed({ latitude: "11.1", longitude: "1e2" }))).toEqual({ longitude: notNumber });
    expect(errorsOf({ ...house, latitude: true, longitude: 78.1 })).toEqual({ latitude: notNumber });
    expect(errorsOf(placed({ latitude: "11.1", longitude: "78.1", locationShown: "friends" }))).toEqual({
      locationShown:
        "Choose who sees the exact spot: members who see your contact details, or only the area.",
    });
  });

  it("says each refusal in Tamil on a Tamil page", () => {
    overwriteGetLocale(() => "ta");
    expect(errorsOf(placed({ latitude: "11.66" }))).toEqual({
      longitude: "சொத்தை வரைபடத்தில் மீண்டும் குறியுங்கள்: அதன் இருப்பிடத்தில் அட்சரேகை அல்லது தீர்க்கரேகை இல்லை.",
    });
    expect(errorsOf(placed({ latitude: "19.07", longitude: "72.87" }))).toEqual({
      latitude: "வரைபடத்தில் உள்ள இருப்பிடம் தமிழ்நாட்டுக்கு வெளியே உள்ளது. சொத்தை மாநிலத்துக்குள் குறியுங்கள்.",
    });
    expect(errorsOf(placed({ latitude: "x", longitude: "78.1" }))).toEqual({
      latitude: "வரைபடத்தில் உள்ள இருப்பிடம் ஓர் எண் அல்ல. சொத்தை வரைபடத்தில் மீண்டும் குறியுங்கள்.",
    });
  });

  it("checks the edit form alike", () => {
    const edit = { ...house, keepMediaIds: [], uploadIds: [] };
    expect(errorsOf({ ...edit, latitude: "11.66" }, editListingSchema)).toHaveProperty("longitude");
    expect(errorsOf({ ...edit, latitude: "11.66", longitude: "78.1" }, editListingSchema)).toEqual({});
  });

  it("fills the edit form's hidden fields from the owner's location, and reads them back unchanged", () => {
    const stored = toStoredListing(parse(placed({ latitude: "9.925201", longitude: "78.119775" })));
    const view = {
      contact: { ...stored.contact, location: { lat: 9.925201, lng: 78.119775, shown: "area" as const } },
    } as Pick<ListingDetailView, "contact">;
    const fields = formFieldsOfListing({
      ...detailViewOf({ ownerId: "owner-1", ...stored.listing }),
      ...view,
    });
    expect([fields.latitude, fields.longitude, fields.locationShown]).toEqual([
      "9.925201",
      "78.119775",
      "area",
    ]);
    expect(toStoredListing(editListingSchema.parse(fields)).contact.location).toEqual({
      lat: 9.925201,
      lng: 78.119775,
      shown: "area",
    });
    const none = formFieldsOfListing({
      ...detailViewOf({ ownerId: "owner-1", ...stored.listing }),
      contact: { ...stored.contact, location: null },
    });
    expect([none.latitude, none.longitude, none.locationShown]).toEqual(["", "", ""]);
  });
});

describe("the guideline value (issue 35)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));
  const stated = (fields: Record<string, string>) => ({
    ...house,
    guidelineValue: "2,500",
    guidelineValueUnit: "sqft",
    guidelineValueSource: "S.No. 123/4A, Vadavalli",
    ...fields,
  });

  it("is optional: a form without it stores none", () => {
    const values = parse(house);
    expect(values).toMatchObject({
      guidelineValue: null,
      guidelineValueUnit: null,
      guidelineValueSource: null,
      firstSale: null,
    });
    expect(toStoredListing(values).listing).toMatchObject({ guidelineValue: null, firstSale: null });
  });

  it("reads whole rupees in Indian grouping, its unit and source, and stores them together", () => {
    const values = parse(
      stated({ guidelineValue: "1,25,000", guidelineValueUnit: "cent", firstSale: "yes" }),
    );
    expect(toStoredListing(values).listing).toMatchObject({
      guidelineValue: { rupeesPerUnit: 125_000, unit: "cent", source: "S.No. 123/4A, Vadavalli" },
      firstSale: true,
    });
    // A JSON client's number.
    expect(parse(stated({ guidelineValue: 2500 as unknown as string })).guidelineValue).toBe(2500);
  });

  it("refuses zero, a fraction, words and a value above ₹2,00,000 per sq ft in its unit", () => {
    const label = "Guideline value (₹ per unit)";
    expect(errorsOf(stated({ guidelineValue: "0" })).guidelineValue).toBe(`${label} must be more than ₹0.`);
    expect(errorsOf(stated({ guidelineValue: "2500.50" })).guidelineValue).toBe(
      `${label} must be a whole number of rupees, e.g. 12,50,000.`,
    );
    expect(errorsOf(stated({ guidelineValue: "lots" })).guidelineValue).toMatch(/whole number of rupees/);
    // The bound: ₹2,00,000 per sq ft, ₹8,71,20,000 per cent, ₹8,71,20,00,000 per acre.
    expect(errorsOf(stated({ guidelineValue: "2,00,000" }))).toEqual({});
    expect(errorsOf(stated({ guidelineValue: "2,00,001" })).guidelineValue).toBe(
      "Guideline value must be at most ₹2,00,000 per sq ft: check the unit.",
    );
    const land = (value: string, unit: string) =>
      errorsOf(stated({ propertyName: "Land", guidelineValue: value, guidelineValueUnit: unit }));
    expect(land("8,71,20,000", "cent")).toEqual({});
    expect(land("8,71,20,001", "cent").guidelineValue).toBe(
      "Guideline value must be at most ₹8,71,20,000 per cent: check the unit.",
    );
    expect(land("8,71,20,00,000", "acre")).toEqual({});
    expect(land("8,71,20,00,001", "acre").guidelineValue).toMatch(/at most ₹8,71,20,00,000/);
  });

  it("takes only the units the register gives for the property name", () => {
    const unitFor = (propertyName: string, unit: string) =>
      errorsOf(stated({ propertyName, guidelineValueUnit: unit })).guidelineValueUnit;
    for (const unit of ["sqft", "cent", "acre"]) {
      expect(unitFor("Land", unit)).toBeUndefined();
      expect(unitFor("Farm House", unit)).toBeUndefined();
    }
    expect(unitFor("House", "sqft")).toBeUndefined();
    expect(unitFor("House", "cent")).toBeUndefined();
    expect(unitFor("House", "acre")).toBe("Choose a unit the register gives for this property: sq ft, cent.");
    expect(unitFor("Store", "acre")).toBe("Choose a unit the register gives for this property: sq ft, cent.");
    expect(unitFor("Apartment", "sqft")).toBeUndefined();
    expect(unitFor("Apartment", "cent")).toBe("Choose a unit the register gives for this property: sq ft.");
    expect(unitFor("Land", "ground")).toBe("Choose the guideline value's unit from the list.");
  });

  it("needs the value, its unit and its source together", () => {
    expect(errorsOf(stated({ guidelineValueUnit: "", guidelineValueSource: "" }))).toEqual({
      guidelineValueUnit: "Choose the unit the guideline value is in.",
      guidelineValueSource: "Say where the guideline value is from: a survey number or a street.",
    });
    expect(errorsOf(stated({ guidelineValueSource: "  " }))).toEqual({
      guidelineValueSource: "Say where the guideline value is from: a survey number or a street.",
    });
    const alone = "Enter the guideline value, or clear its unit and where it is from.";
    expect(errorsOf(stated({ guidelineValue: "" }))).toEqual({ guidelineValue: alone });
    expect(errorsOf(stated({ guidelineValue: "", guidelineValueUnit: "" }))).toEqual({
      guidelineValue: alone,
    });
    expect(errorsOf(stated({ guidelineValue: "", guidelineValueSource: "" }))).toEqual({
      guidelineValue: alone,
    });
  });

  it("takes a source of 120 characters at most", () => {
    expect(errorsOf(stated({ guidelineValueSource: "x".repeat(120) }))).toEqual({});
    expect(errorsOf(stated({ guidelineValueSource: "x".repeat(121) })).guidelineValueSource).toMatch(/120/);
  });

  it("is dropped for rent and lease, even malformed, and stored as null", () => {
    for (const types of ["Rent", "Lease"]) {
      const values = parse(
        stated({
          types,
          leaseYears: types === "Lease" ? "3" : "",
          budgetMethod: types === "Rent" ? "Monthly" : "Overall budget",
          guidelineValue: "-5",
          guidelineValueUnit: "ground",
          firstSale: "perhaps",
        }),
      );
      expect(toStoredListing(values).listing).toMatchObject({ guidelineValue: null, firstSale: null });
    }
  });

  it("asks a first sale of apartments and houses only", () => {
    expect(isListingFieldShown("firstSale", { propertyName: "Apartment", types: "Sell" })).toBe(true);
    expect(isListingFieldShown("firstSale", { propertyName: "House", types: "sell" })).toBe(true);
    expect(isListingFieldShown("firstSale", { propertyName: "", types: "" })).toBe(true);
    expect(isListingFieldShown("firstSale", { propertyName: "Land", types: "Sell" })).toBe(false);
    expect(isListingFieldShown("firstSale", { propertyName: "Store", types: "Sell" })).toBe(false);
    expect(isListingFieldShown("firstSale", { propertyName: "House", types: "Rent" })).toBe(false);
    expect(isListingFieldShown("guidelineValue", { propertyName: "Land", types: "" })).toBe(true);
    const land = parse(stated({ propertyName: "Land", propertyType: "Agricultural", firstSale: "yes" }));
    expect(toStoredListing(land).listing.firstSale).toBeNull();
    expect(errorsOf(stated({ firstSale: "maybe" })).firstSale).toMatch(/New: first sale from the builder/);
  });

  it("fills the edit form and reads it back unchanged", () => {
    const { listing, contact } = toStoredListing(parse(stated({ firstSale: "no" })));
    const view: ListingDetailView = {
      ...detailViewOf({ ownerId: "owner-1", ...listing }),
      contact: { ...contact, location: null },
    };
    const fields = formFieldsOfListing(view);
    expect(fields).toMatchObject({
      guidelineValue: "2500",
      guidelineValueUnit: "sqft",
      guidelineValueSource: "S.No. 123/4A, Vadavalli",
      firstSale: "no",
    });
    expect(toStoredListing(editListingSchema.parse(fields)).listing).toMatchObject({
      guidelineValue: listing.guidelineValue,
      firstSale: false,
    });
  });

  it("says each refusal in Tamil on a Tamil page", () => {
    overwriteGetLocale(() => "ta");
    expect(errorsOf(stated({ guidelineValueUnit: "", guidelineValueSource: "" }))).toEqual({
      guidelineValueUnit: "வழிகாட்டி மதிப்பின் அலகைத் தேர்வுசெய்யுங்கள்.",
      guidelineValueSource: "வழிகாட்டி மதிப்பு எந்த இடத்துக்கானது என்று குறிப்பிடுங்கள்: சர்வே எண் அல்லது தெரு.",
    });
    expect(errorsOf(stated({ guidelineValue: "" })).guidelineValue).toBe(
      "வழிகாட்டி மதிப்பை உள்ளிடுங்கள், அல்லது அதன் அலகையும் இடத்தையும் அழியுங்கள்.",
    );
    expect(
      errorsOf(stated({ propertyName: "Apartment", guidelineValueUnit: "cent" })).guidelineValueUnit,
    ).toBe("இந்தச் சொத்துக்குப் பதிவேடு தரும் அலகைத் தேர்வுசெய்யுங்கள்: சதுர அடி.");
    expect(errorsOf(stated({ guidelineValue: "3,00,000" })).guidelineValue).toBe(
      "வழிகாட்டி மதிப்பு அதிகபட்சம் ₹2,00,000 (அலகு: சதுர அடி). அலகைச் சரிபாருங்கள்.",
    );
    expect(errorsOf(stated({ guidelineValue: "0" })).guidelineValue).toBe(
      "வழிகாட்டி மதிப்பு (ஒரு அலகுக்கு ₹) ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்.",
    );
  });
});
