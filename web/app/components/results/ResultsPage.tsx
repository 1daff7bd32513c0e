import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { districtLabel } from "#shared/districts.ts";
import { filtersToSearchParams, type ListingFilters, sortsFor } from "#shared/listing-filters/values.ts";
import { useEarlyForm } from "#web/lib/early-input.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { loadOnce } from "#web/lib/load-once.ts";
import { ListingCard } from "../ListingCard.tsx";
import { BudgetFilter, useBudgetDraft } from "./BudgetFilter.tsx";
import { FilterGroups } from "./FilterGroups.tsx";
import { viewSearch } from "./map-view.ts";
import { NearMe } from "./NearMe.tsx";
import { Pagination } from "./Pagination.tsx";
import type { PlaceNote } from "./place-notes.ts";
import { ResultsMap } from "./ResultsMap.tsx";
import {
  activeFilterCount,
  clearedFilters,
  pendingChoices,
  resultCountLabel,
  resultsHeading,
  resultsSearch,
  roomsApply,
  withoutBudget,
} from "./results-logic.ts";
import { SaveSearch } from "./SaveSearch.tsx";
import { SORT_LABELS } from "./sort-labels.ts";
import type { ResultsPageData } from "./types.ts";

const FORM_ID = "listing-filters";
const DRAWER_ID = "filters-drawer";
const WIDE = "(min-width: 1024px)";
// Invoker commands open and close the drawer before the page's JavaScript has loaded (and without it).
// React passes these lower-case attributes through as they are; its types do not list them yet.
const OPEN_DRAWER = { commandfor: DRAWER_ID, command: "show-modal" };
const CLOSE_DRAWER = { commandfor: DRAWER_ID, command: "close" };

/**
 * The filter form's checks (filter-query.ts, with zod), loaded when the visitor first reaches for the form, so
 * reading the results costs none of it.
 */
const loadFilterQuery = loadOnce(() => import("./filter-query.ts"));

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** For browsers without invoker commands, once hydrated. */
const invokersMissing = () => !("commandForElement" in HTMLButtonElement.prototype);

function stringFields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

