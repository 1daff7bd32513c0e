// The Sell form and the owner's edit form (SPEC §3, §5): pure zod (zod/mini, small in the browser), used by the
// pages for instant messages and by the server as the authority. The messages of SPEC §5 are word for word.
// Fields that do not show for a listing (build-up area, bathrooms, rooms, parking and lift for Land; No. of
// Years unless Lease) are dropped before validation, as the page hides them: they are stored as null.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { getLocale } from "#shared/paraglide/runtime.js";
import {
  GUIDELINE_UNITS,
  GUIDELINE_UNITS_BY_NAME,
  type GuidelineUnit,
  guidelineMaxRupees,
} from "../costs/guideline.ts";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";
import { isInTamilNadu, LOCATION_SHOWN } from "../geo.ts";
import { parseListingType } from "../listing-types.ts";
import type { Locale } from "../locale.ts";
import { formatRupees } from "../money.ts";
import { MAX_ROAD_WIDTH_FT, parseLayoutApproval, parseTnreraNumber } from "../title-approvals.ts";
import { AREA_UNIT_TA, areaUnitLabel } from "../units.ts";
import {
  AREA_UNITS,
  type AreaUnit,
  BUDGET_METHODS,
  FACING_DIRECTIONS,
  type FacingDirection,
  LISTING_TYPES,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  type PropertyName,
  ROOM_OPTIONS,
  toSquareFeet,
  USER_TYPES,
} from "../values.ts";
import type { FormText } from "./form-text.ts";
import {
  idList,
  optionalChoice,
  optionalCoordinate,
  optionalFormatted,
  optionalPositive,
  optionalReference,
  optionalRupees,
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
/** Where a guideline value is from, as the register names it (a survey number or a street). */
export const MAX_GUIDELINE_SOURCE = 120;

/**
 * The forms' messages, as Paraglide message functions: a schema calls them when it checks a value, a page when it
 * renders, a service when it refuses, so each comes in the language of that moment (never call one at module
 * scope). The English texts are SPEC §5's and §8's, word for word.
 */
export const LISTING_MESSAGES = {
  propertyNameRequired: m["form.listing.propertyNameRequired"],
  propertyTypeRequired: m["form.listing.propertyTypeRequired"],
  userTypeRequired: m["form.listing.userTypeRequired"],
  budgetRequired: m["form.listing.budgetRequired"],
  typesRequired: m["form.listing.typesRequired"],
  contactOwnerNameRequired: m["form.listing.contactOwnerNameRequired"],
  contactOwnerPhoneRequired: m["form.listing.contactOwnerPhoneRequired"],
  propertyAddressRequired: m["form.listing.propertyAddressRequired"],
  cityRequired: m["form.listing.cityRequired"],
  stateRequired: m["form.listing.stateRequired"],
  zipCodeRequired: m["form.listing.zipCodeRequired"],
  phone: m["form.phone"],
  zipCode: m["form.listing.zipCodeInvalid"],
  state: m["form.listing.stateInvalid"],
  city: m["form.city"],
  tooManyFiles: m["upload.tooMany"],
  uploadFailed: m["upload.failed"],
  // The edit form's own wording (SPEC §5 "Owner and admin edit property").
  editPropertyNameRequired: m["form.listing.editPropertyNameRequired"],
  editPropertyTypeRequired: m["form.listing.editPropertyTypeRequired"],
  editPhone: m["form.listing.editPhone"],
  propertyNameFixed: m["form.listing.propertyNameFixed"],
  typesFixed: m["form.listing.typesFixed"],
  // Outcomes (SPEC §4, §8).
  submitted: m["sell.submitted"],
  submitFailed: m["sell.submitFailed"],
  updated: m["form.listing.updated"],
  updateFailed: m["edit.failed"],
  deleteFailed: m["detail.deleteFailed"],
  imageDeleteFailed: m["form.listing.imageDeleteFailed"],
  notFound: m["form.listing.notFound"],
  notYours: m["form.listing.notYours"],
  unknownMedia: m["form.listing.unknownMedia"],
} as const satisfies Record<string, () => string>;

/** 'Build Up Area cannot be greater than Number of Sq Feet.' — in the unit the build-up area was entered in. */
export function builtUpAreaMessage(unit: AreaUnit): string {
  return m["form.listing.builtUpAreaTooLarge"]({ unit: areaUnitLabel(unit) });
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
/** Shown for a sale only (issue 35): the guideline value the owner states, and a builder's first sale. */
export const SALE_FIELDS = [
  "guidelineValue",
  "guidelineValueUnit",
  "guidelineValueSource",
  "firstSale",
] as const;
/** The property names a first sale from the builder is asked of (charged by composite value). */
export const FIRST_SALE_NAMES: readonly PropertyName[] = ["Apartment", "House"];

export interface FieldContext {
  propertyName?: string | null;
  types?: string | null;
}

const isLand = (propertyName: string | null | undefined) => propertyName?.trim().toLowerCase() === "land";

/** The property name as the list spells it, or null for a blank or unknown one. */
export function propertyNameOf(value: string | null | undefined): PropertyName | null {
  const wanted = value?.trim().toLowerCase();
  return PROPERTY_NAMES.find((name) => name.toLowerCase() === wanted) ?? null;
}

/** The units a guideline value may be in for this property name (all of them while none is chosen). */
export function guidelineUnitsFor(propertyName: string | null | undefined): readonly GuidelineUnit[] {
  const name = propertyNameOf(propertyName);
  return name === null ? GUIDELINE_UNITS : GUIDELINE_UNITS_BY_NAME[name];
}

/**
 * Whether a field shows for this property name and type: the page and the schema both ask here. A field not
 * yet decided (no property name chosen) shows, as in the old form.
 */
export function isListingFieldShown(field: ListingFormField, context: FieldContext): boolean {
  if ((BUILDING_FIELDS as readonly string[]).includes(field)) return !isLand(context.propertyName);
  if ((LEASE_FIELDS as readonly string[]).includes(field)) return parseListingType(context.types) === "lease";
  if ((SALE_FIELDS as readonly string[]).includes(field)) {
    // Not decided yet shows, as for the building fields: a form without JavaScript shows them from the start.
    const type = parseListingType(context.types);
    if (type !== null && type !== "sell") return false;
    if (field !== "firstSale") return true;
    const name = propertyNameOf(context.propertyName);
    return name === null ? !context.propertyName?.trim() : FIRST_SALE_NAMES.includes(name);
  }
  return true;
}

/** The conditional fields hidden for this property name and type. */
export function hiddenListingFields(context: FieldContext): ListingFormField[] {
  return [...BUILDING_FIELDS, ...LEASE_FIELDS, ...SALE_FIELDS].filter(
    (field) => !isListingFieldShown(field, context),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The schemas.

interface ShapeMessages {
  propertyNameRequired: FormText;
  propertyTypeRequired: FormText;
  phoneRequired: FormText;
  phone: FormText;
}

/** The largest area, in the unit typed (the comparison is in square feet): digits need no translation. */
const MAX_AREA_TEXT = "1,00,00,00,000";

function listingShape(messages: ShapeMessages) {
  const said = LISTING_MESSAGES;
  return {
    propertyName: requiredChoice(m["form.label.propertyName"], PROPERTY_NAMES, {
      required: messages.propertyNameRequired,
      invalid: m["form.listing.propertyNameInvalid"],
    }),
    types: requiredChoice(m["form.label.types"], LISTING_TYPES, {
      required: said.typesRequired,
      invalid: m["form.listing.typesInvalid"],
    }),
    propertyType: requiredChoice(m["form.label.propertyType"], PROPERTY_TYPES, {
      required: messages.propertyTypeRequired,
      invalid: m["form.listing.propertyTypeInvalid"],
    }),
    userType: requiredChoice(m["form.label.userType"], USER_TYPES, {
      required: said.userTypeRequired,
      invalid: m["form.listing.userTypeInvalid"],
    }),
    leaseYears: optionalWhole(m["form.label.leaseYears"], 1, 99),
    budget: requiredRupees(
      m["form.label.budget"],
      said.budgetRequired,
      MAX_BUDGET_RUPEES,
      m["form.listing.maxBudget"],
    ),
    budgetMethod: optionalChoice(
      m["form.label.budgetMethod"],
      BUDGET_METHODS,
      m["form.listing.budgetMethodInvalid"],
    ),
    area: optionalPositive(m["form.label.area"], MAX_AREA_SQ_FT, MAX_AREA_TEXT),
    areaUnit: optionalChoice(m["form.label.areaUnit"], AREA_UNITS, m["form.listing.unitInvalid"]),
    builtUpArea: optionalPositive(m["form.label.builtUpArea"], MAX_AREA_SQ_FT, MAX_AREA_TEXT),
    builtUpAreaUnit: optionalChoice(
      m["form.label.builtUpAreaUnit"],
      AREA_UNITS,
      m["form.listing.unitInvalid"],
    ),
    lengthFt: optionalPositive(m["form.label.lengthFt"], MAX_SIDE_FT, m["form.listing.maxSide"]),
    breadthFt: optionalPositive(m["form.label.breadthFt"], MAX_SIDE_FT, m["form.listing.maxSide"]),
    electricity: optionalYesNo(m["form.label.electricity"]),
    waterFacility: optionalYesNo(m["form.label.waterFacility"]),
    boreWell: optionalYesNo(m["form.label.boreWell"]),
    roadFacility: optionalYesNo(m["form.label.roadFacility"]),
    parking: optionalYesNo(m["form.label.parking"]),
    lift: optionalYesNo(m["form.label.lift"]),
    facingDirection: optionalChoice(
      m["form.label.facingDirection"],
      FACING_DIRECTIONS,
      m["form.listing.facingDirectionInvalid"],
    ),
    amenities: optionalText(m["form.label.amenities"], 500, { multiline: true }),
    ageOfPropertyYears: optionalWhole(m["form.label.ageOfPropertyYears"], 0, 200),
    numberOfBathrooms: optionalWhole(m["form.label.numberOfBathrooms"], 0, 50),
    numberOfRooms: optionalChoice(
      m["form.label.numberOfRooms"],
      ROOM_OPTIONS,
      m["form.listing.roomsInvalid"],
    ),
    contactOwnerName: requiredText(m["form.label.contactOwnerName"], said.contactOwnerNameRequired, 100),
    contactOwnerPhone: requiredPhone(m["form.label.contactOwnerPhone"], {
      required: messages.phoneRequired,
      invalid: messages.phone,
    }),
    propertyAddress: requiredText(m["form.label.propertyAddress"], said.propertyAddressRequired, 300, {
      multiline: true,
    }),
    locality: optionalText(m["form.label.locality"], 80),
    city: requiredChoice(m["form.label.city"], TAMIL_NADU_DISTRICTS, {
      required: said.cityRequired,
      invalid: said.city,
    }),
    state: requiredChoice(m["form.label.state"], [LISTING_STATE], {
      required: said.stateRequired,
      invalid: said.state,
    }),
    zipCode: requiredPinCode(m["form.label.zipCode"], {
      required: said.zipCodeRequired,
      invalid: said.zipCode,
    }),
    pattaNumber: optionalReference(m["form.label.pattaNumber"], 40),
    surveyNumber: optionalReference(m["form.label.surveyNumber"], 40),
    dtcpCmdaApprovalNumber: optionalFormatted(
      m["form.label.dtcpCmdaApprovalNumber"],
      60,
      parseLayoutApproval,
      m["form.listing.layoutApprovalFormat"],
    ),
    tnreraNumber: optionalFormatted(
      m["form.label.tnreraNumber"],
      60,
      parseTnreraNumber,
      m["form.listing.tnreraFormat"],
    ),
    roadWidthFt: optionalPositive(m["form.label.roadWidthFt"], MAX_ROAD_WIDTH_FT, String(MAX_ROAD_WIDTH_FT)),
    cornerPlot: optionalYesNo(m["form.label.cornerPlot"]),
    roadSide: optionalChoice(m["form.label.roadSide"], FACING_DIRECTIONS, m["form.listing.roadSideInvalid"]),
    // The guideline value (issue 35, docs/costs-design.md §3), sale listings only: whole rupees per unit, its unit
    // and where it is from, all three or none (checkGuideline); the bound per unit is checked there too.
    guidelineValue: optionalRupees(m["form.guideline.value"], guidelineMaxRupees("acre"), () =>
      formatRupees(guidelineMaxRupees("acre")),
    ),
    guidelineValueUnit: optionalChoice(
      m["form.guideline.unit"],
      GUIDELINE_UNITS,
      m["form.guideline.unitInvalid"],
    ),
    guidelineValueSource: optionalText(m["form.guideline.source"], MAX_GUIDELINE_SOURCE),
    firstSale: optionalYesNo(m["form.guideline.firstSale"]),
    // Where the property is (issue 34): the picker's hidden inputs, both or neither (checkLocation); optional, so
    // a form without them saves as ever. The exact point is contact data: stored privately, like the address.
    latitude: optionalCoordinate(m["form.location.latitude"], m["form.location.notNumber"]),
    longitude: optionalCoordinate(m["form.location.longitude"], m["form.location.notNumber"]),
    /** Who sees the exact point: "exact" (members who see the contact) or "area" (everyone sees the area only). */
    locationShown: optionalChoice(m["form.location.shown"], LOCATION_SHOWN, m["form.location.shownInvalid"]),
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
  listingShape({
    propertyNameRequired: "",
    propertyTypeRequired: "",
    phoneRequired: "",
    phone: "",
  }),
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
    issue("area", m["form.listing.areaMin"]());
  if (typeof values.builtUpArea !== "number") return;
  const builtUpSqFt = toSquareFeet(values.builtUpArea, builtUpUnitOf(values));
  if (builtUpSqFt < 1) {
    issue("builtUpArea", m["form.listing.builtUpAreaMin"]());
    return;
  }
  const total = totalAreaSqFt(values);
  // Compared in square feet, whatever unit each was entered in.
  if (total !== null && builtUpSqFt > total) issue("builtUpArea", builtUpAreaMessage(builtUpUnitOf(values)));
}

interface LocationValues {
  latitude?: number | null;
  longitude?: number | null;
}

/** Latitude and longitude come together (the picker sends both), and inside Tamil Nadu with the margin. */
function checkLocation(values: LocationValues, ctx: z.core.$RefinementCtx<unknown>): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message, input: values });
  const lat = values.latitude;
  const lng = values.longitude;
  const hasLat = typeof lat === "number";
  const hasLng = typeof lng === "number";
  // A value that did not parse has its own message already.
  const blank = (value: unknown) => value === null || value === undefined;
  if (hasLat && !hasLng) {
    if (blank(lng)) issue("longitude", m["form.location.bothOrNeither"]());
    return;
  }
  if (hasLng && !hasLat) {
    if (blank(lat)) issue("latitude", m["form.location.bothOrNeither"]());
    return;
  }
  if (hasLat && hasLng && !isInTamilNadu({ lat, lng }))
    issue("latitude", m["form.location.outsideTamilNadu"]());
}

interface GuidelineValues {
  propertyName?: PropertyName;
  guidelineValue?: number | null;
  guidelineValueUnit?: GuidelineUnit | null;
  guidelineValueSource?: string | null;
}

const GUIDELINE_UNIT_EN: Readonly<Record<GuidelineUnit, string>> = {
  sqft: "sq ft",
  cent: "cent",
  acre: "acre",
};

/** A guideline value's unit as the register's "₹2,500 / sq ft" says it: sq ft, cent, acre · சதுர அடி, சென்ட், ஏக்கர். */
export function guidelineUnitLabel(unit: GuidelineUnit, locale: Locale = getLocale()): string {
  return locale === "ta" ? AREA_UNIT_TA[unit] : GUIDELINE_UNIT_EN[unit];
}

/** The units' names in the page's language, joined: "sq ft, cent". */
const unitList = (units: readonly GuidelineUnit[]) =>
  units.map((unit) => guidelineUnitLabel(unit)).join(", ");

/**
 * The guideline value, its unit and its source come together; the unit is one the register gives for the
 * property name (an apartment's composite value is per sq ft), and the value at most ₹2,00,000 per sq ft in it.
 */
function checkGuideline(values: GuidelineValues, ctx: z.core.$RefinementCtx<unknown>): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message, input: values });
  const blank = (value: unknown) => value === null || value === undefined;
  const { guidelineValue: value, guidelineValueUnit: unit, guidelineValueSource: source } = values;
  const hasValue = typeof value === "number";
  const hasUnit = typeof unit === "string";
  if (hasUnit && values.propertyName !== undefined) {
    const allowed = GUIDELINE_UNITS_BY_NAME[values.propertyName];
    if (!allowed.includes(unit)) {
      issue("guidelineValueUnit", m["form.guideline.unitNotAllowed"]({ units: unitList(allowed) }));
      return;
    }
  }
  if (hasValue) {
    if (blank(unit)) issue("guidelineValueUnit", m["form.guideline.unitRequired"]());
    if (blank(source)) issue("guidelineValueSource", m["form.guideline.sourceRequired"]());
    if (hasUnit && value > guidelineMaxRupees(unit))
      issue(
        "guidelineValue",
        m["form.guideline.tooHigh"]({
          max: formatRupees(guidelineMaxRupees(unit)),
          unit: guidelineUnitLabel(unit),
        }),
      );
    return;
  }
  // A unit or a source without a value (and no value that failed to parse, which has its own message).
  if (blank(value) && (hasUnit || typeof source === "string"))
    issue("guidelineValue", m["form.guideline.valueRequired"]());
}

/** The checks across fields both forms run. */
function checkListing(
  values: AreaValues & LocationValues & GuidelineValues,
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  checkAreas(values, ctx);
  checkLocation(values, ctx);
  checkGuideline(values, ctx);
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
  z.object(sellShape).check(z.superRefine(checkListing)),
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
      checkListing(values, ctx);
      const kept = Array.isArray(values.keepMediaIds) ? values.keepMediaIds.length : 0;
      const added = Array.isArray(values.uploadIds) ? values.uploadIds.length : 0;
      if (kept + added > MAX_LISTING_FILES)
        ctx.addIssue({
          code: "custom",
          path: ["uploadIds"],
          message: LISTING_MESSAGES.tooManyFiles(),
          input: values,
        });
    }),
  ),
);

export type SellFormValues = z.output<typeof sellFormSchema>;
export type EditListingValues = z.output<typeof editListingSchema>;
/** The listing's fields as both forms parse them (without the file lists). */
export type ListingFormValues = Omit<SellFormValues, "uploadIds">;
