// What a plan costs and how long it lasts, as pure code (STYLE §9). Plans are priced in whole rupees (the admin's
// form); orders and payments are in paise, the gateway's unit.
import { addDays, addHours, addMinutes, addMonths, addWeeks, addYears } from "date-fns";
import type { PlanTimeUnit } from "#shared/values.ts";

export const CURRENCY = "INR";
/** Razorpay's smallest order: ₹1. */
export const MIN_AMOUNT_PAISE = 100;

/** A plan's price in paise, or null when it cannot be sold (not a whole number of rupees, or under ₹1). */
export function amountPaiseOf(priceRupees: number): number | null {
  if (!Number.isSafeInteger(priceRupees)) return null;
  const paise = priceRupees * 100;
  return paise >= MIN_AMOUNT_PAISE ? paise : null;
}

const ADD: Record<PlanTimeUnit, (date: Date, amount: number) => Date> = {
  minute: addMinutes,
  hour: addHours,
  day: addDays,
  week: addWeeks,
  // Calendar months and years: 31 January + 1 month is the last day of February.
  month: addMonths,
  year: addYears,
};

/** `from` plus `duration` of the plan's unit. */
export function addPlanPeriod(from: Date, plan: { duration: number; timeUnit: PlanTimeUnit }): Date {
  if (!Number.isSafeInteger(plan.duration) || plan.duration < 1)
    throw new RangeError(`plan duration must be a whole number of at least 1, not ${plan.duration}`);
  return ADD[plan.timeUnit](from, plan.duration);
}

/**
 * The period a payment buys: from now, or, bought while a plan is still active, from that plan's expiry, so that
 * no paid time is lost.
 */
export function subscriptionPeriod(input: {
  now: Date;
  currentExpiry: Date | null;
  duration: number;
  timeUnit: PlanTimeUnit;
}): { startsAt: Date; expiresAt: Date } {
  const startsAt = input.currentExpiry && input.currentExpiry > input.now ? input.currentExpiry : input.now;
  return { startsAt, expiresAt: addPlanPeriod(startsAt, input) };
}
