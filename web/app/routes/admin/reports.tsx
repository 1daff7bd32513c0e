import { useEffect, useRef } from "react";
import { data, Link, useFetcher } from "react-router";
import { districtLabel } from "#shared/districts.ts";
import { adminReviewPath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { ListingReports } from "#web/components/admin-moderation/ListingReports.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import type { Route } from "./+types/reports";
import { dismissFromPage, loadReportsQueue } from "./reports.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["reports.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadReportsQueue(context.get(appContext).db);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const admin = requireAdminForPage(user, url);
  const answer = await dismissFromPage(db, { admin, form: await request.formData(), logger, requestId });
  return data(answer, { status: answer.status });
}

type Reported = Route.ComponentProps["loaderData"]["listings"][number];

/**
 * The admin's queue of reported listings (issue 24): reasons and notes, the owner's answer to a hold, and each
 * reporter's standing (issue 30), never who reported.
 */
export default function Reports({ loaderData }: Route.ComponentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="admin-records" aria-labelledby="reports-title">
      <header className="admin-records-head">
        <h1 id="reports-title" tabIndex={-1} ref={heading}>
          {m["reports.title"]()}
        </h1>
        <p>{m["reports.intro"]()}</p>
      </header>
      {loaderData.listings.length === 0 ? (
        <p className="empty">{m["reports.empty"]()}</p>
      ) : (
        <ul className="inbox-list">
          {loaderData.listings.map((reported) => (
            <li key={reported.listing.id}>
              <ReportedListing reported={reported} afterDismiss={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportedListing({ reported, afterDismiss }: { reported: Reported; afterDismiss: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  const shown = useRef<typeof answer>(undefined);
  useEffect(() => {
    if (!answer || answer === shown.current) return;
    shown.current = answer;
    if (answer.ok) {
      showSuccess(answer.message);
      // The listing leaves the queue with its button: focus goes to the page's heading.
      afterDismiss();
    } else showError(answer.message);
  }, [answer, afterDismiss]);

  const { listing } = reported;
  const titleId = `reported-${listing.id}`;
  return (
    <article className="inbox-message" aria-labelledby={titleId}>
      <header className="inbox-message-head">
        <h2 id={titleId}>
          {listing.code} · {propertyNameLabel(listing.propertyName)}, {districtLabel(listing.city)}
        </h2>
        <span className={`records-badge ${listing.held ? "badge-new" : "badge-done"}`}>
          {listing.held ? m["reports.hidden"]() : m["reports.public"]()}
        </span>
        {reported.answer ? <span className="records-badge badge-new">{m["reports.answered"]()}</span> : null}
        <p className="muted">{m["reports.count"]({ count: reported.open })}</p>
      </header>
      <ListingReports reports={reported} />
      <div className="inbox-actions">
        <fetcher.Form method="post">
          <input type="hidden" name="listingId" value={listing.id} />
          <button type="submit" className="button" aria-busy={fetcher.state !== "idle" || undefined}>
            {m["reports.dismiss"]()}
          </button>
        </fetcher.Form>
        <Link className="button button-primary" to={adminReviewPath(listing.id)}>
          {m["reports.review"]({ code: listing.code })}
        </Link>
      </div>
    </article>
  );
}
