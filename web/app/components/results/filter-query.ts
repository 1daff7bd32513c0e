// The results page's filter form, checked in the browser with the same schema as the server's loader. It holds
// zod, so the page loads it when the form is first used (ResultsPage.tsx, useFilterQuery), not with the page:
// most visits only read and scroll.
import { type ListingFilters, parseListingFilters, sortsFor } from "#shared/listing-filters/schema.ts";
import { type BudgetErrors, resultsSearch } from "./results-logic.ts";

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
  const sort = sortsFor(filters.propertyName, filters.near).includes(filters.sort) ? filters.sort : "newest";
  return { ok: true, search: resultsSearch({ ...filters, sort, page: 1 }, options.pathQuery) };
}
