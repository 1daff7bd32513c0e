import { Link } from "react-router";
import { formatLongDate } from "#web/lib/dates.ts";
import { type MessageKey, t } from "#web/lib/i18n.ts";
import { formatPaise } from "./format.ts";

export interface HistoryRow {
  orderId: string;
  planName: string;
  amountPaise: number;
  status: "created" | "paid" | "failed" | "expired" | "refunded";
  providerPaymentId: string | null;
  createdAt: Date | string;
}

/** The member's orders, newest first, with a receipt for each paid one. */
export function PaymentHistory({ orders }: { orders: readonly HistoryRow[] }) {
  return (
    <section className="profile-card payment-history" aria-labelledby="payment-history-title">
      <h2 id="payment-history-title">{t("history.title")}</h2>
      {orders.length === 0 ? (
        <p className="empty">{t("history.empty")}</p>
      ) : (
        <div className="payments-table-wrap">
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">{t("history.date")}</th>
                <th scope="col">{t("history.plan")}</th>
                <th scope="col">{t("history.amount")}</th>
                <th scope="col">{t("history.status")}</th>
                <th scope="col">{t("history.orderId")}</th>
                <th scope="col">{t("history.paymentId")}</th>
                <th scope="col">{t("history.receipt")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td data-label={t("history.date")}>{formatLongDate(order.createdAt)}</td>
                  <td data-label={t("history.plan")}>{order.planName}</td>
                  <td data-label={t("history.amount")}>{formatPaise(order.amountPaise)}</td>
                  <td data-label={t("history.status")}>
                    {t(`history.status.${order.status}` as MessageKey)}
                  </td>
                  <td data-label={t("history.orderId")}>
                    <code>{order.orderId}</code>
                  </td>
                  <td data-label={t("history.paymentId")}>
                    {order.providerPaymentId ? <code>{order.providerPaymentId}</code> : "—"}
                  </td>
                  <td data-label={t("history.receipt")}>
                    {order.status === "paid" ? (
                      <Link to={`/profile/receipts/${order.orderId}`}>{t("history.viewReceipt")}</Link>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
