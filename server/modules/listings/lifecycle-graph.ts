// A listing's life as one graph (issue 33): every state (shared/values.ts), every transition, who may take it,
// which states it leaves from and which it enters, the fields it sets and the bookkeeping it does. Pure, so the
// whole table is a unit test (lifecycle-graph.test.ts); lifecycle.ts applies a transition inside a transaction.
//
//   (none)             ──submit──▶  pending         (a member, who owns it from then on)
//   pending, rejected  ──approve─▶  approved        (an admin)
//   pending, approved  ──reject──▶  rejected        (an admin)
//   approved           ──hold────▶  pending (held)  (members' reports reaching the threshold)
//   pending (held)     ──release─▶  approved        (an admin dismissing the reports)
//   approved           ──lapse───▶  lapsed          (the freshness job)
//   approved, lapsed   ──confirm─▶  approved        (the owner, or their signed link)
//   approved, lapsed   ──close───▶  closed          (the owner, or their signed link: sold or let)
//   every state        ──edit────▶  pending         (the owner; an admin's edit leaves the state as it was)
//   every state        ──erase───▶  rejected        (with the owner's account)
//
// `approved` is the only public state. A hold is `pending` with `heldForReports` set; only a held listing may be
// released.
import type { ListingDoc } from "#server/db/documents.ts";
import { isPublicStatus, LISTING_STATUSES, type ListingStatus } from "#shared/values.ts";

export const LISTING_TRANSITIONS = [
  "submit",
  "edit",
  "approve",
  "reject",
  "hold",
  "release",
  "lapse",
  "confirm",
  "close",
  "erase",
] as const;
export type ListingTransition = (typeof LISTING_TRANSITIONS)[number];

/**
 * Who takes a transition: the listing's owner (signed in), an admin, the owner through a signed e-mail link,
 * members' reports reaching the hold threshold, the scheduled freshness job, or the erasure of the owner's account
 * (by the member or by an admin).
 */
export const LISTING_ACTORS = ["owner", "admin", "link", "reporters", "job", "erasure"] as const;
export type ListingActorKind = (typeof LISTING_ACTORS)[number];

/**
 * The state a submission and an owner's edit enter: waiting for an admin's decision, in the moderation queue
 * (where a held listing waits too).
 */
export const AWAITING_DECISION = "pending" satisfies ListingStatus;

/** The state a listing is in; null before it exists. */
export type FromState = ListingStatus | null;

/**
 * When the change is recorded in the public change log (search projections, caches): `always`; `public` when the
 * listing was public before or is after; `never`; `caller` when the caller records one change for many listings
 * (erasure, after its last batch).
 */
export type PublicChangeRule = "always" | "public" | "never" | "caller";

/** The owner's e-mail the transition queues (notifications/): the decision, the hold, the lapse. */
export type TransitionMail = "decision" | "held" | "lapsed";

export interface TransitionRule {
  transition: ListingTransition;
  by: readonly ListingActorKind[];
  from: readonly FromState[];
  /** The state after; `same` for an admin's edit, which leaves the moderation state as it was. */
  to: ListingStatus | "same";
  /** Only a listing held for reports (`release`). */
  heldOnly?: true;
  publicChange: PublicChangeRule;
  /** The audit entry's action; null when the caller's own entry covers it (the dismissal, the erasure). */
  audit: string | null;
  /**
   * What the entry records before and after: the moderation fields of an admin's `decision`, the `status`, or
   * `none` (the caller's data says what changed: an edit's statuses and files).
   */
  auditChanges: "decision" | "status" | "none";
  mail: TransitionMail | null;
}

const EVERY_STATE: readonly ListingStatus[] = LISTING_STATUSES;

/** The graph: one row for each transition and the actors who take it the same way. */
// biome-ignore format: one row a line reads as the table it is
export const LIFECYCLE: readonly TransitionRule[] = [
  { transition: "submit", by: ["owner"], from: [null], to: "pending", publicChange: "never", audit: "listing.create", auditChanges: "none", mail: null },
  // The owner's edit is a new submission (a pending listing keeps its place in the queue); an admin's is not
  // (and is the owner's `listing.update` when the admin owns the listing).
  { transition: "edit", by: ["owner"], from: EVERY_STATE, to: "pending", publicChange: "public", audit: "listing.update", auditChanges: "none", mail: null },
  { transition: "edit", by: ["admin"], from: EVERY_STATE, to: "same", publicChange: "public", audit: "listing.admin-update", auditChanges: "none", mail: null },
  { transition: "approve", by: ["admin"], from: ["pending", "rejected"], to: "approved", publicChange: "public", audit: "listing.approve", auditChanges: "decision", mail: "decision" },
  { transition: "reject", by: ["admin"], from: ["pending", "approved"], to: "rejected", publicChange: "public", audit: "listing.reject", auditChanges: "decision", mail: "decision" },
  { transition: "hold", by: ["reporters"], from: ["approved"], to: "pending", publicChange: "always", audit: "listing.heldForReports", auditChanges: "status", mail: "held" },
  // The admin's dismissal of the reports releases a held listing; its entry (listing.reportsDismissed) is the audit.
  { transition: "release", by: ["admin"], from: ["pending"], to: "approved", heldOnly: true, publicChange: "always", audit: null, auditChanges: "none", mail: null },
  { transition: "lapse", by: ["job"], from: ["approved"], to: "lapsed", publicChange: "always", audit: "listing.lapse", auditChanges: "status", mail: "lapsed" },
  // Cards and the detail page show how long ago a listing was confirmed: a public change either way.
  { transition: "confirm", by: ["owner", "link"], from: ["approved", "lapsed"], to: "approved", publicChange: "always", audit: "listing.confirm", auditChanges: "status", mail: null },
  { transition: "close", by: ["owner", "link"], from: ["approved", "lapsed"], to: "closed", publicChange: "always", audit: "listing.close", auditChanges: "status", mail: null },
  // Kept as rejected for the admin's records; the account's entry and its one public change cover them all.
  { transition: "erase", by: ["erasure"], from: EVERY_STATE, to: "rejected", publicChange: "caller", audit: null, auditChanges: "none", mail: null },
];

