// Labels of the values the site stores (a listing's type, an order's status, a sort order), as tables of
// message functions: a page that shows one carries only these messages, and each renders in the page's locale.
import type { ListingSort } from "#shared/listing-filters/values.ts";
import type { ListingType, OrderStatus, PlanTimeUnit } from "#shared/values.ts";
import { type Message, m } from "./i18n.ts";

export const LISTING_TYPE_LABELS: Record<ListingType, Message> = {
  sell: m["type.sell"],
  rent: m["type.rent"],
  lease: m["type.lease"],
};

/** A listing's purpose in a sentence: "House for sale in Salem" (the navigation's "Buy" is for buyers). */
export const LISTING_PURPOSE_LABELS: Record<ListingType, Message> = {
  sell: m["listing.purpose.sell"],
  rent: m["listing.purpose.rent"],
  lease: m["listing.purpose.lease"],
};

/** A payment's status on the member's history and receipt; "refunded" is an order paid and then refunded. */
export const ORDER_STATUS_LABELS: Record<OrderStatus | "refunded", Message> = {
  created: m["history.status.created"],
  paid: m["history.status.paid"],
  failed: m["history.status.failed"],
  expired: m["history.status.expired"],
  refunded: m["history.status.refunded"],
};

export const SORT_LABELS: Record<ListingSort, Message> = {
  newest: m["results.sort.newest"],
  "price-asc": m["results.sort.price-asc"],
  "price-desc": m["results.sort.price-desc"],
  "price-per-cent-asc": m["results.sort.price-per-cent-asc"],
};

/** "1 Day", "3 Months": a plan's duration as the plan dialog states it; the message chooses unit and number. */
export function planDurationLabel(duration: number, unit: PlanTimeUnit): string {
  return m["detail.planDuration"]({ count: duration, unit });
}
