// The admin's review of one listing (SPEC §2 "Moderation"), for routes/admin/moderation/review.tsx.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import type { ReviewRefusal } from "#shared/forms/moderation.ts";
import type { ListingReview } from "#shared/moderation.ts";
import { budgetLabel } from "#shared/money.ts";
import { adminEditPath, adminPath, adminReviewPath } from "#shared/paths.ts";
import type { ListingStatus } from "#shared/values.ts";
import { DeleteListing } from "#web/components/detail/DeleteListing.tsx";
import { FactList, FactSection } from "#web/components/detail/FactList.tsx";
import { detailFacts, facilityFacts, unitPriceFacts } from "#web/components/detail/facts.ts";
import { Gallery } from "#web/components/gallery/Gallery.tsx";
import { type Message, m } from "#web/lib/i18n.ts";
import { LISTING_PURPOSE_LABELS } from "#web/lib/labels.ts";
import { showError } from "#web/lib/toast.ts";
import { DecidedNotice } from "./DecidedNotice.tsx";
import { DuplicateCheck } from "./DuplicateCheck.tsx";
import { GuidelineCheck } from "./GuidelineCheck.tsx";
import { ListingReports, type ListingReportsView } from "./ListingReports.tsx";
import { ResubmissionNote } from "./ModerationCard.tsx";
import { RejectForm } from "./RejectForm.tsx";
import { ReviewLocation } from "./ReviewLocation.tsx";
import { TitleCheck } from "./TitleCheck.tsx";

const STATUS_LABELS: Record<ListingStatus, Message> = {
  pending: m["moderation.status.pending"],
  approved: m["moderation.status.approved"],
  rejected: m["moderation.status.rejected"],
  lapsed: m["moderation.status.lapsed"],
  closed: m["moderation.status.closed"],
};

const LIST_OF: Readonly<Record<ListingStatus, { to: string; title: Message }>> = {
  pending: { to: adminPath("pending"), title: m["moderation.title.pending"] },
  approved: { to: adminPath("approved"), title: m["moderation.title.approved"] },
  rejected: { to: adminPath("rejected"), title: m["moderation.title.rejected"] },
  // Off the site by its owner's doing, in no list of the admin's: back to the list it left.
  lapsed: { to: adminPath("approved"), title: m["moderation.title.approved"] },
  closed: { to: adminPath("approved"), title: m["moderation.title.approved"] },
};

function statusLine(
  status: ListingStatus,
  dates: { submittedAt: Date; approvedAt: Date | null; rejectedAt: Date | null },
) {
  const submitted = m["moderation.review.submitted"]({ date: formatLongDate(dates.submittedAt) });
  if (status === "approved" && dates.approvedAt)
    return `${submitted} · ${m["moderation.review.approvedOn"]({ date: formatLongDate(dates.approvedAt) })}`;
  if (status === "rejected" && dates.rejectedAt)
    return `${submitted} · ${m["moderation.review.rejectedOn"]({ date: formatLongDate(dates.rejectedAt) })}`;
  return submitted;
}

export interface ReviewPageData {
  review: ListingReview;
  /** The next pending listing, for Skip; null: none is left. */
  nextPendingId: string | null;
  /** Its open reports; null: none. */
  reports: (ListingReportsView & { open: number }) | null;
  /** A refused decision's answer. */
  answer: ReviewRefusal | undefined;
}