/** The listing as a transition sees it: its state, and whether it is held for reports. */
export interface LifecycleState {
  status: FromState;
  heldForReports?: Date | null;
}

export type TransitionDecision =
  | { ok: true; rule: TransitionRule; to: ListingStatus }
  /**
   * `actor`: this actor never takes this transition; `stale`: the listing is no longer in the state the actor
   * saw (two admins deciding at once: the second is refused rather than applied to a state they never saw);
   * `state`: not from the state the listing is in (for a decision: it is in that state already).
   */
  | { ok: false; reason: "actor" | "stale" | "state" };

/**
 * Whether `actor` may take `transition` on a listing in `state`, and the rule that applies. `expected`: the state
 * the actor saw when they chose (an admin's page).
 */
export function decideTransition(
  state: LifecycleState,
  {
    transition,
    actor,
    expected,
  }: { transition: ListingTransition; actor: ListingActorKind; expected?: ListingStatus },
): TransitionDecision {
  const rules = LIFECYCLE.filter((rule) => rule.transition === transition && rule.by.includes(actor));
  if (rules.length === 0) return { ok: false, reason: "actor" };
  if (expected !== undefined && expected !== state.status) return { ok: false, reason: "stale" };
  const held = state.status === "pending" && state.heldForReports != null;
  const rule = rules.find((rule) => rule.from.includes(state.status) && (!rule.heldOnly || held));
  if (!rule) return { ok: false, reason: "state" };
  return { ok: true, rule, to: rule.to === "same" ? (state.status ?? "pending") : rule.to };
}

/** Whether the public change log records the move (see PublicChangeRule). */
export function recordsPublicChange(rule: TransitionRule, from: FromState, to: ListingStatus): boolean {
  if (rule.publicChange === "always") return true;
  if (rule.publicChange === "public") return (from !== null && isPublicStatus(from)) || isPublicStatus(to);
  return false;
}

/** The lifecycle's own fields of a listing, the ones transitions set. */
export type LifecycleFields = Partial<
  Pick<
    ListingDoc,
    | "status"
    | "rejectionReason"
    | "submittedAt"
    | "approvedAt"
    | "rejectedAt"
    | "resubmission"
    | "heldForReports"
    | "confirmedAt"
    | "lapseWarnedAt"
    | "lapsedAt"
    | "closedAt"
    | "media"
    | "photoBands"
    | "updatedAt"
  >
>;

/**
 * The fields a transition sets on a listing moving from `from` to `to`. An approval starts the listing's time on
 * the site afresh (freshness.ts) and sees to the re-submission marker and a hold; a confirmation starts it afresh
 * without a new approval; an erasure takes the listing's media with the owner's account.
 */
export function fieldsAfter(
  transition: ListingTransition,
  move: { from: FromState; to: ListingStatus; now: Date; reason?: string | null },
): LifecycleFields {
  const { from, to, now } = move;
  const reason = move.reason ?? null;
  switch (transition) {
    case "submit": {
      const cleared = { approvedAt: null, rejectedAt: null, heldForReports: null, confirmedAt: null };
      const fresh = { lapseWarnedAt: null, lapsedAt: null, closedAt: null };
      return { status: to, rejectionReason: null, submittedAt: now, ...cleared, ...fresh };
    }
    case "edit":
      // Unchanged: an admin's edit, or the owner's of a listing still pending (it keeps its place in the queue).
      if (from === to) return {};
      return { status: to, rejectionReason: null, submittedAt: now, approvedAt: null, rejectedAt: null };
    case "approve":
      return {
        status: to,
        rejectionReason: null,
        approvedAt: now,
        rejectedAt: null,
        resubmission: null,
        heldForReports: null,
        confirmedAt: now,
        lapseWarnedAt: null,
        lapsedAt: null,
        closedAt: null,
      };
    case "reject":
      return {
        status: to,
        rejectionReason: reason,
        approvedAt: null,
        rejectedAt: now,
        resubmission: null,
        heldForReports: null,
      };
    case "hold":
      return { status: to, heldForReports: now };
    case "release":
      return { status: to, heldForReports: null };
    case "lapse":
      return { status: to, lapsedAt: now };
    case "confirm":
      return { status: to, confirmedAt: now, lapseWarnedAt: null, lapsedAt: null };
    case "close":
      return { status: to, closedAt: now, lapseWarnedAt: null };
    case "erase":
      return {
        status: to,
        rejectionReason: reason,
        rejectedAt: now,
        media: [],
        photoBands: [],
        updatedAt: now,
      };
  }
}
