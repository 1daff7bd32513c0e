import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, type ListingStatus } from "#shared/values.ts";
import {
  AWAITING_DECISION,
  decideTransition,
  fieldsAfter,
  LIFECYCLE,
  LISTING_ACTORS,
  LISTING_TRANSITIONS,
  type LifecycleState,
  type ListingActorKind,
  type ListingTransition,
  recordsPublicChange,
} from "./lifecycle-graph.ts";

const now = new Date("2026-02-01T00:00:00Z");
const then = new Date("2026-01-01T00:00:00Z");

/** Every state a transition can meet: none yet, each status, and a pending listing held for reports. */
const STATES: Record<string, LifecycleState> = {
  none: { status: null },
  ...Object.fromEntries(LISTING_STATUSES.map((status) => [status, { status, heldForReports: null }])),
  held: { status: "pending", heldForReports: then },
};

/**
 * The graph, written out by hand: every (transition, actor, state) that is allowed and the state it leaves. Any
 * triple not here is refused. `same`: the state it was in.
 */
const ALLOWED = `
  submit  owner     none      pending
  edit    owner     pending   pending
  edit    owner     held      pending
  edit    owner     approved  pending
  edit    owner     rejected  pending
  edit    owner     lapsed    pending
  edit    owner     closed    pending
  edit    admin     pending   pending
  edit    admin     held      pending
  edit    admin     approved  approved
  edit    admin     rejected  rejected
  edit    admin     lapsed    lapsed
  edit    admin     closed    closed
  approve admin     pending   approved
  approve admin     held      approved
  approve admin     rejected  approved
  reject  admin     pending   rejected
  reject  admin     held      rejected
  reject  admin     approved  rejected
  hold    reporters approved  pending
  release admin     held      approved
  lapse   job       approved  lapsed
  confirm owner     approved  approved
  confirm owner     lapsed    approved
  confirm link      approved  approved
  confirm link      lapsed    approved
  close   owner     approved  closed
  close   owner     lapsed    closed
  close   link      approved  closed
  close   link      lapsed    closed
  erase   erasure   pending   rejected
  erase   erasure   held      rejected
  erase   erasure   approved  rejected
  erase   erasure   rejected  rejected
  erase   erasure   lapsed    rejected
  erase   erasure   closed    rejected
`;

const allowed = new Map(
  ALLOWED.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([transition, actor, state, to]) => [`${transition} ${actor} ${state}`, to as ListingStatus]),
);

/** Who takes each transition at all (from any state). */
const TAKEN_BY = new Map(
  LISTING_TRANSITIONS.map((transition) => [
    transition,
    new Set(
      [...allowed.keys()].filter((key) => key.startsWith(`${transition} `)).map((key) => key.split(" ")[1]),
    ),
  ]),
);

const triples = LISTING_TRANSITIONS.flatMap((transition) =>
  LISTING_ACTORS.flatMap((actor) =>
    Object.keys(STATES).map(
      (state) => [transition, actor, state] as [ListingTransition, ListingActorKind, string],
    ),
  ),
);

