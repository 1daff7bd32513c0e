// The re-submission marker: an owner who edits an approved (or rejected) listing sends it back to the queue, and
// the admin sees what changed ("Re-submitted: budget, photos") instead of reviewing every field again.
import type { ListingDoc } from "#server/db/documents.ts";
import { LISTING_FORM_FIELDS, type ListingFormField } from "#shared/forms/listing.ts";
import type { ListingContactFields, ListingFields } from "#shared/forms/listing-values.ts";
import type { ExactLocation } from "#shared/geo.ts";

/**
 * A changed-field name: a field of the listing form, `photos` for media added, removed or reordered, or
 * `location` for the point on the map (its latitude, longitude and who sees it, one change to the admin).
 */
export type ChangedField = ListingFormField | "photos" | "location";

/** The form fields the map's picker fills; a change of any is the one change `location`. */
const LOCATION_FORM_FIELDS: ReadonlySet<string> = new Set(["latitude", "longitude", "locationShown"]);

/** As stored on the listing (ListingDoc.resubmission). */
export interface Resubmission {
  at: Date;
  changedFields: string[];
}

/** What one side of the comparison holds: the public fields, the private contact and the media's ids in order. */
export interface ListingVersion {
  fields: ListingFields;
  contact: ListingContactFields | null;
  mediaIds: readonly string[];
}

/**
 * The form field each stored field comes from. Areas are stored in square feet with the unit the owner chose, so
 * both halves belong to one form field; the prices per cent and acre are derived, never typed, and left out.
 */
const FORM_FIELD_OF: Readonly<Partial<Record<keyof ListingFields, ListingFormField | null>>> = {
  areaSqFt: "area",
  areaUnit: "area",
  builtUpAreaSqFt: "builtUpArea",
  builtUpAreaUnit: "builtUpArea",
  pricePerCentRupees: null,
  pricePerAcreRupees: null,
};

const CONTACT_FORM_FIELD: Readonly<
  Record<Exclude<keyof ListingContactFields, "location">, ListingFormField>
> = {
  name: "contactOwnerName",
  phone: "contactOwnerPhone",
  address: "propertyAddress",
};

/**
 * Equal values; areas converted from cents or acres and back may differ in the last bits. A record (the guideline
 * value: rupees, unit and source) is equal when each of its parts is.
 */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number")
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return (a ?? null) === (b ?? null);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The same point and the same choice of who sees it (the stored offset is not the owner's to change). */
function sameLocation(a: ExactLocation | null, b: ExactLocation | null): boolean {
  if (a === null || b === null) return a === b;
  return same(a.lat, b.lat) && same(a.lng, b.lng) && a.shown === b.shown;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The form fields whose values differ between two versions of a listing, in the form's order. */
export function changedListingFields(before: ListingVersion, after: ListingVersion): ChangedField[] {
  const changed = new Set<ChangedField>();
  for (const name of Object.keys(after.fields) as Array<keyof ListingFields>) {
    const formField = name in FORM_FIELD_OF ? FORM_FIELD_OF[name] : (name as ListingFormField);
    if (formField && !same(before.fields[name], after.fields[name])) changed.add(formField);
  }
  for (const name of Object.keys(CONTACT_FORM_FIELD) as Array<keyof typeof CONTACT_FORM_FIELD>) {
    if (!same(before.contact?.[name], after.contact?.[name])) changed.add(CONTACT_FORM_FIELD[name]);
  }
  if (!sameLocation(before.contact?.location ?? null, after.contact?.location ?? null))
    changed.add("location");
  if (!sameOrder(before.mediaIds, after.mediaIds)) changed.add("photos");
  return orderedLikeTheForm(changed);
}

/** The form's fields in order, the picker's three as the one `location` where the first of them is. */
const FORM_ORDER: readonly ChangedField[] = [
  ...LISTING_FORM_FIELDS.flatMap((field): ChangedField[] =>
    field === "latitude" ? ["location"] : LOCATION_FORM_FIELDS.has(field) ? [] : [field],
  ),
  "photos",
];

/** In the order the form shows its fields, photos last. */
function orderedLikeTheForm(changed: ReadonlySet<string>): ChangedField[] {
  return FORM_ORDER.filter((name) => changed.has(name));
}

/**
 * The marker after an edit. An owner's edit of an approved or rejected listing is a re-submission, marked with
 * what changed; a further edit while it waits adds to the list. An admin's edit, and an owner's edit of a listing
 * never decided, leave the marker as it was (none for a first submission).
 */
export function resubmissionAfterEdit(input: {
  stored: Pick<ListingDoc, "status" | "resubmission">;
  isAdminEdit: boolean;
  changed: readonly ChangedField[];
  now: Date;
}): Resubmission | null {
  const { stored, isAdminEdit, changed, now } = input;
  const current = stored.resubmission ?? null;
  if (isAdminEdit) return current;
  if (stored.status !== "pending") return { at: now, changedFields: [...changed] };
  if (current === null) return null;
  const merged = new Set<string>([...current.changedFields, ...changed]);
  return { at: now, changedFields: orderedLikeTheForm(merged) };
}
