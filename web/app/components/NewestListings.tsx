import { t } from "../lib/i18n.ts";
import type { ListingCardData } from "./ListingCard.tsx";
import { ListingRow } from "./ListingRow.tsx";

/** The home page's 'Newest listings' row. */
export function NewestListings({ listings }: { listings: ListingCardData[] }) {
  return (
    <ListingRow id="newest" title={t("newest.title")} emptyText={t("newest.empty")} listings={listings} />
  );
}
