// The field schemas the listing forms are made of (zod/mini). A form sends strings; a JSON client may send
// numbers and booleans: each field accepts both and leaves with one type, blank fields as null.
// Labels and messages are FormText, made when a value is checked (see form-text.ts).
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { roundExactCoordinate } from "../geo.ts";
import { parseDecimal, parseGroupedRupees } from "../units.ts";
import { type FormText, onError, textOf } from "./form-text.ts";
import { maxLengthMessage, plainTextChecks } from "./text.ts";

type Scalar = string | number | boolean | null | undefined;

const scalar = (label: FormText) =>
  z.optional(
    z.nullable(
      z.union(
        [z.string(), z.number(), z.boolean()],
        onError(() => m["form.field.notValid"]({ label: textOf(label) })),
      ),
    ),
  );

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * A field read by `read`, which returns the value or calls `fail` with the message to show. One message per
 * field and mistake: a blank required field says it is required, not also that it is malformed.
 */
function fieldOf<T>(label: FormText, read: (value: Scalar, fail: (message: FormText) => never) => T) {
  return z.pipe(
    scalar(label),
    z.transform((value: Scalar, ctx) => {
      const fail = (message: FormText): never => {
        // continue: the form's checks across fields still run, so every message shows at once.
        ctx.issues.push({ code: "custom", message: textOf(message), input: value, continue: true });
        return z.NEVER;
      };
      return read(value, fail);
    }),
  );
}

/** A value of a closed list, matched in any case and returned as the list spells it. */
function matchChoice<T extends string>(values: readonly T[], value: Scalar): T | undefined {
  if (typeof value !== "string") return undefined;
  const wanted = value.trim().toLowerCase();
  return values.find((candidate) => candidate.toLowerCase() === wanted);
}

export function requiredChoice<const T extends string>(
  label: FormText,
  values: readonly T[],
  messages: { required: FormText; invalid: FormText },
) {
  return fieldOf(label, (value, fail): T => {
    if (isBlank(value)) return fail(messages.required);
    return matchChoice(values, value) ?? fail(messages.invalid);
  });
}

export function optionalChoice<const T extends string>(
  label: FormText,
  values: readonly T[],
  invalid: FormText,
) {
  return fieldOf(label, (value, fail): T | null => {
    if (isBlank(value)) return null;
    return matchChoice(values, value) ?? fail(invalid);
  });
}

/** Required free text: trimmed, not blank, at most `max` characters, no control characters. */
export function requiredText(
  label: FormText,
  required: FormText,
  max: number,
  options: { multiline?: boolean } = {},
) {
  return z
    .string(onError(required))
    .check(
      z.trim(),
      z.minLength(1, onError(required)),
      z.maxLength(max, onError(maxLengthMessage(label, max))),
      ...plainTextChecks(label, options),
    );
}

/** Optional free text: blank is null. */
export function optionalText(label: FormText, max: number, options: { multiline?: boolean } = {}) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string(onError(() => m["form.field.notText"]({ label: textOf(label) }))))),
      z.transform((value: string | null | undefined) => value?.trim() || null),
    ),
    z.nullable(
      z
        .string()
        .check(z.maxLength(max, onError(maxLengthMessage(label, max))), ...plainTextChecks(label, options)),
    ),
  );
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./()-]*$/;

/** An optional registry reference (patta, survey, DTCP/CMDA, TNRERA): letters, digits and the usual separators. */
export function optionalReference(label: FormText, max: number) {
  return fieldOf(label, (value, fail): string | null => {
    if (isBlank(value)) return null;
    const text = String(value).trim().replace(/\s+/g, " ");
    if (text.length > max) return fail(maxLengthMessage(label, max));
    if (!REFERENCE.test(text)) return fail(m["form.field.reference"]({ label: textOf(label) }));
    return text;
  });
}

/**
 * An optional reference with a published format (a layout approval, a TNRERA registration): `parse` returns its
 * canonical spelling, or null for a text that is not one (then `format` is the message).
 */
export function optionalFormatted(
  label: FormText,
  max: number,
  parse: (text: string) => string | null,
  format: FormText,
) {
  return fieldOf(label, (value, fail): string | null => {
    if (isBlank(value)) return null;
    if (typeof value !== "string") return fail(format);
    const text = value.trim().replace(/\s+/g, " ");
    if (text.length > max) return fail(maxLengthMessage(label, max));
    return parse(text) ?? fail(format);
  });
}

/** An optional positive decimal (areas, lengths); commas of any grouping allowed, 4 decimals at most. */
export function optionalPositive(label: FormText, max: number, maxText: FormText) {
  return fieldOf(label, (value, fail): number | null => {
    if (isBlank(value)) return null;
    const number =
      typeof value === "number" ? (Number.isFinite(value) ? value : null) : parseDecimal(String(value));
    if (number === null || typeof value === "boolean")
      return fail(m["form.field.decimal"]({ label: textOf(label) }));
    if (!(number > 0)) return fail(m["form.field.positive"]({ label: textOf(label) }));
    if (number > max) return fail(m["form.field.atMost"]({ label: textOf(label), max: textOf(maxText) }));
    return number;
  });
}

