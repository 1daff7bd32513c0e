// Which of a member's plans pays for showing an owner's contact: pure, so the rule is tested without a database.
// A quota counts distinct listings: seeing the same owner's details again never uses another contact.

/** A plan the member has now (started, not expired), with the listings already revealed under it. */
export interface RunningPlan {
  subscriptionId: string;
  /** Null: unlimited. */
  contactQuota: number | null;
  expiresAt: Date;
  /** Listings revealed under this plan (only read for a plan with a quota). */
  revealedListingIds: ReadonlySet<string>;
}

export type RevealDecision =
  | { kind: "allowed"; subscriptionId: string; quota: { used: number; limit: number } | null }
  | { kind: "no_plan" }
  | { kind: "quota_exhausted"; limit: number };

/**
 * An unlimited plan first; else a plan that already revealed this listing (no new contact used); else the plan
 * ending soonest that has contacts left; else the quota is exhausted.
 */
export function decideReveal(plans: readonly RunningPlan[], listingId: string): RevealDecision {
  if (plans.length === 0) return { kind: "no_plan" };
  const unlimited = plans.find((plan) => plan.contactQuota === null);
  if (unlimited) return { kind: "allowed", subscriptionId: unlimited.subscriptionId, quota: null };
  const limited = plans as readonly (RunningPlan & { contactQuota: number })[];
  const again = limited.find((plan) => plan.revealedListingIds.has(listingId));
  if (again)
    return {
      kind: "allowed",
      subscriptionId: again.subscriptionId,
      quota: { used: again.revealedListingIds.size, limit: again.contactQuota },
    };
  const withRoom = limited
    .filter((plan) => plan.revealedListingIds.size < plan.contactQuota)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())[0];
  if (withRoom)
    return {
      kind: "allowed",
      subscriptionId: withRoom.subscriptionId,
      quota: { used: withRoom.revealedListingIds.size + 1, limit: withRoom.contactQuota },
    };
  return { kind: "quota_exhausted", limit: Math.max(...limited.map((plan) => plan.contactQuota)) };
}