function EmptyState({
  total,
  pageCount,
  firstPage,
  clearAll,
}: {
  total: number;
  pageCount: number;
  firstPage: string;
  clearAll: string | null;
}) {
  if (total > 0) {
    return (
      <div className="results-empty">
        <p>{m["results.pastLastPage"]({ pages: pageCount })}</p>
        <Link className="button button-primary" to={{ search: firstPage }}>
          {m["results.firstPage"]()}
        </Link>
      </div>
    );
  }
  return (
    <div className="results-empty">
      <img src="/no-properties.svg" alt="" width="240" height="180" />
      <h2>{m["results.emptyTitle"]()}</h2>
      <p>{m["results.emptyBody"]()}</p>
      {clearAll !== null ? (
        <Link className="button button-primary" to={{ search: clearAll }}>
          {m["results.clearAll"]()}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The query's filters the panel does not show, kept by its GET form: the search words (unless the path holds
 * them), and the place, so that a toggle keeps the map's area.
 */
function HiddenFilters({ filters, pathQuery }: { filters: ListingFilters; pathQuery: boolean }) {
  const { q, bbox, near, radius, view } = filters;
  const params = filtersToSearchParams({ q: pathQuery ? undefined : q, bbox, near, radius, view });
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** List or Map, as links that keep the filters (the map needs tiles: none configured, no links). */
function ViewLinks({ filters, pathQuery }: { filters: ListingFilters; pathQuery: boolean }) {
  const current = filters.view === "map" ? "map" : "list";
  return (
    <nav className="results-views" aria-label={m["results.map.views"]()}>
      {(["list", "map"] as const).map((view) => (
        <Link
          key={view}
          className="results-view"
          to={{ search: viewSearch(filters, view, pathQuery) }}
          preventScrollReset
          aria-current={view === current ? "page" : undefined}
        >
          {view === "map" ? m["results.map.map"]() : m["results.map.list"]()}
        </Link>
      ))}
    </nav>
  );
}

/** Says which place narrows or orders the results, each with the link that lets it go (words from the loader). */
function PlaceNotes({ notes }: { notes: PlaceNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="results-places">
      {notes.map((note) => (
        <li key={note.clearSearch}>
          {note.text}{" "}
          <Link to={{ search: note.clearSearch }} preventScrollReset>
            {note.clear}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The listing results page (SPEC §2 "Listing results"). The filter panel is one GET form to this page, so
 * every filter lives in the URL and the page works without JavaScript; with it, toggles and the sort apply
 * on change. Under 1024 px the panel is a drawer (a modal <dialog>) opened by the Filters button.
 */
export function ResultsPage({ data }: { data: ResultsPageData }) {
  const { filters, result, error, pathQuery } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);

  const loadingHere = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  // While a new query loads, the panel shows it already, so a toggle does not flick back. The router starts
  // navigations in a transition, too late for React's reset of a controlled checkbox after its change event:
  // the query asked for is kept here until the location moves on.
  const [requested, setRequested] = useState<{ from: string; search: string } | null>(null);
  const pendingSearch =
    requested?.from === location.key ? requested.search : loadingHere ? navigation.location.search : null;
  const shown = pendingSearch === null ? filters : pendingChoices(pendingSearch, filters);

  const go = (search: string, replace = false) => {
    setRequested({ from: location.key, search });
    navigate({ pathname: location.pathname, search }, { preventScrollReset: true, replace });
  };

  const budget = useBudgetDraft({
    applied: filters,
    typed: data.budgetInput,
    serverErrors: { min: error?.fieldErrors.min, max: error?.fieldErrors.max },
    onUnapply: () => go(resultsSearch(withoutBudget(filters), pathQuery), true),
  });

  useEffect(() => {
    // A drawer left open while the window grows past the breakpoint becomes the sidebar.
    const wide = window.matchMedia(WIDE);
    const close = () => {
      if (wide.matches) drawer.current?.close();
    };
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  // Chosen or typed before the page came alive: a price is kept as typed (Apply applies it), a toggle applies.
  useEarlyForm(FORM_ID, (early) => {
    const typed = (name: string) => early.fields.find(([field]) => field === name)?.[1] ?? "";
    if (early.changed.has("min") || early.changed.has("max"))
      budget.restore({ min: typed("min"), max: typed("max") });
    if ([...early.changed].some((name) => name !== "min" && name !== "max")) void submit(false, early.fields);
  });

  async function submit(applyBudget: boolean, early?: [string, string][]): Promise<boolean> {
    if (!form.current) return false;
    const fields = early ?? stringFields(form.current);
    // The panel keeps the visitor's choice at once, also while the form's checks load.
    setRequested({ from: location.key, search: `?${new URLSearchParams(fields)}` });
    const { submissionSearch } = await loadFilterQuery();
    const next = submissionSearch(fields, {
      applyBudget,
      applied: { min: filters.min, max: filters.max },
      pathQuery,
    });
    if (!next.ok || next.search === location.search) setRequested(null);
    if (!next.ok) {
      budget.refuse(next.budgetErrors);
      return false;
    }
    if (applyBudget) budget.applied();
    if (next.search !== location.search) go(next.search);
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const applyBudget = submitter instanceof HTMLButtonElement && submitter.name === "budget";
    void submit(applyBudget).then((done) => {
      if (done && !applyBudget) drawer.current?.close();
    });
  }

  const toggle = () => void submit(false);
  const heading = resultsHeading(filters);
  const count = resultCountLabel(result.total, result.totalCapped);
  const active = activeFilterCount(filters);
  const clearAll =
    active > 0 || filters.sort !== "newest" ? resultsSearch(clearedFilters(filters), pathQuery) : null;
  const offered = sortsFor(shown.propertyName, filters.near);
  const sorts = offered.includes(shown.sort) ? offered : [...offered, shown.sort];
  const onMap = filters.view === "map" && data.map !== null;

  return (
    <main className={hydrated ? "page results is-hydrated" : "page results"}>
      <header className="results-head">
        <h1>{heading}</h1>
        <p className="results-count" aria-live="polite">
          {count}
        </p>
        <SaveSearch
          query={filtersToSearchParams({ ...filters, page: 1 }).toString()}
          // The heading names the type and property; the places make it the member's own.
          name={[heading, ...filters.city.map((city) => districtLabel(city))].join(" · ")}
        />
      </header>
      {error ? (
        <div className="results-error" role="alert">
          <p>{m["results.badQuery"]({ message: error.message })}</p>
          <p className="results-error-hint">{m["results.badQueryHint"]()}</p>
        </div>
      ) : null}
      <div className="results-layout">
        <dialog
          id={DRAWER_ID}
          ref={drawer}
          className="filters-drawer"
          aria-labelledby="filters-title"
          closedby="any"
        >
          <div className="filters-head">
            <h2 id="filters-title">{m["results.filters"]()}</h2>
            {clearAll !== null ? (
              <Link className="clear-all" to={{ search: clearAll }} preventScrollReset onClick={budget.reset}>
                {m["results.clearAll"]()}
              </Link>
            ) : null}
            <button
              type="button"
              className="filters-close"
              aria-label={m["results.closeFilters"]()}
              {...CLOSE_DRAWER}
              onClick={() => {
                if (invokersMissing()) drawer.current?.close();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <form
            ref={form}
            id={FORM_ID}
            method="get"
            action={location.pathname}
            onSubmit={onSubmit}
            onPointerDown={loadFilterQuery}
            onFocus={loadFilterQuery}
          >
            <HiddenFilters filters={filters} pathQuery={pathQuery} />
            <FilterGroups
              shown={shown}
              fieldErrors={error?.fieldErrors ?? {}}
              onToggle={toggle}
              budget={
                <BudgetFilter budget={budget} clearHref={resultsSearch(withoutBudget(filters), pathQuery)} />
              }
            />
            <div className="filters-footer">
              <button type="submit" className="button button-primary filters-submit">
                {m["results.showCount"]({ count })}
              </button>
            </div>
          </form>
        </dialog>
        <section className="results-main" aria-labelledby="results-list-title" aria-busy={loadingHere}>
          <h2 id="results-list-title" className="visually-hidden">
            {m["results.list"]()}
          </h2>
          <div className="results-toolbar">
            <button
              type="button"
              className="button filters-open"
              aria-haspopup="dialog"
              {...OPEN_DRAWER}
              onClick={() => {
                if (invokersMissing() && !drawer.current?.open) drawer.current?.showModal();
              }}
            >
              {active > 0 ? m["results.filtersActive"]({ count: active }) : m["results.filters"]()}
            </button>
            <label className="sort">
              <span>{m["results.sort"]()}</span>
              <select
                name="sort"
                form={FORM_ID}
                value={shown.sort}
                onChange={toggle}
                onPointerDown={loadFilterQuery}
                onFocus={loadFilterQuery}
              >
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]()}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" form={FORM_ID} className="button sort-go">
              {m["results.sortGo"]()}
            </button>
          </div>
          <div className="results-place-bar">
            {data.map !== null ? <ViewLinks filters={filters} pathQuery={pathQuery} /> : null}
            <NearMe filters={filters} pathQuery={pathQuery} onSearch={go} />
          </div>
          <PlaceNotes notes={data.places} />
          {onMap && data.map !== null ? (
            <ResultsMap filters={filters} config={data.map} pathQuery={pathQuery} onSearch={go} />
          ) : null}
          {loadingHere ? (
            <div className="results-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              {m["results.loading"]()}
            </div>
          ) : null}
          {result.listings.length > 0 ? (
            <ul className="card-grid results-grid">
              {result.listings.map((listing, i) => (
                <li key={listing.id}>
                  <ListingCard
                    listing={listing}
                    eager={i < 2}
                    layout="grid"
                    hideRooms={!roomsApply(data.filters.propertyName)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              total={result.total}
              pageCount={result.pageCount}
              firstPage={resultsSearch({ ...filters, page: 1 }, pathQuery)}
              clearAll={clearAll}
            />
          )}
          <Pagination filters={filters} pageCount={result.pageCount} pathQuery={pathQuery} />
        </section>
      </div>
    </main>
  );
}
