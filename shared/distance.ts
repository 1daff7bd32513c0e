// "4.2 km" on a card of a search near a place (issue 34). A module of its own rather than a part of ./geo.ts: every
// page with cards shows it, and geo.ts's bounds would ride along as a chunk of their own.
import type { Locale } from "./locale.ts";
import { m } from "./paraglide/messages.js";

/** "4.2 km" · "4.2 கி.மீ.": one decimal under 10 km, whole km beyond ("23 km"); never "0 km". */
export function formatDistance(km: number, locale?: Locale): string {
  const shown = km < 10 ? Math.max(0.1, Math.round(km * 10) / 10).toFixed(1) : String(Math.round(km));
  return m["card.distance"]({ km: shown }, locale && { locale });
}
