import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { resultsPath } from "#shared/paths.ts";
import { useEarlyInput } from "#web/lib/early-input.ts";
import { localizedPath, m } from "#web/lib/i18n.ts";
import { useLocalizedNavigate } from "#web/lib/links.tsx";
import {
  nextActiveIndex,
  optionId,
  parseSuggestions,
  queryHref,
  SUGGEST_DEBOUNCE_MS,
  type Suggestion,
  suggestionHref,
  suggestionLabel,
  suggestionsAnnouncement,
  suggestionsUrl,
} from "./combobox.ts";
// The header is on every page, so its styles travel with it rather than with one route.
import "./search-box.css";

const INPUT_ID = "site-search";
/** The search landmark; the phone's search button opens and closes it. */
const FORM_ID = "site-search-form";
const LISTBOX_ID = "site-search-listbox";

/** Suggestions as answered for one (trimmed) query. */
interface Answer {
  query: string;
  suggestions: Suggestion[];
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search: a WAI-ARIA 1.2 combobox (editable, list autocomplete) over GET /api/v1/suggestions.
 * Choosing a suggestion goes to /search/{propertyName}/{city}; submitting typed text goes to
 * /propertylistings/{query}. Without JavaScript it is a plain GET form to /propertylisting?q=, and on narrow
 * screens the search button opens it through the URL fragment (:target) instead of state.
 */
export function SearchBox() {
  const navigate = useLocalizedNavigate();
  const { pathname, search } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [popupWanted, setPopupWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  // Typed before the page came alive: the text is the query, and a focused box shows its suggestions.
  useEarlyInput(INPUT_ID, (early) => {
    setQuery(early.value);
    if (early.focused) setPopupWanted(true);
  });

  // A new page closes the suggestions and, on a phone, the search row (not the page the box was rendered on).
  const shownUrl = useRef(pathname + search);
  useEffect(() => {
    if (shownUrl.current === pathname + search) return;
    shownUrl.current = pathname + search;
    setPopupWanted(false);
    setActive(-1);
    setNarrowOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    setHydrated(true);
    // Opened through the fragment before the page came alive: keep it open, now as state.
    if (window.location.hash === `#${FORM_ID}`) setNarrowOpen(true);
  }, []);

  // Debounced suggestions; a newer keystroke aborts the older request.
  useEffect(() => {
    const url = suggestionsUrl(query);
    if (!url) {
      setAnswer(null);
      return;
    }
    const trimmed = query.trim();
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let suggestions: Suggestion[] = [];
      try {
        const response = await fetch(url, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (response.ok) suggestions = parseSuggestions(await response.json());
      } catch {
        // Aborted (a newer query is on its way) or offline: say nothing new.
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      setAnswer({ query: trimmed, suggestions });
      setActive(-1);
      setAnnouncement(suggestionsAnnouncement(suggestions.length));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(LISTBOX_ID, active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  useEffect(() => {
    if (narrowOpen) input.current?.focus();
  }, [narrowOpen]);

  const trimmed = query.trim();
  const suggestions = answer?.suggestions ?? [];
  // While the next answer is on its way the previous one stays up, so the list does not flicker.
  const popupShown = popupWanted && trimmed !== "" && answer !== null;
  const expanded = popupShown && suggestions.length > 0;
  const showEmpty = popupShown && suggestions.length === 0 && answer?.query === trimmed;

  function choose(suggestion: Suggestion) {
    setPopupWanted(false);
    setActive(-1);
    navigate(suggestionHref(suggestion));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPopupWanted(false);
    setActive(-1);
    navigate(queryHref(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (event.altKey) {
          // Alt+Down opens the list without moving into it; Alt+Up closes it.
          setPopupWanted(event.key === "ArrowDown");
          setActive(-1);
          return;
        }
        const key = event.key;
        setPopupWanted(true);
        setActive((current) => nextActiveIndex(expanded ? current : -1, suggestions.length, key));
        return;
      }
      case "Enter": {
        const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        // Otherwise the form submits the typed text.
        return;
      }
      case "Escape": {
        if (popupShown) {
          event.preventDefault();
          setPopupWanted(false);
          setActive(-1);
        } else if (query !== "") {
          event.preventDefault();
          setQuery("");
        } else if (narrowOpen) {
          setNarrowOpen(false);
          toggle.current?.focus();
        }
        return;
      }
      case "Tab":
        setPopupWanted(false);
        return;
    }
  }

  const formClass = `search-box${narrowOpen ? " is-open" : ""}`;
  return (
    <>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className="search-toggle"
          aria-expanded={narrowOpen}
          aria-controls={FORM_ID}
          aria-label={m["searchBox.open"]()}
          onClick={() => setNarrowOpen((open) => !open)}
        >
          <SearchIcon />
        </button>
      ) : (
        <a className="search-toggle" href={`#${FORM_ID}`} aria-label={m["searchBox.open"]()}>
          <SearchIcon />
        </a>
      )}
      <search id={FORM_ID} className={formClass}>
        <form method="get" action={localizedPath(resultsPath())} className="search-form" onSubmit={onSubmit}>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            {m["search.label"]()}
          </label>
          <div className="search-field">
            <input
              ref={input}
              id={INPUT_ID}
              name="q"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={LISTBOX_ID}
              aria-activedescendant={expanded && active >= 0 ? optionId(LISTBOX_ID, active) : undefined}
              placeholder={m["search.placeholder"]()}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={100}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPopupWanted(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setPopupWanted(false)}
              onClick={() => setPopupWanted(true)}
            />
            <div className="search-popup" hidden={!popupShown}>
              <div
                id={LISTBOX_ID}
                role="listbox"
                aria-label={m["searchBox.suggestions"]()}
                hidden={!expanded}
              >
                {suggestions.map((suggestion, index) => (
                  // Keyboard use goes through the input (aria-activedescendant); the mouse clicks options.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
                  <div
                    key={`${suggestion.propertyName}|${suggestion.city}`}
                    id={optionId(LISTBOX_ID, index)}
                    role="option"
                    aria-selected={index === active}
                    className="search-option"
                    // Keeps the focus in the input, so the click lands before the blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(suggestion)}
                  >
                    <SearchIcon />
                    <span>{suggestionLabel(suggestion)}</span>
                  </div>
                ))}
              </div>
              {showEmpty ? <p className="search-empty">{m["searchBox.none"]()}</p> : null}
            </div>
          </div>
          <button type="submit" className="button button-primary">
            {m["search.submit"]()}
          </button>
          <div role="status" className="visually-hidden">
            {popupShown ? announcement : ""}
          </div>
        </form>
      </search>
    </>
  );
}
