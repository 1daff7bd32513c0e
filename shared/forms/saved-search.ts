// Saved searches (issue 24): a member keeps the results page's filters under a name, and a daily e-mail tells
// them of new listings and lower prices among its matches. Pure zod (zod/mini): the dialog checks the name as the
// server does; the server also checks the query with the results page's own filter schema.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { requiredText } from "./listing-fields.ts";

export const SAVED_SEARCH_NAME_MAX = 60;
/** Saved searches a member keeps at most. */
export const MAX_SAVED_SEARCHES = 20;
/** A results page's query string, as long as a member could make it. */
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  saved: m["savedSearch.saved"],
  removed: m["savedSearch.removed"],
  alertsOn: m["savedSearch.alertsOn"],
  alertsOff: m["savedSearch.alertsOff"],
  tooMany: () => m["savedSearch.tooMany"]({ max: String(MAX_SAVED_SEARCHES) }),
  badQuery: m["savedSearch.badQuery"],
  notFound: m["savedSearch.notFound"],
  failed: m["savedSearch.failed"],
  linkInvalid: m["freshness.linkInvalid"],
  linkExpired: m["savedSearch.linkExpired"],
} as const;

export const saveSearchSchema = z.object({
  name: requiredText(m["savedSearch.name"], m["savedSearch.nameRequired"], SAVED_SEARCH_NAME_MAX),
  query: z.string().check(z.maxLength(SAVED_SEARCH_QUERY_MAX, m["savedSearch.badQuery"]())),
});

export const savedSearchAlertsSchema = z.object({ alerts: z.boolean() });

/** A saved search as its member sees it. */
export interface SavedSearchView {
  id: string;
  name: string;
  /** The results page's query string: `/propertylisting?{query}`. */
  query: string;
  alerts: boolean;
  createdAt: Date;
}
