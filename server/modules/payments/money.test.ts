import { describe, expect, it } from "vitest";
import type { PlanTimeUnit } from "#shared/values.ts";
import { addPlanPeriod, amountPaiseOf, subscriptionPeriod } from "./money.ts";

// Dates in UTC; the units below a day are exact, days and above follow the calendar (date-fns, process time zone:
// these instants sit far from any midnight or month end in every time zone India uses).
const at = (iso: string) => new Date(iso);

describe("amountPaiseOf", () => {
  it("is the plan's whole-rupee price times 100", () => {
    expect(amountPaiseOf(199)).toBe(19_900);
    expect(amountPaiseOf(1)).toBe(100);
    expect(amountPaiseOf(10_00_000)).toBe(10_00_00_000);
  });

  it("is null for a price that cannot be charged", () => {
    expect(amountPaiseOf(0)).toBeNull();
    expect(amountPaiseOf(-5)).toBeNull();
    expect(amountPaiseOf(1.5)).toBeNull();
    expect(amountPaiseOf(Number.NaN)).toBeNull();
  });
});

describe("addPlanPeriod", () => {
  const from = at("2025-03-10T06:30:00Z");
  it.each<[PlanTimeUnit, number, string]>([
    ["minute", 30, "2025-03-10T07:00:00.000Z"],
    ["hour", 5, "2025-03-10T11:30:00.000Z"],
    ["day", 3, "2025-03-13T06:30:00.000Z"],
    ["week", 2, "2025-03-24T06:30:00.000Z"],
    ["month", 1, "2025-04-10T06:30:00.000Z"],
    ["month", 12, "2026-03-10T06:30:00.000Z"],
    ["year", 1, "2026-03-10T06:30:00.000Z"],
  ])("%s × %i", (timeUnit, duration, expected) => {
    expect(addPlanPeriod(from, { duration, timeUnit }).toISOString()).toBe(expected);
  });

  it("ends a month bought on the 31st on the last day of a shorter month", () => {
    const expiry = addPlanPeriod(at("2025-01-31T06:30:00Z"), { duration: 1, timeUnit: "month" });
    expect(expiry.toISOString()).toBe("2025-02-28T06:30:00.000Z");
  });

  it("refuses a duration below 1", () => {
    expect(() => addPlanPeriod(from, { duration: 0, timeUnit: "day" })).toThrow(RangeError);
  });
});

describe("subscriptionPeriod", () => {
  const now = at("2025-03-10T06:30:00Z");
  const plan = { duration: 1, timeUnit: "month" } as const;

  it("starts now without an active plan", () => {
    expect(subscriptionPeriod({ now, currentExpiry: null, ...plan })).toEqual({
      startsAt: now,
      expiresAt: at("2025-04-10T06:30:00Z"),
    });
  });

  it("extends from the current expiry when bought while a plan is active", () => {
    const currentExpiry = at("2025-03-20T06:30:00Z");
    expect(subscriptionPeriod({ now, currentExpiry, ...plan })).toEqual({
      startsAt: currentExpiry,
      expiresAt: at("2025-04-20T06:30:00Z"),
    });
  });

  it("starts now when the last plan has already expired", () => {
    const currentExpiry = at("2025-03-01T06:30:00Z");
    expect(subscriptionPeriod({ now, currentExpiry, ...plan }).startsAt).toEqual(now);
  });
});
