// What an admin is told when the lifecycle refuses their decision (listings/lifecycle-graph.ts has the graph of
// every state and transition): the listing moved on since their page was drawn, or is in that state already.
import { m } from "#shared/paraglide/messages.js";
import type { ListingStatus } from "#shared/values.ts";

export type ModerationDecision = "approve" | "reject";

const STATE_WORDS: Readonly<Record<ListingStatus, () => string>> = {
  approved: m["moderation.state.approved"],
  rejected: m["moderation.state.rejected"],
  pending: m["moderation.state.pending"],
  lapsed: m["moderation.state.lapsed"],
  closed: m["moderation.state.closed"],
};

/** The 409's message for a refused decision on a listing now in `current`. */
export function refusalMessage(reason: "stale" | "repeat", current: ListingStatus): string {
  const state = STATE_WORDS[current]();
  return reason === "stale"
    ? m["moderation.refusal.stale"]({ state })
    : m["moderation.refusal.repeat"]({ state });
}
