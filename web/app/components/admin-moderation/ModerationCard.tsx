import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import type { ListingFormField } from "#shared/forms/listing.ts";
import type { ModerationCard as CardData, ResubmissionView } from "#shared/moderation.ts";
import { budgetLabel } from "#shared/money.ts";
import { adminReviewPath } from "#shared/paths.ts";
import { LISTING_FIELD_LABELS } from "#web/components/listing-form/labels.ts";
import { PLACEHOLDER_IMAGE, ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { showError } from "#web/lib/toast.ts";
import { RejectForm } from "./RejectForm.tsx";

const COVER_SIZES = "(max-width: 768px) 100vw, 320px";

/** A changed field's name as the Sell form labels it ("Budget", "Photos"), without the unit in brackets. */
export function changedFieldLabel(field: string): string {
  if (field === "photos") return m["moderation.changed.photos"]();
  const label = LISTING_FIELD_LABELS[field as ListingFormField]?.() ?? field;
  return label.replace(/\s*\(.*\)$/, "");
}

/** "Re-submitted: Budget, Photos" for a listing its owner edited after a decision. */
export function ResubmissionNote({ resubmission }: { resubmission: ResubmissionView }) {
  const fields = resubmission.changedFields.map(changedFieldLabel);
  return (
    <p className="resubmission-note">
      {fields.length > 0
        ? m["moderation.resubmitted"]({ fields: fields.join(", ") })
        : m["moderation.resubmittedNothing"]()}
    </p>
  );
}

function Cover({ card }: { card: CardData }) {
  const cover = card.cover;
  const alt = m["card.imageAlt"]({ name: card.propertyName, city: card.city });
  if (!cover)
    return <img className="moderation-cover" src={PLACEHOLDER_IMAGE} width={320} height={213} alt={alt} />;
  if (cover.kind === "video")
    return (
      <video
        className="moderation-cover"
        src={cover.url}
        muted
        playsInline
        preload="metadata"
        width={cover.width}
        height={cover.height}
        aria-label={m["card.videoAlt"]({ name: card.propertyName, city: card.city })}
      />
    );
  return (
    <ResponsiveImage className="moderation-cover" image={cover} sizes={COVER_SIZES} alt={alt} eager={false} />
  );
}

function dateLine(card: CardData): string {
  if (card.status === "approved" && card.decidedAt)
    return m["moderation.card.approved"]({ date: formatLongDate(card.decidedAt) });
  if (card.status === "rejected" && card.decidedAt)
    return m["moderation.card.rejected"]({ date: formatLongDate(card.decidedAt) });
  return m["moderation.card.submitted"]({ date: formatLongDate(card.submittedAt) });
}

interface QueueAnswer {
  ok: boolean;
  message: string;
  listingId: string;
  fieldErrors?: { reason?: string };
}

/**
 * Reject on an approved card: a dialog asks for the reason; the list reloads after (SPEC §4), without this card,
 * so the success toast is the route's (queue.tsx clientAction). A refusal keeps the card and shows here.
 */
function RejectFromCard({ card }: { card: CardData }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<QueueAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) dialog.current?.close();
    else if (!answer.fieldErrors?.reason) showError(answer.message);
  }, [answer]);
  const titleId = `reject-title-${card.id}`;
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        aria-haspopup="dialog"
        aria-label={m["moderation.card.rejectLabel"]({ code: card.code })}
        onClick={() => dialog.current?.showModal()}
      >
        {m["moderation.card.reject"]()}
      </button>
      <dialog ref={dialog} className="modal reject-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{m["moderation.reject.title"]({ code: card.code })}</h2>
        <p>{m["moderation.reject.body"]()}</p>
        <RejectForm
          listingId={card.id}
          expectedStatus={card.status}
          fetcherForm={fetcher.Form}
          busy={fetcher.state !== "idle"}
          serverError={answer?.fieldErrors?.reason}
          submitLabel={m["moderation.review.rejectWithReason"]()}
          onCancel={() => dialog.current?.close()}
          autoFocus
        />
      </dialog>
    </>
  );
}

/** One card of the pending, approved or rejected list (SPEC §2). */
export function ModerationCard({ card, isNew = false }: { card: CardData; isNew?: boolean }) {
  const price = budgetLabel(card.budget, card.budgetMethod);
  return (
    <li className={isNew ? "moderation-card is-new" : "moderation-card"}>
      <Cover card={card} />
      <div className="moderation-card-body">
        <p className="card-code">{card.code}</p>
        <h2 className="moderation-card-title">
          {card.propertyName}
          <span className="card-type">{LISTING_TYPE_LABELS[card.types]()}</span>
        </h2>
        <ul className="moderation-facts">
          <li>{card.propertyType}</li>
          {price ? <li className="card-price">{price}</li> : null}
          <li>{card.city}</li>
        </ul>
        <dl className="moderation-owner">
          <div>
            <dt>{m["moderation.card.owner"]()}</dt>
            <dd>{card.contactOwnerName || "—"}</dd>
          </div>
          <div>
            <dt>{m["moderation.card.phone"]()}</dt>
            <dd>
              {card.contactOwnerPhone ? (
                <a href={`tel:+91${card.contactOwnerPhone}`}>{card.contactOwnerPhone}</a>
              ) : (
                "—"
              )}
            </dd>
          </div>
        </dl>
        <p className="moderation-date">{dateLine(card)}</p>
        {card.resubmission ? <ResubmissionNote resubmission={card.resubmission} /> : null}
        {card.status === "rejected" && card.rejectionReason ? (
          <p className="moderation-reason">{m["moderation.card.reason"]({ reason: card.rejectionReason })}</p>
        ) : null}
        <div className="moderation-card-actions">
          <Link
            className="button button-primary"
            to={adminReviewPath(card.id)}
            aria-label={m["moderation.card.viewLabel"]({ code: card.code })}
          >
            {m["moderation.card.view"]()}
          </Link>
          {card.status === "approved" ? <RejectFromCard card={card} /> : null}
        </div>
      </div>
    </li>
  );
}
