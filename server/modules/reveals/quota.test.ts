import { describe, expect, it } from "vitest";
import { decideReveal, type RunningPlan } from "./quota.ts";

const plan = (id: string, quota: number | null, revealed: string[] = [], days = 30): RunningPlan => ({
  subscriptionId: id,
  contactQuota: quota,
  expiresAt: new Date(Date.UTC(2027, 0, days)),
  revealedListingIds: new Set(revealed),
});

describe("decideReveal", () => {
  it("refuses a member without a plan", () => {
    expect(decideReveal([], "l1")).toEqual({ kind: "no_plan" });
  });

  it("uses an unlimited plan without counting", () => {
    expect(decideReveal([plan("a", 1, ["x"]), plan("b", null)], "l1")).toEqual({
      kind: "allowed",
      subscriptionId: "b",
      quota: null,
    });
  });

  it("counts a new listing against the quota", () => {
    expect(decideReveal([plan("a", 3, ["x"])], "l1")).toEqual({
      kind: "allowed",
      subscriptionId: "a",
      quota: { used: 2, limit: 3 },
    });
  });

  it("shows a listing already revealed again without using a contact, even with the quota used up", () => {
    expect(decideReveal([plan("a", 2, ["x", "l1"])], "l1")).toEqual({
      kind: "allowed",
      subscriptionId: "a",
      quota: { used: 2, limit: 2 },
    });
  });

  it("refuses a new listing once every contact is used", () => {
    expect(decideReveal([plan("a", 2, ["x", "y"]), plan("b", 1, ["z"])], "l1")).toEqual({
      kind: "quota_exhausted",
      limit: 2,
    });
  });

  it("takes the plan ending soonest that has contacts left", () => {
    const decision = decideReveal(
      [plan("late", 5, [], 60), plan("full", 1, ["x"], 1), plan("soon", 5, [], 20)],
      "l1",
    );
    expect(decision).toMatchObject({ kind: "allowed", subscriptionId: "soon" });
  });
});
