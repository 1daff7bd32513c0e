import { useEffect, useRef } from "react";
import { data, Link, useFetcher, useNavigation } from "react-router";
import { INBOX_FILTERS, type InboxFilter } from "#shared/forms/admin-records.ts";
import { RecordsPager } from "#web/components/admin-records/RecordsPager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { formatDateTime } from "#web/lib/dates.ts";
import { t } from "#web/lib/i18n.ts";
import "#web/lib/messages/admin-records.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import type { Route } from "./+types/messages";
import { loadInbox, markFromPage } from "./messages.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: t("inbox.metaTitle") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadInbox(context.get(appContext).db, { url });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const admin = requireAdminForPage(user, url);
  const answer = await markFromPage(db, { admin, form: await request.formData(), logger, requestId });
  return data(answer, { status: answer.status });
}

type Message = Route.ComponentProps["loaderData"]["messages"][number];

const filterHref = (filter: InboxFilter) => (filter === "unhandled" ? "." : `?filter=${filter}`);

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, filter, total, page, pageCount } = loaderData;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/messages";
  const pageHref = (to: number) => {
    const query = new URLSearchParams();
    if (filter !== "unhandled") query.set("filter", filter);
    if (to > 1) query.set("page", String(to));
    return query.size > 0 ? `?${query}` : ".";
  };
  return (
    <section className="admin-records" aria-labelledby="inbox-title">
      <header className="admin-records-head">
        <h1 id="inbox-title">{t("inbox.title")}</h1>
        <p>{t("inbox.intro")}</p>
      </header>
      <nav className="tabs" aria-label={t("inbox.show")}>
        {INBOX_FILTERS.map((option) => (
          <Link key={option} to={filterHref(option)} aria-current={option === filter ? "page" : undefined}>
            {t(`inbox.filter.${option}`)}
          </Link>
        ))}
      </nav>
      <h2 className="records-count" tabIndex={-1} ref={listHeading} aria-live="polite">
        {total === 1 ? t("inbox.countOne") : t("inbox.count", { count: total })}
      </h2>
      {messages.length === 0 ? (
        <p className="empty">{t(`inbox.empty.${filter}`)}</p>
      ) : (
        <ul className="inbox-list" aria-busy={loading}>
          {messages.map((message) => (
            <li key={message.id}>
              <InboxMessage message={message} afterChange={() => listHeading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
      <RecordsPager page={page} pageCount={pageCount} href={pageHref} label={t("records.pages")} />
    </section>
  );
}

function InboxMessage({ message, afterChange }: { message: Message; afterChange: () => void }) {
  const fetcher = useFetcher<typeof action>();
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
      showSuccess(answer.handled ? t("inbox.handled") : t("inbox.reopened"));
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
          {handled ? t("inbox.badge.handled") : t("inbox.badge.new")}
        </span>
        <p className="muted">
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {t("inbox.received", { date: formatDateTime(message.createdAt) })}
          </time>
          {message.handledAt ? (
            <> · {t("inbox.handledOn", { date: formatDateTime(message.handledAt) })}</>
          ) : null}
        </p>
      </header>
      <dl className="inbox-contact">
        <div>
          <dt>{t("inbox.phone")}</dt>
          <dd>
            <a
              href={`tel:+91${message.phone}`}
              aria-label={t("inbox.callLabel", { name, phone: message.phone })}
            >
              {message.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t("inbox.email")}</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(t("inbox.replySubject"))}`}
              aria-label={t("inbox.mailLabel", { name, email: message.email })}
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
          {busy ? t("inbox.saving") : handled ? t("inbox.markUnhandled") : t("inbox.markHandled")}
        </button>
      </fetcher.Form>
    </article>
  );
}
