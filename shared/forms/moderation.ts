// The admin's moderation forms: the rejection reason (shown to the owner on their profile and in the e-mail), and
// the queue's search. Pure zod (zod/mini, small in the browser): the review page checks as the admin types, the
// server parses with the same schema as the authority.
import * as z from "zod/mini";
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

/**
 * A listing-code search as typed ("nl-123", "000123", " NL 0001 "): upper case, letters and digits only, so that
 * it is a substring of the code's own normalised form (codeKey). Empty means no search.
 */
export function normaliseCodeQuery(query: string): string {
  return query.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A code in the form codes are searched in: `NL-000123` → `NL000123`. */
export const codeKey = normaliseCodeQuery;

/** Whether a listing's code matches the typed search (case-insensitive substring; SPEC §2). */
export function codeMatches(code: string, query: string): boolean {
  const wanted = normaliseCodeQuery(query);
  return wanted === "" || codeKey(code).includes(wanted);
}

/** At most this many characters of a code search are read: codes are `NL-` and six or more digits. */
export const MAX_CODE_QUERY_LENGTH = 20;