/** An optional whole number within bounds (years, bathrooms). */
export function optionalWhole(label: FormText, min: number, max: number) {
  const message = () => m["form.field.wholeRange"]({ label: textOf(label), min, max });
  return fieldOf(label, (value, fail): number | null => {
    if (isBlank(value)) return null;
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    if (!/^\d{1,6}$/.test(text)) return fail(message);
    const number = Number(text);
    return number < min || number > max ? fail(message) : number;
  });
}

const COORDINATE = /^[+-]?\d{1,3}(\.\d+)?$/;

/**
 * An optional latitude or longitude in decimal degrees ("11.664325"), rounded to 6 decimals; the form checks the
 * pair (both or neither, inside the state).
 */
export function optionalCoordinate(label: FormText, notNumber: FormText) {
  return fieldOf(label, (value, fail): number | null => {
    if (isBlank(value)) return null;
    if (typeof value === "boolean") return fail(notNumber);
    const text = String(value).trim();
    const number = typeof value === "number" ? value : COORDINATE.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number)) return fail(notNumber);
    return roundExactCoordinate(number);
  });
}

/** Whole rupees more than zero, at most `max`: digits with the commas of Indian grouping ("12,50,000"). */
function readRupees(
  label: FormText,
  max: number,
  maxText: FormText,
  value: Exclude<Scalar, null | undefined>,
  fail: (message: FormText) => never,
): number {
  const rupees =
    typeof value === "number"
      ? Number.isSafeInteger(value) && value >= 0
        ? value
        : null
      : typeof value === "string"
        ? parseGroupedRupees(value)
        : null;
  if (rupees === null) return fail(m["form.field.rupees"]({ label: textOf(label) }));
  if (rupees === 0) return fail(m["form.field.rupeesPositive"]({ label: textOf(label) }));
  if (rupees > max) return fail(m["form.field.atMost"]({ label: textOf(label), max: textOf(maxText) }));
  return rupees;
}

/** Whole rupees, required and more than zero: digits with the commas of Indian grouping ("12,50,000"). */
export function requiredRupees(label: FormText, required: FormText, max: number, maxText: FormText) {
  return fieldOf(label, (value, fail): number => {
    if (value === undefined || value === null || isBlank(value)) return fail(required);
    return readRupees(label, max, maxText, value, fail);
  });
}

/** Optional whole rupees, as requiredRupees when given (a guideline value's "2,500"); blank is null. */
export function optionalRupees(label: FormText, max: number, maxText: FormText) {
  return fieldOf(label, (value, fail): number | null => {
    if (value === undefined || value === null || isBlank(value)) return null;
    return readRupees(label, max, maxText, value, fail);
  });
}

const YES = new Set(["yes", "true", "y"]);
const NO = new Set(["no", "false", "n"]);

/** Yes, no or not said. */
export function optionalYesNo(label: FormText) {
  return fieldOf(label, (value, fail): boolean | null => {
    if (isBlank(value)) return null;
    if (typeof value === "boolean") return value;
    const text = String(value).trim().toLowerCase();
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    return fail(m["form.field.yesNo"]({ label: textOf(label) }));
  });
}

/** A ten-digit phone number; spaces between digits are dropped. */
export function requiredPhone(label: FormText, messages: { required: FormText; invalid: FormText }) {
  return fieldOf(label, (value, fail): string => {
    if (isBlank(value)) return fail(messages.required);
    const digits = typeof value === "string" ? value.replace(/\s+/g, "") : String(value);
    return /^\d{10}$/.test(digits) ? digits : fail(messages.invalid);
  });
}

/** Tamil Nadu PIN codes have six digits and start with 6. */
export function requiredPinCode(label: FormText, messages: { required: FormText; invalid: FormText }) {
  return fieldOf(label, (value, fail): string => {
    if (isBlank(value)) return fail(messages.required);
    const digits = typeof value === "string" ? value.replace(/\s+/g, "") : String(value);
    return /^6\d{5}$/.test(digits) ? digits : fail(messages.invalid);
  });
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An ordered list of ids (uploads, media to keep), at most `max`; repeated ids count once. */
export function idList(messages: { invalid: FormText; tooMany: FormText }, max: number) {
  const invalid = () => onError(messages.invalid);
  return z.pipe(
    z._default(z.array(z.string(invalid()).check(z.regex(ID, invalid())), invalid()), []),
    z.pipe(
      z.transform((ids: string[]) => [...new Set(ids)]),
      z.array(z.string()).check(z.maxLength(max, onError(messages.tooMany))),
    ),
  );
}
