// The search results page's links (SPEC §2 "Search results"): the type filter and the pager, on the path as requested.
// Pure; read by routes/listings/search-results.server.ts.
import { TYPE_PARAM } from "#shared/paths.ts";

/** The type filter's choices, in the SPEC's order: All, Buy (= sell), Rent, Lease. */
export const TYPE_CHOICES = ["all", "sell", "rent", "lease"] as const;
export type TypeChoice = (typeof TYPE_CHOICES)[number];

/** `path` with the type (Sell, Rent, Lease; nothing for All) and the page (nothing for the first). */
export function resultsHref(path: string, types: TypeChoice, page = 1): string {
  const query = new URLSearchParams();
  if (types !== "all") query.set("types", TYPE_PARAM[types]);
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
