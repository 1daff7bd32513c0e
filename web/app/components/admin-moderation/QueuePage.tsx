// The admin's pending, approved and rejected lists (SPEC §2 "Moderation"), for routes/admin/moderation/queue.tsx.
import { Form, Link, useRevalidator } from "react-router";
import { codeMatches, MAX_CODE_QUERY_LENGTH } from "#shared/forms/moderation.ts";
import type { ModerationList } from "#shared/moderation.ts";
import { TYPE_PARAM } from "#shared/paths.ts";
import type { ListingType, ModerationListStatus } from "#shared/values.ts";
import { formatCount } from "#web/lib/count-label.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { useLivePendingListings } from "#web/lib/live/live-store.ts";
import { Field } from "../ui/Field.tsx";
import { Pager } from "../ui/Pager.tsx";
import { DecidedNotice } from "./DecidedNotice.tsx";
import { ModerationCard } from "./ModerationCard.tsx";

/** The list's search, as the page's address gives it. */
interface QueueParams {
  q: string;
  types: ListingType | null;
}

/** A list's title, for its heading and the page's title. */
export const QUEUE_TITLE = {
  pending: m["moderation.title.pending"],
  approved: m["moderation.title.approved"],
  rejected: m["moderation.title.rejected"],
} as const satisfies Record<ModerationListStatus, Message>;

const INTRO: Record<ModerationListStatus, Message> = {
  pending: m["moderation.intro.pending"],
  approved: m["moderation.intro.approved"],
  rejected: m["moderation.intro.rejected"],
};

const TYPE_OPTIONS: ReadonlyArray<{ value: string; label: Message }> = [
  { value: "", label: m["moderation.search.allTypes"] },
  { value: TYPE_PARAM.sell, label: m["moderation.search.sell"] },
  { value: TYPE_PARAM.rent, label: m["moderation.search.rent"] },
  { value: TYPE_PARAM.lease, label: m["moderation.search.lease"] },
];

function SearchForm({ q, types }: { q: string; types: ListingType | null }) {
  return (
    <Form method="get" className="moderation-search" role="search">
      <Field id="moderation-q" label={m["moderation.search.label"]()} hint={m["moderation.search.hint"]()}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_CODE_QUERY_LENGTH}
            placeholder={m["moderation.search.placeholder"]()}
            autoComplete="off"
          />
        )}
      </Field>
      <Field id="moderation-types" label={m["moderation.search.types"]()}>
        {(control) => (
          <select {...control} name="types" defaultValue={types ? TYPE_PARAM[types] : ""}>
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label()}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button-primary">
        {m["moderation.search.submit"]()}
      </button>
      {q || types ? (
        <Link className="button" to=".">
          {m["moderation.search.clear"]()}
        </Link>
      ) : null}
    </Form>
  );
}

/** A page's address; the cursor names the listing next to it, so that the server reads the page from there. */
function pageHref(
  params: QueueParams,
  page: number,
  cursor: { after?: string; before?: string } = {},
): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.types) search.set("types", TYPE_PARAM[params.types]);
  if (page > 1) {
    search.set("page", String(page));
    if (cursor.after) search.set("after", cursor.after);
    if (cursor.before) search.set("before", cursor.before);
  }
  const query = search.toString();
  return query ? `?${query}` : ".";
}

function QueuePager(props: {
  params: QueueParams;
  page: number;
  pages: number;
  shownIds: readonly string[];
}) {
  const { params, page, pages, shownIds } = props;
  return (
    <Pager
      className="moderation-pager"
      linkClassName="page-step"
      label={m["moderation.pages"]()}
      previous={
        page > 1
          ? { to: pageHref(params, page - 1, { before: shownIds[0] }), text: m["moderation.previous"]() }
          : null
      }
      position={m["moderation.page"]({ page, pages })}
      next={
        page < pages
          ? { to: pageHref(params, page + 1, { after: shownIds.at(-1) }), text: m["moderation.next"]() }
          : null
      }
    />
  );
}

/**
 * The pending list's live notice: listings submitted since this page loaded, from the admin's live feed. The
 * cards stay as the server gave them until the admin asks for the new ones (nothing moves under their pointer).
 */
function NewArrivals(props: { loadedAt: Date; shownIds: ReadonlySet<string>; params: QueueParams }) {
  const { loadedAt, shownIds, params } = props;
  const live = useLivePendingListings();
  const revalidator = useRevalidator();
  // New since the page loaded, and within the search and type the page shows.
  const fresh = (live ?? []).filter(
    (listing) =>
      listing.submittedAt.getTime() > loadedAt.getTime() &&
      !shownIds.has(listing.id) &&
      (params.types === null || listing.types === params.types) &&
      codeMatches(listing.code, params.q),
  ).length;
  return (
    <div className="moderation-live" aria-live="polite">
      {fresh > 0 ? (
        <button type="button" className="button moderation-new" onClick={() => revalidator.revalidate()}>
          {m["moderation.live.new"]({ count: fresh })}
        </button>
      ) : null}
    </div>
  );
}

export interface QueuePageData {
  status: ModerationListStatus;
  params: QueueParams;
  list: ModerationList;
  /** When the server read the list: the live notice counts what was submitted after. */
  loadedAt: Date;
  /** On the approved list, how many approved listings have left the site (lapsed, sold or let). */
  offSite: { lapsed: number; closed: number } | null;
}

/** A moderation list: its live notice (pending), the search, the cards and the pager. */
export function QueuePage(props: QueuePageData) {
  const { status, params, list, loadedAt, offSite } = props;
  const filtered = params.q !== "" || params.types !== null;
  return (
    <div className="moderation">
      <DecidedNotice />
      <header className="moderation-header">
        <h1>{QUEUE_TITLE[status]()}</h1>
        <p className="page-intro">{INTRO[status]()}</p>
        {offSite ? (
          <p className="page-intro">
            {m["moderation.offSite"]({
              lapsed: formatCount(offSite.lapsed),
              closed: formatCount(offSite.closed),
            })}
          </p>
        ) : null}
      </header>
      {status === "pending" ? (
        <NewArrivals
          loadedAt={loadedAt}
          shownIds={new Set(list.listings.map((card) => card.id))}
          params={params}
        />
      ) : null}
      <SearchForm q={params.q} types={params.types} />
      <p className="moderation-count" role="status">
        {m["moderation.results"]({ count: list.total })}
      </p>
      {list.listings.length === 0 ? (
        <p className="moderation-empty">
          {status === "pending" && !filtered ? m["moderation.noMorePending"]() : m["moderation.empty"]()}
        </p>
      ) : (
        <ul className="moderation-cards">
          {list.listings.map((card) => (
            <ModerationCard key={card.id} card={card} />
          ))}
        </ul>
      )}
      <QueuePager
        params={params}
        page={list.page}
        pages={list.pageCount}
        shownIds={list.listings.map((card) => card.id)}
      />
    </div>
  );
}
