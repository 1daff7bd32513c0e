// What an admin is told when the lifecycle refuses their decision (listings/lifecycle-graph.ts has the graph of
// every state and transition): the listing moved on since their page was drawn, or is in that state already.
import type { ListingStatus } from "#shared/values.ts";

export type ModerationDecision = "approve" | "reject";

const STATE_WORDS: Readonly<Record<ListingStatus, string>> = {
  approved: "approved",
  rejected: "rejected",
  pending: "sent back for approval",
  lapsed: "taken off the site, as its owner did not confirm it",
  closed: "marked sold or let by its owner",
};

/** The 409's message for a refused decision on a listing now in `current`. */
export function refusalMessage(reason: "stale" | "repeat", current: ListingStatus): string {
  return reason === "stale"
    ? `This property was ${STATE_WORDS[current]} meanwhile. Please look at it again before deciding.`
    : `This property is already ${STATE_WORDS[current]}.`;
}
