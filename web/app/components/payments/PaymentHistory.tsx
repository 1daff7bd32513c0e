import { formatLongDate } from "#shared/dates.ts";
import { receiptPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { type PaymentRow, PaymentsTable } from "./PaymentsTable.tsx";

export type HistoryRow = PaymentRow;

/** The member's orders, newest first, with a receipt for each paid one. */
export function PaymentHistory({ orders }: { orders: readonly HistoryRow[] }) {
  return (
    <section className="profile-card payment-history" aria-labelledby="payment-history-title">
      <h2 id="payment-history-title">{m["history.title"]()}</h2>
      {orders.length === 0 ? (
        <p className="empty">{m["history.empty"]()}</p>
      ) : (
        <PaymentsTable
          orders={orders}
          formatDate={formatLongDate}
          last={{
            label: m["history.receipt"](),
            cell: (order) =>
              order.status === "paid" ? (
                <Link to={receiptPath(order.orderId)}>{m["history.viewReceipt"]()}</Link>
              ) : (
                "—"
              ),
          }}
        />
      )}
    </section>
  );
}
