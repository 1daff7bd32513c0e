// Buying a plan and its records: the sandbox checkout page, the profile's payment history and receipts, and the
// admin's payments list. Loads with those pages only (see addMessages in i18n.ts). The §8 outcomes of a purchase
// come from shared/payments.ts, which the server answers with too.
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { addMessages } from "../i18n.ts";

export const payments = {
  "payments.success": PAYMENT_MESSAGES.success,
  "payments.selectPlan": PAYMENT_MESSAGES.selectPlan,

  "sandbox.metaTitle": "Sandbox checkout · Nilam",
  "sandbox.title": "Nilam",
  "sandbox.badge": "Sandbox: no real money moves",
  "sandbox.plan": "Plan",
  "sandbox.amount": "Amount",
  "sandbox.pay": "Pay",
  "sandbox.fail": "Fail",
  "sandbox.close": "Close",
  "sandbox.working": "Processing…",
  "sandbox.paid": "Payment done. You can close this window.",
  "sandbox.failed": "The payment failed. You can close this window.",
  "sandbox.notPayable": "This order can no longer be paid.",

  "buyPlan.title": "Buy a plan",
  "buyPlan.intro": "A plan lets you see owners' contact details.",
  "buyPlan.none": "No plans are on sale right now.",
  "buyPlan.choose": "Choose a plan",
  "buyPlan.option": "{name} · {price} for {duration} {unit}",
  "buyPlan.payNow": "Pay Now",
  "buyPlan.paying": "Opening checkout…",

  "history.title": "Payment history",
  "history.empty": "No payments yet.",
  "history.date": "Date",
  "history.plan": "Plan",
  "history.amount": "Amount",
  "history.status": "Status",
  "history.orderId": "Order id",
  "history.paymentId": "Payment id",
  "history.receipt": "Receipt",
  "history.viewReceipt": "Receipt",
  "history.status.created": "Not paid",
  "history.status.paid": "Paid",
  "history.status.failed": "Failed",
  "history.status.expired": "Expired",
  "history.status.refunded": "Refunded",

  "receipt.metaTitle": "Receipt · Nilam",
  "receipt.title": "Payment receipt",
  "receipt.firm": "Nilam",
  "receipt.billedTo": "Billed to",
  "receipt.print": "Print",
  "receipt.back": "Back to profile",
  "receipt.validUntil": "Valid until",

  "adminPayments.metaTitle": "Payments · Admin · Nilam",
  "adminPayments.title": "Payments",
  "adminPayments.intro": "Every order members made, newest first, with what was paid and refunded.",
  "adminPayments.status": "Status",
  "adminPayments.anyStatus": "Any",
  "adminPayments.from": "From",
  "adminPayments.to": "To",
  "adminPayments.member": "Member e-mail",
  "adminPayments.filter": "Filter",
  "adminPayments.clear": "Clear",
  "adminPayments.empty": "No orders match.",
  "adminPayments.captured": "Paid: {count} · {amount}",
  "adminPayments.refunded": "Refunded: {count} · {amount}",
  "adminPayments.member.column": "Member",
  "adminPayments.pages": "Pages",
  "adminPayments.previous": "Previous",
  "adminPayments.next": "Next",
  "adminPayments.unknownMember": "No member has the e-mail address {email}.",
} as const;

addMessages(payments);
