// The listing's moderation lifecycle as named transitions (SPEC §4): pure, so that every rule is a unit test.
//
//   pending  --approve--> approved      pending  --reject--> rejected
//   rejected --approve--> approved      approved --reject--> rejected
//
// An owner's edit of an approved or rejected listing sends it back to pending (listings/access.ts).
import type { ListingStatus } from "#shared/values.ts";

export type ModerationDecision = "approve" | "reject";

const TRANSITIONS: Readonly<
  Record<ModerationDecision, { from: readonly ListingStatus[]; to: ListingStatus }>
> = {
  approve: { from: ["pending", "rejected"], to: "approved" },
  reject: { from: ["pending", "approved"], to: "rejected" },
};

export type TransitionResult =
  | { ok: true; to: ListingStatus }
  /** `stale`: the admin decided on a view older than the listing; `repeat`: it is in that state already. */
  | { ok: false; reason: "stale" | "repeat"; message: string };

const STATE_WORDS: Readonly<Record<ListingStatus, string>> = {
  approved: "approved",
  rejected: "rejected",
  pending: "sent back for approval",
  lapsed: "taken off the site, as its owner did not confirm it",
  closed: "marked sold or let by its owner",
};

/**
 * Whether `decision` may be taken on a listing now in `current`. `expected` is the state the admin saw when they
 * decided (their page); when the listing has moved on since, the decision is refused rather than applied to a
 * state the admin never saw, so two admins deciding at once never both win.
 */
export function decide(
  current: ListingStatus,
  decision: ModerationDecision,
  expected?: ListingStatus,
): TransitionResult {
  if (expected !== undefined && expected !== current)
    return {
      ok: false,
      reason: "stale",
      message: `This property was ${STATE_WORDS[current]} meanwhile. Please look at it again before deciding.`,
    };
  const transition = TRANSITIONS[decision];
  if (!transition.from.includes(current))
    return { ok: false, reason: "repeat", message: `This property is already ${STATE_WORDS[current]}.` };
  return { ok: true, to: transition.to };
}

/** Whether the public can see a listing in this state (only approved listings are public). */
export function isPublic(status: ListingStatus): boolean {
  return status === "approved";
}
