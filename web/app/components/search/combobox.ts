// The header search box's pure parts (SPEC §2 "Search box"): where a choice or a typed query leads, which
// option a key makes active, and what the live region says. SearchBox.tsx wires them to the DOM.

import { getLocale } from "#shared/paraglide/runtime.js";
import { nameInCityPath, resultsPath, searchPath } from "#shared/paths.ts";
import { type Locale, m } from "#web/lib/i18n.ts";

/**
 * One suggestion of GET /api/v1/suggestions: a (property name, city) pair with approved listings; asked for
 * with lang=ta, also their Tamil labels.
 */
export interface Suggestion {
  propertyName: string;
  city: string;
  propertyNameLabel?: string;
  cityLabel?: string;
}

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** The API's limit (MAX_QUERY_LENGTH); longer input is cut, not sent. */
export const MAX_SUGGEST_QUERY = 100;

/** Choosing a suggestion: /search/{propertyName}/{city}. */
export function suggestionHref(suggestion: Suggestion): string {
  return nameInCityPath(suggestion.propertyName, suggestion.city);
}

/** Submitting typed text: /propertylistings/{query}; with nothing typed, the plain listing page. */
export function queryHref(query: string): string {
  const q = query.trim().slice(0, MAX_SUGGEST_QUERY);
  return q === "" ? resultsPath() : searchPath(q);
}

/** The API address for `query`, or null when there is nothing worth asking about; labels in `locale`. */
export function suggestionsUrl(query: string, locale: Locale = getLocale()): string | null {
  const q = query.trim().slice(0, MAX_SUGGEST_QUERY);
  if (q === "") return null;
  const lang = locale === "en" ? "" : `&lang=${locale}`;
  return `/api/v1/suggestions?q=${encodeURIComponent(q)}${lang}`;
}

/** The option's text: the labels the API gave in the page's language, else the values themselves. */
export function suggestionLabel(suggestion: Suggestion): string {
  return m["searchBox.option"]({
    name: suggestion.propertyNameLabel ?? suggestion.propertyName,
    city: suggestion.cityLabel ?? suggestion.city,
  });
}

/** The suggestions of an API answer; anything malformed counts as none. */
export function parseSuggestions(body: unknown): Suggestion[] {
  if (typeof body !== "object" || body === null || !("suggestions" in body)) return [];
  const list = (body as { suggestions: unknown }).suggestions;
  if (!Array.isArray(list)) return [];
  const optionalText = (value: unknown) => value === undefined || typeof value === "string";
  return list.filter(
    (item): item is Suggestion =>
      typeof item === "object" &&
      item !== null &&
      typeof (item as Suggestion).propertyName === "string" &&
      typeof (item as Suggestion).city === "string" &&
      optionalText((item as Suggestion).propertyNameLabel) &&
      optionalText((item as Suggestion).cityLabel),
  );
}

export type ListKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

/**
 * The active option after `key` in a list of `count` options (-1: none). Down from the last option and up
 * from the first wrap around; from none, Down starts at the first and Up at the last (WAI-ARIA APG combobox).
 */
export function nextActiveIndex(current: number, count: number, key: ListKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case "ArrowDown":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "ArrowUp":
      return current <= 0 || current >= count ? count - 1 : current - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
  }
}

/** What the polite live region says once suggestions arrive. */
export function suggestionsAnnouncement(count: number): string {
  if (count === 0) return m["searchBox.none"]();
  return m["searchBox.count"]({ count });
}

/** The id of option `index` of the listbox `listboxId`, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
