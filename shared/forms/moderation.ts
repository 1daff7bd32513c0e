// The admin's moderation forms: the rejection reason (shown to the owner on their profile and in the e-mail), and
// the queue's search. Pure zod (zod/mini, small in the browser): the review page checks as the admin types, the
// server parses with the same schema as the authority.
import * as z from "zod/mini";
import { formatListingCode } from "../values.ts";
import { checkField } from "./field-errors.ts";
import { plainTextChecks } from "./text.ts";

export const REJECTION_REASON_LIMITS = { min: 3, max: 500 } as const;

export const MODERATION_MESSAGES = {
  reasonRequired: "Please give the reason for the rejection.",
  reasonTooShort: `The reason must be at least ${REJECTION_REASON_LIMITS.min} characters.`,
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_LIMITS.max} characters.`,
  // SPEC §8, word for word.
  approveFailed: "Error approving property. Please try again.",
  rejectFailed: "Error rejecting property. Please try again.",
  deleteFailed: "Failed to delete property.",
} as const;

const reason = z.string({ message: MODERATION_MESSAGES.reasonRequired }).check(
  z.trim(),
  z.minLength(1, MODERATION_MESSAGES.reasonRequired),
  z.refine<string>(
    (value) => value.length === 0 || value.length >= REJECTION_REASON_LIMITS.min,
    MODERATION_MESSAGES.reasonTooShort,
  ),
  z.maxLength(REJECTION_REASON_LIMITS.max, MODERATION_MESSAGES.reasonTooLong),
  ...plainTextChecks("The reason", { multiline: true }),
);

export const rejectListingSchema = z.object({ reason });
export type RejectListingInput = z.infer<typeof rejectListingSchema>;

/** The reason's first message, for the form beside the textarea; undefined when it is fine. */
export const checkRejectionReason = (value: string) => checkField(rejectListingSchema, "reason", value);

/** Upper case, letters and digits only: `nl-000123` → `NL000123`. */
export function normaliseCodeQuery(query: string): string {
  return query.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A code in the form codes are searched in (the listing's stored `codeKey`): `NL-000123` → `NL000123`. */
export const codeKey = normaliseCodeQuery;

/** The letters before a code's number (formatListingCode). */
const CODE_LETTERS = "NL";

/** What a code search looks for: the codes starting with `key`, or the one code whose key is `key`. */
export type CodeSearch = { kind: "prefix" | "exact"; key: string };

/**
 * A listing-code search as typed, in any case, with or without spaces and dashes; null when there is none.
 * Each reading is one indexed lookup of the listings' `codeKey` (issue 23), where SPEC §2's substring match
 * of the old app would read every listing:
 * - starting with a letter ("nl-0001", "NL 5"): the codes that start with it;
 * - digits with a leading zero, or six or more ("0001", "000123", "500101"): codes whose number starts so;
 * - other digits ("123", "42"): the code of that number, NL-000123.
 */
export function parseCodeSearch(query: string): CodeSearch | null {
  const typed = normaliseCodeQuery(query);
  if (typed === "") return null;
  if (/^[A-Z]/.test(typed)) return { kind: "prefix", key: typed };
  if (!/^\d+$/.test(typed) || typed.startsWith("0") || typed.length >= 6)
    return { kind: "prefix", key: `${CODE_LETTERS}${typed}` };
  return { kind: "exact", key: codeKey(formatListingCode(Number(typed))) };
}

/** Whether a listing's code is one the typed search finds (the same reading as the server's lookup). */
export function codeMatches(code: string, query: string): boolean {
  const search = parseCodeSearch(query);
  if (!search) return true;
  const key = codeKey(code);
  return search.kind === "exact" ? key === search.key : key.startsWith(search.key);
}

/** At most this many characters of a code search are read: codes are `NL-` and six or more digits. */
export const MAX_CODE_QUERY_LENGTH = 20;

/** What a refused decision answers the review page: the message, and the reason's own message beside its field. */
export interface ReviewRefusal {
  intent: "approve" | "reject" | "delete";
  message: string;
  fieldErrors: { reason?: string };
  /** For the Delete dialog (components/detail/DeleteListing.tsx). */
  deleteFailed?: true;
}
