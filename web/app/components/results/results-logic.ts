// Pure helpers of the listing results page: titles, labels, URLs and paging. No React, no server.

import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import {
  type FieldErrors,
  filterInputFromSearchParams,
  filtersToSearchParams,
  LISTING_SORTS,
  type ListingFilters,
} from "#shared/listing-filters/values.ts";
import { formatRupees } from "#shared/money.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "#shared/values.ts";
import { formatCount } from "#web/lib/count-label.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";

/**
 * What the filter panel shows while the page of a query it asked for loads (a toggle, a page link): the query's
 * choices among the panel's own options, the rest as `filters`. The server checks the query when it loads it.
 */
export function pendingChoices(search: string, filters: ListingFilters): ListingFilters {
  const input = filterInputFromSearchParams(new URLSearchParams(search));
  const among = <T extends string>(options: readonly T[], values: string[] = []): T[] =>
    values.filter((value): value is T => (options as readonly string[]).includes(value));
  return {
    ...filters,
    types: among(LISTING_TYPES, input.types ? [input.types.toLowerCase()] : [])[0],
    propertyName: among(PROPERTY_NAMES, input.propertyName ? [input.propertyName] : [])[0],
    propertyType: among(PROPERTY_TYPES, input.propertyType),
    rooms: among(ROOM_OPTIONS, input.rooms),
    city: among(TAMIL_NADU_DISTRICTS, input.city),
    sort: among(LISTING_SORTS, input.sort ? [input.sort] : [])[0] ?? "newest",
    approvedLayout: input.approvedLayout ? true : undefined,
    tnrera: input.tnrera ? true : undefined,
    minRoadWidth: ROAD_WIDTH_CHOICES.find((feet) => String(feet) === input.minRoadWidth?.trim()),
  };
}

/** The road widths the panel offers, in feet: "at least" each. */
export const ROAD_WIDTH_CHOICES = [20, 30, 40, 60] as const;

/**
 * 'Buy Land' (நிலம் விற்பனைக்கு), 'Rent', 'Land', 'All properties'; a search says so. A type with a name is one
 * message chosen by the purpose, so that each language orders the words and joins them (sandhi) itself.
 */
export function resultsHeading(filters: Pick<ListingFilters, "types" | "propertyName" | "q">): string {
  const name = filters.propertyName ? propertyNameLabel(filters.propertyName) : "";
  const base =
    filters.types && name
      ? m["results.titleTyped"]({ purpose: filters.types, name })
      : filters.types
        ? LISTING_TYPE_LABELS[filters.types]()
        : name;
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
  const title = [filters.approvedLayout, filters.tnrera, filters.minRoadWidth].filter(
    (set) => set !== undefined,
  ).length;
  return filters.propertyType.length + filters.rooms.length + filters.city.length + budget + title;
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

/**
 * Clear All: every filter goes (the map's box and the place too) except what the page is about (type, property
 * name, the search words) and how it is shown (list or map).
 */
export function clearedFilters(filters: ListingFilters): Partial<ListingFilters> {
  return { types: filters.types, propertyName: filters.propertyName, q: filters.q, view: filters.view };
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

/** Which budget inputs a message concerns: the SPEC's two messages are about both fields. */
export function invalidBudgetFields(errors: BudgetErrors): { min: boolean; max: boolean } {
  // The messages were made in this page's language, as these are.
  const spec: string[] = [m["form.filter.budgetEmpty"](), m["form.filter.budgetOrder"]()];
  const both = [...(errors.min ?? []), ...(errors.max ?? [])].some((m) => spec.includes(m));
  return { min: both || Boolean(errors.min?.length), max: both || Boolean(errors.max?.length) };
}
