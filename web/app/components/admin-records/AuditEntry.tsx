import { Link } from "react-router";
import { formatDateTime } from "#shared/dates.ts";
import { adminPath, adminReviewPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";

/** An entry of the audit log as its page loads it. */
export interface AuditEntryView {
  action: string;
  entityType: string;
  entityId: string | null;
  /** null for the system; `name` and `email` empty for an account that no longer has a profile. */
  actor: { id: string; name: string; email: string | null } | null;
  changes: readonly { field: string; before: unknown; after: unknown }[];
  details: Record<string, unknown>;
  createdAt: Date;
}

/** Where an entry's record is looked at in the console. */
function recordHref(entityType: string, entityId: string | null): string | null {
  switch (entityType) {
    case "listing":
      return entityId ? adminReviewPath(entityId) : null;
    case "contact_message":
      return `${adminPath("messages")}?filter=all`;
    case "plan":
      return adminPath("plans");
    case "bannerGroup":
      return adminPath("banners");
    case "collection":
      return adminPath("collections");
    case "user":
    case "customer":
      return adminPath("customers");
    default:
      return null;
  }
}

/** A stored value as one line of text: dates in India's time, lists joined, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return m["records.none"]();
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === "boolean") return value ? m["records.yes"]() : m["records.no"]();
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null))
    return value.map(String).join(", ") || m["records.none"]();
  return JSON.stringify(value);
}

function actorLabel(actor: AuditEntryView["actor"]): string {
  if (!actor) return m["audit.system"]();
  if (actor.name && actor.email) return `${actor.name} (${actor.email})`;
  return actor.email ?? (actor.name || m["audit.formerMember"]({ id: actor.id }));
}

export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const href = recordHref(entry.entityType, entry.entityId);
  const record = m["audit.record"]({ type: entry.entityType, id: entry.entityId ?? "" }).trim();
  const details = Object.entries(entry.details);
  return (
    <article className="audit-entry">
      <dl className="records-facts">
        <div>
          <dt>{m["audit.when"]()}</dt>
          <dd>
            <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{m["audit.who"]()}</dt>
          <dd>{actorLabel(entry.actor)}</dd>
        </div>
        <div className="records-fact-wide">
          <dt>{m["audit.what"]()}</dt>
          <dd>
            <code className="audit-action">{entry.action}</code>{" "}
            {href ? <Link to={href}>{record}</Link> : record}
          </dd>
        </div>
      </dl>
      {entry.changes.length > 0 ? (
        <table className="audit-changes">
          <caption>{m["audit.changes"]()}</caption>
          <thead>
            <tr>
              <th scope="col">{m["audit.field"]()}</th>
              <th scope="col">{m["audit.before"]()}</th>
              <th scope="col">{m["audit.after"]()}</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td data-label={m["audit.before"]()}>
                  <del>{shown(change.before)}</del>
                </td>
                <td data-label={m["audit.after"]()}>
                  <ins>{shown(change.after)}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {details.length > 0 ? (
        <dl className="audit-details" aria-label={m["audit.details"]()}>
          {details.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{shown(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
