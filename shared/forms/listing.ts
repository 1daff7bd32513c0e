// The Sell form and the owner's edit form (SPEC §3, §5): pure zod (zod/mini, small in the browser), used by the
// pages for instant messages and by the server as the authority. The messages of SPEC §5 are word for word.
// Fields that do not show for a listing (build-up area, bathrooms, rooms, parking and lift for Land; No. of
// Years unless Lease) are dropped before validation, as the page hides them: they are stored as null.
import * as z from "zod/mini";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";
import { parseListingType } from "../listing-types.ts";
import { AREA_UNIT_LABELS } from "../units.ts";
import {
  AREA_UNITS,
  type AreaUnit,
  BUDGET_METHODS,
  FACING_DIRECTIONS,
  type FacingDirection,
  LISTING_TYPES,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  toSquareFeet,
  USER_TYPES,
} from "../values.ts";
import {
  idList,
  optionalChoice,
  optionalPositive,
  optionalReference,
  optionalText,
  optionalWhole,
  optionalYesNo,
  requiredChoice,
  requiredPhone,
  requiredPinCode,
  requiredRupees,
  requiredText,
} from "./listing-fields.ts";

export const MAX_LISTING_FILES = 15;
/** The one state Nilam lists properties in. */
export const LISTING_STATE = "Tamil Nadu";
export { FACING_DIRECTIONS, type FacingDirection };

/** ₹10,000 crore: far above any listing, low enough to stay an exact integer everywhere. */
export const MAX_BUDGET_RUPEES = 100_000_000_000;
/** A billion square feet (about 23,000 acres). */
export const MAX_AREA_SQ_FT = 1_000_000_000;
export const MAX_SIDE_FT = 100_000;

export const LISTING_MESSAGES = {
  propertyNameRequired: "Property Name is required.",
  propertyTypeRequired: "Property Type is required.",
  userTypeRequired: "user Type is required.",
  budgetRequired: "Budget is required.",
  typesRequired: "Types are required.",
  contactOwnerNameRequired: "Contact Owner Name is required.",
  contactOwnerPhoneRequired: "Contact Owner Phone is required.",
  propertyAddressRequired: "Property Address is required.",
  cityRequired: "City is required.",
  stateRequired: "State is required.",
  zipCodeRequired: "PIN Code is required.",
  phone: "Phone number must be exactly 10 digits.",
  zipCode: "PIN Code must be 6 digits and start with 6 (Tamil Nadu).",
  state: "State must be Tamil Nadu.",
  city: "Please choose a city from the list.",
  tooManyFiles: "You can upload a maximum of 15 files.",
  uploadFailed: "Failed to upload files.",
  // The edit form's own wording (SPEC §5 "Owner and admin edit property").
  editPropertyNameRequired: "Property Name is required",
  editPropertyTypeRequired: "Property Type is required",
  editPhone: "Phone number must be exactly 10 digits",
  propertyNameFixed: "Property Name cannot be changed.",
  typesFixed: "Types cannot be changed.",
  // Outcomes (SPEC §4, §8).
  submitted: "Form Submitted Successfully..! And Waiting for Approval.",
  submitFailed: "Failed to submit the form. Please try again.",
  updated: "Property updated successfully",
  updateFailed: "Error updating property. Please try again later.",
  deleteFailed: "Failed to delete property.",
  imageDeleteFailed: "Failed to delete image.",
  notFound: "No property details found.",
  notYours: "Only the owner of this property or an admin can change it.",
  unknownMedia: "A photo of this property was changed meanwhile. Please reload the page and try again.",
} as const;

/** 'Build Up Area cannot be greater than Number of Sq Feet.' — in the unit the build-up area was entered in. */
export function builtUpAreaMessage(unit: AreaUnit): string {
  return `Build Up Area cannot be greater than Number of ${AREA_UNIT_LABELS[unit]}.`;
}

// ---------------------------------------------------------------------------------------------------------
// Which fields show.

/** Shown for every property name except Land. */
export const BUILDING_FIELDS = [
  "builtUpArea",
  "builtUpAreaUnit",
  "numberOfBathrooms",
  "numberOfRooms",
  "parking",
  "lift",
] as const;
/** Shown for a lease only. */
export const LEASE_FIELDS = ["leaseYears"] as const;

export interface FieldContext {
  propertyName?: string | null;
  types?: string | null;
}

const isLand = (propertyName: string | null | undefined) => propertyName?.trim().toLowerCase() === "land";

/**
 * Whether a field shows for this property name and type: the page and the schema both ask here. A field not
 * yet decided (no property name chosen) shows, as in the old form.
 */
export function isListingFieldShown(field: ListingFormField, context: FieldContext): boolean {
  if ((BUILDING_FIELDS as readonly string[]).includes(field)) return !isLand(context.propertyName);
  if ((LEASE_FIELDS as readonly string[]).includes(field)) return parseListingType(context.types) === "lease";
  return true;
}

