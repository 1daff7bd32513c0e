// Pure helpers of the listing results page: titles, labels, URLs and paging. No React, no server.

import { parseListingFilters } from "#shared/listing-filters/schema.ts";
import {
  FILTER_MESSAGES,
  type FieldErrors,
  filtersToSearchParams,
  type ListingFilters,
  sortsFor,
} from "#shared/listing-filters/values.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { formatCount } from "#web/lib/count-label.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { formatRupees } from "#web/lib/money.ts";

/** The filters of a `?query`, less any faulty ones (what the page will show once it has loaded). */
export function filtersOfSearch(search: string): ListingFilters {
  const parsed = parseListingFilters(new URLSearchParams(search));
  return parsed.success ? parsed.filters : parsed.fallback;
}

/** 'Buy Land' (type then name, Sell shown as Buy), 'Rent', 'Land', 'All properties'; a search says so. */
export function resultsHeading(filters: Pick<ListingFilters, "types" | "propertyName" | "q">): string {
  const type = filters.types ? LISTING_TYPE_LABELS[filters.types]() : "";
  const name = filters.propertyName ? propertyNameLabel(filters.propertyName) : "";
  const base = [type, name].filter(Boolean).join(" ");
  if (filters.q)
    return base
      ? m["results.titleSearchIn"]({ title: base, q: filters.q })
      : m["results.titleSearch"]({ q: filters.q });
  return base || m["results.titleAll"]();
}

/** SPEC §5: min only '₹{min} +', max only 'Up to ₹{max}', both a range; nothing when neither is set. */
export function budgetFilterLabel(min: number | undefined, max: number | undefined): string | null {
  const from = min === undefined ? null : formatRupees(min).slice(1);
  const to = max === undefined ? null : formatRupees(max).slice(1);
  if (from !== null && to !== null) return m["results.budget.range"]({ min: from, max: to });
  if (from !== null) return m["results.budget.from"]({ min: from });
  if (to !== null) return m["results.budget.upTo"]({ max: to });
  return null;
}

/** '1 property', '176 properties', '1,000+ properties'. */
export function resultCountLabel(total: number, capped: boolean): string {
  if (capped) return m["results.count.capped"]({ count: formatCount(total) });
  return m["results.count"]({ count: total, shown: formatCount(total) });
}

/** How many filters of the panel are set (the budget counts once): the number on the Filters button. */
export function activeFilterCount(filters: ListingFilters): number {
  const budget = filters.min !== undefined || filters.max !== undefined ? 1 : 0;
  return filters.propertyType.length + filters.rooms.length + filters.city.length + budget;
}

/** Rooms mean nothing for land, nor for a store: neither the filter nor the cards offer them there. */
export function roomsApply(propertyName: ListingFilters["propertyName"]): boolean {
  return propertyName !== "Land" && propertyName !== "Store";
}

/**
 * A link's `?query` for `filters` on this page. On /propertylistings/{query} the search is the path, so `q`
 * stays out of the query string there (`pathQuery` true).
 */
export function resultsSearch(filters: Partial<ListingFilters>, pathQuery: boolean): string {
  const params = filtersToSearchParams(pathQuery ? { ...filters, q: undefined } : filters);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Clear All: every filter goes except what the page is about (type, property name, the search words). */
export function clearedFilters(filters: ListingFilters): Partial<ListingFilters> {
  return { types: filters.types, propertyName: filters.propertyName, q: filters.q };
}

/** The same filters without the budget (the budget's Clear, and an edit that un-applies it). */
export function withoutBudget(filters: ListingFilters): ListingFilters {
  return { ...filters, min: undefined, max: undefined, page: 1 };
}

export type PageItem = number | "gap";

/** Page links around `page`: always the first and last, the neighbours of the current page, gaps between. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    // A gap of a single page shows that page instead of an ellipsis.
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  }
  return items;
}

export type BudgetErrors = Pick<FieldErrors, "min" | "max">;

export type Submission = { ok: true; search: string } | { ok: false; budgetErrors: BudgetErrors };

/**
 * The next URL's `?query` from the filter form's fields. A toggle or the sort keeps the budget as applied
 * (an edited but un-applied price is not a filter); Apply checks the prices with the shared schema first and
 * answers with the SPEC's messages. A new filter always starts again at page 1.
 */
export function submissionSearch(
  fields: Iterable<[string, string]>,
  options: { applyBudget: boolean; applied: Pick<ListingFilters, "min" | "max">; pathQuery: boolean },
): Submission {
  const params = new URLSearchParams([...fields]);
  params.delete("page");
  if (options.applyBudget) {
    params.set("budget", "apply");
  } else {
    params.delete("budget");
    params.delete("min");
    params.delete("max");
    if (options.applied.min !== undefined) params.set("min", String(options.applied.min));
    if (options.applied.max !== undefined) params.set("max", String(options.applied.max));
  }
  const parsed = parseListingFilters(params);
  if (!parsed.success && (parsed.fieldErrors.min || parsed.fieldErrors.max)) {
    return { ok: false, budgetErrors: { min: parsed.fieldErrors.min, max: parsed.fieldErrors.max } };
  }
  // Anything else the form cannot produce; what is left of the query still makes a page.
  const filters = parsed.success ? parsed.filters : parsed.fallback;
  // Price per cent is offered for land only; leaving land leaves that order too.
  const sort = sortsFor(filters.propertyName).includes(filters.sort) ? filters.sort : "newest";
  return { ok: true, search: resultsSearch({ ...filters, sort, page: 1 }, options.pathQuery) };
}

/** Which budget inputs a message concerns: the SPEC's two messages are about both fields. */
export function invalidBudgetFields(errors: BudgetErrors): { min: boolean; max: boolean } {
  // The messages were made in this page's language, as these are.
  const spec: string[] = [FILTER_MESSAGES.budgetEmpty(), FILTER_MESSAGES.budgetOrder()];
  const both = [...(errors.min ?? []), ...(errors.max ?? [])].some((m) => spec.includes(m));
  return { min: both || Boolean(errors.min?.length), max: both || Boolean(errors.max?.length) };
}
