// The listing form's behaviour apart from React: which fields show, what a change does to the others (length ×
// breadth fills the area), what is sent and what the shared schema says of it. The schema and the conversions are
// shared/'s; nothing here has rules of its own.

import { formatArea } from "#shared/area-label.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import {
  editListingSchema,
  hiddenListingFields,
  isListingFieldShown,
  LISTING_FORM_FIELDS,
  type ListingFormField,
  type ListingFormFields,
  sellFormSchema,
} from "#shared/forms/listing.ts";
import { livePrices } from "#shared/forms/listing-values.ts";
import { formatRupees } from "#shared/money.ts";
import { areaFromDimensions, parseDecimal } from "#shared/units.ts";
import { AREA_UNITS, type AreaUnit, toSquareFeet } from "#shared/values.ts";
import type { LocationFields } from "./location-fields.ts";

export type FieldErrors = Record<string, string>;

const unitOf = (value: string): AreaUnit => AREA_UNITS.find((unit) => unit === value) ?? "sqft";

export function isShown(values: ListingFormFields, field: ListingFormField): boolean {
  return isListingFieldShown(field, { propertyName: values.propertyName, types: values.types });
}

/**
 * The form after one field's change. While length and breadth are both numbers, the area follows them, in the
 * chosen unit (also when the unit changes); otherwise a change of unit re-reads the number typed in that unit.
 */
export function withChange(
  values: ListingFormFields,
  name: ListingFormField,
  value: string,
): ListingFormFields {
  const next = { ...values, [name]: value };
  if (name === "lengthFt" || name === "breadthFt" || name === "areaUnit") {
    const area = areaFromDimensions(
      parseDecimal(next.lengthFt),
      parseDecimal(next.breadthFt),
      unitOf(next.areaUnit),
    );
    if (area !== null) next.area = String(area);
  }
  return next;
}

/** The fields the form sends: the hidden ones (Land's rooms, No. of Years unless Lease) are left out. */
export function sentFields(values: ListingFormFields): Partial<ListingFormFields> {
  const hidden = new Set(hiddenListingFields({ propertyName: values.propertyName, types: values.types }));
  return Object.fromEntries(LISTING_FORM_FIELDS.filter((f) => !hidden.has(f)).map((f) => [f, values[f]]));
}

/** The shared schema's messages for the Sell form, by field ({} when it passes). */
export function checkSell(values: ListingFormFields, uploadIds: readonly string[]): FieldErrors {
  const parsed = sellFormSchema.safeParse({ ...sentFields(values), uploadIds });
  return parsed.success ? {} : firstMessages(parsed.error);
}

/** The same for the edit form, with the media the listing keeps. */
export function checkEdit(
  values: ListingFormFields,
  keepMediaIds: readonly string[],
  uploadIds: readonly string[],
): FieldErrors {
  const parsed = editListingSchema.safeParse({ ...sentFields(values), keepMediaIds, uploadIds });
  return parsed.success ? {} : firstMessages(parsed.error);
}

/** "= 4,356 sq ft = 0.1 acres = …": an area typed in one unit, in the others (null until it is a number). */
export function areaInOtherUnits(area: string, unit: string): string[] | null {
  const value = parseDecimal(area);
  if (value === null || !(value > 0)) return null;
  const chosen = unitOf(unit);
  const sqFt = toSquareFeet(value, chosen);
  return AREA_UNITS.filter((other) => other !== chosen)
    .map((other) => formatArea(sqFt, other))
    .filter((text) => !/^0 /.test(text));
}

/** The live prices per cent and per acre, formatted (empty until budget and area allow them). */
export function livePriceTexts(values: ListingFormFields): {
  perCent: string | null;
  perAcre: string | null;
} {
  const prices = livePrices(values);
  return {
    perCent: prices.pricePerCentRupees === null ? null : formatRupees(prices.pricePerCentRupees),
    perAcre: prices.pricePerAcreRupees === null ? null : formatRupees(prices.pricePerAcreRupees),
  };
}

const AREA_FIELDS: readonly string[] = [
  "area",
  "areaUnit",
  "lengthFt",
  "breadthFt",
  "builtUpArea",
  "builtUpAreaUnit",
];

/** The guideline value's three parts, checked together (and the unit against the value's bound). */
const GUIDELINE_FIELDS: readonly string[] = ["guidelineValue", "guidelineValueUnit", "guidelineValueSource"];

/**
 * The messages an edit of `name` clears: its own, and for the linked area fields (a unit, length × breadth, the
 * total) those of the area and the build-up area, whose comparison it changes; for a part of the guideline value,
 * those of all three.
 */
export function clearedBy(name: string): string[] {
  if (GUIDELINE_FIELDS.includes(name)) return [...GUIDELINE_FIELDS];
  return AREA_FIELDS.includes(name) ? [name, "area", "builtUpArea"] : [name];
}

export function withoutError(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _cleared, ...rest } = errors;
  return rest;
}

/** The form's place on the map: its three fields, empty when none is placed. */
export function locationOf(values: ListingFormFields): LocationFields {
  return { latitude: values.latitude, longitude: values.longitude, locationShown: values.locationShown };
}

/** The form with another place on the map (all three fields change together). */
export function withLocation(values: ListingFormFields, location: LocationFields): ListingFormFields {
  return { ...values, ...location };
}
