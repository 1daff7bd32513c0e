// Contact owner's calls to the server, loaded by ContactOwner with the first press (as its dialogs are); the
// answers are read with their shared/api schemas.
import { type PlanOnSale, plansAnswer } from "#shared/api/payments.ts";
import { type RevealedContact, revealedContact } from "#shared/api/reveals.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";

export type Reveal = { ok: true; contact: RevealedContact } | { ok: false; code: string; message: string };

export async function requestReveal(listingId: string): Promise<Reveal> {
  const answer = await apiFetch(
    `/api/v1/listings/${encodeURIComponent(listingId)}/contact`,
    revealedContact,
    {
      method: "POST",
    },
  );
  if (answer.ok) return { ok: true, contact: answer.body };
  return {
    ok: false,
    code: answer.error?.code ?? "network",
    message: answer.error?.message ?? m["detail.contactFailed"](),
  };
}

export async function fetchPlans(): Promise<PlanOnSale[]> {
  const answer = await apiFetch("/api/v1/plans", plansAnswer);
  return answer.ok ? answer.body.plans : [];
}
