// Between the listing forms and what is stored: areas in square feet with the owner's unit, the budget in whole
// rupees, the derived prices per cent and acre; and back, to fill the edit form.
import type { GuidelineUnit, GuidelineValue } from "../costs/guideline.ts";
import type { ExactLocation } from "../geo.ts";
import type { ListingDetailView } from "../listing-card.ts";
import { parseDecimal, parseGroupedRupees } from "../units.ts";
import {
  AREA_UNITS,
  type AreaUnit,
  BUDGET_METHODS,
  type BudgetMethod,
  type DerivedPrices,
  derivePrices,
  fromSquareFeet,
  type ListingType,
  type PropertyName,
  type PropertyType,
  type RoomOption,
  toSquareFeet,
  type UserType,
} from "../values.ts";
import {
  builtUpUnitOf,
  LISTING_FORM_FIELDS,
  type ListingFormFields,
  type ListingFormValues,
  totalAreaSqFt,
} from "./listing.ts";

/** The listing document's fields that come from the form (the server adds code, owner, status and dates). */
export interface ListingFields {
  types: ListingType;
  propertyName: PropertyName;
  propertyType: PropertyType;
  userType: UserType;
  leaseYears: number | null;
  budget: number;
  budgetMethod: BudgetMethod | null;
  pricePerCentRupees: number | null;
  pricePerAcreRupees: number | null;
  areaSqFt: number | null;
  areaUnit: AreaUnit | null;
  builtUpAreaSqFt: number | null;
  builtUpAreaUnit: AreaUnit | null;
  lengthFt: number | null;
  breadthFt: number | null;
  electricity: boolean | null;
  waterFacility: boolean | null;
  boreWell: boolean | null;
  roadFacility: boolean | null;
  parking: boolean | null;
  lift: boolean | null;
  facingDirection: string | null;
  amenities: string | null;
  ageOfPropertyYears: number | null;
  numberOfBathrooms: number | null;
  numberOfRooms: RoomOption | null;
  locality: string | null;
  city: string;
  state: string;
  zipCode: string;
  pattaNumber: string | null;
  surveyNumber: string | null;
  dtcpCmdaApprovalNumber: string | null;
  tnreraNumber: string | null;
  /** The road in front: its width in feet, whether the plot is on a corner, and the side the road is on. */
  roadWidthFt: number | null;
  cornerPlot: boolean | null;
  roadSide: string | null;
  /** Sale listings only (issue 35): the guideline value the owner states, and a builder's first sale. */
  guidelineValue: GuidelineValue | null;
  firstSale: boolean | null;
}

/** The private `listingContacts/{id}` part: the owner's name, phone and address, and the exact point. */
export interface ListingContactFields {
  name: string;
  phone: string;
  address: string;
  /** Where the owner placed the property, and who may see it; null when not placed (the form is optional). */
  location: ExactLocation | null;
}

/** The exact point the form gives: both coordinates or none; shown "exact" unless the owner chose the area. */
export function locationOfForm(values: {
  latitude: number | null;
  longitude: number | null;
  locationShown: ExactLocation["shown"] | null;
}): ExactLocation | null {
  const { latitude: lat, longitude: lng } = values;
  if (lat === null || lng === null) return null;
  return { lat, lng, shown: values.locationShown ?? "exact" };
}

/** The guideline value the form states: all three parts, or null (the schema refuses a part alone). */
export function guidelineValueOfForm(values: {
  guidelineValue: number | null;
  guidelineValueUnit: GuidelineUnit | null;
  guidelineValueSource: string | null;
}): GuidelineValue | null {
  const { guidelineValue: rupeesPerUnit, guidelineValueUnit: unit, guidelineValueSource: source } = values;
  if (rupeesPerUnit === null || unit === null || source === null) return null;
  return { rupeesPerUnit, unit, source };
}

/** What the parsed form stores: the public listing fields and the owner's private contact details. */
export function toStoredListing(values: ListingFormValues): {
  listing: ListingFields;
  contact: ListingContactFields;
} {
  const areaUnit = values.areaUnit ?? "sqft";
  const areaSqFt = totalAreaSqFt(values);
  const builtUpAreaUnit = builtUpUnitOf(values);
  const builtUpAreaSqFt =
    values.builtUpArea === null ? null : toSquareFeet(values.builtUpArea, builtUpAreaUnit);
  return {
    listing: {
      types: values.types,
      propertyName: values.propertyName,
      propertyType: values.propertyType,
      userType: values.userType,
      leaseYears: values.leaseYears,
      budget: values.budget,
      budgetMethod: values.budgetMethod,
      ...derivePrices({ budget: values.budget, budgetMethod: values.budgetMethod, areaSqFt }),
      areaSqFt,
      areaUnit: areaSqFt === null ? null : areaUnit,
      builtUpAreaSqFt,
      builtUpAreaUnit: builtUpAreaSqFt === null ? null : builtUpAreaUnit,
      lengthFt: values.lengthFt,
      breadthFt: values.breadthFt,
      electricity: values.electricity,
      waterFacility: values.waterFacility,
      boreWell: values.boreWell,
      roadFacility: values.roadFacility,
      parking: values.parking,
      lift: values.lift,
      facingDirection: values.facingDirection,
      amenities: values.amenities,
      ageOfPropertyYears: values.ageOfPropertyYears,
      numberOfBathrooms: values.numberOfBathrooms,
      numberOfRooms: values.numberOfRooms,
      locality: values.locality,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      pattaNumber: values.pattaNumber,
      surveyNumber: values.surveyNumber,
      dtcpCmdaApprovalNumber: values.dtcpCmdaApprovalNumber,
      tnreraNumber: values.tnreraNumber,
      roadWidthFt: values.roadWidthFt,
      cornerPlot: values.cornerPlot,
      roadSide: values.roadSide,
      guidelineValue: guidelineValueOfForm(values),
      firstSale: values.firstSale,
    },
    contact: {
      name: values.contactOwnerName,
      phone: values.contactOwnerPhone,
      address: values.propertyAddress,
      location: locationOfForm(values),
    },
  };
}

