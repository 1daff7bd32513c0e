import { formatDateTime, formatLongDate } from "#shared/dates.ts";
import { pagePath } from "#shared/paths.ts";
import { OfficeLines } from "#web/components/info/ContactDetails.tsx";
import { formatPaise } from "#web/components/payments/format.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { SITE_CONTACT } from "#web/lib/site-contact.ts";
import paymentsStyles from "#web/styles/payments.css?url";
import type { Route } from "./+types/receipt";
import { loadReceipt } from "./receipt.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["receipt.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadReceipt(context.get(appContext), params.orderId);
}

/** A printable receipt of a paid order: the firm, the member, the plan, the amount and the gateway's ids. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, billedTo } = loaderData;
  const { office } = SITE_CONTACT;
  return (
    <main className="page receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{m["receipt.title"]()}</h1>
      <address>
        <strong>{office.name()}</strong>
        <OfficeLines />
        <br />
        {SITE_CONTACT.email}
      </address>
      <dl>
        <dt>{m["receipt.billedTo"]()}</dt>
        <dd>
          {billedTo.name}
          {billedTo.name !== billedTo.email ? ` (${billedTo.email})` : null}
        </dd>
        <dt>{m["history.date"]()}</dt>
        <dd>{formatDateTime(receipt.paidAt ?? receipt.createdAt)}</dd>
        <dt>{m["history.plan"]()}</dt>
        <dd>{receipt.planName}</dd>
        {receipt.expiresAt && (
          <>
            <dt>{m["receipt.validUntil"]()}</dt>
            <dd>{formatLongDate(receipt.expiresAt)}</dd>
          </>
        )}
        <dt>{m["history.amount"]()}</dt>
        <dd>
          {formatPaise(receipt.amountPaise)} ({receipt.currency})
        </dd>
        <dt>{m["history.status"]()}</dt>
        <dd>{(receipt.status === "refunded" ? m["history.status.refunded"] : m["history.status.paid"])()}</dd>
        <dt>{m["history.orderId"]()}</dt>
        <dd>
          <code>{receipt.orderId}</code>
        </dd>
        <dt>{m["history.paymentId"]()}</dt>
        <dd>
          <code>{receipt.providerPaymentId ?? "—"}</code>
        </dd>
      </dl>
      <div className="receipt-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {m["receipt.print"]()}
        </button>
        <Link className="button" to={pagePath("profile")}>
          {m["receipt.back"]()}
        </Link>
      </div>
    </main>
  );
}
