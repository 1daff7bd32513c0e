import type { ReactNode } from "react";
import { m } from "#web/lib/i18n.ts";
import { formatPaise } from "./format.ts";
import { ORDER_STATUS_LABELS } from "./order-status.ts";

export interface PaymentRow {
  orderId: string;
  planName: string;
  amountPaise: number;
  status: "created" | "paid" | "failed" | "expired" | "refunded";
  providerPaymentId: string | null;
  createdAt: Date | string;
}

/** A column beyond the common ones: its heading and its cell. */
interface ExtraColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * Orders as a table (labelled cards on a phone): date, plan, amount, status, order id and payment id, with an
 * optional column after the date (the admin's member) and one at the end (the member's receipt link).
 */
export function PaymentsTable<Row extends PaymentRow>({
  orders,
  formatDate,
  afterDate,
  last,
}: {
  orders: readonly Row[];
  formatDate: (date: Date | string) => string;
  afterDate?: ExtraColumn<Row>;
  last?: ExtraColumn<Row>;
}) {
  return (
    <div className="payments-table-wrap">
      <table className="payments-table">
        <thead>
          <tr>
            <th scope="col">{m["history.date"]()}</th>
            {afterDate && <th scope="col">{afterDate.label}</th>}
            <th scope="col">{m["history.plan"]()}</th>
            <th scope="col">{m["history.amount"]()}</th>
            <th scope="col">{m["history.status"]()}</th>
            <th scope="col">{m["history.orderId"]()}</th>
            <th scope="col">{m["history.paymentId"]()}</th>
            {last && <th scope="col">{last.label}</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td data-label={m["history.date"]()}>{formatDate(order.createdAt)}</td>
              {afterDate && <td data-label={afterDate.label}>{afterDate.cell(order)}</td>}
              <td data-label={m["history.plan"]()}>{order.planName}</td>
              <td data-label={m["history.amount"]()}>{formatPaise(order.amountPaise)}</td>
              <td data-label={m["history.status"]()}>{ORDER_STATUS_LABELS[order.status]()}</td>
              <td data-label={m["history.orderId"]()}>
                <code>{order.orderId}</code>
              </td>
              <td data-label={m["history.paymentId"]()}>
                {order.providerPaymentId ? <code>{order.providerPaymentId}</code> : "—"}
              </td>
              {last && <td data-label={last.label}>{last.cell(order)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
