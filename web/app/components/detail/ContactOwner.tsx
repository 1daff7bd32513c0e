// Contact Owner for a signed-in member (SPEC §4): the server decides who may see the owner's details and records
// each reveal; the browser asks on click. With a plan: the owner's name, phone (call, WhatsApp) and address; without
// one (or with every contact of the plan used): 'Subscription Required' with the plans on sale and Pay Now, after
// which the details are asked for again. The dialogs and the checkout load with the first press
// (ContactOwnerDialogs.tsx): most visitors of a listing never press it.
import { useState } from "react";
import type { PlanOnSale } from "#shared/api/payments.ts";
import type { RevealedContact } from "#shared/api/reveals.ts";
import { REVEAL_CODES } from "#shared/reveals.ts";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { showError } from "#web/lib/toast.ts";
import type { Reveal } from "./contact-owner-server.ts";

type Dialogs = typeof import("./ContactOwnerDialogs.tsx");

/** What the button has opened. */
type View =
  | { kind: "none" }
  | { kind: "contact"; dialogs: Dialogs; contact: RevealedContact }
  | { kind: "plans"; dialogs: Dialogs; plans: PlanOnSale[]; note: string | null };

/** The calls to the server load with the first press, as the dialogs do. */
const loadServer = loadOnce(() => import("./contact-owner-server.ts"));

async function requestReveal(listingId: string): Promise<Reveal> {
  const server = await loadServer().catch(() => null);
  if (server) return server.requestReveal(listingId);
  return { ok: false, code: "network", message: m["detail.contactFailed"]() };
}

async function fetchPlans(): Promise<PlanOnSale[]> {
  const server = await loadServer().catch(() => null);
  return server ? server.fetchPlans() : [];
}

const loadDialogs = loadOnce<Dialogs>(() => import("./ContactOwnerDialogs.tsx"));

export function ContactOwner({ listingId }: { listingId: string }) {
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>({ kind: "none" });
  const closed = (kind: View["kind"]) => () => setView((now) => (now.kind === kind ? { kind: "none" } : now));

  const reveal = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const [answer, dialogs] = await Promise.all([
        requestReveal(listingId),
        loadDialogs().catch(() => null),
      ]);
      if (!dialogs) {
        showError(m["detail.contactFailed"]());
      } else if (answer.ok) {
        setView({ kind: "contact", dialogs, contact: answer.contact });
      } else if (answer.code === REVEAL_CODES.planRequired || answer.code === REVEAL_CODES.quotaExhausted) {
        const note = answer.code === REVEAL_CODES.quotaExhausted ? answer.message : null;
        setView({ kind: "plans", dialogs, plans: await fetchPlans(), note });
      } else {
        showError(answer.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onPointerEnter={() => void loadDialogs().catch(() => {})}
        onClick={() => void reveal()}
      >
        {busy ? m["detail.contactLoading"]() : m["detail.contactOwner"]()}
      </button>
      {view.kind === "contact" ? (
        <view.dialogs.ContactDialog contact={view.contact} onClose={closed("contact")} />
      ) : null}
      {view.kind === "plans" ? (
        <view.dialogs.SubscriptionDialog
          plans={view.plans}
          note={view.note}
          onClose={closed("plans")}
          onPaid={() => void reveal()}
        />
      ) : null}
    </>
  );
}
