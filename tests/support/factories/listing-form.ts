// The listing form as the Sell and edit pages send it, every value a string: pure (no database), so schema and
// module unit tests build their input from the same house as the integration and browser tests.
import type { ListingFormFields } from "#shared/forms/listing.ts";

/** A complete Sell form for a 2 BHK house in Fairlands, Salem. */
export function listingForm(
  overrides: Partial<Record<keyof ListingFormFields, string>> = {},
): ListingFormFields {
  return {
    propertyName: "House",
    types: "Sell",
    propertyType: "Residential",
    userType: "Owner",
    leaseYears: "",
    budget: "45,00,000",
    budgetMethod: "Overall budget",
    area: "5",
    areaUnit: "cent",
    builtUpArea: "1200",
    builtUpAreaUnit: "sqft",
    lengthFt: "",
    breadthFt: "",
    electricity: "yes",
    waterFacility: "yes",
    boreWell: "no",
    roadFacility: "yes",
    parking: "yes",
    lift: "no",
    facingDirection: "East",
    amenities: "Compound wall, Car porch",
    ageOfPropertyYears: "4",
    numberOfBathrooms: "2",
    numberOfRooms: "2 BHK",
    contactOwnerName: "Selvi Murugan",
    contactOwnerPhone: "9876543210",
    propertyAddress: "12 Car Street, Fairlands",
    locality: "Fairlands",
    city: "Salem",
    state: "Tamil Nadu",
    zipCode: "636016",
    pattaNumber: "1234",
    surveyNumber: "56/2B",
    dtcpCmdaApprovalNumber: "",
    tnreraNumber: "",
    roadWidthFt: "",
    cornerPlot: "",
    roadSide: "",
    latitude: "",
    longitude: "",
    locationShown: "",
    ...overrides,
  };
}