/** The conditional fields hidden for this property name and type. */
export function hiddenListingFields(context: FieldContext): ListingFormField[] {
  return [...BUILDING_FIELDS, ...LEASE_FIELDS].filter((field) => !isListingFieldShown(field, context));
}

// ---------------------------------------------------------------------------------------------------------
// The schemas.

interface ShapeMessages {
  propertyNameRequired: string;
  propertyTypeRequired: string;
  phoneRequired: string;
  phone: string;
}

function listingShape(messages: ShapeMessages) {
  const m = LISTING_MESSAGES;
  return {
    propertyName: requiredChoice("Property Name", PROPERTY_NAMES, {
      required: messages.propertyNameRequired,
      invalid: "Please choose a property name from the list.",
    }),
    types: requiredChoice("Types", LISTING_TYPES, {
      required: m.typesRequired,
      invalid: "Types must be Sell, Rent or Lease.",
    }),
    propertyType: requiredChoice("Property Type", PROPERTY_TYPES, {
      required: messages.propertyTypeRequired,
      invalid: "Please choose a property type from the list.",
    }),
    userType: requiredChoice("user Type", USER_TYPES, {
      required: m.userTypeRequired,
      invalid: "user Type must be Broker or Owner.",
    }),
    leaseYears: optionalWhole("No. of Years", 1, 99),
    budget: requiredRupees("Budget", m.budgetRequired, MAX_BUDGET_RUPEES, "₹10,000 crore"),
    budgetMethod: optionalChoice(
      "Budget Method",
      BUDGET_METHODS,
      "Please choose a budget method from the list.",
    ),
    area: optionalPositive("Area", MAX_AREA_SQ_FT, "1,00,00,00,000"),
    areaUnit: optionalChoice("Unit", AREA_UNITS, "Please choose a unit from the list."),
    builtUpArea: optionalPositive("Build Up Area", MAX_AREA_SQ_FT, "1,00,00,00,000"),
    builtUpAreaUnit: optionalChoice("Build Up Area unit", AREA_UNITS, "Please choose a unit from the list."),
    lengthFt: optionalPositive("Length", MAX_SIDE_FT, "1,00,000 feet"),
    breadthFt: optionalPositive("Breadth", MAX_SIDE_FT, "1,00,000 feet"),
    electricity: optionalYesNo("Electricity"),
    waterFacility: optionalYesNo("Water Facility"),
    boreWell: optionalYesNo("Bore Well"),
    roadFacility: optionalYesNo("Road Facility"),
    parking: optionalYesNo("Parking"),
    lift: optionalYesNo("Lift"),
    facingDirection: optionalChoice(
      "Facing Direction",
      FACING_DIRECTIONS,
      "Please choose a facing direction from the list.",
    ),
    amenities: optionalText("Amenities", 500, { multiline: true }),
    ageOfPropertyYears: optionalWhole("Age of Property", 0, 200),
    numberOfBathrooms: optionalWhole("Number of Bathrooms", 0, 50),
    numberOfRooms: optionalChoice("Number of Rooms", ROOM_OPTIONS, "Please choose the rooms from the list."),
    contactOwnerName: requiredText("Contact Owner Name", m.contactOwnerNameRequired, 100),
    contactOwnerPhone: requiredPhone("Contact Owner Phone", {
      required: messages.phoneRequired,
      invalid: messages.phone,
    }),
    propertyAddress: requiredText("Property Address", m.propertyAddressRequired, 300, { multiline: true }),
    locality: optionalText("Locality", 80),
    city: requiredChoice("City", TAMIL_NADU_DISTRICTS, { required: m.cityRequired, invalid: m.city }),
    state: requiredChoice("State", [LISTING_STATE], { required: m.stateRequired, invalid: m.state }),
    zipCode: requiredPinCode("PIN Code", { required: m.zipCodeRequired, invalid: m.zipCode }),
    pattaNumber: optionalReference("Patta Number", 40),
    surveyNumber: optionalReference("Survey / Sub-division Number", 40),
    dtcpCmdaApprovalNumber: optionalReference("DTCP/CMDA Approval Number", 60),
    tnreraNumber: optionalReference("TNRERA Number", 60),
  };
}

const files = () =>
  idList(
    { invalid: LISTING_MESSAGES.uploadFailed, tooMany: LISTING_MESSAGES.tooManyFiles },
    MAX_LISTING_FILES,
  );

/** The form as the page holds it and sends it: every field a string (blank when not filled in). */
export type ListingFormField = keyof ReturnType<typeof listingShape>;
export type ListingFormFields = Record<ListingFormField, string>;
export const LISTING_FORM_FIELDS = Object.keys(
  listingShape(LISTING_MESSAGES as unknown as ShapeMessages),
) as ListingFormField[];

/** Drops the fields that do not show for the property name and type the form names (see isListingFieldShown). */
function withoutHiddenFields(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const values = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const hidden = hiddenListingFields({ propertyName: text(values.propertyName), types: text(values.types) });
  if (hidden.length === 0) return raw;
  const kept = { ...values };
  for (const field of hidden) delete kept[field];
  return kept;
}

