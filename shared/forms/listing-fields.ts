// The field schemas the listing forms are made of (zod/mini). A form sends strings; a JSON client may send
// numbers and booleans: each field accepts both and leaves with one type, blank fields as null.
import * as z from "zod/mini";
import { parseDecimal, parseGroupedRupees } from "../units.ts";
import { plainTextChecks } from "./text.ts";

type Scalar = string | number | boolean | null | undefined;

const scalar = (label: string) =>
  z.optional(
    z.nullable(z.union([z.string(), z.number(), z.boolean()], { message: `${label} is not valid.` })),
  );

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * A field read by `read`, which returns the value or calls `fail` with the message to show. One message per
 * field and mistake: a blank required field says it is required, not also that it is malformed.
 */
function fieldOf<T>(label: string, read: (value: Scalar, fail: (message: string) => never) => T) {
  return z.pipe(
    scalar(label),
    z.transform((value: Scalar, ctx) => {
      const fail = (message: string): never => {
        // continue: the form's checks across fields still run, so every message shows at once.
        ctx.issues.push({ code: "custom", message, input: value, continue: true });
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
  label: string,
  values: readonly T[],
  messages: { required: string; invalid: string },
) {
  return fieldOf(label, (value, fail): T => {
    if (isBlank(value)) return fail(messages.required);
    return matchChoice(values, value) ?? fail(messages.invalid);
  });
}

export function optionalChoice<const T extends string>(label: string, values: readonly T[], invalid: string) {
  return fieldOf(label, (value, fail): T | null => {
    if (isBlank(value)) return null;
    return matchChoice(values, value) ?? fail(invalid);
  });
}

/** Required free text: trimmed, not blank, at most `max` characters, no control characters. */
export function requiredText(
  label: string,
  required: string,
  max: number,
  options: { multiline?: boolean } = {},
) {
  return z
    .string({ message: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
      ...plainTextChecks(label, options),
    );
}

/** Optional free text: blank is null. */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ message: `${label} must be text.` }))),
      z.transform((value: string | null | undefined) => value?.trim() || null),
    ),
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(max, `${label} must be at most ${max} characters.`),
          ...plainTextChecks(label, options),
        ),
    ),
  );
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./()-]*$/;

/** An optional registry reference (patta, survey, DTCP/CMDA, TNRERA): letters, digits and the usual separators. */
export function optionalReference(label: string, max: number) {
  return fieldOf(label, (value, fail): string | null => {
    if (isBlank(value)) return null;
    const text = String(value).trim().replace(/\s+/g, " ");
    if (text.length > max) return fail(`${label} must be at most ${max} characters.`);
    if (!REFERENCE.test(text))
      return fail(`${label} may contain only letters, digits, spaces and . / - ( ).`);
    return text;
  });
}

/** An optional positive decimal (areas, lengths); commas of any grouping allowed, 4 decimals at most. */
export function optionalPositive(label: string, max: number, maxText: string) {
  return fieldOf(label, (value, fail): number | null => {
    if (isBlank(value)) return null;
    const number =
      typeof value === "number" ? (Number.isFinite(value) ? value : null) : parseDecimal(String(value));
    if (number === null || typeof value === "boolean")
      return fail(`${label} must be a number, e.g. 1200 or 2.5.`);
    if (!(number > 0)) return fail(`${label} must be more than 0.`);
    if (number > max) return fail(`${label} must be at most ${maxText}.`);
    return number;
  });
}

/** An optional whole number within bounds (years, bathrooms). */
export function optionalWhole(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return fieldOf(label, (value, fail): number | null => {
    if (isBlank(value)) return null;
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    if (!/^\d{1,6}$/.test(text)) return fail(message);
    const number = Number(text);
    return number < min || number > max ? fail(message) : number;
  });
}

/** Whole rupees, required and more than zero: digits with the commas of Indian grouping ("12,50,000"). */
export function requiredRupees(label: string, required: string, max: number, maxText: string) {
  return fieldOf(label, (value, fail): number => {
    if (isBlank(value)) return fail(required);
    const rupees =
      typeof value === "number"
        ? Number.isSafeInteger(value) && value >= 0
          ? value
          : null
        : typeof value === "string"
          ? parseGroupedRupees(value)
          : null;
    if (rupees === null) return fail(`${label} must be a whole number of rupees, e.g. 12,50,000.`);
    if (rupees === 0) return fail(`${label} must be more than ₹0.`);
    if (rupees > max) return fail(`${label} must be at most ${maxText}.`);
    return rupees;
  });
}

const YES = new Set(["yes", "true", "y"]);
const NO = new Set(["no", "false", "n"]);

/** Yes, no or not said. */
export function optionalYesNo(label: string) {
  return fieldOf(label, (value, fail): boolean | null => {
    if (isBlank(value)) return null;
    if (typeof value === "boolean") return value;
    const text = String(value).trim().toLowerCase();
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    return fail(`${label} must be Yes or No.`);
  });
}

/** A ten-digit phone number; spaces between digits are dropped. */
export function requiredPhone(label: string, messages: { required: string; invalid: string }) {
  return fieldOf(label, (value, fail): string => {
    if (isBlank(value)) return fail(messages.required);
    const digits = typeof value === "string" ? value.replace(/\s+/g, "") : String(value);
    return /^\d{10}$/.test(digits) ? digits : fail(messages.invalid);
  });
}

/** Tamil Nadu PIN codes have six digits and start with 6. */
export function requiredPinCode(label: string, messages: { required: string; invalid: string }) {
  return fieldOf(label, (value, fail): string => {
    if (isBlank(value)) return fail(messages.required);
    const digits = typeof value === "string" ? value.replace(/\s+/g, "") : String(value);
    return /^6\d{5}$/.test(digits) ? digits : fail(messages.invalid);
  });
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An ordered list of ids (uploads, media to keep), at most `max`; repeated ids count once. */
export function idList(messages: { invalid: string; tooMany: string }, max: number) {
  return z.pipe(
    z._default(
      z.array(z.string({ message: messages.invalid }).check(z.regex(ID, messages.invalid)), {
        message: messages.invalid,
      }),
      [],
    ),
    z.pipe(
      z.transform((ids: string[]) => [...new Set(ids)]),
      z.array(z.string()).check(z.maxLength(max, messages.tooMany)),
    ),
  );
}
