import { m } from "../lib/i18n.ts";
import type { ListingCardData } from "./ListingCard.tsx";
import { ListingRow } from "./ListingRow.tsx";

/** The home page's 'Newest listings' row. */
export function NewestListings({ listings }: { listings: ListingCardData[] }) {
  return (
    <ListingRow id="newest" title={m["newest.title"]()} emptyText={m["newest.empty"]()} listings={listings} />
  );
}
