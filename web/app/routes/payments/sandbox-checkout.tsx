import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import { formatPaise } from "#web/components/payments/format.ts";
import { SANDBOX_MESSAGE, type SandboxOutcome } from "#web/components/payments/sandbox-message.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import paymentsStyles from "#web/styles/payments.css?url";
import type { Route } from "./+types/sandbox-checkout";
import { loadSandboxCheckout, sandboxAction } from "./sandbox-checkout.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["sandbox.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSandboxCheckout(context.get(appContext), params.orderId);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const answer = await sandboxAction(context.get(appContext), {
    orderId: params.orderId,
    form: await request.formData(),
  });
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

/** Tells the page that opened this checkout (the dialog's frame's parent) how it ended; same origin only. */
function report(outcome: SandboxOutcome) {
  const opener = window.parent !== window ? window.parent : (window.opener as Window | null);
  opener?.postMessage(outcome, window.location.origin);
}

/** The sandbox gateway's Checkout, shaped like Razorpay's: the plan, the amount, and Pay, Fail or Close. */
export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { orderId, planName, amountPaise, status } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!answer?.ok) return;
    report(
      answer.outcome === "paid"
        ? {
            type: SANDBOX_MESSAGE,
            orderId,
            outcome: "paid",
            paymentId: answer.paymentId,
            signature: answer.signature,
          }
        : { type: SANDBOX_MESSAGE, orderId, outcome: "failed" },
    );
  }, [answer, orderId]);

  const done = answer?.ok === true;
  return (
    <main className="sandbox-checkout-page" aria-labelledby="sandbox-title">
      <header>
        <h1 id="sandbox-title">{m["sandbox.title"]()}</h1>
        <p className="sandbox-badge">{m["sandbox.badge"]()}</p>
      </header>
      <dl className="facts">
        <div>
          <dt>{m["sandbox.plan"]()}</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>{m["sandbox.amount"]()}</dt>
          <dd className="sandbox-amount">{formatPaise(amountPaise)}</dd>
        </div>
      </dl>
      {answer && !answer.ok ? (
        <p className="form-error" role="alert">
          {answer.message}
        </p>
      ) : status !== "created" && !done ? (
        <p className="form-error" role="alert">
          {m["sandbox.notPayable"]()}
        </p>
      ) : null}
      {done && <p role="status">{answer.outcome === "paid" ? m["sandbox.paid"]() : m["sandbox.failed"]()}</p>}
      <fetcher.Form method="post" className="sandbox-actions">
        <button
          type="submit"
          name="intent"
          value="pay"
          className="button button-primary"
          disabled={busy || done || status !== "created"}
        >
          {busy && fetcher.formData?.get("intent") === "pay" ? m["sandbox.working"]() : m["sandbox.pay"]()}
        </button>
        <button
          type="submit"
          name="intent"
          value="fail"
          className="button"
          disabled={busy || done || status !== "created"}
        >
          {m["sandbox.fail"]()}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => report({ type: SANDBOX_MESSAGE, orderId, outcome: "closed" })}
        >
          {m["sandbox.close"]()}
        </button>
      </fetcher.Form>
    </main>
  );
}