describe("the lifecycle graph", () => {
  it("covers every (state, transition, actor): 7 states × 10 transitions × 6 actors", () => {
    expect(triples).toHaveLength(7 * 10 * 6);
  });

  it.each(triples)("%s by %s from %s", (transition, actor, state) => {
    const decision = decideTransition(STATES[state]!, { transition, actor });
    const to = allowed.get(`${transition} ${actor} ${state}`);
    if (to) {
      expect(decision).toMatchObject({ ok: true, to });
      return;
    }
    const reason = TAKEN_BY.get(transition)!.has(actor) ? "state" : "actor";
    expect(decision).toEqual({ ok: false, reason });
  });

  it("has one row per transition and actor, and every state and transition in it", () => {
    const rows = LIFECYCLE.flatMap((rule) => rule.by.map((actor) => `${rule.transition} ${actor}`));
    expect(new Set(rows).size).toBe(rows.length);
    expect(new Set(LIFECYCLE.map((rule) => rule.transition))).toEqual(new Set(LISTING_TRANSITIONS));
    const reached = new Set(LIFECYCLE.flatMap((rule) => [...rule.from, rule.to]));
    for (const status of LISTING_STATUSES) expect(reached).toContain(status);
  });

  it("names the state a submission, an owner's edit and a hold enter: awaiting an admin's decision", () => {
    const entered = LIFECYCLE.filter(
      (rule) =>
        ["submit", "hold"].includes(rule.transition) ||
        (rule.transition === "edit" && rule.by.includes("owner")),
    ).map((rule) => rule.to);
    expect(entered).toEqual([AWAITING_DECISION, AWAITING_DECISION, AWAITING_DECISION]);
  });

  it("refuses a decision taken on a stale view before anything else, and lets the view seen go through", () => {
    expect(
      decideTransition(STATES.pending!, { transition: "approve", actor: "admin", expected: "rejected" }),
    ).toEqual({ ok: false, reason: "stale" });
    expect(
      decideTransition(STATES.approved!, { transition: "approve", actor: "admin", expected: "pending" }),
    ).toEqual({ ok: false, reason: "stale" });
    expect(
      decideTransition(STATES.pending!, { transition: "approve", actor: "admin", expected: "pending" }),
    ).toMatchObject({ ok: true, to: "approved" });
    // The state seen and the state it is in, but a repeat: refused as such.
    expect(
      decideTransition(STATES.approved!, { transition: "approve", actor: "admin", expected: "approved" }),
    ).toEqual({ ok: false, reason: "state" });
  });
});

/** The bookkeeping a move does: counts always; the public change, the audit action and the e-mail by the graph. */
function effects(transition: ListingTransition, actor: ListingActorKind, from: ListingStatus | null) {
  const decision = decideTransition(
    { status: from, heldForReports: transition === "release" ? then : null },
    {
      transition,
      actor,
    },
  );
  if (!decision.ok) throw new Error("refused");
  const { rule, to } = decision;
  const { audit, auditChanges, mail } = rule;
  return { to, publicChange: recordsPublicChange(rule, from, to), audit, auditChanges, mail };
}

describe("the effects of each transition", () => {
  type Effects = ReturnType<typeof effects>;
  const row = (
    to: ListingStatus,
    publicChange: boolean,
    audit: string | null,
    auditChanges: Effects["auditChanges"],
    mail: Effects["mail"],
  ): Effects => ({ to, publicChange, audit, auditChanges, mail });
  // biome-ignore format: one row a line reads as the table it is
  it.each<[ListingTransition, ListingActorKind, ListingStatus | null, Effects]>([
    ["submit",  "owner",     null,       row("pending",  false, "listing.create",         "none",     null)],
    ["edit",    "owner",     "approved", row("pending",  true,  "listing.update",         "none",     null)],
    ["edit",    "owner",     "rejected", row("pending",  false, "listing.update",         "none",     null)],
    ["edit",    "owner",     "pending",  row("pending",  false, "listing.update",         "none",     null)],
    ["edit",    "admin",     "approved", row("approved", true,  "listing.admin-update",   "none",     null)],
    ["edit",    "admin",     "lapsed",   row("lapsed",   false, "listing.admin-update",   "none",     null)],
    ["approve", "admin",     "pending",  row("approved", true,  "listing.approve",        "decision", "decision")],
    ["approve", "admin",     "rejected", row("approved", true,  "listing.approve",        "decision", "decision")],
    ["reject",  "admin",     "pending",  row("rejected", false, "listing.reject",         "decision", "decision")],
    ["reject",  "admin",     "approved", row("rejected", true,  "listing.reject",         "decision", "decision")],
    ["hold",    "reporters", "approved", row("pending",  true,  "listing.heldForReports", "status",   "held")],
    // The dismissal that releases it writes the entry (listing.reportsDismissed).
    ["release", "admin",     "pending",  row("approved", true,  null,                     "none",     null)],
    ["lapse",   "job",       "approved", row("lapsed",   true,  "listing.lapse",          "status",   "lapsed")],
    ["confirm", "owner",     "approved", row("approved", true,  "listing.confirm",        "status",   null)],
    ["confirm", "link",      "lapsed",   row("approved", true,  "listing.confirm",        "status",   null)],
    ["close",   "owner",     "lapsed",   row("closed",   true,  "listing.close",          "status",   null)],
    ["close",   "link",      "approved", row("closed",   true,  "listing.close",          "status",   null)],
    // One public change and one entry for all of the account's listings, recorded by the erasure.
    ["erase",   "erasure",   "approved", row("rejected", false, null,                     "none",     null)],
  ])("%s by %s from %s", (transition, actor, from, expected) => {
    expect(effects(transition, actor, from)).toEqual(expected);
  });
});

