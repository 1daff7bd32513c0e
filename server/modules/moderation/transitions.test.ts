import { describe, expect, it } from "vitest";
import type { ListingStatus } from "#shared/values.ts";
import { decide, isPublic, type ModerationDecision } from "./transitions.ts";

describe("moderation transitions", () => {
  it.each<[ListingStatus, ModerationDecision, ListingStatus]>([
    ["pending", "approve", "approved"],
    ["rejected", "approve", "approved"],
    ["pending", "reject", "rejected"],
    ["approved", "reject", "rejected"],
  ])("%s --%s--> %s", (from, decision, to) => {
    expect(decide(from, decision)).toEqual({ ok: true, to });
    // The admin saw the state it is in: the same.
    expect(decide(from, decision, from)).toEqual({ ok: true, to });
  });

  it.each<[ListingStatus, ModerationDecision, string]>([
    ["approved", "approve", "This property is already approved."],
    ["rejected", "reject", "This property is already rejected."],
  ])("refuses to repeat a decision: %s, %s", (from, decision, message) => {
    expect(decide(from, decision)).toEqual({ ok: false, reason: "repeat", message });
  });

  it.each<[ListingStatus, ListingStatus, ModerationDecision, string]>([
    ["pending", "approved", "reject", "approved"],
    ["pending", "rejected", "approve", "rejected"],
    ["approved", "pending", "reject", "sent back for approval"],
    ["rejected", "approved", "reject", "approved"],
  ])("refuses a decision taken on a stale view: seen %s, now %s, %s", (seen, now, decision, word) => {
    const result = decide(now, decision, seen);
    expect(result).toEqual({
      ok: false,
      reason: "stale",
      message: `This property was ${word} meanwhile. Please look at it again before deciding.`,
    });
  });

  it("says which states are public", () => {
    expect(isPublic("approved")).toBe(true);
    expect(isPublic("pending")).toBe(false);
    expect(isPublic("rejected")).toBe(false);
  });
});
