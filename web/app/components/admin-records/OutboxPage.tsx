// The admin's mail outbox (README: `/admin/outbox`), for routes/admin/outbox.tsx.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formatDateTime } from "#shared/dates.ts";
import type { OutboxEntry as Entry, RetryAnswer } from "#shared/forms/admin-records.ts";
import type { MailStatus } from "#shared/values.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { showError, showInfo, showSuccess } from "#web/lib/toast.ts";
import { RecordsPager } from "./RecordsPager.tsx";

const STATUS_LABELS: Record<MailStatus, Message> = {
  queued: m["outbox.status.queued"],
  sent: m["outbox.status.sent"],
  failed: m["outbox.status.failed"],
  kept: m["outbox.status.kept"],
};

export interface OutboxPageData {
  messages: Entry[];
  /** With SMTP the page lists the messages that failed; without, every message kept here. */
  mailer: "smtp" | "outbox";
  total: number;
  failed: number;
  page: number;
  pageCount: number;
}

/** The outbox: its count, the Retry button, the messages and the pager. */
export function OutboxPage({ messages, mailer, total, failed, page, pageCount }: OutboxPageData) {
  const smtp = mailer === "smtp";
  const waiting = failed > 0 || messages.some((message) => message.status === "queued");
  return (
    <section className="admin-records" aria-labelledby="outbox-title">
      <header className="admin-records-head">
        <h1 id="outbox-title">{m["outbox.title"]()}</h1>
        <p>{smtp ? m["outbox.introSmtp"]() : m["outbox.introOutbox"]()}</p>
      </header>
      <div className="records-toolbar">
        <p className="records-count" aria-live="polite">
          {m["outbox.count"]({ count: total })}
          {!smtp && failed > 0 ? <> · {m["outbox.failedCount"]({ count: failed })}</> : null}
        </p>
        {waiting ? <RetryButton smtp={smtp} /> : null}
      </div>
      {messages.length === 0 ? (
        <p className="empty">{smtp ? m["outbox.emptySmtp"]() : m["outbox.empty"]()}</p>
      ) : (
        <ul className="outbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <OutboxMessage message={message} />
            </li>
          ))}
        </ul>
      )}
      <RecordsPager
        page={page}
        pageCount={pageCount}
        href={(to) => (to > 1 ? `?page=${to}` : ".")}
        label={m["records.pages"]()}
      />
    </section>
  );
}

function RetryButton({ smtp }: { smtp: boolean }) {
  const fetcher = useFetcher<RetryAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const shown = useRef<typeof answer>(undefined);
  useEffect(() => {
    if (!answer || answer === shown.current) return;
    shown.current = answer;
    if (!answer.ok) return showError(answer.message);
    const { sent, kept, failed } = answer.summary;
    if (sent + kept + failed === 0) showInfo(m["outbox.nothingToRetry"]());
    else if (failed > 0)
      showError((smtp ? m["outbox.retried"] : m["outbox.retriedOutbox"])({ sent, kept, failed }));
    else showSuccess((smtp ? m["outbox.retried"] : m["outbox.retriedOutbox"])({ sent, kept, failed }));
  }, [answer, smtp]);
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value="retry" className="button button-primary" disabled={busy}>
        {busy ? m["outbox.retrying"]() : m["outbox.retry"]()}
      </button>
    </fetcher.Form>
  );
}

function OutboxMessage({ message }: { message: Entry }) {
  const titleId = `mail-${message.id}`;
  return (
    <article className="outbox-message" aria-labelledby={titleId}>
      <header className="outbox-message-head">
        <h2 id={titleId}>{message.subject}</h2>
        <span className={`records-badge badge-${message.status}`}>{STATUS_LABELS[message.status]()}</span>
      </header>
      <dl className="records-facts">
        <div>
          <dt>{m["outbox.to"]()}</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>{m["outbox.kind"]()}</dt>
          <dd>
            <code>{message.kind}</code>
          </dd>
        </div>
        <div>
          <dt>{m["outbox.created"]()}</dt>
          <dd>
            <time dateTime={new Date(message.createdAt).toISOString()}>
              {formatDateTime(message.createdAt)}
            </time>
          </dd>
        </div>
        {message.status === "failed" ? (
          <>
            <div>
              <dt>{m["outbox.attempts"]()}</dt>
              <dd>{message.attempts}</dd>
            </div>
            <div className="records-fact-wide">
              <dt>{m["outbox.lastError"]()}</dt>
              <dd className="records-error">{message.lastError ?? m["records.none"]()}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <details className="outbox-text">
        <summary>{m["outbox.showText"]()}</summary>
        <pre>{message.text}</pre>
      </details>
    </article>
  );
}
