import { useState } from "react";
import { useRevalidator } from "react-router";
import type { PlanOnSale } from "#shared/api/payments.ts";
import { inPageLanguage, m } from "#web/lib/i18n.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { formatPaise } from "./format.ts";
import { planDurationLabel } from "./plan-duration.ts";

/** The plans on sale and Pay Now: the profile's way to buy (or extend) a plan. */
export function BuyPlan({ plans }: { plans: readonly PlanOnSale[] }) {
  const [planId, setPlanId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function pay() {
    if (!planId) {
      setError(m["payments.selectPlan"]());
      return;
    }
    setError(null);
    setBusy(true);
    // The checkout loads with the press of Pay Now: most visits to the profile buy nothing.
    const checkout = await import("./checkout.ts").catch(() => null);
    const result = checkout
      ? await checkout.startCheckout({ planId })
      : { ok: false as const, message: m["payments.orderFailed"]() };
    setBusy(false);
    if (result.ok) {
      showSuccess(result.message);
      await revalidator.revalidate();
    } else if (result.message) showError(result.message);
  }

  return (
    <section className="profile-card buy-plan" aria-labelledby="buy-plan-title">
      <h2 id="buy-plan-title">{m["buyPlan.title"]()}</h2>
      {plans.length === 0 ? (
        <p>{m["buyPlan.none"]()}</p>
      ) : (
        <>
          <p>{m["buyPlan.intro"]()}</p>
          <fieldset aria-describedby={error ? "buy-plan-error" : undefined}>
            <legend>{m["buyPlan.choose"]()}</legend>
            {plans.map((plan) => (
              <label key={plan.id} className="plan-option">
                <input
                  type="radio"
                  name="planId"
                  value={plan.id}
                  checked={planId === plan.id}
                  onChange={() => {
                    setPlanId(plan.id);
                    setError(null);
                  }}
                />{" "}
                <span data-user-content="">{inPageLanguage(plan.name, plan.nameTa)}</span> ·{" "}
                {m["buyPlan.option"]({
                  price: formatPaise(plan.priceRupees * 100),
                  period: planDurationLabel(plan.duration, plan.timeUnit),
                })}
              </label>
            ))}
          </fieldset>
          {error && (
            <p id="buy-plan-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button button-primary" disabled={busy} onClick={pay}>
            {busy ? m["buyPlan.paying"]() : m["buyPlan.payNow"]()}
          </button>
        </>
      )}
    </section>
  );
}
