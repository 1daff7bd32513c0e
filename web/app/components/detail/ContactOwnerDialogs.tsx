// Contact Owner's dialogs (SPEC §4), loaded when a member first presses the button (ContactOwner.tsx): the owner's
// details, or 'Subscription Required' with the plans on sale and Pay Now through the gateway's Checkout. Each
// opens itself when it mounts, so the press that loaded this module still opens it.
import { useEffect, useId, useRef, useState } from "react";
import type { PlanOnSale } from "#shared/api/payments.ts";
import type { RevealedContact } from "#shared/api/reveals.ts";
import { formatRupees } from "#shared/money.ts";
import { contactsLeft } from "#shared/reveals.ts";
import { planDurationLabel } from "#web/components/payments/plan-duration.ts";
import { inPageLanguage, m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";
import { startCheckout } from "../payments/checkout.ts";

/** "1 month", "3 months". */
const durationLabel = (plan: PlanOnSale) => planDurationLabel(plan.duration, plan.timeUnit);

/** A modal dialog shown from the moment it mounts; `onClose` when the visitor closes it (Escape too). */
function useOpenDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return { dialog, onClose, close: () => dialog.current?.close() };
}

export function ContactDialog({ contact, onClose }: { contact: RevealedContact; onClose: () => void }) {
  const { dialog, close } = useOpenDialog(onClose);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="owner-dialog-title" onClose={onClose}>
      <h2 id="owner-dialog-title">{m["detail.contactTitle"]()}</h2>
      <ContactDetails contact={contact} />
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          {m["detail.contactClose"]()}
        </button>
      </div>
    </dialog>
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
export function SubscriptionDialog(props: {
  plans: PlanOnSale[];
  note: string | null;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { dialog, close } = useOpenDialog(props.onClose);
  const id = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const { plans } = props;

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
        close();
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
      ref={dialog}
      className="modal subscription-dialog"
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
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
                {inPageLanguage(plan.name, plan.nameTa)} · {formatRupees(plan.priceRupees)} ·{" "}
                {durationLabel(plan)}
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
        <button type="button" className="button" onClick={close}>
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
