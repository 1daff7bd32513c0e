import { data, useNavigation } from "react-router";
import { AUDIT_FILTER_FIELDS } from "#shared/forms/admin-records.ts";
import { adminPath } from "#shared/paths.ts";
import { AuditEntry } from "#web/components/admin-records/AuditEntry.tsx";
import { AuditFilters } from "#web/components/admin-records/AuditFilters.tsx";
import { Pager } from "#web/components/ui/Pager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import type { Route } from "./+types/audit";
import { loadAuditPage } from "./audit.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["audit.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await loadAuditPage(context.get(appContext).db, { url });
  return data(page, { status: page.status });
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, nextCursor, unknownActor, typed, errors } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === adminPath("audit");
  const filtered = AUDIT_FILTER_FIELDS.some((field) => field !== "cursor" && typed[field]);
  const withCursor = (cursor: string | null) => {
    const query = new URLSearchParams();
    for (const field of AUDIT_FILTER_FIELDS)
      if (field !== "cursor" && typed[field]) query.set(field, typed[field]);
    if (cursor) query.set("cursor", cursor);
    return query.size > 0 ? `?${query}` : ".";
  };
  const failed = Object.keys(errors).length > 0;
  return (
    <section className="admin-records" aria-labelledby="audit-title">
      <header className="admin-records-head">
        <h1 id="audit-title">{m["audit.title"]()}</h1>
        <p>{m["audit.intro"]()}</p>
      </header>
      <AuditFilters key={withCursor(null)} typed={typed} serverErrors={errors} filtered={filtered} />
      <h2 className="visually-hidden">{m["audit.listTitle"]()}</h2>
      {failed ? (
        <p className="form-error" role="alert">
          {errors.cursor ?? m["audit.fixFilters"]()}
        </p>
      ) : unknownActor ? (
        <p className="empty">{m["audit.unknownActor"]({ email: typed.actor })}</p>
      ) : entries.length === 0 ? (
        <p className="empty">{filtered ? m["audit.empty"]() : m["audit.emptyAll"]()}</p>
      ) : (
        <ol className="audit-list" aria-busy={loading}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        className="records-pager"
        linkClassName="button"
        label={m["audit.pages"]()}
        previous={typed.cursor ? { to: withCursor(null), text: m["audit.newest"](), rel: null } : null}
        next={nextCursor ? { to: withCursor(nextCursor), text: m["audit.older"]() } : null}
      />
    </section>
  );
}
