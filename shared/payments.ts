// What a member is told about buying a plan (SPEC §8 "Contact/payment", word for word), shared by the server's
// answers and the checkout in the browser; the words live in the message catalogues, so each answer is in the
// request's language.
import { m } from "#shared/paraglide/messages.js";

export const PAYMENT_MESSAGES = {
  selectPlan: m["payments.selectPlan"],
  gatewayUnavailable: m["payments.gatewayUnavailable"],
  planNotFound: m["payments.planNotFound"],
  orderFailed: m["payments.orderFailed"],
  planUpdateFailed: m["payments.planUpdateFailed"],
  success: m["payments.success"],
  /** Not in SPEC: a Checkout callback whose signature does not match (forged, or for another order). */
  notVerified: m["payments.notVerified"],
  /** Not in SPEC: an order id that is not the member's. */
  orderNotFound: m["payments.orderNotFound"],
  /** Not in SPEC: a sandbox order already paid, expired or failed. */
  notPayable: m["sandbox.notPayable"],
} as const satisfies Record<string, () => string>;
