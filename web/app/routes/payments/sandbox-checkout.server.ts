import type { AppContext } from "#server/http/context.ts";
import { refusalOf } from "#server/http/form-refusal.ts";
import {
  failSandboxOrder,
  getSandboxCheckout,
  paySandboxOrder,
  sandboxGatewayOf,
} from "#server/modules/payments/sandbox-checkout.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";

/** The sandbox's checkout for the member's own order; a 404 where the sandbox is not the gateway. */
export function loadSandboxCheckout({ db, payments, config, user }: AppContext, orderId: string) {
  const gateway = sandboxGatewayOf(payments, config);
  return getSandboxCheckout(db, { gateway, userId: requireUserForPage(user).id, orderId });
}

export type SandboxAnswer =
  | { ok: true; outcome: "paid"; paymentId: string; signature: string }
  | { ok: true; outcome: "failed" }
  | { ok: false; status: number; message: string };

/** Pay or Fail, as the gateway would: a signed payment and its signed webhook. */
export async function sandboxAction(
  { db, payments, config, user, logger }: AppContext,
  { orderId, form }: { orderId: string; form: FormData },
): Promise<SandboxAnswer> {
  const gateway = sandboxGatewayOf(payments, config);
  const input = { gateway, userId: requireUserForPage(user).id, orderId, logger };
  const intent = form.get("intent");
  try {
    if (intent === "pay") return { ok: true, outcome: "paid", ...(await paySandboxOrder(db, input)) };
    if (intent === "fail") {
      await failSandboxOrder(db, input);
      return { ok: true, outcome: "failed" };
    }
    return { ok: false, status: 400, message: m["sandbox.chooseOutcome"]() };
  } catch (error) {
    // An order of someone else (404) stays a 404 page; an order no longer payable is said on the page.
    const refusal = refusalOf(error);
    if (refusal?.status === 409) return { ok: false, status: 409, message: refusal.message };
    throw error;
  }
}
