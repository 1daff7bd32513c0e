import { data, Form, Link } from "react-router";
import { formatDateTime } from "#shared/dates.ts";
import { formatPaise } from "#web/components/payments/format.ts";
import { ORDER_STATUS_LABELS } from "#web/components/payments/order-status.ts";
import { PaymentsTable } from "#web/components/payments/PaymentsTable.tsx";
import { Pager } from "#web/components/ui/Pager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import paymentsStyles from "#web/styles/payments.css?url";
import type { Route } from "./+types/payments";
import { loadPaymentsPage } from "./payments.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordsStyles },
  { rel: "stylesheet", href: paymentsStyles },
];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["adminPayments.metaTitle"]() }, { name: "robots", content: "noindex" }];
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
        <h1 id="payments-title">{m["adminPayments.title"]()}</h1>
        <p>{m["adminPayments.intro"]()}</p>
      </header>
      <Form method="get" className="admin-filters">
        <label>
          {m["adminPayments.status"]()}
          <select name="status" defaultValue={typed.status}>
            <option value="">{m["adminPayments.anyStatus"]()}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]()}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m["adminPayments.from"]()}
          <input type="date" name="from" defaultValue={typed.from} />
        </label>
        <label>
          {m["adminPayments.to"]()}
          <input type="date" name="to" defaultValue={typed.to} />
        </label>
        <label>
          {m["adminPayments.member"]()}
          <input type="email" name="email" defaultValue={typed.email} />
        </label>
        <button type="submit" className="button button-primary">
          {m["adminPayments.filter"]()}
        </button>
        <Link className="button" to=".">
          {m["adminPayments.clear"]()}
        </Link>
      </Form>
      {error || !list ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className="payment-totals" role="status">
            {m["adminPayments.captured"]({
              count: list.totals.captured.count,
              amount: formatPaise(list.totals.captured.amountPaise),
            })}
            {" · "}
            {m["adminPayments.refunded"]({
              count: list.totals.refunded.count,
              amount: formatPaise(list.totals.refunded.amountPaise),
            })}
          </p>
          {list.unknownMember ? (
            <p className="empty">{m["adminPayments.unknownMember"]({ email: typed.email })}</p>
          ) : list.orders.length === 0 ? (
            <p className="empty">{m["adminPayments.empty"]()}</p>
          ) : (
            <PaymentsTable
              orders={list.orders}
              formatDate={formatDateTime}
              afterDate={{
                label: m["adminPayments.member.column"](),
                cell: (order) => order.member.email ?? order.member.id,
              }}
            />
          )}
          <Pager
            className="pager"
            label={m["adminPayments.pages"]()}
            previous={
              list.page > 1 ? { to: pageLink(list.page - 1), text: m["adminPayments.previous"]() } : null
            }
            next={list.hasNext ? { to: pageLink(list.page + 1), text: m["adminPayments.next"]() } : null}
          />
        </>
      )}
    </section>
  );
}
