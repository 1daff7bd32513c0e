// Contact Owner for a signed-in member (SPEC §4): the server decides who may see the owner's details and records
// each reveal; the browser asks on click. With a plan: the owner's name, phone (call, WhatsApp) and address; without
// one (or with every contact of the plan used): 'Subscription Required' with the plans on sale and Pay Now, after
// which the details are asked for again.
import { useId, useRef, useState } from "react";
import { contactsLeft, REVEAL_CODES, type RevealedContact } from "#shared/reveals.ts";
import type { PlanTimeUnit } from "#shared/values.ts";
import { apiHeaders } from "#web/lib/api.ts";
import { m } from "#web/lib/i18n.ts";
import { planDurationLabel } from "#web/lib/labels.ts";
import { formatRupees } from "#web/lib/money.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { startCheckout } from "../payments/checkout.ts";

interface PlanOnSale {
  id: string;
  name: string;
  priceRupees: number;
  duration: number;
  timeUnit: PlanTimeUnit;
}

type Reveal = { ok: true; contact: RevealedContact } | { ok: false; code: string; message: string };

async function requestReveal(listingId: string): Promise<Reveal> {
  const response = await fetch(`/api/v1/listings/${encodeURIComponent(listingId)}/contact`, {
    method: "POST",
    headers: apiHeaders({ "content-type": "application/json" }),
  }).catch(() => null);
  if (response?.ok) return { ok: true, contact: (await response.json()) as RevealedContact };
  const body = (await response?.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  return {
    ok: false,
    code: body?.error?.code ?? "network",
    message: body?.error?.message ?? m["detail.contactFailed"](),
  };
}

async function fetchPlans(): Promise<PlanOnSale[]> {
  const response = await fetch("/api/v1/plans", { headers: apiHeaders() }).catch(() => null);
  if (!response?.ok) return [];
  return ((await response.json()) as { plans: PlanOnSale[] }).plans;
}

/** "1 month", "3 months". */
const durationLabel = (plan: PlanOnSale) => planDurationLabel(plan.duration, plan.timeUnit);

export function ContactOwner({ listingId }: { listingId: string }) {
  const contactDialog = useRef<HTMLDialogElement>(null);
  const planDialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState<RevealedContact | null>(null);
  const [plans, setPlans] = useState<PlanOnSale[] | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);

  const reveal = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await requestReveal(listingId);
      if (answer.ok) {
        setContact(answer.contact);
        contactDialog.current?.showModal();
      } else if (answer.code === REVEAL_CODES.planRequired || answer.code === REVEAL_CODES.quotaExhausted) {
        setPlanNote(answer.code === REVEAL_CODES.quotaExhausted ? answer.message : null);
        setPlans(await fetchPlans());
        planDialog.current?.showModal();
      } else {
        showError(answer.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const paid = () => {
    planDialog.current?.close();
    void reveal();
  };

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onClick={() => void reveal()}
      >
        {busy ? m["detail.contactLoading"]() : m["detail.contactOwner"]()}
      </button>
      <dialog ref={contactDialog} className="modal" aria-labelledby="owner-dialog-title">
        <h2 id="owner-dialog-title">{m["detail.contactTitle"]()}</h2>
        {contact ? <ContactDetails contact={contact} /> : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => contactDialog.current?.close()}>
            {m["detail.contactClose"]()}
          </button>
        </div>
      </dialog>
      <SubscriptionDialog dialog={planDialog} plans={plans} note={planNote} onPaid={paid} />
    </>
  );
}

function ContactDetails({ contact }: { contact: RevealedContact }) {
  return (
    <>
      <dl className="facts">
        <dt>{m["detail.field.ownerName"]()}</dt>
        <dd data-user-content="">{contact.name}</dd>
        <dt>{m["detail.field.ownerPhone"]()}</dt>
        <dd>
          <a href={`tel:+91${contact.phone}`} aria-label={m["detail.callOwner"]({ phone: contact.phone })}>
            {contact.phone}
          </a>{" "}
          ·{" "}
          <a
            href={`https://wa.me/91${contact.phone}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m["detail.whatsAppLabel"]()}
          >
            {m["detail.whatsAppOwner"]()}
          </a>
        </dd>
        <dt>{m["detail.field.address"]()}</dt>
        <dd data-user-content="">{contact.address}</dd>
      </dl>
      {contact.quota ? (
        <p className="muted contacts-left">
          {m["detail.contactsLeft"]({ left: contactsLeft(contact.quota), limit: contact.quota.limit })}
        </p>
      ) : null}
    </>
  );
}

/** 'Subscription Required': the plans on sale as a choice, and Pay Now through the gateway's Checkout. */
function SubscriptionDialog(props: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  plans: PlanOnSale[] | null;
  note: string | null;
  onPaid: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const plans = props.plans ?? [];

  const pay = async () => {
    if (paying) return;
    if (!choice) {
      setError(m["detail.selectPlan"]());
      return;
    }
    setError(null);
    setPaying(true);
    try {
      const result = await startCheckout({ planId: choice });
      if (result.ok) {
        showSuccess(result.message);
        props.onPaid();
      } else if (result.message) {
        setError(result.message);
      }
    } finally {
      setPaying(false);
    }
  };

  return (
    <dialog
      ref={props.dialog}
      className="modal subscription-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => setError(null)}
    >
      <h2 id={`${id}-title`}>{m["detail.subscriptionTitle"]()}</h2>
      <p>{props.note ?? m["detail.subscriptionBody"]()}</p>
      {plans.length === 0 ? (
        <p className="muted">{m["detail.noPlans"]()}</p>
      ) : (
        <fieldset className="plan-choice">
          <legend>{m["detail.plansLabel"]()}</legend>
          {plans.map((plan) => (
            <label key={plan.id} className="plan-option">
              <input
                type="radio"
                name={`${id}-plan`}
                value={plan.id}
                checked={choice === plan.id}
                onChange={() => {
                  setChoice(plan.id);
                  setError(null);
                }}
              />
              <span>
                {plan.name} · {formatRupees(plan.priceRupees)} · {durationLabel(plan)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => props.dialog.current?.close()}>
          {m["detail.cancel"]()}
        </button>
        {plans.length > 0 ? (
          <button
            type="button"
            className="button button-primary"
            aria-disabled={paying}
            onClick={() => void pay()}
          >
            {paying ? m["detail.paying"]() : m["detail.payNow"]()}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