/** One listing under review: its status, the decisions, its reports and checks, and all it says. */
export function ReviewPage({ review, nextPendingId, reports, answer }: ReviewPageData) {
  const { listing, owner } = review;
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard review: each property opens with focus on its heading, the decision buttons next in tab order.
  const listingId = listing.id;
  useEffect(() => {
    if (listingId) heading.current?.focus();
  }, [listingId]);
  useEffect(() => {
    if (answer && !answer.fieldErrors.reason && answer.intent !== "delete") showError(answer.message);
  }, [answer]);

  const title = m["detail.heading"]({
    name: listing.propertyName,
    purpose: LISTING_PURPOSE_LABELS[listing.types](),
    city: listing.city,
  });
  const list = LIST_OF[listing.status];
  const price = budgetLabel(listing.budget, listing.budgetMethod);
  return (
    <div className="moderation review">
      <DecidedNotice />
      <p className="review-back">
        <Link to={list.to}>← {m["moderation.review.back"]({ list: list.title() })}</Link>
      </p>
      <header className="review-header">
        <p className="card-code">{listing.code}</p>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className={`review-status status-${listing.status}`}>
          <strong>{STATUS_LABELS[listing.status]()}</strong> · {statusLine(listing.status, review)}
        </p>
        {listing.status === "rejected" && listing.rejectionReason ? (
          <p className="moderation-reason">
            {m["moderation.review.reason"]({ reason: listing.rejectionReason })}
          </p>
        ) : null}
        {review.resubmission ? <ResubmissionNote resubmission={review.resubmission} /> : null}
      </header>

      <section className="review-actions" aria-labelledby="review-actions-title">
        <h2 id="review-actions-title" className="visually-hidden">
          {m["moderation.review.actions"]()}
        </h2>
        {answer && answer.intent !== "delete" && !answer.fieldErrors.reason ? (
          <p className="form-error" role="alert">
            {answer.message}
          </p>
        ) : null}
        {listing.status === "pending" || listing.status === "rejected" ? (
          <Form method="post" className="approve-form">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="expectedStatus" value={listing.status} />
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={posting ? true : undefined}
            >
              {posting === "approve" ? m["moderation.review.approving"]() : m["moderation.review.approve"]()}
            </button>
          </Form>
        ) : null}
        {listing.status === "pending" || listing.status === "approved" ? (
          <RejectForm
            key={listing.id}
            listingId={listing.id}
            expectedStatus={listing.status}
            busy={posting === "reject"}
            serverError={answer?.fieldErrors.reason}
            submitLabel={m["moderation.review.reject"]()}
          />
        ) : null}
        <div className="review-more">
          <Link className="button" to={adminEditPath(listing.id)}>
            {m["moderation.review.edit"]()}
          </Link>
          <DeleteListing />
          {nextPendingId ? (
            <Link className="button" to={adminReviewPath(nextPendingId)}>
              {m["moderation.review.skip"]()} →
            </Link>
          ) : null}
        </div>
        <p className="field-hint">{m["moderation.review.keyboardHint"]()}</p>
      </section>

      {reports ? (
        <section className="detail-section review-reports" aria-labelledby="review-reports-heading">
          <h2 id="review-reports-heading">{m["moderation.review.reports"]()}</h2>
          <p className="muted">{m["reports.count"]({ count: reports.open })}</p>
          <ListingReports reports={reports} />
        </section>
      ) : null}
      <DuplicateCheck duplicates={review.duplicates} />
      <TitleCheck listing={listing} />
      <div className="review-layout">
        <Gallery items={listing.media} title={title} />
        <div className="review-summary">
          {price ? <p className="detail-price">{price}</p> : null}
          <GuidelineCheck listing={listing} />
          <FactSection
            title={m["detail.details"]()}
            facts={[...unitPriceFacts(listing), ...detailFacts(listing)]}
          />
        </div>
      </div>
      <FactSection title={m["detail.facilities"]()} facts={facilityFacts(listing)} />
      <ReviewLocation listing={listing} />
      <section className="detail-section review-people">
        <div>
          <h2>{m["moderation.review.contact"]()}</h2>
          {listing.contact ? (
            <FactList
              facts={[
                { label: m["moderation.review.contactName"](), value: listing.contact.name },
                {
                  label: m["moderation.review.contactPhone"](),
                  value: <a href={`tel:+91${listing.contact.phone}`}>{listing.contact.phone}</a>,
                },
                { label: m["moderation.review.contactAddress"](), value: listing.contact.address },
              ]}
            />
          ) : (
            <p>{m["moderation.review.noContact"]()}</p>
          )}
        </div>
        <div>
          <h2>{m["moderation.review.account"]()}</h2>
          {owner ? (
            <FactList
              facts={[
                { label: m["moderation.review.accountName"](), value: owner.name || "—" },
                {
                  label: m["moderation.review.accountEmail"](),
                  value: owner.email ? <a href={`mailto:${owner.email}`}>{owner.email}</a> : "—",
                },
                { label: m["moderation.review.accountPhone"](), value: owner.phoneNumber ?? "—" },
              ]}
            />
          ) : (
            <p>{m["moderation.review.noAccount"]()}</p>
          )}
        </div>
      </section>
    </div>
  );
}
