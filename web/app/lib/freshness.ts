import { m } from "./i18n.ts";

/** "Confirmed today", "Confirmed 3 days ago": when the owner last said the listing is still available. */
export function confirmedAgo(days: number): string {
  return days === 0 ? m["card.confirmedToday"]() : m["card.confirmedDaysAgo"]({ days });
}
