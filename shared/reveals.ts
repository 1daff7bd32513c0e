// Showing a listing owner's contact details (SPEC §4 "Contact owner"): what the server answers and refuses with,
// shared by POST /api/v1/listings/{id}/contact and the detail page's dialog; the words are messages, in the request's language.
import { m } from "#shared/paraglide/messages.js";

/** The owner's details as revealed, and what is left of the member's contact quota (null: unlimited). */
/** Error codes of a refused reveal the dialog acts on. */
export const REVEAL_CODES = {
  /** No active plan: the dialog offers the plans ('Subscription Required'). */
  planRequired: "plan_required",
  /** Every contact of the member's plans is used. */
  quotaExhausted: "contact_quota_exhausted",
} as const;

export const REVEAL_MESSAGES = {
  planRequired: m["reveal.planRequired"],
  quotaExhausted: (limit: number) => m["reveal.quotaExhausted"]({ limit }),
  tooMany: m["reveal.tooMany"],
  notFound: m["form.listing.notFound"],
} as const;

/** "3 of 10 contacts left". */
export function contactsLeft(quota: { used: number; limit: number }): number {
  return Math.max(0, quota.limit - quota.used);
}