const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
const text = (value: string | number | null) => (value === null ? "" : String(value));

/** An empty Sell form (state filled in: it is always Tamil Nadu). */
export function emptyListingForm(): ListingFormFields {
  const fields = Object.fromEntries(LISTING_FORM_FIELDS.map((field) => [field, ""])) as ListingFormFields;
  return { ...fields, state: "Tamil Nadu", areaUnit: "sqft" };
}

/** The edit form filled from a listing as its owner (or an admin) sees it, areas in the owner's units. */
export function formFieldsOfListing(listing: ListingDetailView): ListingFormFields {
  const unit = (value: string | null): AreaUnit =>
    AREA_UNITS.find((candidate) => candidate === value) ?? "sqft";
  const areaUnit = unit(listing.areaUnit);
  const builtUpAreaUnit = unit(listing.builtUpAreaUnit ?? listing.areaUnit);
  const { facilities, titleDocuments, road, contact } = listing;
  return {
    propertyName: listing.propertyName,
    types: listing.types,
    propertyType: text(listing.propertyType),
    userType: text(listing.userType),
    leaseYears: text(listing.leaseYears),
    budget: text(listing.budget),
    budgetMethod: text(listing.budgetMethod),
    area: listing.areaSqFt === null ? "" : String(fromSquareFeet(listing.areaSqFt, areaUnit)),
    areaUnit,
    builtUpArea:
      listing.builtUpAreaSqFt === null
        ? ""
        : String(fromSquareFeet(listing.builtUpAreaSqFt, builtUpAreaUnit)),
    builtUpAreaUnit,
    lengthFt: text(listing.lengthFt),
    breadthFt: text(listing.breadthFt),
    electricity: yesNo(facilities.electricity),
    waterFacility: yesNo(facilities.waterFacility),
    boreWell: yesNo(facilities.boreWell),
    roadFacility: yesNo(facilities.roadFacility),
    parking: yesNo(facilities.parking),
    lift: yesNo(facilities.lift),
    facingDirection: text(listing.facingDirection),
    amenities: text(listing.amenities),
    ageOfPropertyYears: text(listing.ageOfPropertyYears),
    numberOfBathrooms: text(listing.numberOfBathrooms),
    numberOfRooms: text(listing.numberOfRooms),
    contactOwnerName: contact?.name ?? "",
    contactOwnerPhone: contact?.phone ?? "",
    propertyAddress: contact?.address ?? "",
    locality: text(listing.locality),
    city: listing.city,
    state: listing.state,
    zipCode: text(listing.zipCode),
    pattaNumber: text(titleDocuments.pattaNumber),
    surveyNumber: text(titleDocuments.surveyNumber),
    dtcpCmdaApprovalNumber: text(titleDocuments.dtcpCmdaApprovalNumber),
    tnreraNumber: text(titleDocuments.tnreraNumber),
    roadWidthFt: text(road.widthFt),
    cornerPlot: yesNo(road.cornerPlot),
    roadSide: text(road.side),
    guidelineValue: text(listing.guidelineValue?.rupeesPerUnit ?? null),
    guidelineValueUnit: listing.guidelineValue?.unit ?? "",
    guidelineValueSource: listing.guidelineValue?.source ?? "",
    firstSale: yesNo(listing.firstSale),
    latitude: text(contact?.location?.lat ?? null),
    longitude: text(contact?.location?.lng ?? null),
    locationShown: contact?.location?.shown ?? "",
  };
}

/**
 * The prices per cent and per acre the form shows live while the owner types, from the budget, its method and
 * the area (or length × breadth); nulls until there is enough to compute them.
 */
export function livePrices(fields: Partial<ListingFormFields>): DerivedPrices {
  const budget = parseGroupedRupees(fields.budget ?? "");
  if (budget === null) return { pricePerCentRupees: null, pricePerAcreRupees: null };
  const method = BUDGET_METHODS.find((candidate) => candidate === fields.budgetMethod) ?? null;
  const areaUnit = AREA_UNITS.find((candidate) => candidate === fields.areaUnit) ?? "sqft";
  const areaSqFt = totalAreaSqFt({
    area: parseDecimal(fields.area ?? ""),
    areaUnit,
    lengthFt: parseDecimal(fields.lengthFt ?? ""),
    breadthFt: parseDecimal(fields.breadthFt ?? ""),
  });
  return derivePrices({ budget, budgetMethod: method, areaSqFt });
}
