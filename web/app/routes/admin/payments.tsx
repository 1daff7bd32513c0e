import { data, Form, Link } from "react-router";
import { formatPaise } from "#web/components/payments/format.ts";
import { PaymentsTable } from "#web/components/payments/PaymentsTable.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { formatDateTime } from "#web/lib/dates.ts";
import { type MessageKey, t } from "#web/lib/i18n.ts";
import "#web/lib/messages/payments.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import paymentsStyles from "#web/styles/payments.css?url";
import type { Route } from "./+types/payments";
import { loadPaymentsPage } from "./payments.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordsStyles },
  { rel: "stylesheet", href: paymentsStyles },
];

export function meta(): Route.MetaDescriptors {
  return [{ title: t("adminPayments.metaTitle") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await loadPaymentsPage(context.get(appContext).db, { url });
  return data(page, { status: page.status });
}

const STATUSES = ["created", "paid", "failed", "expired"] as const;

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { typed, error, list } = loaderData;
  const pageLink = (page: number) => {
    const query = new URLSearchParams(Object.entries(typed).filter(([, value]) => value !== ""));
    if (page > 1) query.set("page", String(page));
    return query.size > 0 ? `?${query}` : ".";
  };
  return (
    <section className="admin-records" aria-labelledby="payments-title">
      <header className="admin-records-head">
        <h1 id="payments-title">{t("adminPayments.title")}</h1>
        <p>{t("adminPayments.intro")}</p>
      </header>
      <Form method="get" className="admin-filters">
        <label>
          {t("adminPayments.status")}
          <select name="status" defaultValue={typed.status}>
            <option value="">{t("adminPayments.anyStatus")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`history.status.${status}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("adminPayments.from")}
          <input type="date" name="from" defaultValue={typed.from} />
        </label>
        <label>
          {t("adminPayments.to")}
          <input type="date" name="to" defaultValue={typed.to} />
        </label>
        <label>
          {t("adminPayments.member")}
          <input type="email" name="email" defaultValue={typed.email} />
        </label>
        <button type="submit" className="button button-primary">
          {t("adminPayments.filter")}
        </button>
        <Link className="button" to=".">
          {t("adminPayments.clear")}
        </Link>
      </Form>
      {error || !list ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className="payment-totals" role="status">
            {t("adminPayments.captured", {
              count: list.totals.captured.count,
              amount: formatPaise(list.totals.captured.amountPaise),
            })}
            {" · "}
            {t("adminPayments.refunded", {
              count: list.totals.refunded.count,
              amount: formatPaise(list.totals.refunded.amountPaise),
            })}
          </p>
          {list.unknownMember ? (
            <p className="empty">{t("adminPayments.unknownMember", { email: typed.email })}</p>
          ) : list.orders.length === 0 ? (
            <p className="empty">{t("adminPayments.empty")}</p>
          ) : (
            <PaymentsTable
              orders={list.orders}
              formatDate={formatDateTime}
              afterDate={{
                label: t("adminPayments.member.column"),
                cell: (order) => order.member.email ?? order.member.id,
              }}
            />
          )}
          <nav className="pager" aria-label={t("adminPayments.pages")}>
            {list.page > 1 && <Link to={pageLink(list.page - 1)}>{t("adminPayments.previous")}</Link>}
            {list.hasNext && <Link to={pageLink(list.page + 1)}>{t("adminPayments.next")}</Link>}
          </nav>
        </>
      )}
    </section>
  );
}
