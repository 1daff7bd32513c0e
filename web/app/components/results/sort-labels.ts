// The results page's sort orders, apart from web/app/lib/labels.ts (which every public page loads in the i18n
// chunk), so that only the results pages carry their words.
import type { ListingSort } from "#shared/listing-filters/values.ts";
import { type Message, m } from "#web/lib/i18n.ts";

export const SORT_LABELS: Record<ListingSort, Message> = {
  newest: m["results.sort.newest"],
  "price-asc": m["results.sort.price-asc"],
  "price-desc": m["results.sort.price-desc"],
  "price-per-cent-asc": m["results.sort.price-per-cent-asc"],
  distance: m["results.sort.distance"],
};