interface AreaValues {
  area?: number | null;
  areaUnit?: AreaUnit | null;
  builtUpArea?: number | null;
  builtUpAreaUnit?: AreaUnit | null;
  lengthFt?: number | null;
  breadthFt?: number | null;
}

/** A unit, or undefined for a blank or unparsed one (checks across fields see values that failed too). */
const unitOf = (value: unknown): AreaUnit | undefined => AREA_UNITS.find((unit) => unit === value);

/** The total area in square feet: as entered, else length × breadth; null when neither is given. */
export function totalAreaSqFt(values: AreaValues): number | null {
  if (typeof values.area === "number") return toSquareFeet(values.area, unitOf(values.areaUnit) ?? "sqft");
  if (typeof values.lengthFt === "number" && typeof values.breadthFt === "number") {
    const sqFt = Math.round(values.lengthFt * values.breadthFt * 100) / 100;
    return sqFt > 0 ? sqFt : null;
  }
  return null;
}

/** The build-up area's unit: its own, else the total area's, else square feet. */
export function builtUpUnitOf(values: AreaValues): AreaUnit {
  return unitOf(values.builtUpAreaUnit) ?? unitOf(values.areaUnit) ?? "sqft";
}

/** Checks across fields; they run on what parsed, so each looks only at values of the right type. */
function checkAreas(values: AreaValues, ctx: z.core.$RefinementCtx<unknown>): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message, input: values });
  // A unit that did not parse has its own message; measuring in a guessed unit would add a wrong one.
  const unparsed = (unit: unknown) => unit !== null && unit !== undefined && unitOf(unit) === undefined;
  if (unparsed(values.areaUnit) || unparsed(values.builtUpAreaUnit)) return;
  if (typeof values.area === "number" && toSquareFeet(values.area, unitOf(values.areaUnit) ?? "sqft") < 1)
    issue("area", "Area must be at least 1 sq ft.");
  if (typeof values.builtUpArea !== "number") return;
  const builtUpSqFt = toSquareFeet(values.builtUpArea, builtUpUnitOf(values));
  if (builtUpSqFt < 1) {
    issue("builtUpArea", "Build Up Area must be at least 1 sq ft.");
    return;
  }
  const total = totalAreaSqFt(values);
  // Compared in square feet, whatever unit each was entered in.
  if (total !== null && builtUpSqFt > total) issue("builtUpArea", builtUpAreaMessage(builtUpUnitOf(values)));
}

const sellShape = {
  ...listingShape({
    propertyNameRequired: LISTING_MESSAGES.propertyNameRequired,
    propertyTypeRequired: LISTING_MESSAGES.propertyTypeRequired,
    phoneRequired: LISTING_MESSAGES.contactOwnerPhoneRequired,
    phone: LISTING_MESSAGES.phone,
  }),
  /** Uploads (POST /api/v1/uploads) to attach, in display order; the first is the cover. */
  uploadIds: files(),
};

/** The Sell form (/sell): a new listing and its uploads. */
export const sellFormSchema = z.pipe(
  z.transform(withoutHiddenFields),
  z.object(sellShape).check(z.superRefine(checkAreas)),
);

const editShape = {
  ...listingShape({
    propertyNameRequired: LISTING_MESSAGES.editPropertyNameRequired,
    propertyTypeRequired: LISTING_MESSAGES.editPropertyTypeRequired,
    phoneRequired: LISTING_MESSAGES.editPhone,
    phone: LISTING_MESSAGES.editPhone,
  }),
  /** The listing's media to keep, in their new order; the others are removed. */
  keepMediaIds: files(),
  /** New uploads to add. */
  uploadIds: files(),
  /**
   * The display order of kept media and new uploads together (their ids); empty: the kept media in their order,
   * then the new uploads.
   */
  mediaOrder: files(),
};

/**
 * The owner's (and the admin's) edit form (/editProperty/{id}). Property name and types are read-only: the form
 * sends them as shown and the server refuses a change.
 */
export const editListingSchema = z.pipe(
  z.transform(withoutHiddenFields),
  z.object(editShape).check(
    z.superRefine((values, ctx) => {
      checkAreas(values, ctx);
      const kept = Array.isArray(values.keepMediaIds) ? values.keepMediaIds.length : 0;
      const added = Array.isArray(values.uploadIds) ? values.uploadIds.length : 0;
      if (kept + added > MAX_LISTING_FILES)
        ctx.addIssue({
          code: "custom",
          path: ["uploadIds"],
          message: LISTING_MESSAGES.tooManyFiles,
          input: values,
        });
    }),
  ),
);

export type SellFormValues = z.output<typeof sellFormSchema>;
export type EditListingValues = z.output<typeof editListingSchema>;
/** The listing's fields as both forms parse them (without the file lists). */
export type ListingFormValues = Omit<SellFormValues, "uploadIds">;

/** Field → first message, the shape the forms show beside their inputs (`uploadIds` for the files). */
export function listingFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}
