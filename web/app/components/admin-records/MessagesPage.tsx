// The admin's inbox of Contact-page messages (SPEC §2 "Messages"), for routes/admin/messages.tsx.
import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigation } from "react-router";
import { formatDateTime } from "#shared/dates.ts";
import {
  type HandledAnswer,
  INBOX_FILTERS,
  type InboxFilter,
  type InboxMessage as Message,
} from "#shared/forms/admin-records.ts";
import { adminPath } from "#shared/paths.ts";
import { m, type Message as Text } from "#web/lib/i18n.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { RecordsPager } from "./RecordsPager.tsx";

const filterHref = (filter: InboxFilter) => (filter === "unhandled" ? "." : `?filter=${filter}`);

const FILTER_LABELS: Record<InboxFilter, Text> = {
  unhandled: m["inbox.filter.unhandled"],
  handled: m["inbox.filter.handled"],
  all: m["inbox.filter.all"],
};

const EMPTY_LABELS: Record<InboxFilter, Text> = {
  unhandled: m["inbox.empty.unhandled"],
  handled: m["inbox.empty.handled"],
  all: m["inbox.empty.all"],
};

export interface MessagesPageData {
  messages: Message[];
  filter: InboxFilter;
  total: number;
  page: number;
  pageCount: number;
}

/** The inbox: its filters, the messages with their Mark as handled buttons, and the pager. */
export function MessagesPage({ messages, filter, total, page, pageCount }: MessagesPageData) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === adminPath("messages");
  const pageHref = (to: number) => {
    const query = new URLSearchParams();
    if (filter !== "unhandled") query.set("filter", filter);
    if (to > 1) query.set("page", String(to));
    return query.size > 0 ? `?${query}` : ".";
  };
  return (
    <section className="admin-records" aria-labelledby="inbox-title">
      <header className="admin-records-head">
        <h1 id="inbox-title">{m["inbox.title"]()}</h1>
        <p>{m["inbox.intro"]()}</p>
      </header>
      <nav className="tabs" aria-label={m["inbox.show"]()}>
        {INBOX_FILTERS.map((option) => (
          <Link key={option} to={filterHref(option)} aria-current={option === filter ? "page" : undefined}>
            {FILTER_LABELS[option]()}
          </Link>
        ))}
      </nav>
      <h2 className="records-count" tabIndex={-1} ref={listHeading} aria-live="polite">
        {m["inbox.count"]({ count: total })}
      </h2>
      {messages.length === 0 ? (
        <p className="empty">{EMPTY_LABELS[filter]()}</p>
      ) : (
        <ul className="inbox-list" aria-busy={loading}>
          {messages.map((message) => (
            <li key={message.id}>
              <InboxMessage message={message} afterChange={() => listHeading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
      <RecordsPager page={page} pageCount={pageCount} href={pageHref} label={m["records.pages"]()} />
    </section>
  );
}

function InboxMessage({ message, afterChange }: { message: Message; afterChange: () => void }) {
  const fetcher = useFetcher<HandledAnswer>();
  const busy = fetcher.state !== "idle";
  // The answer arrives before the list reloads, while this message (which may then leave the view) is shown.
  const answer = fetcher.data;
  const name = `${message.name} ${message.surname}`.trim();
  const handled = message.handledAt !== null;

  const shown = useRef<typeof answer>(undefined);
  useEffect(() => {
    // Each answer once, however often the page renders after it.
    if (!answer || answer === shown.current) return;
    shown.current = answer;
    if (answer.ok) {
      showSuccess(answer.handled ? m["inbox.handled"]() : m["inbox.reopened"]());
      // The message may leave this view with its button: focus goes to the list's heading.
      afterChange();
    } else showError(answer.message);
  }, [answer, afterChange]);

  const titleId = `message-${message.id}`;
  return (
    <article className={`inbox-message${handled ? " is-handled" : ""}`} aria-labelledby={titleId}>
      <header className="inbox-message-head">
        <h3 id={titleId}>{name}</h3>
        <span className={`records-badge ${handled ? "badge-done" : "badge-new"}`}>
          {handled ? m["inbox.badge.handled"]() : m["inbox.badge.new"]()}
        </span>
        <p className="muted">
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {m["inbox.received"]({ date: formatDateTime(message.createdAt) })}
          </time>
          {message.handledAt ? (
            <> · {m["inbox.handledOn"]({ date: formatDateTime(message.handledAt) })}</>
          ) : null}
        </p>
      </header>
      <dl className="inbox-contact">
        <div>
          <dt>{m["inbox.phone"]()}</dt>
          <dd>
            <a
              href={`tel:+91${message.phone}`}
              aria-label={m["inbox.callLabel"]({ name, phone: message.phone })}
            >
              {message.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{m["inbox.email"]()}</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(m["inbox.replySubject"]())}`}
              aria-label={m["inbox.mailLabel"]({ name, email: message.email })}
            >
              {message.email}
            </a>
          </dd>
        </div>
      </dl>
      <p className="inbox-text">{message.message}</p>
      <fetcher.Form method="post" className="inbox-actions">
        <input type="hidden" name="messageId" value={message.id} />
        <button
          type="submit"
          name="handled"
          value={handled ? "false" : "true"}
          className={handled ? "button" : "button button-primary"}
          disabled={busy}
        >
          {busy ? m["inbox.saving"]() : handled ? m["inbox.markUnhandled"]() : m["inbox.markHandled"]()}
        </button>
      </fetcher.Form>
    </article>
  );
}
