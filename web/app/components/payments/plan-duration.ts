// A plan's duration in words, apart from web/app/lib/labels.ts (which every public page loads in the i18n chunk),
// so that only the pages that offer a plan carry the words.
import type { PlanTimeUnit } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";

/** "1 Day", "3 Months": a plan's duration as the plan dialog states it; the message chooses unit and number. */
export function planDurationLabel(duration: number, unit: PlanTimeUnit): string {
  return m["detail.planDuration"]({ count: duration, unit });
}
