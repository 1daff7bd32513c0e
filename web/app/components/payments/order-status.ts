// The words of a payment's status, apart from web/app/lib/labels.ts (which every public page loads in the i18n
// chunk), so that only the pages that show payments carry them.
import type { OrderStatus } from "#shared/values.ts";
import { type Message, m } from "#web/lib/i18n.ts";

/** A payment's status on the member's history and receipt; "refunded" is an order paid and then refunded. */
export const ORDER_STATUS_LABELS: Record<OrderStatus | "refunded", Message> = {
  created: m["history.status.created"],
  paid: m["history.status.paid"],
  failed: m["history.status.failed"],
  expired: m["history.status.expired"],
  refunded: m["history.status.refunded"],
};
