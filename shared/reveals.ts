// Showing a listing owner's contact details (SPEC §4 "Contact owner"): what the server answers and refuses with,
// shared by POST /api/v1/listings/{id}/contact and the detail page's dialog.

/** The owner's details as revealed, and what is left of the member's contact quota (null: unlimited). */
export interface RevealedContact {
  name: string;
  phone: string;
  address: string;
  quota: { used: number; limit: number } | null;
}

/** Error codes of a refused reveal the dialog acts on. */
export const REVEAL_CODES = {
  /** No active plan: the dialog offers the plans ('Subscription Required'). */
  planRequired: "plan_required",
  /** Every contact of the member's plans is used. */
  quotaExhausted: "contact_quota_exhausted",
} as const;

export const REVEAL_MESSAGES = {
  planRequired: "Subscription Required: choose a plan to see the owner's contact details.",
  quotaExhausted: (limit: number) =>
    `You have used all ${limit} contacts of your plan. Choose a plan to see more owners' contact details.`,
  tooMany: "Too many contact requests. Please try again in a few minutes.",
  notFound: "No property details found.",
} as const;

/** "3 of 10 contacts left". */
export function contactsLeft(quota: { used: number; limit: number }): number {
  return Math.max(0, quota.limit - quota.used);
}
