import { useFetcher } from "react-router";
import type { SavedSearchView } from "#shared/forms/saved-search.ts";
import { resultsPath } from "#shared/paths.ts";
import { m } from "../lib/i18n.ts";
import { Link } from "../lib/links.tsx";
import { AskFirstSubmit } from "./AskFirstSubmit.tsx";
import { FormAnswer } from "./FormAnswer.tsx";

interface Answer {
  ok: boolean;
  message: string;
}

/** One saved search: its results, its daily e-mail on or off, and deleting it (after a question). */
function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  return (
    <li className="saved-search">
      <Link to={resultsPath(search.query)} className="saved-search-name">
        {search.name}
      </Link>
      <p className="field-hint">{search.alerts ? m["savedSearch.mailsOn"]() : m["savedSearch.mailsOff"]()}</p>
      <FormAnswer answer={fetcher.state === "idle" ? fetcher.data : undefined} />
      <div className="saved-search-actions">
        <fetcher.Form method="post">
          <input type="hidden" name="savedSearchId" value={search.id} />
          <input type="hidden" name="alerts" value={search.alerts ? "off" : "on"} />
          <button
            type="submit"
            name="intent"
            value="alerts"
            className="button"
            aria-disabled={busy || undefined}
          >
            {search.alerts ? m["savedSearch.turnOff"]() : m["savedSearch.turnOn"]()}
          </button>
        </fetcher.Form>
        <AskFirstSubmit
          fetcher={fetcher}
          fields={{ savedSearchId: search.id, intent: "deleteSavedSearch" }}
          label={m["savedSearch.delete"]()}
          className="button button-danger"
          title={m["savedSearch.deleteTitle"]({ name: search.name })}
          question={m["savedSearch.deleteQuestion"]()}
          cancel={m["savedSearch.keep"]()}
        />
      </div>
    </li>
  );
}

/** The profile's saved searches (issue 24), newest first; an empty list says how to make one. */
export function SavedSearches({ searches }: { searches: readonly SavedSearchView[] }) {
  return (
    <section className="profile-card saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{m["savedSearch.title"]()}</h2>
      {searches.length === 0 ? (
        <p>{m["savedSearch.none"]()}</p>
      ) : (
        <ul className="saved-search-list">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