describe("the fields each transition sets", () => {
  const set = (
    transition: ListingTransition,
    from: ListingStatus | null,
    to: ListingStatus,
    reason?: string,
  ) => fieldsAfter(transition, { from, to, now, reason });

  it("submits a new listing, pending, with nothing decided and no time on the site yet", () => {
    expect(set("submit", null, "pending")).toEqual({
      status: "pending",
      rejectionReason: null,
      submittedAt: now,
      approvedAt: null,
      rejectedAt: null,
      heldForReports: null,
      confirmedAt: null,
      lapseWarnedAt: null,
      lapsedAt: null,
      closedAt: null,
    });
  });

  it("sends the owner's edit of a listing in any other state back to pending, as a new submission", () => {
    for (const from of ["approved", "rejected", "lapsed", "closed"] as const)
      expect(set("edit", from, "pending")).toEqual({
        status: "pending",
        rejectionReason: null,
        submittedAt: now,
        approvedAt: null,
        rejectedAt: null,
      });
  });

  it("keeps a pending listing's place in the queue, and the state after an admin's edit", () => {
    for (const status of LISTING_STATUSES) expect(set("edit", status, status)).toEqual({});
  });

  it("approves: on the site afresh, the re-submission and a hold seen to", () => {
    expect(set("approve", "pending", "approved")).toEqual({
      status: "approved",
      rejectionReason: null,
      approvedAt: now,
      rejectedAt: null,
      resubmission: null,
      heldForReports: null,
      confirmedAt: now,
      lapseWarnedAt: null,
      lapsedAt: null,
      closedAt: null,
    });
  });

  it("rejects with the reason", () => {
    expect(set("reject", "approved", "rejected", "Blurred photos")).toEqual({
      status: "rejected",
      rejectionReason: "Blurred photos",
      approvedAt: null,
      rejectedAt: now,
      resubmission: null,
      heldForReports: null,
    });
  });

  it("holds and releases", () => {
    expect(set("hold", "approved", "pending")).toEqual({ status: "pending", heldForReports: now });
    expect(set("release", "pending", "approved")).toEqual({ status: "approved", heldForReports: null });
  });

  it("lapses, confirms and closes", () => {
    expect(set("lapse", "approved", "lapsed")).toEqual({ status: "lapsed", lapsedAt: now });
    expect(set("confirm", "lapsed", "approved")).toEqual({
      status: "approved",
      confirmedAt: now,
      lapseWarnedAt: null,
      lapsedAt: null,
    });
    expect(set("close", "approved", "closed")).toEqual({
      status: "closed",
      closedAt: now,
      lapseWarnedAt: null,
    });
  });

  it("erases with the account: rejected with the reason, its media gone", () => {
    expect(set("erase", "approved", "rejected", "Account deleted")).toEqual({
      status: "rejected",
      rejectionReason: "Account deleted",
      rejectedAt: now,
      media: [],
      photoBands: [],
      updatedAt: now,
    });
  });
});
