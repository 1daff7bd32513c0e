// The guideline value the owner states, beside the price on the admin's review (issue 35): "₹2,500 / sq ft ·
// S.No. 123/4A, Vadavalli", the asking price's multiple of it, flagged when it looks like a unit mistake.
import { guidelineCheck } from "#shared/costs/guideline-check.ts";
import { guidelineUnitLabel } from "#shared/forms/listing.ts";
import { formatRupees } from "#shared/money.ts";
import type { ListingDetailView } from "#web/components/detail/types.ts";
import { m } from "#web/lib/i18n.ts";

/** One decimal, as priceMultiple gives it; a multiple that rounds to 0 (a value 50 times the price) is "< 0.1". */
const multipleText = (multiple: number) => (multiple < 0.1 ? "< 0.1" : String(multiple));

export function GuidelineCheck({ listing }: { listing: ListingDetailView }) {
  const check = guidelineCheck(listing);
  if (check === null && listing.firstSale !== true) return null;
  return (
    <div className="review-guideline">
      {check ? (
        <>
          <p>
            {m["moderation.review.guideline"]()}:{" "}
            <span data-user-content="">
              {m["moderation.review.guidelineLine"]({
                value: formatRupees(check.value.rupeesPerUnit),
                unit: guidelineUnitLabel(check.value.unit),
                source: check.value.source,
              })}
            </span>
          </p>
          {check.multiple !== null ? (
            <p className={check.flagged ? "review-guideline-flag" : undefined}>
              {m["moderation.review.guidelineMultiple"]({ multiple: multipleText(check.multiple) })}
              {check.flagged ? (
                <>
                  {" "}
                  <strong>{m["moderation.review.guidelineFlag"]()}</strong>
                </>
              ) : null}
            </p>
          ) : null}
        </>
      ) : null}
      {listing.firstSale === true ? <p>{m["moderation.review.firstSale"]()}</p> : null}
    </div>
  );
}
