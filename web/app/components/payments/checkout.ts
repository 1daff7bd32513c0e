// Buying a plan in the browser: the server makes the order from the stored plan (POST /api/v1/orders), the gateway's
// Checkout takes the payment, and its signed answer goes back to the server (POST /api/v1/orders/{id}/verify),
// which alone decides that the plan is paid. Razorpay's Checkout script in production; in development the
// sandbox gateway's own checkout page (/checkout/sandbox/{orderId}) in an in-page dialog, answering by postMessage.

import type { CheckoutOrder } from "#shared/api/payments.ts";
import { sandboxCheckoutPath } from "#shared/paths.ts";
import type { ApiAnswer } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";
import { SANDBOX_MESSAGE, type SandboxOutcome } from "./sandbox-message.ts";

export type CheckoutResult = { ok: true; message: string } | { ok: false; message: string };

/** The signed answer of a Checkout: Razorpay's handler gets it, the sandbox page posts it. */
interface SignedPayment {
  paymentId: string;
  signature: string;
}

const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (response: { razorpay_payment_id: string; razorpay_signature: string }) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayCheckout {
  open(): void;
  on(event: "payment.failed", listener: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let razorpayScript: Promise<boolean> | null = null;

/** Razorpay's Checkout script, added once; false when it cannot load (offline, blocked). */
function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  razorpayScript ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve(window.Razorpay !== undefined);
    script.onerror = () => {
      script.remove();
      razorpayScript = null;
      resolve(false);
    };
    document.head.append(script);
  });
  return razorpayScript;
}

/** Razorpay's Checkout: the signed payment, or null when the member closes it. */
async function payWithRazorpay(order: CheckoutOrder): Promise<SignedPayment | null | "unavailable"> {
  if (!(await loadRazorpay()) || !window.Razorpay) return "unavailable";
  const Razorpay = window.Razorpay;
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.providerOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: m["site.name"](),
      description: order.planName,
      handler: (response) =>
        resolve({ paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      // A failed attempt stays in Checkout (the member may retry); closing it ends the purchase.
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}

/** The sandbox gateway's checkout page in a dialog: the signed payment, or null when failed or closed. */
function payWithSandbox(order: CheckoutOrder): Promise<SignedPayment | null> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.className = "modal sandbox-checkout";
    dialog.setAttribute("aria-label", m["sandbox.dialogLabel"]());
    dialog.style.padding = "0";
    const frame = document.createElement("iframe");
    frame.src = sandboxCheckoutPath(order.orderId);
    frame.title = m["sandbox.dialogLabel"]();
    frame.style.cssText = "display:block;border:0;width:min(24rem,90vw);height:22rem";
    dialog.append(frame);

    const finish = (payment: SignedPayment | null) => {
      window.removeEventListener("message", onMessage);
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      dialog.remove();
      resolve(payment);
    };
    const onMessage = (event: MessageEvent<SandboxOutcome>) => {
      // Only our own page, in our own frame, about this order.
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (data?.type !== SANDBOX_MESSAGE || data.orderId !== order.orderId) return;
      finish(data.outcome === "paid" ? { paymentId: data.paymentId, signature: data.signature } : null);
    };
    const onCancel = () => finish(null);
    window.addEventListener("message", onMessage);
    dialog.addEventListener("cancel", onCancel);
    document.body.append(dialog);
    dialog.showModal();
  });
}

/**
 * Buys a plan: the order, the gateway's Checkout, the server's verification. A closed or failed Checkout changes
 * nothing and resolves `{ ok: false }` (with an empty message when the member simply closed it).
 */
export async function startCheckout({ planId }: { planId: string }): Promise<CheckoutResult> {
  // The API's reader and the answers' schemas load with the press of Pay Now: the profile page and the
  // sandbox's checkout page load this module.
  const loaded = await Promise.all([
    import("#web/lib/api-fetch.ts"),
    import("#shared/api/payments.ts"),
  ]).catch(() => null);
  if (!loaded) return { ok: false, message: m["payments.orderFailed"]() };
  const [{ apiFetch }, { checkoutOrder, verifiedAnswer }] = loaded;
  const created = await apiFetch("/api/v1/orders", checkoutOrder, { method: "POST", body: { planId } });
  if (!created.ok) return { ok: false, message: errorMessage(created, m["payments.orderFailed"]()) };
  const order = created.body;

  const payment = order.provider === "razorpay" ? await payWithRazorpay(order) : await payWithSandbox(order);
  if (payment === "unavailable") return { ok: false, message: m["payments.gatewayUnavailable"]() };
  if (payment === null) return { ok: false, message: "" };

  const verified = await apiFetch(
    `/api/v1/orders/${encodeURIComponent(order.orderId)}/verify`,
    verifiedAnswer,
    { method: "POST", body: payment },
  );
  if (!verified.ok) return { ok: false, message: m["payments.planUpdateFailed"]() };
  return { ok: true, message: m["payments.success"]() };
}

/** The order's refusal as the server words it (an unknown or archived plan), or the §8 fallback. */
function errorMessage(refused: Extract<ApiAnswer<unknown>, { ok: false }>, fallback: string): string {
  if (refused.status === null || refused.status >= 500) return fallback;
  // A missing plan id is a field error ('Please select a plan.'); an unknown or archived plan the error itself.
  const message = refused.error?.fieldErrors?.planId?.[0] ?? refused.error?.message;
  return typeof message === "string" && message !== "" ? message : fallback;
}
