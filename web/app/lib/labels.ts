// Labels of the values the site stores (a listing's type and purpose), as tables of message functions: a page
// that shows one carries only these messages, and each renders in the page's locale. Every public page loads
// this module (the i18n chunk): the words of payments and of sorting are beside the pages that show them.
import type { ListingType } from "#shared/values.ts";
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
