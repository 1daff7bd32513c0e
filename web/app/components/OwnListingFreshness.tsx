import { useFetcher } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import type { ListingStatus, ListingType } from "#shared/values.ts";
import { m } from "../lib/i18n.ts";
import { markTakenLabel } from "../lib/taken-labels.ts";
import { AskFirstSubmit } from "./AskFirstSubmit.tsx";
import { FormAnswer } from "./FormAnswer.tsx";

interface Answer {
  ok: boolean;
  message: string;
}

/**
 * An own listing's freshness (issue 24): until when it is on the site, and its owner's two answers. "Still
 * available" keeps it (or brings a lapsed one back) at once; "Sold" or "Let" takes it off the site, after a
 * question.
 */
export function OwnListingFreshness({
  listing,
}: {
  listing: { id: string; code: string; status: ListingStatus; types: ListingType; lapsesAt: Date | null };
}) {
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  const answerable = listing.status === "approved" || listing.status === "lapsed";
  const closeLabel = markTakenLabel(listing.types);
  return (
    <div className="own-freshness">
      {listing.status === "approved" && listing.lapsesAt ? (
        <p className="field-hint">
          {m["confirmListing.onSiteUntil"]({ date: formatLongDate(listing.lapsesAt) })}
        </p>
      ) : null}
      <FormAnswer answer={fetcher.state === "idle" ? fetcher.data : undefined} />
      {answerable ? (
        <div className="own-freshness-actions">
          <fetcher.Form method="post">
            <input type="hidden" name="listingId" value={listing.id} />
            <button
              type="submit"
              name="answer"
              value="confirm"
              className="button"
              aria-disabled={busy || undefined}
            >
              {m["confirmListing.keep"]()}
            </button>
          </fetcher.Form>
          <AskFirstSubmit
            fetcher={fetcher}
            fields={{ listingId: listing.id, answer: "close" }}
            label={closeLabel}
            className="button"
            title={`${closeLabel} · ${listing.code}`}
            question={m["confirmListing.closeHint"]()}
            cancel={m["confirmListing.cancel"]()}
          />
        </div>
      ) : null}
    </div>
  );
}
